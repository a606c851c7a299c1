/** One order-book level as the wire carries it: exact decimal strings, never floats (design §4). */
export type PriceLevel = readonly [price: string, size: string];

export type BookSide = 'bids' | 'asks';

/** Both sides of a book, best first: bids highest first, asks lowest first. */
export interface BookLevels {
  readonly bids: readonly PriceLevel[];
  readonly asks: readonly PriceLevel[];
}
