import { readRecords, requestParams } from '../../record/model/record-kinds.ts';
import { collectMatching } from '../model/collect-matching.ts';
import { type Cursors, type MergedPage, mergeByTime, mergePage } from '../model/merge-page.ts';
import type { HistoryOrderRow, OpenOrderRow, OrderFilter, TradeRow } from '../model/order-rows.ts';
import { matchesFilter, venueShown } from '../model/row-filter.ts';
import { type OrderVenue, SIDE_BY_SIDE, type VenueClient, type VenueRecords } from './order-venue.ts';

/** The open orders of the venues the filter shows, merged newest first. */
export async function loadOpenOrders(
  client: VenueClient,
  venues: readonly OrderVenue[],
  filter: OrderFilter,
): Promise<OpenOrderRow[]> {
  const shown = venues.filter((venue) => venueShown(filter, venue.id));
  const batches = await Promise.all(
    shown.map(async (venue) => ({
      venue: venue.id,
      rows: (await venue.openOrders(client)).filter((row) => matchesFilter(row, filter)),
    })),
  );
  return mergeByTime(batches);
}

/**
 * One page of a record list (order history or trades) merged over the venues the filter shows:
 * each venue's gateway applies the filters it takes, the page applies the rest.
 */
export async function loadRecordPage<Row extends HistoryOrderRow | TradeRow>(
  client: VenueClient,
  venues: readonly OrderVenue[],
  records: (venue: OrderVenue) => VenueRecords<Row>,
  filter: OrderFilter,
  cursors: Cursors,
  pageSize: number,
): Promise<MergedPage<Row>> {
  const shown = venues.filter((venue) => venueShown(filter, venue.id));
  const batches = await Promise.all(
    shown.map(async (venue) => {
      const { kind, rows } = records(venue);
      const found = await collectMatching(
        async (before) =>
          rows(
            await readRecords(client, kind, requestParams(kind, filter, pageSize + 1, before), SIDE_BY_SIDE),
          ),
        {
          matches: (row) => matchesFilter(row, filter),
          want: pageSize + 1,
          batchSize: pageSize + 1,
          before: cursors[venue.id],
          cursorOf: (row) => row.cursor,
        },
      );
      return { venue: venue.id, rows: found };
    }),
  );
  return mergePage(batches, pageSize, cursors, (row) => row.cursor);
}
