import { callEndpoint, type RequestClient, type RequestOptions } from '@tideline/core/request';
import { ASSET_ENDPOINTS } from '@tideline/protocol/asset/endpoints';
import type { Endpoint } from '@tideline/protocol/endpoint';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import type { AssetMessages } from '../../asset/i18n/use-asset-text.ts';

// The record lists of the record pages: where each comes from, how it pages, which filters the
// gateway takes for it and which fields it shows. Rows stay as the gateway sent them (decimal
// strings, ms times), so the CSV can carry them unchanged.

export type RecordValue = string | number | boolean | null;
export type RecordRow = Readonly<Record<string, RecordValue>>;

/** How a field is shown: a time, a number, a translated word, or text as it is. */
export type FieldKind = 'time' | 'number' | 'side' | 'status' | 'liquidity' | 'orderType' | 'kind' | 'text';

export interface RecordField {
  key: string;
  title: keyof AssetMessages;
  kind: FieldKind;
}

export type RecordFilter = 'symbol' | 'side' | 'status' | 'kind' | 'asset';

export interface RecordKind {
  id: string;
  /** The endpoint-table row the list is read from; its answer is checked against the row. */
  endpoint: Endpoint;
  /** The field whose value is the `before` cursor of the next (older) page. */
  cursor: string;
  /** A field (or fields joined) unique per row. */
  rowKey: readonly string[];
  filters: readonly RecordFilter[];
  fields: readonly RecordField[];
  /** Name stem of the exported file. */
  file: string;
}

const time = (key: string): RecordField => ({ key, title: 'time', kind: 'time' });

export const SPOT_ORDERS: RecordKind = {
  id: 'spot-orders',
  endpoint: SPOT_ENDPOINTS.orderHistory,
  cursor: 'orderNo',
  // Orders a cluster recorded before its numbers came from the command stream can share a number
  // across symbols (docs/scale-out.md, "Order numbers").
  rowKey: ['symbol', 'orderNo'],
  filters: ['symbol', 'side', 'status'],
  file: 'spot-orders',
  fields: [
    time('createTime'),
    { key: 'symbol', title: 'symbol', kind: 'text' },
    { key: 'orderType', title: 'type', kind: 'orderType' },
    { key: 'side', title: 'side', kind: 'side' },
    { key: 'buyPrice', title: 'price', kind: 'number' },
    { key: 'buyDelegateCount', title: 'amount', kind: 'number' },
    { key: 'buyDealCount', title: 'filledAmount', kind: 'number' },
    { key: 'marketPrice', title: 'averagePrice', kind: 'number' },
    { key: 'dealCount', title: 'total', kind: 'number' },
    { key: 'fee', title: 'fee', kind: 'number' },
    { key: 'status', title: 'status', kind: 'status' },
    { key: 'orderNo', title: 'orderNo', kind: 'text' },
  ],
};

export const SPOT_TRADES: RecordKind = {
  id: 'spot-trades',
  endpoint: SPOT_ENDPOINTS.fills,
  cursor: 'ts',
  rowKey: ['symbol', 'tradeId', 'orderNo'],
  filters: ['symbol', 'side'],
  file: 'spot-trades',
  fields: [
    time('ts'),
    { key: 'symbol', title: 'symbol', kind: 'text' },
    { key: 'side', title: 'side', kind: 'side' },
    { key: 'liquidity', title: 'role', kind: 'liquidity' },
    { key: 'price', title: 'price', kind: 'number' },
    { key: 'size', title: 'amount', kind: 'number' },
    { key: 'quoteAmount', title: 'total', kind: 'number' },
    { key: 'fee', title: 'fee', kind: 'number' },
    { key: 'feeAsset', title: 'coin', kind: 'text' },
    { key: 'orderNo', title: 'orderNo', kind: 'text' },
  ],
};

export const FUTURES_ORDERS: RecordKind = {
  id: 'futures-orders',
  endpoint: FUTURES_ENDPOINTS.orderHistory,
  cursor: 'time',
  rowKey: ['orderId'],
  filters: ['symbol'],
  file: 'futures-orders',
  fields: [
    time('time'),
    { key: 'symbol', title: 'symbol', kind: 'text' },
    { key: 'orderType', title: 'type', kind: 'orderType' },
    { key: 'side', title: 'side', kind: 'side' },
    { key: 'price', title: 'price', kind: 'number' },
    { key: 'size', title: 'amount', kind: 'number' },
    { key: 'dealCount', title: 'filledAmount', kind: 'number' },
    { key: 'priceAvg', title: 'averagePrice', kind: 'number' },
    { key: 'reason', title: 'status', kind: 'text' },
    { key: 'orderId', title: 'orderNo', kind: 'text' },
  ],
};

