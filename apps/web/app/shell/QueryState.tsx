import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A product page's three states of one query: loading (a status line), failed (an alert with a
 * retry), or its data. The product's own words are passed in, so every product shows the same
 * states in its own text section.
 */
export function QueryState<T>({
  query,
  texts,
  className,
  children,
}: {
  query: UseQueryResult<T>;
  texts: { loading: string; loadError: string; retry: string };
  /** For the loading line (a product's muted text). */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p className={className} role="status">
        {texts.loading}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert">
        <p>{texts.loadError}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {texts.retry}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}
