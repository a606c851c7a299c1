import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ActingAccountBadge } from '../account/ActingAccountBadge.tsx';
import { DepositAction } from '../asset/components/DepositAction.tsx';
import { HeaderAuthEntries } from '../auth/HeaderAuthEntries.tsx';
import type { DemoMode } from '../demo/use-demo-mode.ts';
import { PreferencesMenu } from '../preferences/PreferencesMenu.tsx';
import { LogoMark } from './icons.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { navEntriesIn } from './nav-entries.ts';
import { usePageLocale } from './page-locale-context.tsx';
import { SITE_LINKS } from './site-links.ts';
import { TradeMenu } from './TradeMenu.tsx';
import { useText } from './use-text.ts';

export function Header({ demo }: { demo: DemoMode }) {
  const { t } = useTranslation();
  const text = useText();
  const { localize } = usePageLocale();
  return (
    <header className="site-header">
      <Link className="site-header__logo" to={localize(SITE_LINKS.home)} aria-label={t('a11y.homeLink')}>
        <LogoMark />
        <span aria-hidden="true">{t('meta.siteName')}</span>
      </Link>
      <nav className="site-header__nav" aria-label={t('a11y.mainNavigation')}>
        <ul>
          {navEntriesIn('main').map((entry) => (
            <li key={entry.to}>
              <NavLink to={localize(entry.to)}>{text(entry.label)}</NavLink>
            </li>
          ))}
          <li>
            <TradeMenu demo={demo} />
          </li>
          {navEntriesIn('products').map((entry) => (
            <li key={entry.to}>
              <NavLink to={localize(entry.to)}>{text(entry.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header__actions">
        {demo.active ? (
          <span className="demo-badge" data-testid="demo-badge">
            {t('demo.badge')}
          </span>
        ) : null}
        <ActingAccountBadge />
        <ul className="site-header__account">
          {navEntriesIn('account').map((entry) => (
            <li key={entry.to}>
              <NavLink to={localize(entry.to)}>{text(entry.label)}</NavLink>
            </li>
          ))}
        </ul>
        <DepositAction />
        <HeaderAuthEntries />
        <LanguageMenu />
        <PreferencesMenu />
        <MobileMenu demo={demo} />
      </div>
    </header>
  );
}
