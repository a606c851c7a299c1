import { Table, type TableColumn, Tabs } from '@tideline/ui';
import type { ReactNode } from 'react';
import { ACCOUNT_TABLE_HEIGHT, AccountPanel, type AccountPanelTexts } from './AccountPanel.tsx';

/** One tab of a trading page's account tables: its rows, columns and load state. */
export interface AccountTabSpec<Row> {
  value: string;
  /** The tab's name, also the table's accessible name. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  emptyText: string;
  pending: boolean;
  failed: boolean;
  /** Above the table (e.g. cancel all). */
  actions?: ReactNode;
  /** Under the table (e.g. the position being managed). */
  after?: ReactNode;
}

/** A tab ready to show: the rows' type is settled inside, so tabs of different rows go in one list. */
export interface AccountTab {
  value: string;
  label: string;
  pending: boolean;
  failed: boolean;
  body: ReactNode;
}

/** A query's rows and load state, as a tab takes them. */
export function queryRows<Row>(query: {
  data: readonly Row[] | undefined;
  isPending: boolean;
  isError: boolean;
}): Pick<AccountTabSpec<Row>, 'rows' | 'pending' | 'failed'> {
  return { rows: query.data, pending: query.isPending, failed: query.isError };
}

/** A tab of column definitions and rows (open orders, order history, positions, assets...). */
export function accountTab<Row>(spec: AccountTabSpec<Row>): AccountTab {
  const table = (
    <Table
      columns={spec.columns}
      data={spec.rows ?? []}
      rowKey={spec.rowKey}
      height={ACCOUNT_TABLE_HEIGHT}
      aria-label={spec.label}
      emptyText={spec.emptyText}
    />
  );
  const actions =
    spec.actions === undefined ? null : <div className="spot-account__actions">{spec.actions}</div>;
  return {
    value: spec.value,
    label: spec.label,
    pending: spec.pending,
    failed: spec.failed,
    body:
      actions === null && spec.after === undefined ? (
        table
      ) : (
        <>
          {actions}
          {table}
          {spec.after}
        </>
      ),
  };
}

/**
 * The account tables of a trading page (spot, futures, margin): a labelled section with an
 * optional summary above tabs whose panels show the sign-in hint, the load error or the loading
 * text until their rows have arrived.
 */
export function AccountTabs({
  label,
  className,
  signedIn,
  texts,
  head,
  tabs,
}: {
  label: string;
  /** Extra class of the section, e.g. `futures-account`. */
  className?: string;
  signedIn: boolean;
  texts: AccountPanelTexts;
  head?: ReactNode;
  tabs: readonly AccountTab[];
}) {
  return (
    <section className={`spot-panel spot-account${className ? ` ${className}` : ''}`} aria-label={label}>
      {head}
      <Tabs
        aria-label={label}
        items={tabs.map((tab) => ({
          value: tab.value,
          label: tab.label,
          content: (
            <AccountPanel signedIn={signedIn} pending={tab.pending} failed={tab.failed} texts={texts}>
              {tab.body}
            </AccountPanel>
          ),
        }))}
      />
    </section>
  );
}
