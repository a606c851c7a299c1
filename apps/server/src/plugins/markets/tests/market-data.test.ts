import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { CANDLE_INTERVALS } from '../../../markets/minute-candles.ts';

type RunningServer = Awaited<ReturnType<typeof startServer>>;
type CandleRow = [number, string, string, string, string, string, string];

describe.each(backends)('market data REST on $name', (backend) => {
  let server: RunningServer;
  let api: ApiClient;

  beforeAll(async () => {
    // The product's full day of history, which test servers otherwise shorten.
    process.env.MARKETS_HISTORY_HOURS = '24';
    server = await startServer(backend, { SIM_SEED: '3' });
    api = new ApiClient(server.baseUrl);
    // A day of history for each of the 22 pairs: seconds of work, many more on a shared machine.
  }, 180_000);
  afterAll(async () => {
    await server.close();
  });

  it('lists the symbols with their trading rules and depth steps', async () => {
    const answer = await api.get<Array<Record<string, unknown>>>('/v1/market/symbols');
    const listed = answer.body.data;
    expect(listed.map((row) => row.symbol)).toEqual([
      ...['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'BNB', 'ADA', 'AVAX', 'LINK', 'DOT', 'LTC'].map(
        (coin) => `${coin}USDT`,
      ),
      ...['TRX', 'BCH', 'UNI', 'ATOM', 'NEAR'].map((coin) => `${coin}USDT`),
      'ETHBTC',
      'SOLBTC',
      'BNBBTC',
      'LTCBTC',
      'LINKETH',
      'UNIETH',
    ]);
    expect(listed[0]).toMatchObject({
      symbol: 'BTCUSDT',
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      pricePlace: 2,
      quotePrecision: 6,
      tickSize: '0.01',
      minTradeAmount: '0.000010',
      minTradeUSDT: '5',
      depthSteps: ['0.01', '0.10', '1.00', '10.00'],
    });
    // A cross pair's minimum order value is in its own quote asset.
    expect(listed.find((row) => row.symbol === 'ETHBTC')).toMatchObject({
      baseCoin: 'ETH',
      quoteCoin: 'BTC',
      pricePlace: 5,
      quotePrecision: 3,
      tickSize: '0.00001',
      minTradeAmount: '0.001',
      minTradeUSDT: '0.0001',
    });
    expect(listed.find((row) => row.symbol === 'LINKETH')).toMatchObject({
      quoteCoin: 'ETH',
      minTradeUSDT: '0.002',
    });
  });

  it('issue #7: 24 hours of history at first start, so every interval has candles', async () => {
    for (const interval of CANDLE_INTERVALS) {
      const answer = await api.get<CandleRow[]>(
        `/v1/market/candles?symbol=ETHUSDT&interval=${interval}&limit=1000`,
      );
      expect(answer.body.code, interval).toBe(0);
      expect(answer.body.data.length, interval).toBeGreaterThan(0);
      for (const [, open, high, low, close] of answer.body.data) {
        expect(Number(high)).toBeGreaterThanOrEqual(Math.max(Number(open), Number(close), Number(low)));
      }
    }
    const minutes = await api.get<CandleRow[]>('/v1/market/candles?symbol=ETHUSDT&interval=1m&limit=1000');
    expect(minutes.body.data).toHaveLength(1000);
    const times = minutes.body.data.map((row) => row[0]);
    expect(times.every((time, index) => index === 0 || time - times[index - 1]! === 60_000)).toBe(true);
    const days = await api.get<CandleRow[]>('/v1/market/candles?symbol=ETHUSDT&interval=1h&limit=1000');
    expect(days.body.data.length).toBeGreaterThanOrEqual(24);
  });

  it('a 24 h ticker opens at the first candle of the window and moves with trades', async () => {
    const maker = new ApiClient(server.baseUrl);
    const taker = new ApiClient(server.baseUrl);
    await fundedTrader(maker, [['SOL', '100']]);
    await fundedTrader(taker, [['USDT', '100000']]);
    await maker.post('/v1/spot/order/place', {
      symbol: 'SOLUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '200.00',
      size: '1.000',
    });
    const traded = await taker.post('/v1/spot/order/place', {
      symbol: 'SOLUSDT',
      side: 'buy',
      orderType: 'market',
      size: '1.000',
    });
    expect(traded.body.code).toBe(0);
    const ticker = await api.get<Array<Record<string, string>>>('/v1/market/tickers?symbol=SOLUSDT');
    const data = ticker.body.data[0]!;
    expect(data.last).toBe('200.00');
    const change = Number(data.last) - Number(data.open24h);
    expect(Number(data.change24h)).toBeCloseTo(change, 3);
    expect(Number(data.changeRate24h)).toBeCloseTo(
      Math.trunc((change / Number(data.open24h)) * 10_000) / 100,
      2,
    );
    const trades = await api.get<Array<{ price: string; size: string; side: string }>>(
      '/v1/market/trades?symbol=SOLUSDT&limit=1',
    );
    expect(trades.body.data[0]).toMatchObject({ price: '200.00', size: '1.000', side: 'buy' });
  });

  it('depth merges by an offered step only, and refuses unknown symbols', async () => {
    const maker = new ApiClient(server.baseUrl);
    await fundedTrader(maker, [['USDT', '100000']]);
    for (const price of ['90000.01', '90000.09', '90000.11']) {
      await maker.post('/v1/spot/order/place', {
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        price,
        size: '0.001000',
      });
    }
    const merged = await api.get<{ bids: Array<[string, string]> }>(
      '/v1/market/depth?symbol=BTCUSDT&step=0.10',
    );
    expect(merged.body.data.bids.slice(0, 2)).toEqual([
      ['90000.10', '0.001000'],
      ['90000.00', '0.002000'],
    ]);
    const badStep = await api.get('/v1/market/depth?symbol=BTCUSDT&step=0.05');
    expect(badStep.body.code).toBe('30002');
    const unknown = await api.get('/v1/market/tickers?symbol=NOPEUSDT');
    expect(unknown.body.code).toBe('30001');
  });
});
