import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The centred card every sign-in and sign-up screen sits in, with the page title and, for a page
 * open to everyone (login, agency login, sign-up), its meta description.
 */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <title>{`${title} | ${t('meta.siteName')}`}</title>
      {description === undefined ? null : <meta name="description" content={description} />}
      <section className="auth-card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
