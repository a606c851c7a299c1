import { describe, expect, it } from 'vitest';
import { Exchange } from '../exchange.ts';
import { getSymbol } from '../symbols.ts';
import { FairPriceProcess } from './fair-price.ts';
import { FollowedPrice } from './followed-price.ts';
import { MarketSimulator } from './market-simulator.ts';
import { Prng } from './prng.ts';

const END = Date.parse('2026-11-21T00:00:00Z');

describe('a fair price followed from outside (beside npm run cluster)', () => {
  const own = () => new FairPriceProcess(new Prng('own'), 95_000, 1);

  it.each<[string, number | undefined, number]>([
    ['no outside price yet', undefined, 95_000],
    ['an outside price', 120_000.5, 120_000.5],
    ['not a number', Number.NaN, 95_000],
    ['zero', 0, 95_000],
    ['negative', -5, 95_000],
  ])('%s: the price is %s -> %s', (_case, outside, expected) => {
    expect(new FollowedPrice(own(), () => outside).price).toBeCloseTo(expected, 6);
  });

  it('asks the outside afresh each time, and keeps the own regime and volatility', () => {
    const process = own();
    let outside: number | undefined = 100_000;
    const followed = new FollowedPrice(process, () => outside);
    expect(followed.price).toBe(100_000);
    outside = 101_000;
    expect(followed.price).toBe(101_000);
    outside = undefined;
    expect(followed.price).toBe(process.price);
    expect(followed.regime).toBe(process.regime);
    expect(followed.sigmaPerSecond()).toBe(process.sigmaPerSecond());
  });
});

describe('a simulated market that follows an outside price', () => {
  const spec = getSymbol('ETHUSDT');
  const start = spec.startPriceTicks / 10 ** spec.pricePlace;

  /** Steps a one-symbol market on a real exchange; answers the exchange and a step function. */
  function market(followed: () => number | undefined) {
    const exchange = new Exchange();
    const simulator = new MarketSimulator({
      seed: 'followed',
      symbols: [spec],
      followedPrice: (symbol) => (symbol === spec.symbol ? followed() : undefined),
    });
    const apply = (commands: ReturnType<MarketSimulator['advance']>) => {
      for (const command of commands) simulator.observe(exchange.apply(command));
    };
    apply(simulator.fundingCommands(END));
    let ts = END;
    const step = (times: number) => {
      for (let i = 0; i < times; i += 1) {
        ts += 500;
        apply(simulator.advance(ts));
      }
    };
    const mid = () => {
      const depth = exchange.book(spec.symbol).depth();
      return (depth.asks[0]![0] + depth.bids[0]![0]) / 2 / 10 ** spec.pricePlace;
    };
    return { exchange, simulator, step, mid };
  }

  it('quotes around the outside price, far from its own start, and moves when it moves', () => {
    let outside: number | undefined = start * 1.3;
    const { exchange, simulator, step, mid } = market(() => outside);
    step(4);
    expect(simulator.fairPrice(spec.symbol)).toBe(start * 1.3);
    expect(Math.abs(mid() / (start * 1.3) - 1)).toBeLessThan(0.002);
    outside = start * 0.8;
    step(4);
    expect(Math.abs(mid() / (start * 0.8) - 1)).toBeLessThan(0.002);
    // A market order meets the ladder around the followed price.
    const buyer = 'u42';
    exchange.apply({ type: 'deposit', accountId: buyer, asset: 'USDT', amount: '100000', ts: END + 60_000 });
    const events = exchange.apply({
      type: 'place',
      symbol: spec.symbol,
      accountId: buyer,
      side: 'buy',
      orderType: 'market',
      funds: '100',
      ts: END + 60_000,
    });
    const trades = events.filter((event) => event.type === 'trade');
    expect(trades.length).toBeGreaterThan(0);
    for (const trade of trades) expect(Math.abs(Number(trade.price) / (start * 0.8) - 1)).toBeLessThan(0.005);
    expect(exchange.checkInvariants()).toEqual([]);
  });

  it('quotes around its own process until the outside has a price', () => {
    const { simulator, step, mid } = market(() => undefined);
    step(4);
    const own = simulator.fairPrice(spec.symbol)!;
    expect(Math.abs(own / start - 1)).toBeLessThan(0.05);
    expect(Math.abs(mid() / own - 1)).toBeLessThan(0.002);
  });
});
