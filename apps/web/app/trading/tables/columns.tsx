import { formatByPrecision } from '@tideline/core/format';
import type { TableColumn } from '@tideline/ui';
import type { ReactNode } from 'react';
import { accountDateTime } from './AccountPanel.tsx';

// Column definitions the account tables of spot, futures and margin share; each table lists its
// columns from these and its own.

/** A record's time, `YYYY-MM-DD HH:mm:ss` UTC. */
export function timeColumn<Row>(key: string, title: string, time: (row: Row) => number): TableColumn<Row> {
  return { key, title, minWidth: 150, render: (row) => accountDateTime(time(row)) };
}

/** Buy or sell (long or short), coloured by direction. */
export function directionText(up: boolean, text: string): ReactNode {
  return <span data-direction={up ? 'up' : 'down'}>{text}</span>;
}

export function sideColumn<Row>(
  title: string,
  words: { buy: string; sell: string },
  side: (row: Row) => 'buy' | 'sell',
): TableColumn<Row> {
  return {
    key: 'side',
    title,
    render: (row) => directionText(side(row) === 'buy', side(row) === 'buy' ? words.buy : words.sell),
  };
}

/** Limit or market. */
export function orderTypeColumn<Row>(
  title: string,
  words: { limit: string; market: string },
  kind: (row: Row) => string,
): TableColumn<Row> {
  return {
    key: 'orderType',
    title,
    render: (row) => (kind(row) === 'limit' ? words.limit : words.market),
  };
}

/** A decimal cut to its places, right-aligned. */
export function decimalColumn<Row>(
  key: string,
  title: string,
  value: (row: Row) => string | null | undefined,
  places: number | ((row: Row) => number),
): TableColumn<Row> {
  return {
    key,
    title,
    align: 'end',
    render: (row) =>
      formatByPrecision(value(row) ?? undefined, typeof places === 'number' ? places : places(row)),
  };
}

/** An order's price; a market order shows the word instead. */
export function orderPriceColumn<Row>(
  key: string,
  title: string,
  marketWord: string,
  row: { market: (row: Row) => boolean; price: (row: Row) => string | null; places: (row: Row) => number },
): TableColumn<Row> {
  return {
    key,
    title,
    align: 'end',
    render: (item) =>
      row.market(item) ? marketWord : formatByPrecision(row.price(item) ?? undefined, row.places(item)),
  };
}

/** A row's button (cancel an order, a plan), named for the row it acts on. */
export function buttonColumn<Row>(spec: {
  key: string;
  title: string;
  text: string;
  label: (row: Row) => string;
  disabled: boolean;
  onClick: (row: Row) => void;
}): TableColumn<Row> {
  return {
    key: spec.key,
    title: spec.title,
    render: (row) => (
      <button
        type="button"
        className="spot-link-button"
        disabled={spec.disabled}
        onClick={() => spec.onClick(row)}
        aria-label={spec.label(row)}
      >
        {spec.text}
      </button>
    ),
  };
}
