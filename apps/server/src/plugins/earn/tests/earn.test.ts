import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { fundedTrader } from '../../../../test/support/spot-server.ts';
import { earnBook } from '../book.ts';
import { earnDb } from '../tables.ts';

// Issue #26 through the gateway: the seeded catalogue, subscribe and redeem through the ledger,
// payouts when the clock passes days, the refusals (4xx, localised, nothing moved), another
// user's holding, and the book conserved.

const DAY = 24 * 60 * 60 * 1000;

interface Holding {
  id: string;
  productId: string;
  principal: string;
  interestPaid: string;
  expectedInterest: string | null;
  autoRenew: boolean;
  state: string;
  maturesAt: number | null;
  nextPayoutAt: number | null;
}

async function spotBalance(client: ApiClient, asset: string): Promise<Decimal> {
  const answer = await client.get<{ balances: { asset: string; available: string }[] }>(
    '/v1/asset/spot/balances',
  );
  return new Decimal(answer.body.data.balances.find((entry) => entry.asset === asset)?.available ?? 0);
}

async function earnAvailable(client: ApiClient, asset: string): Promise<Decimal> {
  const answer = await client.get<{ balances: { asset: string; available: string; held: string }[] }>(
    '/v1/earn/account',
  );
  return new Decimal(answer.body.data.balances.find((entry) => entry.asset === asset)?.available ?? 0);
}

