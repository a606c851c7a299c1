import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProductPage, SignInPrompt as SharedSignInPrompt } from '../shell/ProductPage.tsx';
import { ProductTable } from '../shell/ProductTable.tsx';
import { QueryState as SharedQueryState } from '../shell/QueryState.tsx';
import { useCopyText } from './i18n/use-copy-text.ts';
import './copy-trading.css';

const PAGES = [
  { to: '/copytrading', label: 'navTraders' },
  { to: '/order/mcp', label: 'navCopies' },
  { to: '/record/mcp', label: 'navRecords' },
  { to: '/copytrading/lead', label: 'navLead' },
] as const;

function usePageTexts() {
  const t = useCopyText();
  return { title: t('title'), lead: t('lead'), signInPrompt: t('signInPrompt'), signIn: t('signIn') };
}

/** A copy-trading page: the product frame with the copy-trading section's pages and words. */
export function CopyPage({
  path,
  signedInOnly,
  children,
}: {
  path: string;
  signedInOnly: boolean;
  children: ReactNode;
}) {
  const t = useCopyText();
  return (
    <ProductPage
      texts={usePageTexts()}
      pages={PAGES.map((page) => ({ to: page.to, label: t(page.label) }))}
      path={path}
      signedInOnly={signedInOnly}
      className="copy-page"
    >
      {children}
    </ProductPage>
  );
}

export function SignInPrompt({ path }: { path: string }) {
  return <SharedSignInPrompt path={path} texts={usePageTexts()} />;
}

/** Loading, error with retry, or the data, in the copy-trading pages' words. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useCopyText();
  return (
    <SharedQueryState
      query={query}
      texts={{ loading: t('loading'), loadError: t('loadError'), retry: t('retry') }}
      className="copy-muted"
    >
      {children}
    </SharedQueryState>
  );
}

/** A copy-trading table: the shared product table in this product's scrolling region. */
export function CopyTable<Row>(props: Omit<Parameters<typeof ProductTable<Row>>[0], 'className'>) {
  return <ProductTable {...props} className="copy-table-scroll" />;
}
