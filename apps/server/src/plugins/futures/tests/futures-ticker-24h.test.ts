import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiClient,
  backends,
  moveSpot,
  read,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';
import { WsClient } from '../../../../test/support/ws-client.ts';
import { futuresServiceOf } from '../index.ts';

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

const BTC = 'BTCUSDT';
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

interface Ticker {
  lastPrice: string | null;
  open24h: string | null;
  high24h: string | null;
  low24h: string | null;
  change24h: string | null;
  changeRate24h: string | null;
  baseVolume: string;
  quoteVolume: string;
}

type CandleRow = [number, string, string, string, string, string, string];

const DAY_FIELDS = [
  'lastPrice',
  'open24h',
  'high24h',
  'low24h',
  'change24h',
  'changeRate24h',
  'baseVolume',
  'quoteVolume',
] as const;

function dayOf(ticker: Ticker) {
  return Object.fromEntries(DAY_FIELDS.map((field) => [field, ticker[field]]));
}

/**
 * Open, high, low and volumes of the 1-minute candles of `/v1/futures/candles` whose minute lies in
 * the 24 hours up to and including `now`'s minute (docs/protocol-futures.md), as plain numbers.
 */
function windowOf(candles: readonly CandleRow[], now: number) {
  const from = Math.floor(now / MINUTE) * MINUTE - 1439 * MINUTE;
  const inside = candles.filter(([openTime]) => openTime >= from && openTime <= now);
  return {
    open: Number(inside[0]?.[1]),
    high: Math.max(...inside.map((candle) => Number(candle[2]))),
    low: Math.min(...inside.map((candle) => Number(candle[3]))),
    baseVolume: inside.reduce((sum, candle) => sum + Number(candle[5]), 0),
    quoteVolume: inside.reduce((sum, candle) => sum + Number(candle[6]), 0),
  };
}

describe.each(backends)('issue #18 the futures ticker carries its 24-hour figures, on $name', (backend) => {
  let server: RunningServer;
  let client: ApiClient;

  beforeAll(async () => {
    // No simulated futures market and no index timer: the only contract trades are this suite's.
    server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0', SEED_DEMO_USER: 'false' });
    client = new ApiClient(server.baseUrl);
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** One trade of `size` at `price` between two funded accounts, at the (faked) time `at`. */
  async function tradeAt(at: number, price: string, size: string): Promise<void> {
    vi.setSystemTime(at);
    const events = await futuresServiceOf(server.app).transact('live', [
      { type: 'place', accountId: 't24-maker', symbol: BTC, side: 'sell', orderType: 'limit', price, size },
      { type: 'place', accountId: 't24-taker', symbol: BTC, side: 'buy', orderType: 'limit', price, size },
    ]);
    expect(events.flat().filter((event) => event.type === 'trade')).toHaveLength(1);
  }

  /** The ticker's figures are those of the 1-minute candles the chart reads, over the window at `now`. */
  async function expectCandlesMatch(ticker: Ticker, now: number): Promise<void> {
    const path = `/v1/futures/candles?symbol=${BTC}&interval=1m&limit=1000`;
    const candles = await read<CandleRow[]>(client, path);
    const older = await read<CandleRow[]>(client, `${path}&endTime=${candles[0]![0] - MINUTE}`);
    const window = windowOf([...older, ...candles], now);
    expect(window.open).toBe(Number(ticker.open24h));
    expect(Math.max(window.high, Number(ticker.lastPrice))).toBe(Number(ticker.high24h));
    expect(Math.min(window.low, Number(ticker.lastPrice))).toBe(Number(ticker.low24h));
    expect(window.baseVolume).toBeCloseTo(Number(ticker.baseVolume), 9);
    expect(window.quoteVolume).toBeCloseTo(Number(ticker.quoteVolume), 6);
  }

  async function tickerAt(now: number): Promise<Ticker> {
    vi.setSystemTime(now);
    const [ticker] = await read<Ticker[]>(client, `/v1/futures/tickers?symbol=${BTC}`);
    return ticker!;
  }

  it('REST and stream tickers give the open, high, low, change and volumes of the last 1,440 minutes, a candle exactly 24 h old left out', async () => {
    // Only the clock is faked: the server's timers and sockets run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const futures = futuresServiceOf(server.app);
    const first = Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE;
    // The index market trades 0.001 BTC at 48,000 the minute before the contract's first trade.
    vi.setSystemTime(first - 30_000);
    await moveSpot(server.app, '48000');
    vi.setSystemTime(first);
    await futures.transact('live', [
      { type: 'fund-account', accountId: 't24-maker', amount: '100000' },
      { type: 'fund-account', accountId: 't24-taker', amount: '100000' },
    ]);
    expect(dayOf(await tickerAt(first + 1_000))).toEqual({
      lastPrice: null,
      open24h: null,
      high24h: null,
      low24h: null,
      change24h: null,
      changeRate24h: null,
      baseVolume: '0.000',
      quoteVolume: '0.00000000',
    });

    await tradeAt(first + 10_000, '50000.00', '0.010');
    await tradeAt(first + MINUTE + 5_000, '51000.00', '0.020');
    await tradeAt(first + MINUTE + 6_000, '49000.00', '0.001');

    // As on the chart, the index's history before the contract's first minute is in the day (the
    // test server's spot market comes with some): its 48,000 minute is the day's low.
    const early = first + 2 * MINUTE;
    const earlyTicker = await tickerAt(early);
    expect(earlyTicker.low24h).toBe('48000.00');
    await expectCandlesMatch(earlyTicker, early);

    // The last second of the day that began with the contract's first candle: its three trades are
    // in, the index's minute before it is out.
    const dayEnd = first + DAY - 1_000;
    expect(dayOf(await tickerAt(dayEnd))).toEqual({
      lastPrice: '49000.00',
      open24h: '50000.00',
      high24h: '51000.00',
      low24h: '49000.00',
      change24h: '-1000.00',
      changeRate24h: '-2.00',
      baseVolume: '0.031',
      quoteVolume: '1569.00000000',
    });

    // One trade later, in the minute that starts exactly 24 h after the first candle's: that
    // candle is out of the window, the next minute's candle opens it.
    await tradeAt(first + DAY + 20_000, '50500.00', '0.005');
    const now = first + DAY + 30_000;
    const ticker = await tickerAt(now);
    expect(dayOf(ticker)).toEqual({
      lastPrice: '50500.00',
      open24h: '51000.00',
      high24h: '51000.00',
      low24h: '49000.00',
      change24h: '-500.00',
      // -500 / 51000 = -0.98039...%, truncated toward zero.
      changeRate24h: '-0.98',
      baseVolume: '0.026',
      quoteVolume: '1321.50000000',
    });

    // The same figures as the contract's 1-minute candles, as its chart reads them, over that window.
    await expectCandlesMatch(ticker, now);

    // The stream's ticker is the REST item: the same 24-hour figures.
    const socket = await WsClient.open(server.baseUrl);
    try {
      socket.send({ op: 'subscribe', args: [{ channel: 'futures.ticker', symbol: BTC }] });
      const pushed = await socket.next((message) => message.channel === 'futures.ticker');
      expect(dayOf(pushed.data as Ticker)).toEqual(dayOf(ticker));
    } finally {
      socket.close();
    }
  });
});
