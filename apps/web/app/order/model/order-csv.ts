import { type CsvColumn, isoTime, toCsv } from '../../record/model/csv.ts';
import type { HistoryOrderRow, OpenOrderRow, OrderTab, TradeRow } from './order-rows.ts';

// The order centre's export: the record pages' CSV (raw decimals, ISO 8601 UTC times, English
// column names that stay the same in every language), one column set per tab.

const time = (row: { time: number | null }) => (row.time === null ? '' : isoTime(row.time));

const OPEN: readonly CsvColumn<OpenOrderRow>[] = [
  { header: 'time', value: time },
  { header: 'venue', value: (row) => row.venue },
  { header: 'symbol', value: (row) => row.symbol },
  { header: 'orderType', value: (row) => row.orderType },
  { header: 'side', value: (row) => row.side },
  { header: 'price', value: (row) => row.price },
  { header: 'triggerPrice', value: (row) => row.triggerPrice },
  { header: 'amount', value: (row) => row.amount },
  { header: 'filled', value: (row) => row.filled },
  { header: 'orderNo', value: (row) => row.id },
];

const HISTORY: readonly CsvColumn<HistoryOrderRow>[] = [
  { header: 'time', value: time },
  { header: 'venue', value: (row) => row.venue },
  { header: 'symbol', value: (row) => row.symbol },
  { header: 'orderType', value: (row) => row.orderType },
  { header: 'side', value: (row) => row.side },
  { header: 'price', value: (row) => row.price },
  { header: 'amount', value: (row) => row.amount },
  { header: 'filled', value: (row) => row.filled },
  { header: 'averagePrice', value: (row) => row.averagePrice },
  { header: 'status', value: (row) => row.status },
  { header: 'orderNo', value: (row) => row.id },
];

const TRADES: readonly CsvColumn<TradeRow>[] = [
  { header: 'time', value: time },
  { header: 'venue', value: (row) => row.venue },
  { header: 'symbol', value: (row) => row.symbol },
  { header: 'side', value: (row) => row.side },
  { header: 'role', value: (row) => row.liquidity },
  { header: 'price', value: (row) => row.price },
  { header: 'amount', value: (row) => row.amount },
  { header: 'fee', value: (row) => row.fee },
  { header: 'feeAsset', value: (row) => row.feeAsset },
  { header: 'realisedPnl', value: (row) => row.realisedPnl },
  { header: 'tradeId', value: (row) => row.id },
  { header: 'orderNo', value: (row) => row.orderId },
];

export type TabRows =
  | { tab: 'open'; rows: readonly OpenOrderRow[] }
  | { tab: 'history'; rows: readonly HistoryOrderRow[] }
  | { tab: 'trades'; rows: readonly TradeRow[] };

export function orderCsv(data: TabRows): string {
  switch (data.tab) {
    case 'open':
      return toCsv(OPEN, data.rows);
    case 'history':
      return toCsv(HISTORY, data.rows);
    case 'trades':
      return toCsv(TRADES, data.rows);
  }
}

/** The exported file's name stem per tab. */
export const CSV_FILE: Readonly<Record<OrderTab, string>> = {
  open: 'open-orders',
  history: 'order-history',
  trades: 'trade-history',
};
