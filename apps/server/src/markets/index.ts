/**
 * The markets core: pure and deterministic, no I/O. The server journals ExchangeCommands, feeds
 * them to Exchange.apply and publishes the events; the simulator produces commands like any user.
 */
export * from './candles.ts';
export * from './depth.ts';
export { checkBookInvariants, OrderBook } from './engine/index.ts';
export type * from './engine/types.ts';
export { Exchange, type ExchangeSnapshot, type OpenOrderView } from './exchange.ts';
export type * from './exchange-types.ts';
export * from './fixed-point.ts';
export * from './ledger/index.ts';
export * from './simulator/index.ts';
export * from './symbols.ts';
