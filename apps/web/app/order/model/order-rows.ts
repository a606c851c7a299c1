// The order centre's rows: every venue's orders and fills in one shape, so the page, its filters
// and its CSV treat spot, futures and later venues alike. Values stay as the gateway sent them
// (decimal strings, Unix ms) so the CSV can carry them unchanged.

/** Venues the order centre lists; margin and copy trading join here when they exist. */
export type VenueId = 'spot' | 'futures';

export type OrderSide = 'buy' | 'sell';
export type FinishedStatus = 'filled' | 'cancelled';

/** A cursor of the gateway's `before` parameter: an order number or a time. */
export type Cursor = string | number;

interface VenueRow {
  venue: VenueId;
  /** Unique within its venue. */
  id: string;
  symbol: string;
  side: OrderSide;
  /** Unix ms; null where the venue does not tell it. */
  time: number | null;
}

export interface OpenOrderRow extends VenueRow {
  orderType: 'limit' | 'market';
  /** Null for a market order. */
  price: string | null;
  amount: string;
  /** Null where the venue does not tell it. */
  filled: string | null;
  /** The trigger price of an order waiting for it; null once on the book. */
  triggerPrice: string | null;
}

export interface HistoryOrderRow extends VenueRow {
  time: number;
  cursor: Cursor;
  orderType: 'limit' | 'market';
  price: string | null;
  amount: string | null;
  filled: string;
  averagePrice: string | null;
  status: FinishedStatus;
}

export interface TradeRow extends VenueRow {
  time: number;
  cursor: Cursor;
  orderId: string;
  liquidity: 'maker' | 'taker';
  price: string;
  amount: string;
  fee: string;
  feeAsset: string;
  /** Futures only. */
  realisedPnl: string | null;
}

export type OrderTab = 'open' | 'history' | 'trades';

/** What the filter bar asks for; a field left out matches everything. */
export interface OrderFilter {
  venue: VenueId | 'all';
  symbol?: string | undefined;
  side?: OrderSide | undefined;
  /** Order history only. */
  status?: FinishedStatus | undefined;
  /** Unix ms, both ends inclusive. */
  startTime?: number | undefined;
  endTime?: number | undefined;
}
