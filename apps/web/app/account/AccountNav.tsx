import './account.css';
import { NavLink } from 'react-router';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { useAccountText } from './i18n/use-account-text.ts';

const SECTIONS = [
  ['navOverview', ACCOUNT_LINKS.overview],
  ['navSecurity', ACCOUNT_LINKS.security],
  ['navVerification', ACCOUNT_LINKS.verification],
  ['navApi', ACCOUNT_LINKS.api],
  ['navSubAccounts', ACCOUNT_LINKS.subAccounts],
] as const;

/** Links between the account pages; the overview page shows them too. */
export function AccountNav() {
  const text = useAccountText();
  const { localize } = usePageLocale();
  return (
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
  );
}
