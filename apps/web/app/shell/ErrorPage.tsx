import { useTranslation } from 'react-i18next';

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="status-page">
      <title>{`${t('meta.errorTitle')} | ${t('meta.siteName')}`}</title>
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </section>
  );
}
