import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useInfoText } from './i18n/use-info-text.ts';
import './info.css';

/** One informational page: its head tags, heading and lead, then its sections. */
export function InfoPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <article className="info-page">
      <title>{`${title} | Tideline`}</title>
      <meta name="description" content={description} />
      <header className="info-page__head">
        <h1>{title}</h1>
        <p className="info-page__lead">{description}</p>
      </header>
      {children}
    </article>
  );
}

/** A section titled `title`; its id labels the tables inside. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="info-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Loading, error with retry, or the data: every server figure on these pages goes through it. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useInfoText();
  if (query.isPending) {
    return (
      <p className="info-state" role="status">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="info-state" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
