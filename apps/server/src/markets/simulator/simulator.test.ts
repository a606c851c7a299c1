import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../candles.ts';
import { Exchange } from '../exchange.ts';
import type { ExchangeEvent } from '../exchange-types.ts';
import { getSymbol, SYMBOLS } from '../symbols.ts';
import { FairPriceProcess, type VolatilityRegime } from './fair-price.ts';
import { generateHistory } from './history.ts';
import { MARKET_MAKER_ACCOUNT, MarketSimulator } from './market-simulator.ts';
import { buildLadder, drawLevelNoise, LADDER_LEVELS, poisson } from './order-flow.ts';
import { Prng } from './prng.ts';
import { profileFor } from './profiles.ts';

const END = Date.parse('2026-11-21T00:00:00Z');

describe('#7 simulator: seeded randomness', () => {
  it('the same seed repeats, a different seed does not', () => {
    const draw = (seed: string) =>
      Array.from(
        { length: 5 },
        (
          (prng) => () =>
            prng.nextUint32()
        )(new Prng(seed)),
      );
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('normals have mean 0 and variance 1; Poisson counts have the asked mean', () => {
    const prng = new Prng('stats');
    let sum = 0;
    let squares = 0;
    const n = 20_000;
    for (let i = 0; i < n; i += 1) {
      const x = prng.normal();
      sum += x;
      squares += x * x;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.05);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.05);
    let events = 0;
    for (let i = 0; i < n; i += 1) events += poisson(prng, 0.5);
    expect(events / n).toBeCloseTo(0.5, 1);
  });
});

describe('#7 simulator: fair price', () => {
  it('visits every volatility regime, jumps now and then, and stays positive', () => {
    const fair = new FairPriceProcess(new Prng('regimes'), 95_000, 1);
    const seen = new Set<VolatilityRegime>();
    let biggestMove = 0;
    let previous = fair.price;
    for (let i = 0; i < 3 * 24 * 60; i += 1) {
      const price = fair.step(60_000);
      seen.add(fair.regime);
      biggestMove = Math.max(biggestMove, Math.abs(Math.log(price / previous)));
      previous = price;
      expect(price).toBeGreaterThan(0);
    }
    expect([...seen].sort()).toEqual(['calm', 'normal', 'stormy']);
    // A one-minute move far beyond one-minute diffusion (~0.1%) can only be a jump.
    expect(biggestMove).toBeGreaterThan(0.004);
    expect(fair.price / 95_000).toBeGreaterThan(0.5);
    expect(fair.price / 95_000).toBeLessThan(2);
  });

  it('is volatile more in a storm than in calm', () => {
    const spread = (regime: VolatilityRegime) => {
      const fair = new FairPriceProcess(new Prng('vol'), 100, 1, { price: 100, regime });
      return fair.sigmaPerSecond();
    };
    expect(spread('stormy')).toBeGreaterThan(spread('normal'));
    expect(spread('normal')).toBeGreaterThan(spread('calm'));
  });
});

describe('#7 simulator: market-maker ladder', () => {
  it.each(SYMBOLS.map((s) => s.symbol))(
    '%s: a tight, ordered, uncrossed ladder with growing depth',
    (symbol) => {
      const spec = getSymbol(symbol);
      const fair = spec.startPriceTicks / 10 ** spec.pricePlace;
      const prng = new Prng(symbol);
      const quoteUsdt = spec.quote === 'USDT' ? 1 : startPrice(`${spec.quote}USDT`);
      const ladder = buildLadder(spec, profileFor(symbol), fair, 1e-4, () => drawLevelNoise(prng), quoteUsdt);
      const bids = ladder.filter((q) => q.side === 'buy');
      const asks = ladder.filter((q) => q.side === 'sell');
      expect(bids).toHaveLength(LADDER_LEVELS);
      expect(asks).toHaveLength(LADDER_LEVELS);
      for (let i = 1; i < LADDER_LEVELS; i += 1) {
        expect(bids[i]!.price).toBeLessThan(bids[i - 1]!.price);
        expect(asks[i]!.price).toBeGreaterThan(asks[i - 1]!.price);
      }
      expect(bids[0]!.price).toBeLessThan(asks[0]!.price);
      const spread = (asks[0]!.price - bids[0]!.price) / spec.startPriceTicks;
      expect(spread).toBeLessThan(0.001);
      for (const quote of ladder) expect(quote.size).toBeGreaterThanOrEqual(spec.minSizeLots);
      const sizeNear = bids.slice(0, 5).reduce((s, q) => s + q.size, 0);
      const sizeFar = bids.slice(-5).reduce((s, q) => s + q.size, 0);
      expect(sizeFar).toBeGreaterThan(sizeNear);
      // Sized in USDT whatever the quote: a touch level is worth about the profile's notional.
      const touchUsdt = (bids[0]!.size / 10 ** spec.quotePrecision) * fair * quoteUsdt;
      expect(touchUsdt / profileFor(symbol).levelNotionalUsdt).toBeGreaterThan(0.2);
      expect(touchUsdt / profileFor(symbol).levelNotionalUsdt).toBeLessThan(5);
    },
  );
});

function startPrice(symbol: string): number {
  const spec = getSymbol(symbol);
  return spec.startPriceTicks / 10 ** spec.pricePlace;
}

describe('#7 simulator: 24 hours of history', () => {
  it('fills the 24 hours before the end with trades in order, deterministically for a seed', () => {
    const history = generateHistory('BTCUSDT', { seed: 's1', endTs: END });
    const again = generateHistory('BTCUSDT', { seed: 's1', endTs: END });
    const other = generateHistory('BTCUSDT', { seed: 's2', endTs: END });
    expect(again).toEqual(history);
    expect(other.trades).not.toEqual(history.trades);
    const { trades } = history;
    expect(trades.length).toBeGreaterThan(20_000);
    expect(trades[0]!.ts).toBeGreaterThanOrEqual(END - 24 * 3_600_000);
    expect(trades.at(-1)!.ts).toBeLessThan(END);
    expect(trades.every((trade, i) => i === 0 || trade.ts >= trades[i - 1]!.ts)).toBe(true);
    const candles = history.candles;
    expect(candles).toEqual(aggregateCandles(trades, '1m'));
    expect(candles).toHaveLength(24 * 60);
    expect(candles.filter((c) => c.trades === 0).length).toBeLessThan(24 * 6);
    const spec = getSymbol('BTCUSDT');
    const wellFormed = (t: (typeof trades)[number]) =>
      Number.isSafeInteger(t.price) && Number.isSafeInteger(t.size) && t.size >= spec.minSizeLots;
    expect(trades.filter((t) => !wellFormed(t))).toEqual([]);
    const last = trades.at(-1)!.price / 10 ** spec.pricePlace;
    expect(Math.abs(last / history.end.price - 1)).toBeLessThan(0.01);
  });

  it('a cross pair follows the ratio of its legs, and ends on the rate it is asked to', () => {
    const eth = generateHistory('ETHUSDT', { seed: 'cross', endTs: END, hours: 2 });
    const btc = generateHistory('BTCUSDT', { seed: 'cross', endTs: END, hours: 2 });
    const cross = generateHistory('ETHBTC', { seed: 'cross', endTs: END, hours: 2 });
    expect(cross.end.price).toBeCloseTo(eth.end.price / btc.end.price, 12);
    const pinned = generateHistory('ETHBTC', { seed: 'cross', endTs: END, hours: 2, endPrice: 0.04 });
    expect(pinned.end.price).toBeCloseTo(0.04, 12);
    const last = pinned.trades.at(-1)!.price / 10 ** getSymbol('ETHBTC').pricePlace;
    expect(Math.abs(last / 0.04 - 1)).toBeLessThan(0.01);
  });

  it.each(SYMBOLS.map((s) => s.symbol))('%s: prices stay plausible around the start price', (symbol) => {
    const spec = getSymbol(symbol);
    const { trades } = generateHistory(symbol, { seed: 'plausible', endTs: END, hours: 6 });
    expect(trades.length).toBeGreaterThan(1_000);
    const ratios = trades.map((trade) => trade.price / spec.startPriceTicks);
    expect(Math.min(...ratios)).toBeGreaterThan(0.7);
    expect(Math.max(...ratios)).toBeLessThan(1.3);
  });
});

function runLiveMarket(seed: string, minutes: number) {
  const exchange = new Exchange();
  const simulator = new MarketSimulator({ seed });
  const events: ExchangeEvent[] = [];
  const apply = (commands: ReturnType<MarketSimulator['advance']>) => {
    for (const command of commands) {
      const out = exchange.apply(command);
      simulator.observe(out);
      events.push(...out);
    }
  };
  apply(simulator.fundingCommands(END));
  for (let ts = END; ts <= END + minutes * 60_000; ts += 500) apply(simulator.advance(ts));
  return { exchange, simulator, events };
}

describe('#7 simulator: live market on the real exchange', () => {
  it('makers keep a two-sided ladder on every symbol, takers trade, the ledger stays sound', {
    timeout: 180_000,
  }, () => {
    const { exchange, events } = runLiveMarket('live', 5);
    expect(exchange.checkInvariants()).toEqual([]);
    for (const spec of SYMBOLS) {
      const depth = exchange.book(spec.symbol).depth();
      expect(depth.bids.length, spec.symbol).toBeGreaterThanOrEqual(LADDER_LEVELS - 2);
      expect(depth.asks.length, spec.symbol).toBeGreaterThanOrEqual(LADDER_LEVELS - 2);
      const spread = (depth.asks[0]![0] - depth.bids[0]![0]) / depth.bids[0]![0];
      expect(spread, spec.symbol).toBeLessThan(0.002);
      const trades = events.filter((e) => e.type === 'trade' && e.symbol === spec.symbol);
      expect(trades.length, spec.symbol).toBeGreaterThan(20);
    }
    const rejected = events.filter((e) => e.type === 'rejected' && e.accountId === MARKET_MAKER_ACCOUNT);
    expect(rejected.filter((e) => e.type === 'rejected' && e.command === 'place')).toEqual([]);
  });

  it('quotes every cross pair at the rate of its legs: ETHBTC fair = ETHUSDT fair / BTCUSDT fair', {
    timeout: 180_000,
  }, () => {
    const { exchange, simulator } = runLiveMarket('cross', 2);
    for (const spec of SYMBOLS.filter((s) => s.quote !== 'USDT')) {
      const rate = simulator.fairPrice(`${spec.base}USDT`)! / simulator.fairPrice(`${spec.quote}USDT`)!;
      expect(simulator.fairPrice(spec.symbol), spec.symbol).toBeCloseTo(rate, 12);
      const depth = exchange.book(spec.symbol).depth();
      const mid = (depth.asks[0]![0] + depth.bids[0]![0]) / 2 / 10 ** spec.pricePlace;
      expect(Math.abs(mid / rate - 1), spec.symbol).toBeLessThan(0.002);
    }
  });

  it('funds only what an account lacks: a venue from before new pairs were listed gains their assets', () => {
    const { exchange } = runLiveMarket('grown', 1);
    const simulator = new MarketSimulator({ seed: 'grown' });
    const held = (accountId: string, asset: string) =>
      exchange.balance(accountId, asset).available !== '0.00000000';
    expect(simulator.fundingCommands(END, held)).toEqual([]);
    const old = new Exchange();
    const oldSix = SYMBOLS.filter(
      (s) => ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'BNB'].includes(s.base) && s.quote === 'USDT',
    );
    for (const command of new MarketSimulator({ seed: 'grown', symbols: oldSix }).fundingCommands(END))
      old.apply(command);
    const topUp = simulator.fundingCommands(
      END,
      (accountId, asset) => old.balance(accountId, asset).available !== '0.00000000',
    );
    const assets = new Set(topUp.map((command) => (command.type === 'deposit' ? command.asset : '')));
    expect([...assets].sort()).toEqual([
      'ADA',
      'ATOM',
      'AVAX',
      'BCH',
      'DOT',
      'LINK',
      'LTC',
      'NEAR',
      'TRX',
      'UNI',
    ]);
    expect(topUp).toHaveLength(10 * 5);
  });

  it('is deterministic for a seed and differs between seeds', { timeout: 180_000 }, () => {
    const a = runLiveMarket('same', 2).events;
    const b = runLiveMarket('same', 2).events;
    const c = runLiveMarket('other', 2).events;
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('after a restart, cancels the orders an earlier run left behind', () => {
    const { exchange } = runLiveMarket('restart', 1);
    const fresh = new MarketSimulator({ seed: 'restart-2' });
    const commands = fresh.cancelOrphans(exchange.openOrders(MARKET_MAKER_ACCOUNT), END + 120_000);
    expect(commands.length).toBe(exchange.openOrders(MARKET_MAKER_ACCOUNT).length);
    for (const command of commands) exchange.apply(command);
    expect(exchange.openOrders(MARKET_MAKER_ACCOUNT)).toEqual([]);
    expect(exchange.checkInvariants()).toEqual([]);
  });
});
