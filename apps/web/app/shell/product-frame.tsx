// biome-ignore-all lint/correctness/noComponentHookFactories: productFrame is called once per product at module scope, never while rendering, so each component it returns keeps one identity for the life of the page.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProductPage, SignInPrompt as SharedSignInPrompt } from './ProductPage.tsx';
import { ProductTable } from './ProductTable.tsx';
import { QueryState as SharedQueryState } from './QueryState.tsx';

/** The words every product section has for its frame and its query states. */
export type ProductFrameKey =
  | 'title'
  | 'lead'
  | 'signInPrompt'
  | 'signIn'
  | 'loading'
  | 'loadError'
  | 'retry';

/**
 * A product's page frame, sign-in prompt, query states and table, bound once to its text section,
 * its pages and its class prefix, so a product names them instead of writing its own copies.
 * `useText` must know the frame's keys and every page label: the types check it.
 */
export function productFrame<Label extends string>({
  useText,
  pages,
  prefix,
}: {
  useText: () => (key: ProductFrameKey | Label) => string;
  pages: readonly { to: string; label: Label }[];
  /** The product's class prefix: `earn` gives `earn-page`, `earn-muted`, `earn-table-scroll`. */
  prefix: string;
}) {
  function usePageTexts() {
    const t = useText();
    return { title: t('title'), lead: t('lead'), signInPrompt: t('signInPrompt'), signIn: t('signIn') };
  }

  function Page({
    path,
    signedInOnly,
    children,
  }: {
    path: string;
    signedInOnly: boolean;
    children: ReactNode;
  }) {
    const t = useText();
    return (
      <ProductPage
        texts={usePageTexts()}
        pages={pages.map((page) => ({ to: page.to, label: t(page.label) }))}
        path={path}
        signedInOnly={signedInOnly}
        className={`${prefix}-page`}
      >
        {children}
      </ProductPage>
    );
  }

  function SignInPrompt({ path }: { path: string }) {
    return <SharedSignInPrompt path={path} texts={usePageTexts()} />;
  }

  function QueryState<T>({
    query,
    children,
  }: {
    query: UseQueryResult<T>;
    children: (data: T) => ReactNode;
  }) {
    const t = useText();
    return (
      <SharedQueryState
        query={query}
        texts={{ loading: t('loading'), loadError: t('loadError'), retry: t('retry') }}
        className={`${prefix}-muted`}
      >
        {children}
      </SharedQueryState>
    );
  }

  function Table<Row>(props: Omit<Parameters<typeof ProductTable<Row>>[0], 'className'>) {
    return <ProductTable {...props} className={`product-table-scroll ${prefix}-table-scroll`} />;
  }

  return { Page, SignInPrompt, QueryState, Table };
}
