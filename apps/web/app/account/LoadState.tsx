import type { ReactNode } from 'react';
import { useAccountText } from './i18n/use-account-text.ts';

interface LoadedQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** Loading and error states of a query; `children` renders its data once it is there. */
export function LoadState<T>({
  query,
  children,
}: {
  query: LoadedQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const text = useAccountText();
  if (query.isError) {
    return (
      <div role="alert" className="account-state">
        <p>{text('loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {text('retry')}
        </button>
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <p role="status" className="account-state">
        {text('loading')}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
