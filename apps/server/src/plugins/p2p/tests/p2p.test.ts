import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { fundedTrader } from '../../../../test/support/spot-server.ts';
import { factorCode } from '../../../../test/support/step-up.ts';
import { fromUnits, parseSignedUnits } from '../../../platform/ledger/book-units.ts';
import { fiatRatesSetting } from '../../markets/index.ts';
import { p2pBook } from '../book.ts';
import { indexPriceOf } from '../index-price.ts';
import { bestAds } from '../market-list.ts';
import { P2pService } from '../service.ts';
import { p2pDb } from '../tables.ts';
import { marketAds } from '../views.ts';

// Issue #25: buying from and selling to a simulated merchant, escrow held, released and returned
// (timeout and appeal decided by an operator), no oversell under racing takers, hostile input
// refused with a localised 4xx that moves nothing, and a book that sums to zero.

interface Ad {
  id: string;
  side: string;
  price: string;
  remaining: string;
  minOrder: string;
  maxOrder: string;
  merchant: { nickname: string; orders30d: number; completionRate: string | null };
}
interface Order {
  id: string;
  state: string;
  cryptoAmount: string;
  outcome: string | null;
  paymentMethods: { id: string }[];
}
interface Wallet {
  asset: string;
  available: string;
  inAds: string;
}

const OPERATOR = 'p2p-operator@example.com';

