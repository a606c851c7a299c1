import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteSpot, startFuturesServer } from '../../../../test/support/futures-server.ts';
import { ApiClient, backends, fundedTrader } from '../../../../test/support/spot-server.ts';

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

interface AssetRecord {
  recordId: string;
  kind: string;
  asset: string;
  ts: number;
}
interface SpotOrder {
  orderNo: string;
  side: string;
  status: string;
  createTime: number;
}
interface Fill {
  side: string;
  ts: number;
}

// Issue #9/#10 record pages: the asset, spot and futures history calls take a date range
// (startTime/endTime, Unix ms, both inclusive) besides the `before` cursor, and spot history a
// side and status filter. Times come from the rows the server wrote, never from the test's clock.
describe.each(backends)('record filters on $name', (backend) => {
  let server: RunningServer;
  let trader: ApiClient;
  let other: ApiClient;

  beforeAll(async () => {
    server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0' });
    trader = new ApiClient(server.baseUrl);
    other = new ApiClient(server.baseUrl);
    await fundedTrader(trader, [
      ['USDT', '100000'],
      ['BTC', '1'],
    ]);
    await fundedTrader(other, [
      ['USDT', '100000'],
      ['BTC', '1'],
    ]);
    await quoteSpot(server.app, other, '50000');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('asset records: a date range keeps the rows inside it, both ends inclusive', async () => {
    const all = await trader.get<AssetRecord[]>('/v1/asset/records?asset=BTC');
    const deposit = all.body.data[0]!;
    expect(deposit).toMatchObject({ kind: 'deposit', asset: 'BTC' });
    const exact = await trader.get<AssetRecord[]>(
      `/v1/asset/records?asset=BTC&startTime=${deposit.ts}&endTime=${deposit.ts}`,
    );
    expect(exact.body.data.map((row) => row.recordId)).toEqual([deposit.recordId]);
    const after = await trader.get<AssetRecord[]>(`/v1/asset/records?asset=BTC&startTime=${deposit.ts + 1}`);
    expect(after.body.data).toEqual([]);
    const earlier = await trader.get<AssetRecord[]>(`/v1/asset/records?asset=BTC&endTime=${deposit.ts - 1}`);
    expect(earlier.body.data).toEqual([]);
  });

  it('a start after the end is refused with 00004 and a localised message, never a 500', async () => {
    const english = await trader.get('/v1/asset/records?startTime=2000&endTime=1000');
    expect(english.status).toBe(400);
    expect(english.body.code).toBe('00004');
    expect(english.body.msg).toEqual(expect.any(String));
    const chinese = await trader.get('/v1/asset/records?startTime=2000&endTime=1000&languageType=1');
    expect(chinese.status).toBe(400);
    expect(chinese.body.msg).not.toBe(english.body.msg);
    for (const path of ['/v1/spot/order/history', '/v1/spot/order/fills', '/v1/futures/orders/history']) {
      const refused = await trader.get(`${path}?startTime=2000&endTime=1000`);
      expect(refused.status, path).toBe(400);
      expect(refused.body.code, path).toBe('00004');
    }
    const negative = await trader.get('/v1/spot/order/fills?startTime=-1');
    expect(negative.status).toBe(400);
  });

  it('spot order history filters by side, status and date range; fills by side and date range', async () => {
    const resting = await trader.post<SpotOrder>('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '40000.00',
      size: '0.001000',
    });
    expect(resting.body.code).toBe(0);
    await trader.post('/v1/spot/order/cancel', { symbol: 'BTCUSDT', orderNo: resting.body.data.orderNo });
    const sold = await trader.post<SpotOrder>('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      size: '0.001000',
    });
    expect(sold.body.data.status).toBe('filled');

    const cancelledBuys = await trader.get<SpotOrder[]>('/v1/spot/order/history?side=buy&status=cancelled');
    expect(cancelledBuys.body.data.map((order) => order.orderNo)).toEqual([resting.body.data.orderNo]);
    const filled = await trader.get<SpotOrder[]>('/v1/spot/order/history?status=filled');
    expect(filled.body.data.map((order) => order.orderNo)).toEqual([sold.body.data.orderNo]);
    const sells = await trader.get<SpotOrder[]>('/v1/spot/order/history?side=sell');
    expect(sells.body.data.every((order) => order.side === 'sell')).toBe(true);

    const created = sold.body.data.createTime;
    const inRange = await trader.get<SpotOrder[]>(
      `/v1/spot/order/history?startTime=${created}&endTime=${created}`,
    );
    expect(inRange.body.data.map((order) => order.orderNo)).toContain(sold.body.data.orderNo);
    const later = await trader.get<SpotOrder[]>(`/v1/spot/order/history?startTime=${created + 1}`);
    expect(later.body.data).toEqual([]);

    const fills = await trader.get<Fill[]>('/v1/spot/order/fills?side=sell');
    expect(fills.body.data.length).toBeGreaterThan(0);
    expect(fills.body.data.every((fill) => fill.side === 'sell')).toBe(true);
    expect((await trader.get<Fill[]>('/v1/spot/order/fills?side=buy')).body.data).toEqual([]);
    const fillTime = fills.body.data[0]!.ts;
    expect(
      (await trader.get<Fill[]>(`/v1/spot/order/fills?startTime=${fillTime}&endTime=${fillTime}`)).body.data,
    ).not.toEqual([]);
    expect((await trader.get<Fill[]>(`/v1/spot/order/fills?endTime=${fillTime - 1}`)).body.data).toEqual([]);
  });

  it('§3 valuation rates: one rate for each valuation currency (the 13 and every language default), USD at par with USDT', async () => {
    const answer = await new ApiClient(server.baseUrl).get<{ base: string; rates: Record<string, string> }>(
      '/v1/asset/valuation-rates',
    );
    expect(answer.body.data.base).toBe('USDT');
    expect(Object.keys(answer.body.data.rates).sort()).toEqual([
      'AED',
      'CAD',
      'CNY',
      'EUR',
      'HKD',
      'IDR',
      'INR',
      'JPY',
      'KRW',
      'PHP',
      'RUB',
      'SEK',
      'THB',
      'TRY',
      'TWD',
      'UAH',
      'USD',
      'UZS',
      'VND',
      'ZAR',
    ]);
    expect(answer.body.data.rates.USD).toBe('1');
    for (const rate of Object.values(answer.body.data.rates)) expect(Number(rate)).toBeGreaterThan(0);
  });

  it('deposit address: stable per account and asset, a memo only where the chain needs one, bad asset refused', async () => {
    const first = await trader.get<{ address: string; memo: string | null; network: string }>(
      '/v1/asset/deposit/address?asset=BTC',
    );
    expect(first.body.data).toMatchObject({ network: 'Bitcoin', memo: null });
    expect(first.body.data.address).toMatch(/^tl1[0-9a-f]{39}$/);
    const again = await trader.get<{ address: string }>('/v1/asset/deposit/address?asset=BTC');
    expect(again.body.data.address).toBe(first.body.data.address);
    const theirs = await other.get<{ address: string }>('/v1/asset/deposit/address?asset=BTC');
    expect(theirs.body.data.address).not.toBe(first.body.data.address);
    const xrp = await trader.get<{ memo: string | null }>('/v1/asset/deposit/address?asset=XRP');
    expect(xrp.body.data.memo).toMatch(/^\d+$/);
    const unknown = await trader.get('/v1/asset/deposit/address?asset=NOPE');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('00004');
  });

  it('the OpenAPI document lists the range and filter parameters', async () => {
    const answer = await trader.get<unknown>('/v1/openapi.json');
    const paths = (
      answer.body as unknown as { paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }> }
    ).paths;
    const names = (path: string) => (paths[path]?.get?.parameters ?? []).map((parameter) => parameter.name);
    expect(names('/v1/asset/records')).toEqual(
      expect.arrayContaining(['startTime', 'endTime', 'kind', 'before']),
    );
    expect(names('/v1/spot/order/history')).toEqual(
      expect.arrayContaining(['startTime', 'endTime', 'side', 'status']),
    );
    expect(names('/v1/spot/order/fills')).toEqual(expect.arrayContaining(['startTime', 'endTime', 'side']));
    expect(names('/v1/futures/funding')).toEqual(expect.arrayContaining(['startTime', 'endTime', 'symbol']));
    expect(names('/v1/asset/deposit/address')).toContain('asset');
  });

  it('futures order history takes the same date range', async () => {
    const moved = await trader.post('/v1/futures/transfer', { direction: 'in', amount: '1000' });
    expect(moved.body.code).toBe(0);
    const placed = await trader.post<{ orderId: string }>('/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '40000.00',
      size: '0.001',
    });
    expect(placed.body.code).toBe(0);
    await trader.post('/v1/futures/order/cancel', { symbol: 'BTCUSDT', orderId: placed.body.data.orderId });
    const history = await trader.get<Array<{ orderId: string; time: number }>>('/v1/futures/orders/history');
    const row = history.body.data[0]!;
    expect(row.orderId).toBe(placed.body.data.orderId);
    const exact = await trader.get<unknown[]>(
      `/v1/futures/orders/history?startTime=${row.time}&endTime=${row.time}`,
    );
    expect(exact.body.data).toHaveLength(1);
    const later = await trader.get<unknown[]>(`/v1/futures/orders/history?startTime=${row.time + 1}`);
    expect(later.body.data).toEqual([]);
  });
});
