import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProductPage, SignInPrompt as SharedSignInPrompt } from '../shell/ProductPage.tsx';
import { ProductTable } from '../shell/ProductTable.tsx';
import { QueryState as SharedQueryState } from '../shell/QueryState.tsx';
import { useP2pText } from './i18n/use-p2p-text.ts';
import './p2p.css';

const PAGES = [
  { to: '/p2p', label: 'navMarket' },
  { to: '/p2p/orders', label: 'navOrders' },
  { to: '/p2p/ads', label: 'navAds' },
  { to: '/p2p/payment-methods', label: 'navPaymentMethods' },
] as const;

function usePageTexts() {
  const t = useP2pText();
  return { title: t('title'), lead: t('lead'), signInPrompt: t('signInPrompt'), signIn: t('signIn') };
}

/** A P2P page: the product frame with the P2P section's pages and words. */
export function P2pPage({
  path,
  signedInOnly,
  children,
}: {
  path: string;
  signedInOnly: boolean;
  children: ReactNode;
}) {
  const t = useP2pText();
  return (
    <ProductPage
      texts={usePageTexts()}
      pages={PAGES.map((page) => ({ to: page.to, label: t(page.label) }))}
      path={path}
      signedInOnly={signedInOnly}
      className="p2p-page"
    >
      {children}
    </ProductPage>
  );
}

export function SignInPrompt({ path }: { path: string }) {
  return <SharedSignInPrompt path={path} texts={usePageTexts()} />;
}

/** Loading, error with retry, or the data, in the P2P pages' words. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useP2pText();
  return (
    <SharedQueryState
      query={query}
      texts={{ loading: t('loading'), loadError: t('loadError'), retry: t('retry') }}
      className="p2p-muted"
    >
      {children}
    </SharedQueryState>
  );
}

/** A P2P table: the shared product table in the P2P pages' scrolling region. */
export function P2pTable<Row>(props: Omit<Parameters<typeof ProductTable<Row>>[0], 'className'>) {
  return <ProductTable {...props} className="p2p-table-scroll" />;
}
