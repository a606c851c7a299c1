import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  ok,
  positions,
  quoteSpot,
  read,
  spotUsdt,
  startFuturesServer,
  waitFor,
} from '../../../../test/support/futures-server.ts';

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

interface Funding {
  symbol: string;
  positionSide: 1 | 2;
  rate: string;
  markPrice: string;
  amount: string;
  time: number;
}

const INTERVAL_MS = 1500;

describe.each(backends)('issue #10 funding and demo futures on $name', (backend) => {
  let server: RunningServer;
  let alice: ApiClient;
  let bob: ApiClient;

  beforeAll(async () => {
    // A shortened funding interval, and a feed timer that settles funding when it falls due.
    server = await startFuturesServer(backend, {
      FUTURES_FUNDING_INTERVAL_MS: String(INTERVAL_MS),
      FUTURES_PRICE_TICK_MS: '100',
    });
    alice = new ApiClient(server.baseUrl);
    bob = new ApiClient(server.baseUrl);
    for (const client of [alice, bob]) {
      await fundedTrader(client, [['USDT', '50000']]);
      await ok(client, '/v1/futures/transfer', { direction: 'in', amount: '10000' });
    }
    await quoteSpot(server.app, alice, '50000');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('issue #10 funding is paid at the shortened interval: the long pays notional x rate, the short receives it', {
    timeout: 30_000,
  }, async () => {
    const [ticker] = await read<Array<{ nextFundingTime: number; fundingIntervalMs: number }>>(
      alice,
      '/v1/futures/tickers?symbol=BTCUSDT',
    );
    expect(ticker?.fundingIntervalMs).toBe(INTERVAL_MS);
    expect(ticker?.nextFundingTime).toBeGreaterThan(Date.now() - INTERVAL_MS);
    await ok(bob, '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '50000.00',
      size: '1.000',
    });
    await ok(alice, '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '1.000',
    });
    await waitFor(async () => (await read<Funding[]>(alice, '/v1/futures/funding')).length > 0, 400);
    const [paid] = await read<Funding[]>(alice, '/v1/futures/funding');
    await waitFor(async () => (await read<Funding[]>(bob, '/v1/futures/funding')).length > 0);
    const [received] = await read<Funding[]>(bob, '/v1/futures/funding');
    expect(paid).toMatchObject({ symbol: 'BTCUSDT', positionSide: 1, markPrice: '50000.00' });
    expect(received).toMatchObject({ positionSide: 2, rate: paid?.rate, markPrice: '50000.00' });
    // With no premium the rate is the interest: 0.01% per 8 h scaled to the interval, so longs pay.
    const rate = new Decimal(paid!.rate);
    expect(rate.greaterThan(0)).toBe(true);
    const owed = new Decimal('1').times('50000').times(rate);
    expect(paid?.amount).toBe(owed.negated().toDecimalPlaces(8, Decimal.ROUND_UP).toFixed(8));
    expect(received?.amount).toBe(owed.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(8));
    const [position] = await positions(alice);
    expect(Number(position?.achievedProfits)).toBeLessThan(0);
  });

  it('issue #10 a demo session trades futures on the demo venue against its demo wallet', async () => {
    const demo = new ApiClient(server.baseUrl);
    await fundedTrader(demo, [['USDT', '1000']]);
    const liveSpot = await spotUsdt(demo);
    const switched = await demo.post('/v1/user/sub/switchTradeDemo', { demo: true });
    expect(switched.body.code).toBe(0);
    await ok(demo, '/v1/futures/transfer', { direction: 'in', amount: '5000' });
    // Demo funds are 100,000 virtual USDT, granted on first use.
    expect(await spotUsdt(demo)).toBe('95000.00000000');
    const account = await read<{ available: string }>(demo, '/v1/futures/account');
    expect(account.available).toBe('5000.00000000');
    await demo.post('/v1/user/sub/switchTradeDemo', { demo: false });
    expect(await spotUsdt(demo)).toBe(liveSpot);
    const live = await read<{ available: string }>(demo, '/v1/futures/account');
    expect(live.available).toBe('0.00000000');
  });
});
