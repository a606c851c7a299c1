import { DEFAULT_FUTURES_ROUTE, DEFAULT_SPOT_ROUTE } from '@tideline/core/demo-mode';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketsOverview } from '../home/MarketsOverview.tsx';
import { usePageLocale } from '../shell/page-locale-context.tsx';

export default function Home() {
  const { t } = useTranslation();
  const { localize } = usePageLocale();
  const highlights = [
    { title: t('home.securityTitle'), body: t('home.securityBody') },
    { title: t('home.demoTitle'), body: t('home.demoBody') },
    { title: t('home.languagesTitle'), body: t('home.languagesBody') },
  ];
  return (
    <>
      <title>{t('meta.homeTitle')}</title>
      <meta name="description" content={t('meta.homeDescription')} />
      <section className="hero">
        <h1>{t('home.heroTitle')}</h1>
        <p className="hero__subtitle">{t('home.heroSubtitle')}</p>
        <div className="hero__actions">
          <Link className="button button--primary" to={localize(DEFAULT_SPOT_ROUTE)}>
            {t('home.tradeSpot')}
          </Link>
          <Link className="button" to={localize(DEFAULT_FUTURES_ROUTE)}>
            {t('home.tradeFutures')}
          </Link>
        </div>
      </section>
      <MarketsOverview />
      <section className="highlights" aria-labelledby="highlights-heading">
        <h2 id="highlights-heading">{t('home.highlightsTitle')}</h2>
        <ul className="highlights__list">
          {highlights.map((item) => (
            <li key={item.title} className="highlights__item">
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
