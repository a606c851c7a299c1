import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DemoMode } from '../demo/use-demo-mode.ts';
import { ChevronIcon } from './icons.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { usePageLocale } from './page-locale-context.tsx';
import { SITE_LINKS } from './site-links.ts';

export function TradeMenu({ demo }: { demo: DemoMode }) {
  const { t } = useTranslation();
  const { localize } = usePageLocale();
  const items = [
    { to: SITE_LINKS.spot, title: t('nav.spot'), description: t('nav.spotDescription') },
    { to: SITE_LINKS.margin, title: t('nav.margin'), description: t('nav.marginDescription') },
    { to: SITE_LINKS.futures, title: t('nav.futures'), description: t('nav.futuresDescription') },
    { to: SITE_LINKS.copyTrading, title: t('nav.copyTrading'), description: t('nav.copyTradingDescription') },
  ];
  return (
    <MenuDisclosure
      className="trade-menu"
      summary={
        <>
          {t('nav.trade')}
          <ChevronIcon />
        </>
      }
    >
      <ul className="menu__list">
        {items.map((item) => (
          <li key={item.to}>
            <Link className="menu__item" to={localize(item.to)}>
              <span className="menu__item-title">{item.title}</span>
              <span className="menu__item-description">{item.description}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="menu__item" onClick={demo.active ? demo.leave : demo.enter}>
            <span className="menu__item-title">{demo.active ? t('demo.leave') : t('nav.demoTrading')}</span>
            <span className="menu__item-description">{t('nav.demoTradingDescription')}</span>
          </button>
        </li>
      </ul>
    </MenuDisclosure>
  );
}
