import { describe, expect, it } from 'vitest';
import { formatUnits } from '../../markets/fixed-point.ts';
import { getSymbol } from '../../markets/symbols.ts';
import { CONTRACTS, getContract } from '../contracts.ts';
import { FuturesExchange } from '../futures-exchange.ts';
import { eventsOf, FuturesHarness } from '../futures-test-kit.ts';
import type { FuturesCommand, FuturesEvent } from '../types.ts';
import { FUTURES_MARKET_MAKER, FUTURES_TAKERS, FuturesMarketSimulator } from './futures-simulator.ts';
import { futuresVenueView } from './venue-view.ts';

const STEP_MS = 500;

/** The spot index of every contract at its pair's start price, moved by `drift` (a fraction). */
function quoteSpot(harness: FuturesHarness, drift = 0): void {
  for (const contract of harness.exchange.contracts()) {
    const pair = getSymbol(contract.symbol);
    const price = ((pair.startPriceTicks * (1 + drift)) / 10 ** pair.pricePlace).toFixed(pair.pricePlace);
    harness.run({ type: 'spot-prices', symbol: contract.symbol, bid: price, ask: price, last: price });
  }
}

/** Runs the simulator for `steps` steps on `harness`, the index wandering by a slow sine. */
function runMarket(
  harness: FuturesHarness,
  simulator: FuturesMarketSimulator,
  steps: number,
): FuturesEvent[] {
  const events: FuturesEvent[] = [];
  for (let step = 0; step < steps; step += 1) {
    const ts = harness.ts + STEP_MS;
    quoteSpot(harness, 0.002 * Math.sin(step / 50));
    for (const command of simulator.trade(ts, futuresVenueView(harness.exchange))) {
      events.push(...harness.run(command, ts));
    }
    for (const command of simulator.requote(futuresVenueView(harness.exchange))) {
      events.push(...harness.run(command, ts));
    }
  }
  return events;
}

describe('futures simulated market (issue #18: a live futures market)', () => {
  const harness = new FuturesHarness();
  const simulator = new FuturesMarketSimulator({ seed: 'test' });
  quoteSpot(harness);
  // Thirty seconds of the product's 500 ms steps: the budget from start to a live market.
  const events = runMarket(harness, simulator, 60);

  it('funds its accounts from the venue treasury, as journaled commands, and conserves', () => {
    expect(Number(harness.exchange.balance(FUTURES_MARKET_MAKER).available)).toBeGreaterThan(0);
    for (const taker of FUTURES_TAKERS) expect(harness.exchange.ledgerTotal(taker)).not.toBe('0');
    expect(harness.journal.filter((command) => command.type === 'fund-account')).toHaveLength(
      1 + FUTURES_TAKERS.length,
    );
    expect(harness.exchange.checkInvariants()).toEqual([]);
  });

  it('quotes at least 20 levels a side on every contract, around the index, with sizes growing away', () => {
    for (const contract of CONTRACTS) {
      const book = harness.exchange.book(contract.symbol);
      const { bids, asks } = book.depth();
      expect(bids.length, contract.symbol).toBeGreaterThanOrEqual(20);
      expect(asks.length, contract.symbol).toBeGreaterThanOrEqual(20);
      const index = Number(harness.exchange.ticker(contract.symbol).indexPrice) * 10 ** contract.pricePlace;
      const bestBid = book.bestBid() ?? 0;
      const bestAsk = book.bestAsk() ?? 0;
      expect(bestBid).toBeLessThan(bestAsk);
      // The inside spread is a few basis points, and the book sits within 0.5% of the index.
      expect((bestAsk - bestBid) / index, contract.symbol).toBeLessThan(0.002);
      expect(Math.abs((bestAsk + bestBid) / 2 - index) / index, contract.symbol).toBeLessThan(0.005);
      const sizeOf = (levels: typeof bids) => levels.reduce((sum, [, size]) => sum + size, 0);
      expect(sizeOf(bids.slice(10, 20))).toBeGreaterThan(sizeOf(bids.slice(0, 10)));
      expect(sizeOf(asks.slice(10, 20))).toBeGreaterThan(sizeOf(asks.slice(0, 10)));
    }
  });

  it('prints trades on every contract within 30 s of simulated time', () => {
    const trades = eventsOf(events, 'trade');
    for (const contract of CONTRACTS) {
      expect(
        trades.filter((trade) => trade.symbol === contract.symbol).length,
        contract.symbol,
      ).toBeGreaterThan(0);
    }
  });

  it("fills a trader's market order and opens the position", () => {
    harness.deposit('u1', '10000');
    const placed = harness.run({
      type: 'place',
      accountId: 'u1',
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.01',
    });
    const done = eventsOf(placed, 'order').find((event) => event.status === 'done');
    expect(done).toMatchObject({ reason: 'filled', size: '0.010' });
    expect(harness.position('u1', 'BTCUSDT', 1)?.count).toBe('0.010');
  });

  it('keeps its ladder after a restart instead of placing a second one', () => {
    const restored = new FuturesHarness();
    Object.assign(restored, {
      exchange: FuturesExchange.restore(harness.exchange.snapshot()),
      ts: harness.ts,
    });
    const fresh = new FuturesMarketSimulator({ seed: 'after-restart' });
    runMarket(restored, fresh, 4);
    for (const contract of CONTRACTS) {
      const resting = restored.exchange.openOrders(FUTURES_MARKET_MAKER, contract.symbol).length;
      expect(resting, contract.symbol).toBeLessThanOrEqual(40);
      expect(resting, contract.symbol).toBeGreaterThanOrEqual(38);
    }
  });
});

describe('funding follows the premium', () => {
  it('the mark trades at the simulated premium over the index, so the predicted funding rate tracks it', {
    timeout: 120_000,
  }, () => {
    // One contract, and no invariant check per command: the run is long.
    const exchange = new FuturesExchange({}, [getContract('BTCUSDT')]);
    const simulator = new FuturesMarketSimulator({ seed: 'premium' });
    const pair = getSymbol('BTCUSDT');
    const index = formatUnits(pair.startPriceTicks, pair.pricePlace);
    const premiums: number[] = [];
    const bases: number[] = [];
    // Ten-second steps over three hours: long enough for the premium to wander both ways.
    for (let ts = 10_000; ts <= 3 * 3_600_000; ts += 10_000) {
      exchange.apply({ type: 'spot-prices', symbol: 'BTCUSDT', bid: index, ask: index, last: index, ts });
      for (const command of simulator.trade(ts, futuresVenueView(exchange))) {
        exchange.apply({ ...command, ts } as FuturesCommand);
      }
      for (const command of simulator.requote(futuresVenueView(exchange))) {
        exchange.apply({ ...command, ts } as FuturesCommand);
      }
      const ticker = exchange.ticker('BTCUSDT');
      premiums.push(simulator.premium('BTCUSDT') ?? 0);
      bases.push(Number(ticker.markPrice) / Number(ticker.indexPrice) - 1);
    }
    expect(correlation(premiums, bases)).toBeGreaterThan(0.8);
    expect(Math.min(...premiums)).toBeLessThan(0);
    expect(Math.max(...premiums)).toBeGreaterThan(0);
    expect(exchange.checkInvariants()).toEqual([]);
  });
});

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i += 1) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}
