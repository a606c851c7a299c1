import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DemoMode } from '../demo/use-demo-mode.ts';
import { ChevronIcon } from './icons.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { navEntriesIn } from './nav-entries.ts';
import { usePageLocale } from './page-locale-context.tsx';
import { useText } from './use-text.ts';

export function TradeMenu({ demo }: { demo: DemoMode }) {
  const { t } = useTranslation();
  const text = useText();
  const { localize } = usePageLocale();
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
        {navEntriesIn('trade').map((entry) => (
          <li key={entry.to}>
            <Link className="menu__item" to={localize(entry.to)}>
              <span className="menu__item-title">{text(entry.label)}</span>
              {entry.description ? (
                <span className="menu__item-description">{text(entry.description)}</span>
              ) : null}
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
