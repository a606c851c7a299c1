import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { navEntriesIn } from '../../shell/nav-entries.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useText } from '../../shell/use-text.ts';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { useFigures } from '../use-figures.ts';

/** The frame of every asset and record page: section navigation, heading and the figures switch. */
export function AssetFrame({
  heading,
  pageTitle,
  demo,
  children,
}: {
  heading: string;
  pageTitle: string;
  demo?: boolean;
  children: ReactNode;
}) {
  const t = useAssetText();
  const text = useText();
  const { localize } = usePageLocale();
  const figures = useFigures();
  return (
    <div className="asset-page">
      <title>{pageTitle}</title>
      <nav className="asset-nav" aria-label={t('assetsNav')}>
        <ul>
          {navEntriesIn('assetHome', 'assetAccounts', 'assetRecords').map((entry) => (
            <li key={entry.to}>
              <NavLink to={localize(entry.to)} end>
                {text(entry.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="asset-page__head">
        <h1>{heading}</h1>
        <button
          type="button"
          className="button asset-figures-toggle"
          data-action="toggle-figures"
          onClick={figures.toggle}
        >
          {figures.shown ? t('hideFigures') : t('showFigures')}
        </button>
      </div>
      {demo ? (
        <p className="asset-demo-notice" role="note">
          {t('demoNotice')}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** Loading and failure states shared by the asset pages. */
export function LoadState({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const t = useAssetText();
  return error ? (
    <div role="alert" className="asset-state">
      <p>{t('loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  ) : (
    <p role="status" className="asset-state">
      {t('loading')}
    </p>
  );
}
