import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { stepUp } from '../../../../test/support/step-up.ts';
import { unusedTotp } from '../../../../test/support/unused-totp.ts';
import { MarketsCode } from '../errors.ts';
import { OPEN_ORDER_LIMIT, PLAN_ORDER_LIMIT } from '../routes/spot-trading.ts';

type RunningServer = Awaited<ReturnType<typeof startServer>>;

interface Order {
  orderNo: string;
  status: string;
  side: string;
  orderType: string;
  timeInForce: string;
  postOnly: boolean;
  clientOrderId: string | null;
  buyPrice: string;
  buyDelegateCount: string;
  buyDealCount: string;
  dealCount: string;
  holdCount: string;
  marketPrice: string;
  trackingType: number;
  pricePlace: number;
  quotePrecision: number;
}
interface Balance {
  asset: string;
  available: string;
  hold: string;
  total: string;
}

async function balance(client: ApiClient, asset: string): Promise<Balance> {
  const answer = await client.get<{ balances: Balance[] }>('/v1/asset/spot/balances');
  return answer.body.data.balances.find((entry) => entry.asset === asset)!;
}

function limit(side: 'buy' | 'sell', price: string, size: string, extra: Record<string, unknown> = {}) {
  return { symbol: 'BTCUSDT', side, orderType: 'limit', price, size, ...extra };
}

