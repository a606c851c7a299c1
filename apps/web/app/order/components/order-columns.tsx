import { formatNumber } from '@tideline/core/format';
import type { TableColumn } from '@tideline/ui';
import type { ReactNode } from 'react';
import { displayTime } from '../../record/model/display-time.ts';
import type { OrderText } from '../i18n/use-order-text.ts';
import type { HistoryOrderRow, OpenOrderRow, OrderSide, TradeRow, VenueId } from '../model/order-rows.ts';
import { venueById } from '../venues/index.ts';

// The columns of the order centre's three tables. The venue column shows when rows of several
// venues are merged ("All").

const number = (value: string | null) => (value === null ? '--' : formatNumber(value));
const when = (time: number | null) => (time === null ? '--' : displayTime(time));

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
    { key: 'time', title: t('time'), minWidth: 170, render: (row) => when(row.time) },
  ];
  if (withVenue) columns.push({ key: 'venue', title: t('venue'), render: (row) => venueText(t, row.venue) });
  columns.push({ key: 'symbol', title: t('symbol'), minWidth: 110, render: (row) => row.symbol });
  return columns;
}

const typeText = (t: OrderText, type: 'limit' | 'market') => (type === 'limit' ? t('limit') : t('market'));

export function openOrderColumns(
  t: OrderText,
  withVenue: boolean,
  action: (row: OpenOrderRow) => ReactNode,
): TableColumn<OpenOrderRow>[] {
  return [
    ...leading<OpenOrderRow>(t, withVenue),
    { key: 'orderType', title: t('type'), render: (row) => typeText(t, row.orderType) },
    { key: 'side', title: t('side'), render: (row) => sideCell(t, row.side) },
    {
      key: 'price',
      title: t('price'),
      align: 'end',
      render: (row) => (row.price === null ? t('market') : number(row.price)),
    },
    {
      key: 'triggerPrice',
      title: t('triggerPrice'),
      align: 'end',
      render: (row) => number(row.triggerPrice),
    },
    { key: 'amount', title: t('amount'), align: 'end', render: (row) => number(row.amount) },
    { key: 'filled', title: t('filledAmount'), align: 'end', render: (row) => number(row.filled) },
    { key: 'action', title: t('action'), minWidth: 100, render: action },
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
      render: (row) => (row.price === null ? t('market') : number(row.price)),
    },
    { key: 'amount', title: t('amount'), align: 'end', render: (row) => number(row.amount) },
    { key: 'filled', title: t('filledAmount'), align: 'end', render: (row) => number(row.filled) },
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
      minWidth: 100,
      render: (row) => (row.status === 'filled' ? t('filled') : t('cancelled')),
    },
    { key: 'orderNo', title: t('orderNo'), render: (row) => row.id },
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
    { key: 'price', title: t('price'), align: 'end', render: (row) => number(row.price) },
    { key: 'amount', title: t('amount'), align: 'end', render: (row) => number(row.amount) },
    {
      key: 'fee',
      title: t('fee'),
      align: 'end',
      minWidth: 120,
      render: (row) => `${number(row.fee)} ${row.feeAsset}`,
    },
    {
      key: 'realisedPnl',
      title: t('realisedPnl'),
      align: 'end',
      minWidth: 110,
      render: (row) => number(row.realisedPnl),
    },
    { key: 'orderNo', title: t('orderNo'), render: (row) => row.orderId },
  ];
}
