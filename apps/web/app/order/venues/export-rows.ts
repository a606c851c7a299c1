import { EXPORT_BATCH } from '../../record/model/record-kinds.ts';
import type { Cursors } from '../model/merge-page.ts';
import type { TabRows } from '../model/order-csv.ts';
import type { HistoryOrderRow, OrderFilter, OrderTab, TradeRow } from '../model/order-rows.ts';
import { loadOpenOrders, loadRecordPage } from './load-rows.ts';
import type { OrderVenue, VenueClient, VenueRecords } from './order-venue.ts';

async function allPages<Row extends HistoryOrderRow | TradeRow>(
  client: VenueClient,
  venues: readonly OrderVenue[],
  records: (venue: OrderVenue) => VenueRecords<Row>,
  filter: OrderFilter,
  maxRows: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  let cursors: Cursors = {};
  while (rows.length < maxRows) {
    // A venue is asked for one row more than a page holds: a page of EXPORT_BATCH - 1 keeps each
    // call within the gateway's limit.
    const page = await loadRecordPage(client, venues, records, filter, cursors, EXPORT_BATCH - 1);
    rows.push(...page.rows);
    if (!page.hasOlder) break;
    cursors = page.next;
  }
  return rows.slice(0, maxRows);
}

/** Every row of a tab the filter matches (at most `maxRows`), merged newest first, for the CSV. */
export async function exportRows(
  client: VenueClient,
  venues: readonly OrderVenue[],
  tab: OrderTab,
  filter: OrderFilter,
  maxRows: number,
): Promise<TabRows> {
  switch (tab) {
    case 'open':
      return { tab, rows: (await loadOpenOrders(client, venues, filter)).slice(0, maxRows) };
    case 'history':
      return { tab, rows: await allPages(client, venues, (venue) => venue.history, filter, maxRows) };
    case 'trades':
      return { tab, rows: await allPages(client, venues, (venue) => venue.trades, filter, maxRows) };
  }
}