describe.each(backends)('spot trading and assets on $name', (backend) => {
  let server: RunningServer;
  let maker: ApiClient;
  let makerEmail: string;
  let taker: ApiClient;

  beforeAll(async () => {
    server = await startServer(backend);
    maker = new ApiClient(server.baseUrl);
    taker = new ApiClient(server.baseUrl);
    ({ email: makerEmail } = await fundedTrader(maker, [
      ['USDT', '100000'],
      ['BTC', '2'],
    ]));
    await fundedTrader(taker, [
      ['USDT', '100000'],
      ['BTC', '2'],
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('§3 a resting limit order carries the spot order fields and holds its notional', async () => {
    const placed = await maker.post<Order>('/v1/spot/order/place', limit('buy', '90000.50', '0.100000'));
    expect(placed.body.code).toBe(0);
    expect(placed.body.data).toMatchObject({
      status: 'new',
      buyPrice: '90000.50',
      buyDelegateCount: '0.100000',
      buyDealCount: '0.000000',
      dealCount: '0.00000000',
      holdCount: '9000.05000000',
      marketPrice: '0.00',
      trackingType: 0,
      pricePlace: 2,
      quotePrecision: 6,
      timeInForce: 'GTC',
    });
    expect((await balance(maker, 'USDT')).hold).toBe('9000.05000000');
    const open = await maker.get<Order[]>('/v1/spot/order/open?symbol=BTCUSDT');
    expect(open.body.data.map((order) => order.orderNo)).toContain(placed.body.data.orderNo);
    const cancelled = await maker.post<Order>('/v1/spot/order/cancel', {
      symbol: 'BTCUSDT',
      orderNo: placed.body.data.orderNo,
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await balance(maker, 'USDT')).hold).toBe('0.00000000');
  });

  it('a market order fills against resting orders: average price, filled value and fees', async () => {
    await maker.post('/v1/spot/order/place', limit('sell', '91000.00', '0.010000'));
    await maker.post('/v1/spot/order/place', limit('sell', '92000.00', '0.010000'));
    const bought = await taker.post<Order>('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.020000',
    });
    expect(bought.body.data).toMatchObject({
      status: 'filled',
      orderType: 'market',
      buyPrice: '0',
      buyDealCount: '0.020000',
      dealCount: '1830.00000000',
      marketPrice: '91500.00',
      holdCount: '0',
    });
    // Taker fee 0.1% of the 0.02 BTC received, charged in BTC.
    const fills = await taker.get<
      Array<{ orderNo: string; fee: string; feeAsset: string; liquidity: string }>
    >('/v1/spot/order/fills?symbol=BTCUSDT');
    const mine = fills.body.data.filter((fill) => fill.orderNo === bought.body.data.orderNo);
    expect(mine).toHaveLength(2);
    expect(
      mine.every(
        (fill) => fill.liquidity === 'taker' && fill.feeAsset === 'BTC' && fill.fee === '0.00001000',
      ),
    ).toBe(true);
    const history = await taker.get<Order[]>('/v1/spot/order/history?symbol=BTCUSDT');
    expect(history.body.data[0]?.orderNo).toBe(bought.body.data.orderNo);
  });

  it('a market buy by funds spends at most the quote given', async () => {
    await maker.post('/v1/spot/order/place', limit('sell', '94000.00', '0.010000'));
    const bought = await taker.post<Order>('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      funds: '470',
    });
    expect(bought.body.data).toMatchObject({
      status: 'filled',
      buyDealCount: '0.005000',
      dealCount: '470.00000000',
    });
    const both = await taker.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      funds: '470',
      size: '0.001000',
    });
    expect(both.body.code).toBe(MarketsCode.invalidSize);
    const sellByFunds = await taker.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      funds: '470',
    });
    expect(sellByFunds.body.code).toBe(MarketsCode.invalidSize);
    await maker.post('/v1/spot/order/batchCancel', { symbol: 'BTCUSDT' });
  });

  it('post-only, IOC and FOK follow their rules', async () => {
    await maker.post('/v1/spot/order/place', limit('sell', '93000.00', '0.010000'));
    const postOnly = await taker.post<Order>(
      '/v1/spot/order/place',
      limit('buy', '93000.00', '0.010000', { postOnly: true }),
    );
    expect(postOnly.body.data).toMatchObject({
      status: 'cancelled',
      buyDealCount: '0.000000',
      postOnly: true,
    });
    const fok = await taker.post(
      '/v1/spot/order/place',
      limit('buy', '93000.00', '0.050000', { timeInForce: 'FOK' }),
    );
    expect(fok.body.code).toBe(MarketsCode.fokNotFillable);
    const ioc = await taker.post<Order>(
      '/v1/spot/order/place',
      limit('buy', '93000.00', '0.050000', { timeInForce: 'IOC' }),
    );
    expect(ioc.body.data).toMatchObject({
      status: 'cancelled',
      buyDealCount: '0.010000',
      timeInForce: 'IOC',
    });
  });

  it('a client order id makes placing idempotent', async () => {
    const body = limit('buy', '80000.00', '0.010000', { clientOrderId: 'retry-1' });
    const first = await maker.post<Order>('/v1/spot/order/place', body);
    const again = await maker.post<Order>('/v1/spot/order/place', body);
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    expect((await balance(maker, 'USDT')).hold).toBe('800.00000000');
    const byClientId = await maker.post<Order>('/v1/spot/order/cancel', {
      symbol: 'BTCUSDT',
      clientOrderId: 'retry-1',
    });
    expect(byClientId.body.data.status).toBe('cancelled');
    // Still the same order after it finished: a retry never places a second one.
    const late = await maker.post<Order>('/v1/spot/order/place', body);
    expect(late.body.data).toMatchObject({ orderNo: first.body.data.orderNo, status: 'cancelled' });
  });

  it('refuses what the symbol rules or the balance do not allow', async () => {
    const tooFine = await maker.post('/v1/spot/order/place', limit('buy', '90000.001', '0.010000'));
    expect(tooFine.body.code).toBe(MarketsCode.invalidPrice);
    const tooSmall = await maker.post('/v1/spot/order/place', limit('buy', '90000.00', '0.000001'));
    expect(tooSmall.body.code).toBe(MarketsCode.invalidSize);
    const tooDear = await maker.post('/v1/spot/order/place', limit('buy', '90000.00', '5.000000'));
    expect(tooDear.body.code).toBe(MarketsCode.insufficientBalance);
    const unknown = await maker.post('/v1/spot/order/place', {
      ...limit('buy', '1.00', '1'),
      symbol: 'NOPEUSDT',
    });
    expect(unknown.body.code).toBe(MarketsCode.unknownSymbol);
    const floatPrice = await maker.post('/v1/spot/order/place', {
      ...limit('buy', '1', '1'),
      price: 90000.5,
    });
    expect(floatPrice.status).toBe(400);
    const anonymous = await new ApiClient(server.baseUrl).post(
      '/v1/spot/order/place',
      limit('buy', '90000.00', '0.010000'),
    );
    expect(anonymous.body.code).toBe('20205');
  });

  it('batch cancel cancels every open order of a symbol and reports each', async () => {
    const a = await maker.post<Order>('/v1/spot/order/place', limit('buy', '70000.00', '0.010000'));
    const b = await maker.post<Order>('/v1/spot/order/place', limit('buy', '70001.00', '0.010000'));
    const answer = await maker.post<{ results: Array<{ orderNo: string; success: boolean }> }>(
      '/v1/spot/order/batchCancel',
      {
        orderNos: [a.body.data.orderNo, b.body.data.orderNo, '999999'],
      },
    );
    expect(answer.body.data.results).toEqual([
      { orderNo: a.body.data.orderNo, success: true, code: null },
      { orderNo: b.body.data.orderNo, success: true, code: null },
      { orderNo: '999999', success: false, code: MarketsCode.orderNotFound },
    ]);
  });

  it('a plan (trigger) order places its order when the last price reaches the trigger', async () => {
    const plan = await taker.post<{ planNo: string; triggerDirection: string; status: string }>(
      '/v1/spot/plan/place',
      {
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        triggerPrice: '95000.00',
        price: '95000.00',
        size: '0.010000',
      },
    );
    expect(plan.body.data).toMatchObject({ triggerDirection: 'up', status: 'waiting' });
    await maker.post('/v1/spot/order/place', limit('sell', '95000.00', '0.010000'));
    await maker.post('/v1/spot/order/place', limit('sell', '96000.00', '0.020000'));
    // A trade at 96,000 lifts the last price over the trigger.
    await taker.post('/v1/spot/order/place', limit('buy', '96000.00', '0.010000', { timeInForce: 'IOC' }));
    const done = await taker.get<Array<{ planNo: string; status: string; orderNo: string }>>(
      '/v1/spot/plan/list?status=history',
    );
    const fired = done.body.data.find((entry) => entry.planNo === plan.body.data.planNo);
    expect(fired?.status).toBe('triggered');
    const order = await taker.get<Order>(`/v1/spot/order/detail?orderNo=${fired?.orderNo}`);
    expect(order.body.data).toMatchObject({ trackingType: 1, buyPrice: '95000.00' });
  });

  it('issue #21 item 14: at most PLAN_ORDER_LIMIT plan orders wait per market, even when placed at once', async () => {
    const place = (symbol: string) =>
      maker.post('/v1/spot/plan/place?languageType=11', {
        symbol,
        side: 'buy',
        orderType: 'market',
        triggerPrice: '1000.00',
        size: '0.010000',
      });
    const answers = await Promise.all(Array.from({ length: PLAN_ORDER_LIMIT + 3 }, () => place('ETHUSDT')));
    const codes = answers.map((answer) => String(answer.body.code));
    expect(codes.filter((code) => code === '0')).toHaveLength(PLAN_ORDER_LIMIT);
    expect(codes.filter((code) => code === '30013')).toHaveLength(3);
    const refused = answers.find((answer) => String(answer.body.code) === '30013');
    expect(refused?.status).toBe(200);
    expect(refused?.body.msg).toMatch(/höchstens 10/);
    // Another market has its own allowance.
    expect(String((await place('BTCUSDT')).body.code)).toBe('0');
    // Cancelling one frees a place.
    const waiting = await maker.get<Array<{ planNo: string; symbol: string }>>(
      '/v1/spot/plan/list?status=waiting',
    );
    const first = waiting.body.data.find((plan) => plan.symbol === 'ETHUSDT');
    expect((await maker.post('/v1/spot/plan/cancel', { planNo: first?.planNo })).body.code).toBe(0);
    expect(String((await place('ETHUSDT')).body.code)).toBe('0');
    expect(String((await place('ETHUSDT')).body.code)).toBe('30013');
  });

  it('issue #21 item 14: at most OPEN_ORDER_LIMIT orders are open per market, even when placed at once', async () => {
    // Resting bids far under the market, 10 USDT each, on a market of their own.
    const bid = () =>
      taker.post('/v1/spot/order/place?languageType=11', {
        ...limit('buy', '100.00', '0.100'),
        symbol: 'SOLUSDT',
      });
    const open = await taker.get<unknown[]>('/v1/spot/order/open?symbol=SOLUSDT');
    const already = open.body.data.length;
    for (let placed = already; placed < OPEN_ORDER_LIMIT - 5; placed++)
      expect((await bid()).body.code).toBe(0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => bid()));
    const codes = answers.map((answer) => String(answer.body.code));
    expect(codes.filter((code) => code === '0')).toHaveLength(5);
    expect(codes.filter((code) => code === '30014')).toHaveLength(3);
    expect(answers.find((answer) => String(answer.body.code) === '30014')?.body.msg).toMatch(/höchstens 200/);
    // Another market has its own allowance; an order that ends frees a place.
    expect((await taker.post('/v1/spot/order/place', limit('buy', '1000.00', '0.010000'))).body.code).toBe(0);
    const mine = await taker.get<Array<{ orderNo: string }>>('/v1/spot/order/open?symbol=SOLUSDT');
    expect(mine.body.data).toHaveLength(OPEN_ORDER_LIMIT);
    const cancelled = await taker.post('/v1/spot/order/cancel', {
      symbol: 'SOLUSDT',
      orderNo: mine.body.data[0]?.orderNo,
    });
    expect(cancelled.body.code).toBe(0);
    expect((await bid()).body.code).toBe(0);
    expect(String((await bid()).body.code)).toBe('30014');
  });

  it('transfers between a main account and its sub-account, with asset records', async () => {
    const created = await maker.post<{ userId: string }>('/v1/user/sub/create', {
      subName: `sub_${backend.name}`,
    });
    const subId = created.body.data.userId;
    const moved = await maker.post('/v1/asset/transfer', { toUserId: subId, asset: 'USDT', amount: '250.5' });
    expect(moved.body.code).toBe(0);
    const tooMuch = await maker.post('/v1/asset/transfer', {
      toUserId: subId,
      asset: 'USDT',
      amount: '99999999',
    });
    expect(tooMuch.body.code).toBe(MarketsCode.insufficientBalance);
    const records = await maker.get<Array<{ kind: string; amount: string; counterpartyUserId: string }>>(
      '/v1/asset/records?kind=transfer_out',
    );
    expect(records.body.data[0]).toMatchObject({
      kind: 'transfer_out',
      amount: '250.50000000',
      counterpartyUserId: subId,
    });
    await maker.post('/v1/user/sub/switLogin', { userId: subId });
    expect((await balance(maker, 'USDT')).available).toBe('250.50000000');
    const root = await maker.get<{ rootUserId: string }>('/v1/user/overview/userinfo');
    await maker.post('/v1/user/sub/switLogin', { userId: root.body.data.rootUserId });
  });

  it('§7 a withdrawal needs a second factor: the Google code once bound', async () => {
    const missing = await maker.post('/v1/asset/withdraw', {
      asset: 'USDT',
      amount: '10',
      address: 'TXabc12345678',
    });
    expect(missing.body.code).toBe(MarketsCode.secondFactorRequired);
    const wrong = await maker.post('/v1/asset/withdraw', {
      asset: 'USDT',
      amount: '10',
      address: 'TXabc12345678',
      emailCode: '000000',
    });
    expect(wrong.body.code).toBe('21005');
    // With Google Authenticator bound, its code is the second factor.
    const secret = await maker.post<{ secret: string }>('/v1/user/security/google/secret', {});
    await stepUp(maker, { email: makerEmail, app: server.app });
    const bound = await maker.post('/v1/user/security/google/bind', {
      googleCode: await unusedTotp(secret.body.data.secret),
    });
    expect(bound.body.code).toBe(0);
    // Issue #21 item 1: a new factor locks withdrawals for a day, so a stolen session that bound
    // its own authenticator cannot use it to withdraw at once.
    const locked = await maker.post('/v1/asset/withdraw', {
      asset: 'USDT',
      amount: '10',
      address: 'TXabc12345678',
      googleCode: await unusedTotp(secret.body.data.secret),
    });
    expect(locked.body).toMatchObject({ code: '21014', msg: expect.stringContaining('24') });
    await server.app.clock.advance(24 * 3_600_000);
    const stillMissing = await maker.post('/v1/asset/withdraw', {
      asset: 'USDT',
      amount: '10',
      address: 'TXabc12345678',
    });
    expect(stillMissing.body.code).toBe(MarketsCode.secondFactorRequired);
    const googleCode = await unusedTotp(secret.body.data.secret);
    const before = await balance(maker, 'USDT');
    const paid = await maker.post<{ recordId: string; available: string }>('/v1/asset/withdraw', {
      asset: 'USDT',
      amount: '10',
      address: 'TXabc12345678',
      googleCode,
    });
    expect(paid.body.code).toBe(0);
    expect(BigInt(paid.body.data.available.replace('.', ''))).toBe(
      BigInt(before.available.replace('.', '')) - 1_000_000_000n,
    );
    const records = await maker.get<Array<{ kind: string; address: string }>>(
      '/v1/asset/records?kind=withdraw',
    );
    expect(records.body.data[0]).toMatchObject({ kind: 'withdraw', address: 'TXabc12345678' });
  });

  it('§7 batch withdraw query: the state of several of the caller’s withdrawals in one call', async () => {
    const withdrawals = await maker.get<Array<{ recordId: string }>>('/v1/asset/records?kind=withdraw');
    const transfers = await maker.get<Array<{ recordId: string }>>('/v1/asset/records?kind=transfer_out');
    const withdrawn = withdrawals.body.data[0]?.recordId ?? '';
    const transferred = transfers.body.data[0]?.recordId ?? '';
    const answer = await maker.post<{ withdrawals: Array<Record<string, unknown>>; unknown: string[] }>(
      '/v1/asset/withdraw/batch-query',
      { recordIds: [withdrawn, transferred, '999999999', withdrawn] },
    );
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.withdrawals).toEqual([
      expect.objectContaining({
        recordId: withdrawn,
        kind: 'withdraw',
        status: 'completed',
        amount: '10.00000000',
      }),
    ]);
    // A transfer, and an id naming nothing, are unknown alike.
    expect(answer.body.data.unknown).toEqual([transferred, '999999999']);
    const empty = await maker.post('/v1/asset/withdraw/batch-query', { recordIds: [] });
    expect(empty.status).toBe(400);
  });

  it('demo mode: a separate account with virtual funds that never touches real balances, and a reset', async () => {
    const realBefore = await balance(maker, 'USDT');
    const switched = await maker.post('/v1/user/sub/switchTradeDemo', { demo: true });
    expect(switched.body.code).toBe(0);
    const demo = await maker.get<{ demo: boolean; balances: Balance[] }>('/v1/asset/spot/balances');
    expect(demo.body.data.demo).toBe(true);
    expect(demo.body.data.balances.find((entry) => entry.asset === 'USDT')?.available).toBe(
      '100000.00000000',
    );
    // A demo order never meets the real book: the real resting sell at 96,000 is not there.
    const demoBuy = await maker.post<Order>('/v1/spot/order/place', limit('buy', '96000.00', '0.010000'));
    expect(demoBuy.body.data.status).toBe('new');
    expect((await balance(maker, 'USDT')).hold).toBe('960.00000000');
    const reset = await maker.post('/v1/asset/demo/reset', {});
    expect(reset.body.code).toBe(0);
    expect(await balance(maker, 'USDT')).toMatchObject({ available: '100000.00000000', hold: '0.00000000' });
    await maker.post('/v1/user/sub/switchTradeDemo', { demo: false });
    expect(await balance(maker, 'USDT')).toEqual(realBefore);
  });
});
