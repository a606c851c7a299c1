import type { UseQueryResult } from '@tanstack/react-query';
import {
  ScrollRegion,
  TABLE_HEADER_HEIGHT_PX,
  TABLE_ROW_HEIGHT_PX,
  Table,
  type TableColumn,
} from '@tideline/ui';
import { type ReactNode, useMemo } from 'react';
import { Link, NavLink } from 'react-router';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { useSessionUserId } from '../security/auth-session.ts';
import { loginUrl } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useEarnText } from './i18n/use-earn-text.ts';
import './earn.css';

const PAGES = [
  { to: '/earn', label: 'navProducts' },
  { to: '/earn/holdings', label: 'navHoldings' },
  { to: '/earn/history', label: 'navHistory' },
] as const;

/**
 * An earn page: head tags, heading, the three pages' navigation, and (where the page is the
 * user's own) the sign-in prompt instead of the content.
 */
export function EarnPage({
  path,
  signedInOnly,
  children,
}: {
  path: string;
  signedInOnly: boolean;
  children: ReactNode;
}) {
  const t = useEarnText();
  const { localize } = usePageLocale();
  const userId = useSessionUserId();
  return (
    <article className="earn-page">
      <title>{`${t('title')} | Tideline`}</title>
      <meta name="description" content={t('lead')} />
      <header className="earn-page__head">
        <h1>{t('title')}</h1>
        <p className="earn-muted">{t('lead')}</p>
      </header>
      <nav className="earn-tabs" aria-label={t('title')}>
        {PAGES.map((page) => (
          <NavLink key={page.to} to={localize(page.to)} end className="earn-tabs__link">
            {t(page.label)}
          </NavLink>
        ))}
      </nav>
      {signedInOnly && userId === null ? <SignInPrompt path={path} /> : children}
    </article>
  );
}

export function SignInPrompt({ path }: { path: string }) {
  const t = useEarnText();
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
  const t = useEarnText();
  if (query.isPending)
    return (
      <p className="earn-muted" role="status">
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

/** A labelled, scrollable table of the rows, as high as its rows up to ten. */
export function EarnTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
}) {
  const height =
    TABLE_HEADER_HEIGHT_PX + Math.min(Math.max(rows.length, 1), VISIBLE_ROWS) * TABLE_ROW_HEIGHT_PX + 2;
  return (
    <ScrollRegion className="earn-table-scroll" aria-label={label}>
      <Table
        aria-label={label}
        columns={columns}
        data={rows}
        rowKey={rowKey}
        height={height}
        emptyText={emptyText}
      />
    </ScrollRegion>
  );
}

/**
 * Times in the page's language, in UTC since payouts are per UTC day. Some site locale codes
 * (`asia`, `bg`) are not BCP 47 tags: those read in English.
 */
export function useEarnTime(): (epochMs: number) => string {
  const { locale } = usePageLocale();
  return useMemo(() => {
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    return (epochMs: number) => `${format.format(epochMs)} UTC`;
  }, [locale]);
}
