import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLocale } from './page-locale-context.tsx';
import { SITE_LINKS } from './site-links.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { localize } = usePageLocale();
  return (
    <section className="status-page">
      <title>{`${t('meta.notFoundTitle')} | ${t('meta.siteName')}`}</title>
      <p className="status-page__code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to={localize(SITE_LINKS.home)}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
