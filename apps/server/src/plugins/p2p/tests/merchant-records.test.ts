import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { fundedTrader } from '../../../../test/support/spot-server.ts';
import { factorCode } from '../../../../test/support/step-up.ts';

// Issue #25: a merchant's profile (statistics from real orders and its online ads) and a user's
// P2P records (transfers, ad locks, escrow locked, released and returned, crypto received), read
// from the P2P book; another user's records are never shown and bad queries get a localised 4xx.

interface Ad {
  id: string;
  side: string;
  price: string;
  minOrder: string;
  state: string;
  merchant: { userId: number; nickname: string; orders30d: number; completionRate: string | null };
}
interface Order {
  id: string;
  state: string;
  cryptoAmount: string;
  paymentMethods: { id: string }[];
}
interface P2pRecord {
  recordId: string;
  kind: string;
  asset: string;
  amount: string;
  orderId: string | null;
  adId: string | null;
  ts: number;
}

describe.each(backends)('issue #25 P2P merchant profile and records on $name', (backend) => {
  let server: RunningServer;
  let bob: ApiClient;
  let bobEmail: string;
  const kinds: string[] = [];
  let bankId = '';

  const advance = async (seconds: number) =>
    expect((await bob.post('/v1/dev/clock', { seconds })).body.code).toBe(0);
  const ads = async (side: 'buy' | 'sell') =>
    (await bob.get<Ad[]>(`/v1/p2p/ads?side=${side}&crypto=USDT&fiat=USD`)).body.data;
  const records = async (query = '') => {
    const answer = await bob.get<P2pRecord[]>(`/v1/p2p/records${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  /** A draft sell ad of Bob's for `total` USDT at 1.01 USD, paid by his bank account. */
  const sellAd = (total: string) =>
    bob.post<Ad>('/v1/p2p/ad/create', {
      side: 'sell',
      crypto: 'USDT',
      fiat: 'USD',
      priceType: 'fixed',
      price: '1.01',
      total,
      minOrder: '10',
      maxOrder: total,
      paymentMethodIds: [bankId],
      paymentWindow: 15,
    });

  beforeAll(async () => {
    server = await startServer(backend);
    bob = new ApiClient(server.baseUrl);
    bobEmail = (await fundedTrader(bob, [['USDT', '1000']])).email;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('lists every P2P money move of the user as a record of its kind, newest first', async () => {
    expect(await records()).toEqual([]);
    await bob.post('/v1/p2p/transfer', { direction: 'in', asset: 'USDT', amount: '300' });
    kinds.unshift('transfer_in');

    // Selling to a merchant: the escrow leaves the wallet, then releases to the merchant.
    const bank = await bob.post<{ id: string }>('/v1/p2p/payment/add', {
      type: 'bank',
      fiat: 'USD',
      fields: { holder: 'Test Holder', bankName: 'First Bank', accountNumber: '12345678' },
      secondFactor: await factorCode(bob, { email: bobEmail, app: server.app }),
    });
    expect(bank.body.code).toBe(0);
    bankId = bank.body.data.id;
    const sold = (
      await bob.post<Order>('/v1/p2p/order/create', { adId: (await ads('buy'))[0]!.id, fiatAmount: '99' })
    ).body.data;
    kinds.unshift('escrow_lock');
    await advance(10);
    const confirmed = await bob.post<Order>('/v1/p2p/order/confirm', {
      orderId: sold.id,
      secondFactor: await factorCode(bob, { email: bobEmail, app: server.app }),
    });
    expect(confirmed.body.data.state).toBe('completed');
    kinds.unshift('escrow_release');

    // Buying from a merchant: the crypto arrives in the wallet.
    const bought = (
      await bob.post<Order>('/v1/p2p/order/create', { adId: (await ads('sell'))[0]!.id, fiatAmount: '50' })
    ).body.data;
    await bob.post('/v1/p2p/order/mark-paid', {
      orderId: bought.id,
      paymentMethodId: bought.paymentMethods[0]!.id,
    });
    await advance(10);
    kinds.unshift('order_received');

    // A sell ad of the user's own: crypto locked on publish, freed on close.
    const ad = await sellAd('40');
    expect(ad.body.code).toBe(0);
    expect((await bob.post('/v1/p2p/ad/publish', { adId: ad.body.data.id })).body.code).toBe(0);
    kinds.unshift('ad_lock');
    expect((await bob.post('/v1/p2p/ad/close', { adId: ad.body.data.id })).body.code).toBe(0);
    kinds.unshift('ad_unlock');
    await bob.post('/v1/p2p/transfer', { direction: 'out', asset: 'USDT', amount: '5' });
    kinds.unshift('transfer_out');

    const all = await records();
    expect(all.map((row) => row.kind)).toEqual(kinds);
    expect(all.find((row) => row.kind === 'transfer_in')).toMatchObject({
      amount: '300',
      asset: 'USDT',
      orderId: null,
    });
    expect(all.find((row) => row.kind === 'escrow_lock')).toMatchObject({
      orderId: sold.id,
      amount: sold.cryptoAmount,
    });
    expect(all.find((row) => row.kind === 'escrow_release')).toMatchObject({
      orderId: sold.id,
      amount: sold.cryptoAmount,
    });
    expect(all.find((row) => row.kind === 'order_received')).toMatchObject({
      orderId: bought.id,
      amount: bought.cryptoAmount,
    });
    expect(all.find((row) => row.kind === 'ad_lock')).toMatchObject({ adId: ad.body.data.id, amount: '40' });

    expect((await records('?kind=ad_lock')).map((row) => row.kind)).toEqual(['ad_lock']);
    const firstPage = await records('?limit=2');
    expect(firstPage).toEqual(all.slice(0, 2));
    expect(await records(`?limit=2&before=${firstPage[1]!.recordId}`)).toEqual(all.slice(2, 4));
    expect(await records(`?startTime=${all[0]!.ts + 1}`)).toEqual([]);
  });

  it('a taker who cancels returns the escrow to the ad: escrow_lock then escrow_return for the seller', async () => {
    const ad = await sellAd('30');
    expect((await bob.post('/v1/p2p/ad/publish', { adId: ad.body.data.id })).body.code).toBe(0);
    const carol = new ApiClient(server.baseUrl);
    await fundedTrader(carol, [['USDT', '1']]);
    const taken = (
      await carol.post<Order>('/v1/p2p/order/create', { adId: ad.body.data.id, fiatAmount: '20.2' })
    ).body.data;
    expect((await carol.post('/v1/p2p/order/cancel', { orderId: taken.id })).body.code).toBe(0);
    const [returned, locked] = await records('?limit=2');
    expect(returned).toMatchObject({ kind: 'escrow_return', orderId: taken.id, amount: taken.cryptoAmount });
    expect(locked).toMatchObject({ kind: 'escrow_lock', orderId: taken.id, amount: taken.cryptoAmount });
    // The buyer's records show no escrow: it was never theirs.
    expect((await carol.get<P2pRecord[]>('/v1/p2p/records')).body.data).toEqual([]);
  });

  it('another user sees none of them; bad queries get a localised 4xx', async () => {
    const carol = new ApiClient(server.baseUrl);
    await fundedTrader(carol, [['USDT', '1']]);
    expect((await carol.get<P2pRecord[]>('/v1/p2p/records')).body.data).toEqual([]);
    for (const query of ['?kind=steal', '?limit=0', '?limit=1000', '?before=-1', '?asset=DOGE', '?extra=1']) {
      const answer = await bob.get(`/v1/p2p/records${query}`);
      expect(answer.status, query).toBeGreaterThanOrEqual(400);
      expect(answer.status, query).toBeLessThan(500);
    }
    const anonymous = await new ApiClient(server.baseUrl).get('/v1/p2p/records');
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.status).toBeLessThan(500);
  });

  it('a merchant profile: statistics from real orders and its online ads of both sides', async () => {
    const merchantAd = (await ads('sell'))[0]!;
    const answer = await bob.get<{ merchant: Ad['merchant']; ads: Ad[] }>(
      `/v1/p2p/merchant/${merchantAd.merchant.userId}`,
    );
    expect(answer.status).toBe(200);
    const profile = answer.body.data;
    expect(profile.merchant).toMatchObject({
      userId: merchantAd.merchant.userId,
      nickname: merchantAd.merchant.nickname,
    });
    expect(profile.merchant.orders30d).toBeGreaterThanOrEqual(1);
    expect(profile.ads.length).toBeGreaterThan(0);
    expect(
      profile.ads.every((ad) => ad.state === 'online' && ad.merchant.userId === merchantAd.merchant.userId),
    ).toBe(true);
    expect(profile.ads.map((ad) => ad.id)).toContain(merchantAd.id);

    const unknown = await bob.get('/v1/p2p/merchant/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: '38032', msg: 'This merchant does not exist' });
    for (const id of ['abc', '0', '-1', '1e99']) {
      const bad = await bob.get(`/v1/p2p/merchant/${id}`);
      expect(bad.status, id).toBeGreaterThanOrEqual(400);
      expect(bad.status, id).toBeLessThan(500);
    }
  });
});
