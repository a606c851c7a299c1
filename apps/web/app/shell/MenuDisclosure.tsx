import { type ReactNode, useRef } from 'react';
import { useDismiss } from './use-dismiss.ts';

/** A header dropdown: a native disclosure, so it opens with or without JavaScript. */
export function MenuDisclosure({
  summary,
  summaryLabel,
  className,
  children,
}: {
  summary: ReactNode;
  /** Accessible name when the summary shows only an icon. */
  summaryLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismiss(ref);
  return (
    <details ref={ref} className={className ? `menu ${className}` : 'menu'}>
      <summary className="menu__trigger" aria-label={summaryLabel}>
        {summary}
      </summary>
      <div className="menu__panel">{children}</div>
    </details>
  );
}
