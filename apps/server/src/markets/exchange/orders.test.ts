import { describe, expect, it } from 'vitest';
import type { ExchangeEvent, PlaceCommand } from '../exchange-types.ts';
import { SYMBOLS } from '../symbols.ts';
import { SpotCore } from './core.ts';
import type { ParsedPlace } from './edge.ts';
import { amendParsed, cancel, cancelAll, placeParsed } from './orders.ts';

// Orders past the edge: ticks, lots and ledger units only (BTCUSDT: 1 tick x 1 lot = 1 unit of
// USDT, 1 lot = 100 units of BTC).
const BTC = SYMBOLS.find((spec) => spec.symbol === 'BTCUSDT')!;
const COMMAND = { type: 'place', symbol: 'BTCUSDT', ts: 1 } as PlaceCommand;

function order(accountId: string, side: 'buy' | 'sell', price: number, size: number): ParsedPlace {
  return {
    accountId,
    side,
    orderType: price === 0 ? 'market' : 'limit',
    price,
    size,
    funds: undefined,
    refusalAfterSize: undefined,
    timeInForce: undefined,
    postOnly: undefined,
    clientOrderId: undefined,
    selfTradePrevention: 'cancel-newest',
    ts: 1,
  };
}

function setup() {
  const e = new SpotCore([BTC]);
  e.ledger.deposit('alice', 'USDT', 1_000_000_000_000n);
  e.ledger.deposit('bob', 'BTC', 100_000_000n);
  const market = e.markets.get('BTCUSDT')!;
  const enter = (o: ParsedPlace) => {
    const out: ExchangeEvent[] = [];
    placeParsed(e, market, e.nextOrderId++, o, { ...COMMAND, accountId: o.accountId }, out);
    return out;
  };
  return { e, market, enter };
}

describe('#22 spot orders: entry, cancel and amend in units', () => {
  it('a resting order holds price x size (buy) or its size (sell) and is recorded', () => {
    const { e, enter } = setup();
    expect(enter(order('alice', 'buy', 9_000_000, 10_000)).map((x) => x.type)).toEqual(['accepted']);
    expect(enter(order('bob', 'sell', 9_100_000, 20_000)).map((x) => x.type)).toEqual(['accepted']);
    expect(e.ledger.balance('alice', 'USDT').hold).toBe(90_000_000_000n);
    expect(e.ledger.balance('bob', 'BTC').hold).toBe(2_000_000n);
    expect([...e.orders.values()].map((r) => [r.accountId, r.limitPrice, r.hold])).toEqual([
      ['alice', 9_000_000, 90_000_000_000n],
      ['bob', 9_100_000, 2_000_000n],
    ]);
  });

  it('refuses a buy beyond the available balance and a market buy by funds too small to size', () => {
    const { e, enter } = setup();
    expect(enter(order('alice', 'buy', 9_000_000, 2_000_000))).toMatchObject([
      { reason: 'insufficient-balance' },
    ]);
    enter(order('bob', 'sell', 9_100_000, 20_000));
    const byFunds: ParsedPlace = { ...order('alice', 'buy', 0, 0), size: undefined, funds: 1n };
    expect(enter(byFunds)).toMatchObject([{ reason: 'below-min-size' }]);
    expect(e.nextOrderId).toBe(4);
  });

  it('cancel and cancel-all release the hold', () => {
    const { e, enter } = setup();
    enter(order('alice', 'buy', 9_000_000, 10_000));
    enter(order('alice', 'buy', 8_000_000, 10_000));
    const out: ExchangeEvent[] = [];
    cancel(e, { type: 'cancel', symbol: 'BTCUSDT', accountId: 'alice', orderId: 1, ts: 2 }, out);
    expect(out.map((x) => x.type)).toEqual(['cancelled', 'done']);
    expect(e.ledger.balance('alice', 'USDT').hold).toBe(80_000_000_000n);
    cancelAll(e, { type: 'cancel-all', symbol: 'BTCUSDT', accountId: 'alice', ts: 3 }, out);
    expect(e.ledger.balance('alice', 'USDT').hold).toBe(0n);
    expect(e.orders.size).toBe(0);
  });

  it('amend re-holds at the new price and size, and keeps what it is not given', () => {
    const { e, market, enter } = setup();
    enter(order('alice', 'buy', 9_000_000, 10_000));
    const out: ExchangeEvent[] = [];
    const command = { type: 'amend', symbol: 'BTCUSDT', accountId: 'alice', orderId: 1, ts: 2 } as const;
    amendParsed(e, market, { price: 8_000_000, size: undefined }, command, out);
    expect(out).toMatchObject([{ type: 'amended', price: '80000.00', size: '0.010000' }]);
    expect(e.ledger.balance('alice', 'USDT').hold).toBe(80_000_000_000n);
    amendParsed(e, market, { price: undefined, size: 'invalid-size' }, command, out);
    expect(out.at(-1)).toMatchObject({ type: 'rejected', reason: 'invalid-size' });
  });
});
