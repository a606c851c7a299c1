import { expect } from 'vitest';
import { type FuturesConfig, FuturesExchange } from './futures-exchange.ts';
import type { FuturesCommand, FuturesEvent } from './types.ts';

type WithoutTs<T> = T extends unknown ? Omit<T, 'ts'> : never;

/**
 * Drives a FuturesExchange in tests: every command gets the next timestamp (or one given), and
 * the exchange's invariants (conservation included) are checked after each one.
 */
export class FuturesHarness {
  readonly exchange: FuturesExchange;
  readonly journal: FuturesCommand[] = [];
  ts = 1_000;

  constructor(config: Partial<FuturesConfig> = {}) {
    this.exchange = new FuturesExchange(config);
  }

  run(command: WithoutTs<FuturesCommand>, ts = this.ts + 1): FuturesEvent[] {
    this.ts = ts;
    const full = { ...command, ts } as FuturesCommand;
    this.journal.push(full);
    const events = this.exchange.apply(full);
    expect(this.exchange.checkInvariants()).toEqual([]);
    return events;
  }

  deposit(accountId: string, amount: string): void {
    this.run({ type: 'transfer', direction: 'in', accountId, amount });
  }

  /** Sets the spot quote so that the index (and, with an empty futures book, the mark) is `price`. */
  mark(symbol: string, price: string, ts?: number): FuturesEvent[] {
    return this.run({ type: 'spot-prices', symbol, bid: price, ask: price, last: price }, ts);
  }

  /** `maker` rests a limit order, `taker` takes it with a market order of the same size. */
  trade(
    symbol: string,
    taker: string,
    side: 'buy' | 'sell',
    size: string,
    price: string,
    maker = 'maker',
  ): FuturesEvent[] {
    const makerSide = side === 'buy' ? 'sell' : 'buy';
    this.run({ type: 'place', accountId: maker, symbol, side: makerSide, orderType: 'limit', price, size });
    return this.run({ type: 'place', accountId: taker, symbol, side, orderType: 'market', size });
  }

  position(accountId: string, symbol: string, direction: 1 | 2) {
    return this.exchange.positionsOf(accountId, symbol).find((view) => view.direction === direction);
  }
}

export function eventsOf<T extends FuturesEvent['type']>(
  events: readonly FuturesEvent[],
  type: T,
): Array<Extract<FuturesEvent, { type: T }>> {
  return events.filter((event): event is Extract<FuturesEvent, { type: T }> => event.type === type);
}
