import type { FuturesVenue } from '@tideline/core/futures';
import type { FuturesOpenOrder } from '../model/futures-types.ts';

// What the futures venue does with the socket's private messages, apart from React and the socket
// (the public channels' routing is the market feed's: `trading/feed/market-venue.ts`).

/** The venue the private channels must show: the socket's venue is fixed when it opens. */
export function expectedVenue(demo: boolean): FuturesVenue {
  return demo ? 'demo' : 'live';
}

/** The socket sends every open order of the account; a table keyed by contract shows its own. */
export function openOrdersOf(symbol: string, orders: readonly FuturesOpenOrder[]): FuturesOpenOrder[] {
  return orders.filter((order) => order.symbol === symbol);
}

/** Keys of the trader's data the private channels keep current (the rest is re-read after a command). */
export const STREAMED_ACCOUNT_PARTS: ReadonlySet<string> = new Set(['account', 'positions', 'open']);