describe('issue #26 earn through the gateway on pglite', () => {
  let server: RunningServer;
  let alice: ApiClient;
  let bob: ApiClient;

  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
    alice = new ApiClient(server.baseUrl);
    bob = new ApiClient(server.baseUrl);
    await fundedTrader(alice, [
      ['USDT', '100000'],
      ['BTC', '1'],
    ]);
    await fundedTrader(bob, [['USDT', '1000']]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('a fresh start offers flexible and 7, 30 and 90-day products for USDT, BTC and ETH', async () => {
    const all =
      await alice.get<{ id: string; kind: string; termDays: number | null; tiers: unknown[] }[]>(
        '/v1/earn/products',
      );
    expect(all.body.data.map((product) => product.id)).toEqual(
      ['usdt', 'btc', 'eth'].flatMap((asset) => [
        `${asset}-flexible`,
        `${asset}-fixed-7`,
        `${asset}-fixed-30`,
        `${asset}-fixed-90`,
      ]),
    );
    const usdt = await alice.get<{ id: string; tiers: unknown; remaining: string }[]>(
      '/v1/earn/products?asset=USDT&kind=flexible',
    );
    expect(usdt.body.data).toEqual([
      expect.objectContaining({
        id: 'usdt-flexible',
        tiers: [
          { upTo: '500', apr: '10' },
          { upTo: null, apr: '3' },
        ],
        remaining: '10000000',
      }),
    ]);
    const history = await alice.get<{ tiers: unknown[] }[]>('/v1/earn/apr-history?productId=usdt-fixed-30');
    expect(history.body.data).toHaveLength(1);
  });

  it('subscribing moves the amount from spot into a holding; the next days pay interest to the earn wallet', async () => {
    const spotBefore = await spotBalance(alice, 'USDT');
    const subscribed = await alice.post<Holding>('/v1/earn/subscribe', {
      productId: 'usdt-flexible',
      amount: '1000',
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.data).toMatchObject({ principal: '1000', state: 'active', interestPaid: '0' });
    expect(spotBefore.minus(await spotBalance(alice, 'USDT')).toFixed()).toBe('1000');
    await alice.post('/v1/dev/clock', { seconds: (3 * DAY) / 1000 });
    const [holding] = (await alice.get<Holding[]>('/v1/earn/holdings')).body.data;
    // 500 at 10 % and 500 at 3 %: 0.17808219 a day, at least two whole days after the subscription's.
    const days = Number(holding?.interestPaid) / 0.17808219;
    expect(days).toBeGreaterThanOrEqual(2);
    expect(Number.isInteger(Math.round(days * 1e6) / 1e6)).toBe(true);
    expect((await earnAvailable(alice, 'USDT')).toFixed()).toBe(holding?.interestPaid);
  });

  it('a partial redemption goes back to spot; more than the principal is refused and moves nothing', async () => {
    const [holding] = (await alice.get<Holding[]>('/v1/earn/holdings')).body.data;
    const spotBefore = await spotBalance(alice, 'USDT');
    const tooMuch = await alice.post('/v1/earn/redeem', { holdingId: holding?.id, amount: '1000.00000001' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe('35008');
    const part = await alice.post<Holding>('/v1/earn/redeem', { holdingId: holding?.id, amount: '400' });
    expect(part.body.data).toMatchObject({ principal: '600', state: 'active' });
    expect((await spotBalance(alice, 'USDT')).minus(spotBefore).toFixed()).toBe('400');
  });

  it('another user cannot see or redeem a holding; bad bodies answer 4xx in the request language', async () => {
    const [holding] = (await alice.get<Holding[]>('/v1/earn/holdings')).body.data;
    const foreign = await bob.post('/v1/earn/redeem', { holdingId: holding?.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('35006');
    expect((await bob.get<Holding[]>('/v1/earn/holdings')).body.data).toEqual([]);
    const huge = await bob.post('/v1/earn/redeem', { holdingId: '9999999999999999999' });
    expect(huge.status).toBe(404);
    for (const body of [
      { productId: 'usdt-flexible', amount: '-1' },
      { productId: 'usdt-flexible', amount: '1e3' },
      { productId: 'usdt-flexible', amount: 100 },
      { productId: 'usdt-flexible', amount: '1.000000001' },
      { productId: 'usdt-flexible', amount: '1', extra: true },
    ]) {
      const answer = await bob.post('/v1/earn/subscribe', body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const unknown = await bob.post('/v1/earn/subscribe?languageType=1', {
      productId: 'nope-nope',
      amount: '1',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('该理财产品不存在');
    const below = await bob.post('/v1/earn/subscribe', { productId: 'usdt-fixed-7', amount: '0.5' });
    expect(below.body.code).toBe('35002');
    const broke = await bob.post('/v1/earn/subscribe', { productId: 'usdt-flexible', amount: '5000' });
    expect(broke.status).toBe(409);
    expect(broke.body.code).toBe('35005');
    expect((await spotBalance(bob, 'USDT')).toFixed()).toBe('1000');
  });

  it('a fixed term pays principal and interest at maturity; early redemption forfeits the interest', async () => {
    const fixed = await bob.post<Holding>('/v1/earn/subscribe', { productId: 'usdt-fixed-7', amount: '365' });
    expect(fixed.body.data).toMatchObject({ expectedInterest: '0.42', autoRenew: false });
    const flexibleRenew = await bob.post('/v1/earn/auto-renew', {
      holdingId: fixed.body.data.id,
      autoRenew: true,
    });
    expect(flexibleRenew.body.data).toMatchObject({ autoRenew: true });
    await bob.post('/v1/earn/auto-renew', { holdingId: fixed.body.data.id, autoRenew: false });
    const early = await bob.post<Holding>('/v1/earn/subscribe', {
      productId: 'usdt-fixed-30',
      amount: '100',
    });
    const partial = await bob.post('/v1/earn/redeem', { holdingId: early.body.data.id, amount: '10' });
    expect(partial.body.code).toBe('35011');
    const redeemed = await bob.post<Holding>('/v1/earn/redeem', { holdingId: early.body.data.id });
    expect(redeemed.body.data).toMatchObject({ state: 'redeemed', interestPaid: '0' });
    const again = await bob.post('/v1/earn/redeem', { holdingId: early.body.data.id });
    expect(again.body.code).toBe('35010');
    await bob.post('/v1/dev/clock', { seconds: (9 * DAY) / 1000 });
    const matured = (await bob.get<Holding[]>('/v1/earn/holdings')).body.data.find(
      (holding) => holding.id === fixed.body.data.id,
    );
    expect(matured).toMatchObject({ state: 'matured', interestPaid: '0.42' });
    expect((await earnAvailable(bob, 'USDT')).toFixed()).toBe('365.42');
    const out = await bob.post('/v1/earn/transfer', { direction: 'out', asset: 'USDT', amount: '365.42' });
    expect(out.status).toBe(200);
    expect((await spotBalance(bob, 'USDT')).toFixed()).toBe('1000.42');
    const overdraw = await bob.post('/v1/earn/transfer', { direction: 'out', asset: 'USDT', amount: '1' });
    expect(overdraw.body.code).toBe('35005');
    const kinds = (await bob.get<{ kind: string }[]>('/v1/earn/records')).body.data.map(
      (record) => record.kind,
    );
    expect(kinds.sort()).toEqual(['interest', 'maturity', 'redeem', 'subscribe', 'subscribe'].sort());
  });

  it('a subscribe with an idempotency key subscribes once, however often and however fast it is sent', async () => {
    const carol = new ApiClient(server.baseUrl);
    await fundedTrader(carol, [['USDT', '1000']]);
    const keyed = { productId: 'usdt-flexible', amount: '100', clientKey: 'retry-key-0001' };
    const first = await carol.post<Holding>('/v1/earn/subscribe', keyed);
    const again = await carol.post<Holding>('/v1/earn/subscribe', keyed);
    expect(first.body.code).toBe(0);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await spotBalance(carol, 'USDT')).toFixed()).toBe('900');
    // Five copies at once: one holding, paid once; every copy answers it.
    const raced = { productId: 'usdt-flexible', amount: '50', clientKey: 'race-key-0002' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => carol.post<Holding>('/v1/earn/subscribe', raced)),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect((await spotBalance(carol, 'USDT')).toFixed()).toBe('850');
    expect((await carol.get<Holding[]>('/v1/earn/holdings')).body.data).toHaveLength(2);
    // The key is the account's own: the same key from another account is another subscription.
    const other = await bob.post<Holding>('/v1/earn/subscribe', { ...keyed, amount: '10' });
    expect(other.body.code).toBe(0);
    expect(other.body.data.id).not.toBe(first.body.data.id);
    for (const clientKey of ['short', 'has space in it', 'x'.repeat(65)])
      expect((await carol.post('/v1/earn/subscribe', { ...keyed, clientKey })).status).toBe(400);
    expect((await spotBalance(carol, 'USDT')).toFixed()).toBe('850');
  });

  it('the book sums to zero per asset after all of it', async () => {
    for (const total of (await earnBook.totals(earnDb(server.app.db))).values())
      expect(Number(total)).toBe(0);
  });
});
