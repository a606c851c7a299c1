import type { UseQueryResult } from '@tanstack/react-query';
import {
  ScrollRegion,
  TABLE_HEADER_HEIGHT_PX,
  TABLE_ROW_HEIGHT_PX,
  Table,
  type TableColumn,
} from '@tideline/ui';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { useSessionUserId } from '../security/auth-session.ts';
import { loginUrl } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useP2pText } from './i18n/use-p2p-text.ts';
import './p2p.css';

const PAGES = [
  { to: '/p2p', label: 'navMarket' },
  { to: '/p2p/orders', label: 'navOrders' },
  { to: '/p2p/ads', label: 'navAds' },
  { to: '/p2p/payment-methods', label: 'navPaymentMethods' },
] as const;

/**
 * A P2P page: head tags, heading, the section's navigation, and (where the page is the user's own)
 * the sign-in prompt instead of the content.
 */
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
  const { localize } = usePageLocale();
  const userId = useSessionUserId();
  return (
    <article className="p2p-page">
      <title>{`${t('title')} | Tideline`}</title>
      <meta name="description" content={t('lead')} />
      <header>
        <h1>{t('title')}</h1>
        <p className="p2p-muted">{t('lead')}</p>
      </header>
      <nav className="p2p-tabs" aria-label={t('title')}>
        {PAGES.map((page) => (
          <NavLink key={page.to} to={localize(page.to)} end className="p2p-tabs__link">
            {t(page.label)}
          </NavLink>
        ))}
      </nav>
      {signedInOnly && userId === null ? <SignInPrompt path={path} /> : children}
    </article>
  );
}

export function SignInPrompt({ path }: { path: string }) {
  const t = useP2pText();
  const { localize } = usePageLocale();
  return (
    <p>
      {t('signInPrompt')} <Link to={loginUrl(localize(AUTH_LINKS.login), localize(path))}>{t('signIn')}</Link>
    </p>
  );
}

/** Loading, error with retry, or the data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useP2pText();
  if (query.isPending)
    return (
      <p className="p2p-muted" role="status">
        {t('loading')}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}

const VISIBLE_ROWS = 10;

/** A labelled table that scrolls sideways on a phone, as high as its rows up to ten. */
export function P2pTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  rowHeight = TABLE_ROW_HEIGHT_PX,
}: {
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
  rowHeight?: number;
}) {
  const height = TABLE_HEADER_HEIGHT_PX + Math.min(Math.max(rows.length, 1), VISIBLE_ROWS) * rowHeight + 2;
  return (
    <ScrollRegion className="p2p-table-scroll" aria-label={label}>
      <Table
        aria-label={label}
        columns={columns}
        data={rows}
        rowKey={rowKey}
        height={height}
        rowHeight={rowHeight}
        emptyText={emptyText}
      />
    </ScrollRegion>
  );
}
