export { checkBookInvariants } from './invariants.ts';
export { OrderBook, type TakeEstimate } from './order-book.ts';
export type * from './types.ts';
