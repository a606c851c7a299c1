import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { useSessionUserId } from '../security/auth-session.ts';
import { loginUrl } from '../security/login-redirect.ts';
import { usePageLocale } from './page-locale-context.tsx';
import './product-page.css';

export interface ProductPageTexts {
  title: string;
  lead: string;
  signInPrompt: string;
  signIn: string;
}

/**
 * A product's page frame: head tags, heading and lead, the product's own pages as tabs, and (where
 * the page is the user's own) the sign-in prompt instead of the content. The product passes its
 * words and its pages; `className` adds the product's own class to the frame.
 */
export function ProductPage({
  texts,
  pages,
  path,
  signedInOnly,
  className,
  children,
}: {
  texts: ProductPageTexts;
  pages: readonly { to: string; label: string }[];
  path: string;
  signedInOnly: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { localize } = usePageLocale();
  const userId = useSessionUserId();
  return (
    <article className={className === undefined ? 'product-page' : `product-page ${className}`}>
      <title>{`${texts.title} | Tideline`}</title>
      <meta name="description" content={texts.lead} />
      <header>
        <h1>{texts.title}</h1>
        <p className="product-page__muted">{texts.lead}</p>
      </header>
      <nav className="product-page__tabs" aria-label={texts.title}>
        {pages.map((page) => (
          <NavLink key={page.to} to={localize(page.to)} end className="product-page__tab">
            {page.label}
          </NavLink>
        ))}
      </nav>
      {signedInOnly && userId === null ? <SignInPrompt path={path} texts={texts} /> : children}
    </article>
  );
}

/** "Sign in to …" with the link to the login page, which brings the user back to `path`. */
export function SignInPrompt({
  path,
  texts,
}: {
  path: string;
  texts: Pick<ProductPageTexts, 'signInPrompt' | 'signIn'>;
}) {
  const { localize } = usePageLocale();
  return (
    <p>
      {texts.signInPrompt}{' '}
      <Link to={loginUrl(localize(AUTH_LINKS.login), localize(path))}>{texts.signIn}</Link>
    </p>
  );
}
