import type { HistoryOrderRow, OpenOrderRow, OrderFilter, TradeRow, VenueId } from './order-rows.ts';

type AnyRow = OpenOrderRow | HistoryOrderRow | TradeRow;

/** Whether the filter lists this venue's rows. */
export function venueShown(filter: OrderFilter, venue: VenueId): boolean {
  return filter.venue === 'all' || filter.venue === venue;
}

/**
 * Whether a row matches the filter. Venues apply what their gateway call takes; this applies the
 * rest on the page (and re-checks the rest harmlessly). A row without a time matches any range,
 * as nothing says it falls outside.
 */
export function matchesFilter(row: AnyRow, filter: OrderFilter): boolean {
  if (!venueShown(filter, row.venue)) return false;
  if (filter.symbol !== undefined && row.symbol !== filter.symbol) return false;
  if (filter.side !== undefined && row.side !== filter.side) return false;
  if (filter.status !== undefined && 'status' in row && row.status !== filter.status) return false;
  if (row.time !== null) {
    if (filter.startTime !== undefined && row.time < filter.startTime) return false;
    if (filter.endTime !== undefined && row.time > filter.endTime) return false;
  }
  return true;
}
