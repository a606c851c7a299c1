/**
 * One page of the cluster's order history or fills, from the rows PostgreSQL holds and the rows
 * the gateway's projection holds (the newest, which the persister may not have written yet): the
 * same record in both counts once. Pure.
 *
 * The `before` cursor stays the product's (docs/protocol-markets.md): an order number for the
 * history, a time for fills. Order numbers are unique across symbols and in placement order (each is
 * its place command's sequence in the one spot command stream), so the history is by number as
 * `npm start`'s. Fills can share a millisecond, and so can orders share a number that were placed
 * before the numbering came from the stream (older data directories: docs/scale-out.md): a page
 * that ended inside such a group would lose the group's rest to the next `before`. So a page is the
 * newest `limit` rows and every further row equal to its last one in the cursor's field: the next
 * page, `before` the last row's value, starts exactly after it, with no row twice and none skipped.
 */
import type { SpotFillWire } from '@tideline/protocol/spot/fill';
import type { OrderState } from '../plugins/markets/views/order-view.ts';

/** Newest first by `order`, the same record once; `limit` rows plus the rest of the last row's `cursor` value. */
function page<Row>(
  rows: readonly Row[],
  limit: number,
  identity: (row: Row) => string,
  order: (a: Row, b: Row) => number,
  cursor: (row: Row) => number,
): Row[] {
  const unique = new Map<string, Row>();
  for (const row of rows) unique.set(identity(row), row);
  const sorted = [...unique.values()].sort(order);
  let end = Math.min(limit, sorted.length);
  while (end > 0 && end < sorted.length && cursor(sorted[end]!) === cursor(sorted[end - 1]!)) end += 1;
  return sorted.slice(0, end);
}

/** Order history: by number, newest first (placement order); equal numbers (older data only) newest first, then by symbol. */
export function historyPage(
  stored: readonly OrderState[],
  projected: readonly OrderState[],
  limit: number,
): OrderState[] {
  // The projection's copy last: it is the newer state of an order written while it was open.
  return page(
    [...stored, ...projected],
    limit,
    (order) => `${order.symbol}:${order.orderNo}`,
    (a, b) =>
      b.orderNo - a.orderNo ||
      b.createdAt - a.createdAt ||
      (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
    (order) => order.orderNo,
  );
}

/** Fills: by time, newest first; equal times by symbol, then trade and order number, newest first. */
export function fillsPage(
  stored: readonly SpotFillWire[],
  projected: readonly SpotFillWire[],
  limit: number,
): SpotFillWire[] {
  return page(
    [...stored, ...projected],
    limit,
    (fill) => `${fill.symbol}:${fill.tradeId}:${fill.orderNo}`,
    (a, b) =>
      b.ts - a.ts ||
      (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0) ||
      Number(b.tradeId) - Number(a.tradeId) ||
      Number(b.orderNo) - Number(a.orderNo),
    (fill) => fill.ts,
  );
}
