import { newTabAddress } from '@tideline/core/link-safety';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * A link that opens in a new tab (external pages, downloads, help): the address is held to the §5
 * link rules and an empty one is logged as an error (newTabAddress); without a usable address the
 * words show as plain text. The new tab gets neither this page nor its address.
 */
export function NewTabLink({
  href,
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string | null | undefined;
  children: ReactNode;
}) {
  const address = newTabAddress(href);
  if (address === null) return <span>{children}</span>;
  return (
    <a {...rest} href={address} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