describe('issue #25 P2P on pglite', () => {
  let server: RunningServer;
  let bob: ApiClient;
  let bobEmail: string;

  async function expectBookSound() {
    for (const total of (await p2pBook.totals(p2pDb(server.app.db))).values()) expect(total).toBe('0');
  }
  async function advance(seconds: number) {
    const moved = await bob.post('/v1/dev/clock', { seconds });
    expect(moved.body.code).toBe(0);
  }
  async function usdt(client: ApiClient) {
    const answer = await client.get<Wallet[]>('/v1/p2p/wallet');
    return answer.body.data.find((row) => row.asset === 'USDT')!;
  }
  async function ads(side: 'buy' | 'sell') {
    const answer = await bob.get<Ad[]>(`/v1/p2p/ads?side=${side}&crypto=USDT&fiat=USD`);
    expect(answer.status).toBe(200);
    return answer.body.data;
  }
  async function addBank(client: ApiClient, email: string) {
    const added = await client.post<{ id: string }>('/v1/p2p/payment/add', {
      type: 'bank',
      fiat: 'USD',
      fields: { holder: 'Test Holder', bankName: 'First Bank', accountNumber: '12345678' },
      secondFactor: await factorCode(client, { email, app: server.app }),
    });
    expect(added.body.code).toBe(0);
    return added.body.data.id;
  }

  beforeAll(async () => {
    // The product reads its settings from the process environment, as `npm start` gives them.
    process.env.P2P_OPERATOR_EMAILS = OPERATOR;
    server = await startServer({ name: 'pglite' });
    delete process.env.P2P_OPERATOR_EMAILS;
    bob = new ApiClient(server.baseUrl);
    bobEmail = (await fundedTrader(bob, [['USDT', '10000']])).email;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('buys USDT from a simulated merchant: escrow on take, release after marking paid', async () => {
    const offers = await ads('sell');
    expect(offers.length).toBeGreaterThanOrEqual(2);
    const prices = offers.map((ad) => Number(ad.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ad = offers[0]!;
    const taken = await bob.post<Order>('/v1/p2p/order/create', { adId: ad.id, fiatAmount: '101' });
    expect(taken.status).toBe(200);
    expect(taken.body.data.state).toBe('pendingPayment');
    expect(taken.body.data.paymentMethods.length).toBeGreaterThan(0);
    const order = taken.body.data;
    const after = (await ads('sell')).find((row) => row.id === ad.id)!;
    expect(Number(after.remaining)).toBeCloseTo(Number(ad.remaining) - Number(order.cryptoAmount), 8);

    const paid = await bob.post<Order>('/v1/p2p/order/mark-paid', {
      orderId: order.id,
      paymentMethodId: order.paymentMethods[0]!.id,
    });
    expect(paid.body.data.state).toBe('paid');
    await advance(10);
    const done = await bob.get<Order>(`/v1/p2p/order/${order.id}`);
    expect(done.body.data).toMatchObject({ state: 'completed', outcome: 'released' });
    expect((await usdt(bob)).available).toBe(order.cryptoAmount);
    const stats = (await ads('sell')).find((row) => row.id === ad.id)!.merchant;
    expect(stats.orders30d).toBe(1);
    expect(stats.completionRate).toBe('100.00');

    const out = await bob.post<Wallet[]>('/v1/p2p/transfer', {
      direction: 'out',
      asset: 'USDT',
      amount: order.cryptoAmount,
    });
    expect(out.body.code).toBe(0);
    expect((await usdt(bob)).available).toBe('0');
    await expectBookSound();
  });

  it('sells USDT to a merchant: escrow from the P2P wallet, the merchant pays, the seller confirms with the second factor', async () => {
    await addBank(bob, bobEmail);
    expect(
      (await bob.post('/v1/p2p/transfer', { direction: 'in', asset: 'USDT', amount: '500' })).body.code,
    ).toBe(0);
    const ad = (await ads('buy'))[0]!;
    const taken = await bob.post<Order>('/v1/p2p/order/create', { adId: ad.id, fiatAmount: '99' });
    expect(taken.body.code).toBe(0);
    const order = taken.body.data;
    expect(Number((await usdt(bob)).available)).toBeCloseTo(500 - Number(order.cryptoAmount), 8);
    await advance(10);
    expect((await bob.get<Order>(`/v1/p2p/order/${order.id}`)).body.data.state).toBe('paid');
    const bare = await bob.post('/v1/p2p/order/confirm', { orderId: order.id });
    expect(bare.status).toBe(403);
    expect(bare.body).toMatchObject({ code: '38018' });
    const wrong = await bob.post('/v1/p2p/order/confirm', { orderId: order.id, secondFactor: '000000' });
    expect(wrong.body).toMatchObject({ code: '38019' });
    const confirmed = await bob.post<Order>('/v1/p2p/order/confirm', {
      orderId: order.id,
      secondFactor: await factorCode(bob, { email: bobEmail, app: server.app }),
    });
    expect(confirmed.body.data).toMatchObject({ state: 'completed', outcome: 'released' });
    await expectBookSound();
  });

  it('cancels an unpaid order when the payment window passes and returns the escrow to the ad', async () => {
    const ad = (await ads('sell'))[0]!;
    const order = (await bob.post<Order>('/v1/p2p/order/create', { adId: ad.id, fiatAmount: '50' })).body
      .data;
    await advance(15 * 60);
    const ended = (await bob.get<Order>(`/v1/p2p/order/${order.id}`)).body.data;
    expect(ended).toMatchObject({ state: 'cancelled', outcome: 'expired' });
    const late = await bob.post('/v1/p2p/order/mark-paid', {
      orderId: order.id,
      paymentMethodId: order.paymentMethods[0]!.id,
    });
    expect(late.status).toBe(409);
    expect((await ads('sell')).find((row) => row.id === ad.id)!.remaining).toBe(ad.remaining);
    await expectBookSound();
  });

  describe('between two users', () => {
    let alice: ApiClient;
    let aliceEmail: string;
    let operator: ApiClient;
    let adId: string;

    beforeAll(async () => {
      alice = new ApiClient(server.baseUrl);
      aliceEmail = (await fundedTrader(alice, [['USDT', '1000']])).email;
      operator = new ApiClient(server.baseUrl);
      const { registerByEmail } = await import('../../../../test/support/accounts.ts');
      await registerByEmail(operator, OPERATOR);
      const method = await addBank(alice, aliceEmail);
      expect(
        (await alice.post('/v1/p2p/transfer', { direction: 'in', asset: 'USDT', amount: '100' })).body.code,
      ).toBe(0);
      const created = await alice.post<Ad>('/v1/p2p/ad/create', {
        side: 'sell',
        crypto: 'USDT',
        fiat: 'USD',
        priceType: 'fixed',
        price: '1',
        total: '10',
        minOrder: '1',
        maxOrder: '10',
        paymentMethodIds: [method],
        paymentWindow: 15,
      });
      expect(created.body.code).toBe(0);
      adId = created.body.data.id;
      expect((await alice.post('/v1/p2p/ad/publish', { adId })).body.code).toBe(0);
      expect(await usdt(alice)).toMatchObject({ available: '90', inAds: '10' });
    }, 60_000);

    it('an appeal waits 15 minutes after payment, and only an operator decides it', async () => {
      const order = (await bob.post<Order>('/v1/p2p/order/create', { adId, fiatAmount: '2' })).body.data;
      await bob.post('/v1/p2p/order/mark-paid', {
        orderId: order.id,
        paymentMethodId: order.paymentMethods[0]!.id,
      });
      expect(
        (await bob.post('/v1/p2p/order/appeal', { orderId: order.id, reason: 'No release' })).body,
      ).toMatchObject({
        code: '38017',
      });
      expect(
        (
          await alice.post('/v1/p2p/order/mark-paid', {
            orderId: order.id,
            paymentMethodId: order.paymentMethods[0]!.id,
          })
        ).body,
      ).toMatchObject({ code: '38015' });
      await advance(15 * 60);
      const appealed = await bob.post<Order>('/v1/p2p/order/appeal', {
        orderId: order.id,
        reason: '<b>No</b> release',
      });
      expect(appealed.body.data.state).toBe('appealing');
      expect(
        (await bob.post('/v1/p2p/order/decide', { orderId: order.id, outcome: 'release' })).body,
      ).toMatchObject({
        code: '38022',
      });
      const before = Number((await usdt(bob)).available);
      const decided = await operator.post<Order>('/v1/p2p/order/decide', {
        orderId: order.id,
        outcome: 'release',
      });
      expect(decided.body).toMatchObject({ code: 0 });
      expect(decided.body.data).toMatchObject({ state: 'completed', outcome: 'operatorReleased' });
      expect(Number((await usdt(bob)).available)).toBeCloseTo(before + 2, 8);
      await expectBookSound();
    });

    it('racing takers never oversell the last amount', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => bob.post('/v1/p2p/order/create', { adId, fiatAmount: '1' })),
      );
      const codes = answers.map((answer) => answer.body.code);
      expect(codes.filter((code) => code === 0)).toHaveLength(8);
      expect(codes.filter((code) => code === '38010' || code === '38009')).toHaveLength(4);
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
      const mine = (await alice.get<Ad[]>('/v1/p2p/ad/mine')).body.data.find((ad) => ad.id === adId)!;
      expect(mine.remaining).toBe('0');
      await expectBookSound();
    });

    it('after publishes, takes and returns the market list answers as the straightforward reading', async () => {
      // USDT is priced at the fiat's reference rate alone, so its lists cannot move between the two readings.
      const db = p2pDb(server.app.db);
      const fiatRates = fiatRatesSetting(process.env.MARKETS_FIAT_RATES);
      const straight = new P2pService(server.app, db, (crypto, fiat) =>
        indexPriceOf(crypto, fiat, (symbol) => server.app.markets.lastPriceOf(symbol), fiatRates),
      );
      let compared = 0;
      async function compare() {
        for (const side of ['buy', 'sell'] as const)
          for (const amount of [undefined, '1', '50'])
            for (const paymentType of [undefined, 'bank' as const]) {
              const query = new URLSearchParams({ side, crypto: 'USDT', fiat: 'USD' });
              if (amount !== undefined) query.set('amount', amount);
              if (paymentType !== undefined) query.set('paymentType', paymentType);
              const answer = await bob.get<Ad[]>(`/v1/p2p/ads?${query.toString()}`);
              const rows = await marketAds(db, { side, crypto: 'USDT', fiat: 'USD', paymentType });
              const expected = bestAds(rows, (ad) => straight.priceOf(ad), amount);
              expect(answer.body.data.map((ad) => [ad.id, ad.remaining])).toEqual(
                expected.map((ad) => [ad.id, fromUnits(parseSignedUnits(ad.remaining))]),
              );
              compared += expected.length;
            }
      }
      await compare();
      // A take and its cancel move what a listed ad has left: the kept list must follow both.
      const [best] = (await bob.get<Ad[]>('/v1/p2p/ads?side=sell&crypto=USDT&fiat=USD&amount=30')).body.data;
      const taken = await bob.post<Order>('/v1/p2p/order/create', { adId: best!.id, fiatAmount: '30' });
      expect(taken.body.code).toBe(0);
      const order = taken.body.data;
      await compare();
      expect((await bob.post('/v1/p2p/order/cancel', { orderId: order.id })).body.code).toBe(0);
      await compare();
      expect(compared).toBeGreaterThan(0);
      await expectBookSound();
    });

    it('refuses hostile input and other users’ ids with a localised 4xx that moves nothing', async () => {
      const before = await usdt(bob);
      const cases: [string, unknown][] = [
        ['/v1/p2p/order/create', { adId, fiatAmount: '-1' }],
        ['/v1/p2p/order/create', { adId, fiatAmount: '1e3' }],
        ['/v1/p2p/order/create', { adId: 'x', fiatAmount: '1' }],
        ['/v1/p2p/transfer', { direction: 'in', asset: 'USDT', amount: '0.000000001' }],
        ['/v1/p2p/transfer', { direction: 'out', asset: 'USDT', amount: '99999999' }],
        ['/v1/p2p/ad/publish', { adId }],
        ['/v1/p2p/order/put-coin', { adId, amount: '1' }],
        ['/v1/p2p/payment/add', { type: 'paypay', fiat: 'USD', fields: { holder: 'A', paypayId: 'a' } }],
      ];
      for (const [path, body] of cases) {
        const answer = await bob.post(path, body);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
        expect(answer.body.status, path).toBe('error');
      }
      const own = (await alice.get<Order[]>('/v1/p2p/orders')).body.data[0]!;
      const stranger = new ApiClient(server.baseUrl);
      await fundedTrader(stranger, [['USDT', '1']]);
      const peek = await stranger.get(`/v1/p2p/order/${own.id}?languageType=1`);
      expect(peek.status).toBe(404);
      expect(peek.body).toMatchObject({ code: '38013', msg: '该订单不存在' });
      expect(await usdt(bob)).toEqual(before);
      await expectBookSound();
    });
  });
});