export const FUTURES_TRADES: RecordKind = {
  id: 'futures-trades',
  endpoint: FUTURES_ENDPOINTS.fills,
  cursor: 'time',
  rowKey: ['tradeId', 'orderId'],
  filters: ['symbol'],
  file: 'futures-trades',
  fields: [
    time('time'),
    { key: 'symbol', title: 'symbol', kind: 'text' },
    { key: 'side', title: 'side', kind: 'side' },
    { key: 'liquidity', title: 'role', kind: 'liquidity' },
    { key: 'price', title: 'price', kind: 'number' },
    { key: 'size', title: 'amount', kind: 'number' },
    { key: 'fee', title: 'fee', kind: 'number' },
    { key: 'realisedPnl', title: 'realisedPnl', kind: 'number' },
    { key: 'orderId', title: 'orderNo', kind: 'text' },
  ],
};

export const FUTURES_FUNDING: RecordKind = {
  id: 'futures-funding',
  endpoint: FUTURES_ENDPOINTS.funding,
  cursor: 'time',
  rowKey: ['time', 'symbol', 'positionSide'],
  filters: ['symbol'],
  file: 'futures-funding',
  fields: [
    time('time'),
    { key: 'symbol', title: 'symbol', kind: 'text' },
    { key: 'rate', title: 'rate', kind: 'number' },
    { key: 'markPrice', title: 'markPrice', kind: 'number' },
    { key: 'amount', title: 'amount', kind: 'number' },
  ],
};

export const ASSET_RECORDS: RecordKind = {
  id: 'asset-records',
  endpoint: ASSET_ENDPOINTS.records,
  cursor: 'recordId',
  rowKey: ['recordId'],
  filters: ['kind', 'asset'],
  file: 'transactions',
  fields: [
    time('ts'),
    { key: 'kind', title: 'kind', kind: 'kind' },
    { key: 'asset', title: 'coin', kind: 'text' },
    { key: 'amount', title: 'amount', kind: 'number' },
    { key: 'address', title: 'address', kind: 'text' },
    { key: 'status', title: 'status', kind: 'status' },
  ],
};

/** The gateway's limit per call is 100; a page shows 20 and asks for one more to know if more exist. */
export const PAGE_SIZE = 20;
export const EXPORT_BATCH = 100;
/** An export stops after this many rows so a huge history cannot hang the tab. */
export const EXPORT_MAX_ROWS = 10_000;

export interface RecordQuery {
  symbol?: string | undefined;
  side?: string | undefined;
  status?: string | undefined;
  kind?: string | undefined;
  asset?: string | undefined;
  /** Unix ms, inclusive. */
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** The query string of one call: only the filters this list takes, and only those set. */
export function requestParams(
  kind: RecordKind,
  query: RecordQuery,
  limit: number,
  before: RecordValue | undefined,
): Record<string, string | number> {
  const params: Record<string, string | number> = { limit };
  for (const filter of kind.filters) {
    const value = query[filter];
    if (value !== undefined && value !== '') params[filter] = value;
  }
  if (query.startTime !== undefined) params.startTime = query.startTime;
  if (query.endTime !== undefined) params.endTime = query.endTime;
  if (before !== undefined && before !== null) params.before = String(before);
  return params;
}

/** One call of a record list: its rows as the gateway sent them, checked against the list's row. */
export async function readRecords(
  client: Pick<RequestClient, 'get' | 'post'>,
  kind: RecordKind,
  params: Record<string, string | number>,
  options?: RequestOptions,
): Promise<unknown> {
  return callEndpoint(client, kind.endpoint, params, options);
}

/** The whole days picked in a date range as inclusive Unix ms bounds (local days). */
export function dayRange(range: readonly [Date, Date] | null): { startTime?: number; endTime?: number } {
  if (range === null) return {};
  const [from, to] = range;
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  return { startTime: start.getTime(), endTime: end.getTime() - 1 };
}

export function rowKeyOf(kind: RecordKind, row: RecordRow): string {
  return kind.rowKey.map((key) => String(row[key])).join(':');
}

/** Rows of an answer: only objects, with values kept if they are plain JSON scalars. */
export function parseRows(data: unknown): RecordRow[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const row: Record<string, RecordValue> = {};
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
        row[key] = value as RecordValue;
    }
    return [row];
  });
}
