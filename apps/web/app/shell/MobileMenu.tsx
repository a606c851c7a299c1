import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { depositLink } from '../asset/components/funding-links.ts';
import { useAssetText } from '../asset/i18n/use-asset-text.ts';
import type { DemoMode } from '../demo/use-demo-mode.ts';
import { MenuIcon } from './icons.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { navEntriesIn } from './nav-entries.ts';
import { usePageLocale } from './page-locale-context.tsx';
import { useText } from './use-text.ts';

/** Below 1280 px the header's links, and its Deposit action, fold into this one menu (app.css). */
export function MobileMenu({ demo }: { demo: DemoMode }) {
  const { t } = useTranslation();
  const text = useText();
  const assetText = useAssetText();
  const { localize } = usePageLocale();
  return (
    <MenuDisclosure className="mobile-menu" summaryLabel={t('a11y.openMenu')} summary={<MenuIcon />}>
      <nav aria-label={t('a11y.mainNavigation')}>
        <ul className="menu__list">
          <li>
            <Link className="menu__item" to={localize(depositLink())}>
              {assetText('deposit')}
            </Link>
          </li>
          {navEntriesIn('main', 'trade', 'products', 'account').map((entry) => (
            <li key={entry.to}>
              <Link className="menu__item" to={localize(entry.to)}>
                {text(entry.label)}
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
