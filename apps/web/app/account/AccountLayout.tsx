import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { useAccountText } from './i18n/use-account-text.ts';
import { useRequireLogin } from './use-require-login.ts';

const SECTIONS = [
  ['navOverview', ACCOUNT_LINKS.overview],
  ['navSecurity', ACCOUNT_LINKS.security],
  ['navApi', ACCOUNT_LINKS.api],
  ['navSubAccounts', ACCOUNT_LINKS.subAccounts],
] as const;

/** The frame of every account page: its head title, the section links and the heading. */
export function AccountLayout({
  title,
  path,
  children,
}: {
  title: string;
  path: string;
  children: ReactNode;
}) {
  useRequireLogin(path);
  const text = useAccountText();
  const { t } = useTranslation();
  const { localize } = usePageLocale();
  return (
    <div className="account-shell">
      <title>{`${title} | ${t('meta.siteName')}`}</title>
      <nav className="account-shell__nav" aria-label={text('navLabel')}>
        <ul>
          {SECTIONS.map(([label, link]) => (
            <li key={link}>
              <NavLink to={localize(link)} end={link === ACCOUNT_LINKS.overview}>
                {text(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-shell__content">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
