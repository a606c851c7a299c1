import type { RequestClient } from '@tideline/core/request';
import type { RecordKind } from '../../record/model/record-kinds.ts';
import type { OrderMessages } from '../i18n/use-order-text.ts';
import type { HistoryOrderRow, OpenOrderRow, TradeRow, VenueId } from '../model/order-rows.ts';

export type VenueClient = Pick<RequestClient, 'get' | 'post'>;

/** GETs of the order centre run side by side on one path (a page and an export): none cancels another. */
export const SIDE_BY_SIDE = { cancelDuplicate: false } as const;

/** A paged record list of a venue: the record page's list and how its rows read as the centre's. */
export interface VenueRecords<Row> {
  kind: RecordKind;
  rows: (data: unknown) => Row[];
}

/**
 * One venue of the order centre: where its orders and fills come from and how they are cancelled.
 * The page iterates over ORDER_VENUES; a new venue (margin, copy trading) is one more of these.
 */
export interface OrderVenue {
  id: VenueId;
  label: keyof OrderMessages;
  /** Whose symbols the symbol filter offers for it. */
  market: 'spot' | 'futures';
  openOrders: (client: VenueClient) => Promise<OpenOrderRow[]>;
  history: VenueRecords<HistoryOrderRow>;
  trades: VenueRecords<TradeRow>;
  cancel: (client: VenueClient, row: OpenOrderRow) => Promise<unknown>;
  /** Cancels these open orders; resolves to how many could not be cancelled. */
  cancelAll: (client: VenueClient, rows: readonly OpenOrderRow[]) => Promise<number>;
}
