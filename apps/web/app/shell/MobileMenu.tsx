import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DemoMode } from '../demo/use-demo-mode.ts';
import { MenuIcon } from './icons.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { usePageLocale } from './page-locale-context.tsx';
import { SITE_LINKS } from './site-links.ts';

/** Below 768 px (spec §9) the header's links fold into this one menu. */
export function MobileMenu({ demo }: { demo: DemoMode }) {
  const { t } = useTranslation();
  const { localize } = usePageLocale();
  const links = [
    { to: SITE_LINKS.markets, label: t('nav.markets') },
    { to: SITE_LINKS.spot, label: t('nav.spot') },
    { to: SITE_LINKS.margin, label: t('nav.margin') },
    { to: SITE_LINKS.futures, label: t('nav.futures') },
    { to: SITE_LINKS.copyTrading, label: t('nav.copyTrading') },
    { to: SITE_LINKS.p2p, label: t('nav.p2p') },
    { to: SITE_LINKS.earn, label: t('nav.earn') },
    { to: SITE_LINKS.web3Wallet, label: t('nav.web3Wallet') },
    { to: SITE_LINKS.assets, label: t('nav.assets') },
    { to: SITE_LINKS.orders, label: t('nav.orders') },
    { to: SITE_LINKS.account, label: t('nav.account') },
  ];
  return (
    <MenuDisclosure className="mobile-menu" summaryLabel={t('a11y.openMenu')} summary={<MenuIcon />}>
      <nav aria-label={t('a11y.mainNavigation')}>
        <ul className="menu__list">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="menu__item" to={localize(link.to)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="menu__item" onClick={demo.active ? demo.leave : demo.enter}>
              {demo.active ? t('demo.leave') : t('nav.demoTrading')}
            </button>
          </li>
        </ul>
      </nav>
    </MenuDisclosure>
  );
}
