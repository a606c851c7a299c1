import { describe, expect, it, vi } from 'vitest';
import type { CandleRow, MarketTicker, PublicTrade } from '../market/market-types.ts';
import {
  feedStatus,
  INITIAL_FEED_STATE,
  tickerOf,
  withCandles,
  withPolledCandles,
  withShownTicker,
  withTickers,
  withTrades,
} from './feed-state.ts';
import { createFrameStore, MAX_QUEUED_CHANGES } from './frame-store.ts';

function ticker(symbol: string, last: string): MarketTicker {
  return {
    symbol,
    last,
    open24h: last,
    high24h: last,
    low24h: last,
    changeRate24h: '0',
    baseVolume: '0',
    quoteVolume: '0',
  };
}

function manualFrames() {
  const pending: Array<() => void> = [];
  return {
    schedule: (callback: () => void) => {
      pending.push(callback);
      return () => pending.splice(pending.indexOf(callback), 1);
    },
    runFrame: () => {
      for (const callback of pending.splice(0)) callback();
    },
    pending,
  };
}

describe('design §4 frame store: the view is updated at most once per animation frame', () => {
  it('folds every change queued before a frame into one notification', () => {
    const frames = manualFrames();
    const store = createFrameStore({ count: 0 }, frames.schedule);
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < 200; i += 1) store.update((state) => ({ count: state.count + 1 }));
    expect(frames.pending).toHaveLength(1);
    expect(store.getSnapshot().count).toBe(0);
    frames.runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().count).toBe(200);
    frames.runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('folds changes ahead of a frame that does not come (a hidden tab), still notifying only on the frame', () => {
    const frames = manualFrames();
    const store = createFrameStore({ count: 0 }, frames.schedule);
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < MAX_QUEUED_CHANGES * 3 + 1; i += 1)
      store.update((state) => ({ count: state.count + 1 }));
    expect(store.getSnapshot().count).toBe(MAX_QUEUED_CHANGES * 3);
    expect(listener).not.toHaveBeenCalled();
    frames.runFrame();
    expect(store.getSnapshot().count).toBe(MAX_QUEUED_CHANGES * 3 + 1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('drops queued changes once disposed', () => {
    const frames = manualFrames();
    const store = createFrameStore({ count: 0 }, frames.schedule);
    store.update((state) => ({ count: state.count + 1 }));
    store.dispose();
    expect(frames.pending).toHaveLength(0);
    expect(store.getSnapshot().count).toBe(0);
  });
});

const trade = (tradeId: string, price: string): PublicTrade => ({
  tradeId,
  price,
  size: '0.1',
  side: 'buy',
  ts: 1,
});

describe('market feed state', () => {
  it('a trades snapshot replaces the list, updates go on top, at most 50 kept, with the last price direction', () => {
    const snapshot = withTrades(INITIAL_FEED_STATE, 'snapshot', [trade('2', '100.00'), trade('1', '101.00')]);
    expect(snapshot.trades.map((t) => t.tradeId)).toEqual(['2', '1']);
    expect(snapshot.lastDirection).toBe('down');
    const up = withTrades(snapshot, 'update', [trade('3', '100.50')]);
    expect(up.trades.map((t) => t.tradeId)).toEqual(['3', '2', '1']);
    expect(up.lastDirection).toBe('up');
    expect(withTrades(up, 'update', [trade('4', '100.50')]).lastDirection).toBe('up');
    const many = Array.from({ length: 60 }, (_, i) => trade(String(i), '1.00'));
    expect(withTrades(up, 'update', many).trades).toHaveLength(50);
  });

  it('a candle update replaces the candle with the same open time or appends a newer one', () => {
    const bar = (time: number, close: string): CandleRow => [time, '1', '2', '0.5', close, '3', '4'];
    const start = withCandles(INITIAL_FEED_STATE, 'k1', 'snapshot', [
      bar(60_000, '1.0'),
      bar(120_000, '1.1'),
    ]);
    const replaced = withCandles(start, 'ignored', 'update', [bar(120_000, '1.2')]);
    expect(replaced.candles).toEqual({ key: 'k1', bars: [bar(60_000, '1.0'), bar(120_000, '1.2')] });
    const appended = withCandles(replaced, 'ignored', 'update', [bar(180_000, '1.3')]);
    expect(appended.candles?.bars).toHaveLength(3);
    expect(withCandles(appended, 'k2', 'snapshot', [bar(0, '9')]).candles).toEqual({
      key: 'k2',
      bars: [bar(0, '9')],
    });
  });

  const bar = (openTime: number, close: string): CandleRow => [
    openTime,
    close,
    close,
    close,
    close,
    '1',
    '1',
  ];
  // A polling venue (futures) reads a series' first 300 bars, then its last two every few seconds.
  it.each([
    { name: 'a first read starts the series', shown: null, key: 'A', first: true, closes: ['1', '2'] },
    { name: 'a later read updates its series', shown: 'A', key: 'A', first: false, closes: ['1', '3', '4'] },
    {
      name: 'a late read of the series shown before is dropped',
      shown: 'B',
      key: 'A',
      first: false,
      closes: ['1', '2'],
    },
    {
      name: 'a first read of a new series replaces the old one',
      shown: 'B',
      key: 'C',
      first: true,
      closes: ['1', '2'],
    },
  ])('polled candles: $name', ({ shown, key, first, closes }) => {
    const before =
      shown === null
        ? INITIAL_FEED_STATE
        : withCandles(INITIAL_FEED_STATE, shown, 'snapshot', [bar(1, '1'), bar(2, '2')]);
    const rows = first ? [bar(1, '1'), bar(2, '2')] : [bar(2, '3'), bar(3, '4')];
    const after = withPolledCandles(before, key, first, rows);
    expect(after.candles?.bars.map((row) => row[4])).toEqual(closes);
  });

  it('tickers: changed markets replace theirs and the others stay the same objects; a REST read replaces all', () => {
    const eth = ticker('ETHUSDT', '3000');
    const start = withTickers(
      INITIAL_FEED_STATE,
      new Map([
        ['ETHUSDT', eth],
        ['BTCUSDT', ticker('BTCUSDT', '1')],
      ]),
    );
    const next = withTickers(start, new Map([['BTCUSDT', ticker('BTCUSDT', '2')]]));
    expect(next.tickers.get('ETHUSDT')).toBe(eth);
    expect(next.tickers.get('BTCUSDT')?.last).toBe('2');
    const replaced = withTickers(next, new Map([['SOLUSDT', ticker('SOLUSDT', '150')]]), true);
    expect([...replaced.tickers.keys()]).toEqual(['SOLUSDT']);
  });

  it("the shown market's ticker: read live, while the list's map keeps the same object until the calmer hand-over", () => {
    const start = withTickers(INITIAL_FEED_STATE, new Map([['BTCUSDT', ticker('BTCUSDT', '1')]]));
    const listed = start.tickers;
    const live = withShownTicker(start, ticker('BTCUSDT', '2'));
    expect(live.tickers).toBe(listed);
    expect(tickerOf(live, 'BTCUSDT')?.last).toBe('2');
    expect(tickerOf(live, 'ETHUSDT')).toBeUndefined();
    // Another market shown later: its ticker comes from the map until its own message arrives.
    const other = withTickers(live, new Map([['ETHUSDT', ticker('ETHUSDT', '3000')]]));
    expect(tickerOf(other, 'ETHUSDT')?.last).toBe('3000');
    expect(tickerOf(other, 'BTCUSDT')?.last).toBe('2');
    // A newer read of the shown market (a REST read while the socket is down) replaces the live one.
    const rest = withTickers(other, new Map([['BTCUSDT', ticker('BTCUSDT', '4')]]), true);
    expect(tickerOf(rest, 'BTCUSDT')?.last).toBe('4');
  });
});

describe("the feed's state: the page's socket and the depth worker's together", () => {
  it.each([
    ['open', 'open', 'open'],
    ['open', 'connecting', 'connecting'],
    ['connecting', 'open', 'connecting'],
    ['down', 'open', 'down'],
    ['open', 'down', 'down'],
    ['connecting', 'down', 'down'],
  ] as const)('page %s, depth worker %s: %s', (page, depth, shown) => {
    expect(feedStatus(page, depth)).toBe(shown);
  });
});
