import { formatNumber } from '@tideline/core/format';
import { TABLE_MIN_COLUMN_WIDTH_PX, type TableColumn } from '@tideline/ui';
import type { ReactNode } from 'react';
import { displayTime } from '../../record/model/display-time.ts';
import type { OrderText } from '../i18n/use-order-text.ts';
import type { HistoryOrderRow, OpenOrderRow, OrderSide, TradeRow, VenueId } from '../model/order-rows.ts';
import { venueById } from '../venues/index.ts';

// The columns of the order centre's three tables. The venue column shows when rows of several
// venues are merged ("All").

const number = (value: string | null) => (value === null ? '--' : formatNumber(value));
/** Date then time in every direction: right-to-left text would otherwise put the time first. */
const when = (time: number | null) => (time === null ? '--' : <span dir="ltr">{displayTime(time)}</span>);

function sideCell(t: OrderText, side: OrderSide) {
  return <span data-trend={side === 'buy' ? 'up' : 'down'}>{side === 'buy' ? t('buy') : t('sell')}</span>;
}

function venueText(t: OrderText, venue: VenueId): string {
  const known = venueById(venue);
  return known ? t(known.label) : venue;
}

interface Common {
  venue: VenueId;
  symbol: string;
  side: OrderSide;
  time: number | null;
}

function leading<Row extends Common>(t: OrderText, withVenue: boolean): TableColumn<Row>[] {
  const columns: TableColumn<Row>[] = [
    { key: 'time', title: t('time'), width: 165, render: (row) => when(row.time) },
  ];
  if (withVenue)
    columns.push({ key: 'venue', title: t('venue'), minWidth: 80, render: (row) => venueText(t, row.venue) });
  columns.push({ key: 'symbol', title: t('symbol'), minWidth: 110, render: (row) => row.symbol });
  return columns;
}

const typeText = (t: OrderText, type: 'limit' | 'market') => (type === 'limit' ? t('limit') : t('market'));

export function openOrderColumns(
  t: OrderText,
  shown: { venue: boolean; trigger: boolean },
  action: (row: OpenOrderRow) => ReactNode,
): TableColumn<OpenOrderRow>[] {
  const trigger: TableColumn<OpenOrderRow>[] = shown.trigger
    ? [
        {
          key: 'triggerPrice',
          title: t('triggerPrice'),
          align: 'end',
          minWidth: 110,
          render: (row) => number(row.triggerPrice),
        },
      ]
    : [];
  return [
    ...leading<OpenOrderRow>(t, shown.venue),
    { key: 'orderType', title: t('type'), render: (row) => typeText(t, row.orderType) },
    { key: 'side', title: t('side'), render: (row) => sideCell(t, row.side) },
    {
      key: 'price',
      title: t('price'),
      align: 'end',
      minWidth: 100,
      render: (row) => (row.price === null ? t('market') : number(row.price)),
    },
    ...trigger,
    { key: 'amount', title: t('amount'), align: 'end', minWidth: 100, render: (row) => number(row.amount) },
    {
      key: 'filled',
      title: t('filledAmount'),
      align: 'end',
      minWidth: 100,
      render: (row) => number(row.filled),
    },
    { key: 'action', title: t('action'), minWidth: 90, render: action },
  ];
}

export function historyColumns(t: OrderText, withVenue: boolean): TableColumn<HistoryOrderRow>[] {
  return [
    ...leading<HistoryOrderRow>(t, withVenue),
    { key: 'orderType', title: t('type'), render: (row) => typeText(t, row.orderType) },
    { key: 'side', title: t('side'), render: (row) => sideCell(t, row.side) },
    {
      key: 'price',
      title: t('price'),
      align: 'end',
      minWidth: 100,
      render: (row) => (row.price === null ? t('market') : number(row.price)),
    },
    { key: 'amount', title: t('amount'), align: 'end', minWidth: 100, render: (row) => number(row.amount) },
    {
      key: 'filled',
      title: t('filledAmount'),
      align: 'end',
      minWidth: 100,
      render: (row) => number(row.filled),
    },
    {
      key: 'averagePrice',
      title: t('averagePrice'),
      align: 'end',
      minWidth: 110,
      render: (row) => number(row.averagePrice),
    },
    {
      key: 'status',
      title: t('status'),
      minWidth: 90,
      render: (row) => (row.status === 'filled' ? t('filled') : t('cancelled')),
    },
    { key: 'orderNo', title: t('orderNo'), minWidth: 90, render: (row) => row.id },
  ];
}

export function tradeColumns(t: OrderText, withVenue: boolean): TableColumn<TradeRow>[] {
  return [
    ...leading<TradeRow>(t, withVenue),
    { key: 'side', title: t('side'), render: (row) => sideCell(t, row.side) },
    {
      key: 'liquidity',
      title: t('role'),
      render: (row) => (row.liquidity === 'maker' ? t('maker') : t('taker')),
    },
    { key: 'price', title: t('price'), align: 'end', minWidth: 100, render: (row) => number(row.price) },
    { key: 'amount', title: t('amount'), align: 'end', minWidth: 100, render: (row) => number(row.amount) },
    {
      key: 'fee',
      title: t('fee'),
      align: 'end',
      minWidth: 130,
      render: (row) => `${number(row.fee)} ${row.feeAsset}`,
    },
    {
      key: 'realisedPnl',
      title: t('realisedPnl'),
      align: 'end',
      minWidth: 110,
      render: (row) => number(row.realisedPnl),
    },
    { key: 'orderNo', title: t('orderNo'), minWidth: 90, render: (row) => row.orderId },
  ];
}

/**
 * The narrowest a table of these columns may get: it fills a wider box (its flexible columns share
 * the room) and scrolls sideways in a narrower one, instead of growing every flexible column to
 * the widest cell.
 */
export function tableMinWidth<Row>(columns: readonly TableColumn<Row>[]): number {
  return columns.reduce(
    (sum, column) =>
      sum + Math.max(column.width ?? column.minWidth ?? TABLE_MIN_COLUMN_WIDTH_PX, TABLE_MIN_COLUMN_WIDTH_PX),
    0,
  );
}
