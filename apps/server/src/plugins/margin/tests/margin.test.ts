import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { WsClient } from '../../../../test/support/ws-client.ts';
import { marginBook } from '../book.ts';
import { marginDb } from '../tables.ts';

// Issue #23 over HTTP: transfer to cross margin, borrow, an auto-borrow buy that matches a spot
// order in the same book, the margin level following the market, forced liquidation into the real
// book, an isolated account's liquidation price, and hostile input refused with a localised 4xx
// that moves nothing. The simulator is off: every price here is a trade between test traders.

type RunningServer = Awaited<ReturnType<typeof startServer>>;

interface AssetRow {
  asset: string;
  free: string;
  locked: string;
  borrowed: string;
  interest: string;
}
interface Account {
  mode: string;
  symbol: string | null;
  assets: AssetRow[];
  marginLevel: string | null;
  riskState: string;
  liquidationPrice: string | null;
  liquidating: boolean;
}

const row = (account: Account, asset: string) => account.assets.find((entry) => entry.asset === asset)!;

describe.each(backends)('issue #23 margin trading on $name', (backend) => {
  let server: RunningServer;
  let maker: ApiClient;
  let other: ApiClient;
  let bob: ApiClient;

  async function trade(price: string) {
    // A spot trade between two test traders: the last price, which margin values accounts at.
    const sold = await maker.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price,
      size: '0.001000',
    });
    expect(sold.body.code).toBe(0);
    const bought = await other.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price,
      size: '0.001000',
    });
    expect(bought.body.code).toBe(0);
  }
  async function cross(client = bob) {
    const answer = await client.get<{ cross: Account; isolated: Account[] }>('/v1/margin/accounts');
    expect(answer.status).toBe(200);
    return answer.body.data;
  }
  async function expectSound() {
    const db = marginDb(server.app.db);
    for (const total of (await marginBook.totals(db)).values()) expect(total).toBe('0');
    expect(server.app.markets.exchanges.live.checkConservation()).toEqual([]);
  }

  beforeAll(async () => {
    server = await startServer(backend);
    maker = new ApiClient(server.baseUrl);
    other = new ApiClient(server.baseUrl);
    bob = new ApiClient(server.baseUrl);
    await fundedTrader(maker, [
      ['USDT', '1000000'],
      ['BTC', '10'],
    ]);
    await fundedTrader(other, [
      ['USDT', '1000000'],
      ['BTC', '10'],
    ]);
    await fundedTrader(bob, [
      ['USDT', '10000'],
      ['BTC', '1'],
    ]);
    await trade('100000.00');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('transfers to cross margin, borrows within 3x and pays the first hour of interest at once', async () => {
    const moved = await bob.post<Account>('/v1/margin/transfer', {
      mode: 'cross',
      direction: 'in',
      asset: 'USDT',
      amount: '1000',
    });
    expect(moved.body.code).toBe(0);
    expect(row(moved.body.data, 'USDT').free).toBe('1000');
    const most = await bob.get<{ amount: string }>('/v1/margin/max-borrowable?mode=cross&asset=USDT');
    expect(most.body.data.amount).toBe('2000');
    const borrowed = await bob.post<Account>('/v1/margin/borrow', {
      mode: 'cross',
      asset: 'USDT',
      amount: '1500',
    });
    expect(borrowed.body.code).toBe(0);
    expect(row(borrowed.body.data, 'USDT')).toMatchObject({
      free: '2500',
      borrowed: '1500',
      interest: '0.0125',
    });
    // 2,500 / 1,500.0125
    expect(borrowed.body.data.marginLevel).toBe('1.66665277');
    await expectSound();
  });

  it('refuses a borrow above the maximum with 39005 and moves nothing', async () => {
    const refused = await bob.post('/v1/margin/borrow', { mode: 'cross', asset: 'USDT', amount: '100000' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('39005');
    expect(row((await cross()).cross, 'USDT').borrowed).toBe('1500');
  });

  it('an auto-borrow buy matches a spot sell in the same book, borrowing what it lacks', async () => {
    const resting = await maker.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '100000.00',
      size: '0.029000',
    });
    expect(resting.body.code).toBe(0);
    const placed = await bob.post<{ state: string; filled: string; borrowed: string }>(
      '/v1/margin/order/place',
      {
        mode: 'cross',
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        price: '100000',
        size: '0.029',
        sideEffect: 'auto-borrow',
      },
    );
    expect(placed.body.code).toBe(0);
    expect(placed.body.data).toMatchObject({ state: 'done', filled: '0.029', borrowed: '400' });
    const account = (await cross()).cross;
    expect(row(account, 'USDT')).toMatchObject({ free: '0', borrowed: '1900' });
    expect(Number(row(account, 'BTC').free)).toBeGreaterThan(0.0289);
    await expectSound();
  });

  it('the margin level follows the market, and at 1.1 the account is liquidated into the real book', async () => {
    const before = (await cross()).cross;
    expect(before.riskState).toBe('safe');
    await trade('78000.00');
    const lower = (await cross()).cross;
    expect(Number(lower.marginLevel)).toBeLessThan(Number(before.marginLevel));
    expect(lower.riskState).toBe('margin-call');
    // A bid for the liquidation to sell into, then a trade at 70,000.
    const bid = await other.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '70000.00',
      size: '0.050000',
    });
    expect(bid.body.code).toBe(0);
    await trade('70000.00');
    let account = (await cross()).cross;
    for (
      let attempt = 0;
      attempt < 100 && (account.liquidating || row(account, 'USDT').borrowed !== '0');
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      account = (await cross()).cross;
    }
    expect(row(account, 'USDT')).toMatchObject({ borrowed: '0', interest: '0' });
    expect(row(account, 'BTC').free).toBe('0');
    expect(account.marginLevel).toBeNull();
    // 0.029 BTC less the fee sold at 70,000 paid the 1,900 USDT and its interest; the rest is bob's.
    expect(Number(row(account, 'USDT').free)).toBeGreaterThan(120);
    const records = await bob.get<{ kind: string }[]>('/v1/margin/records?kind=liquidation');
    expect(records.body.data.length).toBeGreaterThan(0);
    await expectSound();
  });

  it('an isolated account borrows up to 10x and reports its liquidation price', async () => {
    const moved = await bob.post<Account>('/v1/margin/transfer', {
      mode: 'isolated',
      symbol: 'BTCUSDT',
      direction: 'in',
      asset: 'BTC',
      amount: '0.01',
    });
    expect(moved.body.code).toBe(0);
    const most = await bob.get<{ amount: string }>(
      '/v1/margin/max-borrowable?mode=isolated&symbol=BTCUSDT&asset=USDT',
    );
    expect(most.body.data.amount).toBe('6300');
    const borrowed = await bob.post<Account>('/v1/margin/borrow', {
      mode: 'isolated',
      symbol: 'BTCUSDT',
      asset: 'USDT',
      amount: '500',
    });
    expect(borrowed.body.code).toBe(0);
    // (0.01 x p + 500) / 500.00416667 = 1.1 -> p = 5,000.458334
    expect(Number(borrowed.body.data.liquidationPrice)).toBeCloseTo(5000.458334, 4);
    expect((await cross()).isolated.map((account) => account.symbol)).toEqual(['BTCUSDT']);
  });

  it('repays interest first, then principal, and refuses a repay of nothing (39007)', async () => {
    const short = await bob.post('/v1/margin/repay', {
      mode: 'isolated',
      symbol: 'BTCUSDT',
      asset: 'USDT',
      amount: '1000',
    });
    // 500 held against 500.00416667 owed: it cannot all be repaid from the account.
    expect(short.body.code).toBe('39004');
    await bob.post('/v1/margin/transfer', {
      mode: 'isolated',
      symbol: 'BTCUSDT',
      direction: 'in',
      asset: 'USDT',
      amount: '1',
    });
    const repaid = await bob.post<Account>('/v1/margin/repay', {
      mode: 'isolated',
      symbol: 'BTCUSDT',
      asset: 'USDT',
      amount: '1000',
    });
    expect(repaid.body.code).toBe(0);
    expect(row(repaid.body.data, 'USDT')).toMatchObject({ borrowed: '0', interest: '0' });
    const again = await bob.post('/v1/margin/repay', {
      mode: 'isolated',
      symbol: 'BTCUSDT',
      asset: 'USDT',
      amount: '1',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('39007');
    await expectSound();
  });

  it('refuses a transfer out that would bring the level under 2 (39008)', async () => {
    await bob.post('/v1/margin/transfer', { mode: 'cross', direction: 'in', asset: 'USDT', amount: '100' });
    await bob.post('/v1/margin/borrow', { mode: 'cross', asset: 'USDT', amount: '150' });
    const refused = await bob.post('/v1/margin/transfer', {
      mode: 'cross',
      direction: 'out',
      asset: 'USDT',
      amount: '200',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('39008');
  });

  it.each([
    ['a number amount', { mode: 'cross', asset: 'USDT', amount: 5 }],
    ['a hostile amount', { mode: 'cross', asset: 'USDT', amount: '1e300' }],
    ['a negative amount', { mode: 'cross', asset: 'USDT', amount: '-1' }],
    ['nine decimals', { mode: 'cross', asset: 'USDT', amount: '0.000000001' }],
    ['an unknown mode', { mode: 'portfolio', asset: 'USDT', amount: '1' }],
    ['an extra field', { mode: 'cross', asset: 'USDT', amount: '1', userId: 1 }],
  ])('refuses %s with a 400 and moves nothing', async (_name, body) => {
    const refused = await bob.post('/v1/margin/borrow', body);
    expect(refused.status).toBe(400);
  });

  it.each([
    ['zero', { mode: 'cross', asset: 'USDT', amount: '0' }, 400, '39001'],
    ['an isolated account without its pair', { mode: 'isolated', asset: 'USDT', amount: '1' }, 400, '39013'],
    [
      'a pair not open for margin',
      { mode: 'isolated', symbol: 'ADAUSDT', asset: 'USDT', amount: '1' },
      400,
      '39002',
    ],
    [
      'an asset outside the isolated pair',
      { mode: 'isolated', symbol: 'BTCUSDT', asset: 'ETH', amount: '1' },
      400,
      '39003',
    ],
  ])('refuses %s with its own code', async (_name, body, status, code) => {
    const refused = await bob.post('/v1/margin/borrow', body);
    expect(refused.status).toBe(status);
    expect(refused.body.code).toBe(code);
  });

  it('answers in the request language', async () => {
    const refused = await bob.post('/v1/margin/borrow?languageType=1', {
      mode: 'cross',
      asset: 'USDT',
      amount: '0',
    });
    expect(refused.body.code).toBe('39001');
    expect(refused.body.msg).toBe('金额须为最多8位小数的正数');
  });

  it('cannot cancel another user’s margin order, and a replayed cancel moves nothing (39011)', async () => {
    const placed = await bob.post<{ orderNo: string }>('/v1/margin/order/place', {
      mode: 'cross',
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '1000',
      size: '0.01',
    });
    expect(placed.body.code).toBe(0);
    const orderNo = placed.body.data.orderNo;
    const foreign = await other.post('/v1/margin/order/cancel', {
      mode: 'cross',
      symbol: 'BTCUSDT',
      orderNo,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('39011');
    const open = await bob.get<{ orderNo: string }[]>('/v1/margin/orders?mode=cross&state=open');
    expect(open.body.data.map((order) => order.orderNo)).toContain(orderNo);
    const cancelled = await bob.post('/v1/margin/order/cancel', {
      mode: 'cross',
      symbol: 'BTCUSDT',
      orderNo,
    });
    expect(cancelled.body.code).toBe(0);
    const replayed = await bob.post('/v1/margin/order/cancel', { mode: 'cross', symbol: 'BTCUSDT', orderNo });
    expect(replayed.status).toBe(404);
    await expectSound();
  });

  it('interest accrues into the liability at each hour of the gateway clock (150 USDT at 0.02% a day)', async () => {
    const before = row((await cross()).cross, 'USDT');
    expect(before.borrowed).toBe('150');
    const moved = await bob.post('/v1/dev/clock', { seconds: 3 * 3600 });
    expect(moved.body.code).toBe(0);
    const after = row((await cross()).cross, 'USDT');
    // 150 x 0.0002 / 24 = 0.00125 an hour.
    expect(Number(after.interest) - Number(before.interest)).toBeCloseTo(0.00375, 8);
    const records = await bob.get<{ kind: string; amount: string }[]>('/v1/margin/records?kind=interest');
    expect(records.body.data.slice(0, 1)).toEqual([
      expect.objectContaining({ kind: 'interest', amount: '0.00375' }),
    ]);
    await expectSound();
  });

  it('a short: borrow BTC, sell it into the book, buy it back with auto-repay', async () => {
    const borrowed = await bob.post<Account>('/v1/margin/borrow', {
      mode: 'cross',
      asset: 'BTC',
      amount: '0.001',
    });
    expect(borrowed.body.code).toBe(0);
    const sold = await bob.post('/v1/margin/order/place', {
      mode: 'cross',
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      size: '0.001',
    });
    expect(sold.body.code).toBe(0);
    const ask = await maker.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '70100.00',
      size: '0.002000',
    });
    expect(ask.body.code).toBe(0);
    const bought = await bob.post('/v1/margin/order/place', {
      mode: 'cross',
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      funds: '80',
      sideEffect: 'auto-repay',
    });
    expect(bought.body.code).toBe(0);
    expect(row((await cross()).cross, 'BTC')).toMatchObject({ borrowed: '0', interest: '0' });
    const repaid = await bob.get<{ kind: string; asset: string }[]>('/v1/margin/records?kind=repay');
    expect(repaid.body.data.some((record) => record.asset === 'BTC')).toBe(true);
    await expectSound();
  });

  it('pushes the margin account on the private margin.account channel as it changes', async () => {
    const cookie = [...bob.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = await WsClient.open(server.baseUrl, cookie);
    socket.send({ op: 'subscribe', args: [{ channel: 'margin.account' }] });
    await socket.next((message) => message.op === 'subscribed');
    const moved = await bob.post('/v1/margin/transfer', {
      mode: 'cross',
      direction: 'in',
      asset: 'USDT',
      amount: '7',
    });
    expect(moved.body.code).toBe(0);
    const pushed = await socket.next((message) => message.channel === 'margin.account');
    expect(pushed.data).toMatchObject({ mode: 'cross', riskState: expect.any(String) });
    socket.close();
    const anonymous = await WsClient.open(server.baseUrl);
    anonymous.send({ op: 'subscribe', args: [{ channel: 'margin.account' }] });
    expect(await anonymous.next((message) => message.op === 'error')).toMatchObject({ code: '20205' });
    anonymous.close();
  });

  it('an isolated long is liquidated on its own when the price reaches its liquidation price', async () => {
    const isolated = async () => (await cross()).isolated.find((account) => account.symbol === 'BTCUSDT')!;
    const ask = await maker.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '70000.00',
      size: '0.100000',
    });
    expect(ask.body.code).toBe(0);
    const bought = await bob.post('/v1/margin/order/place', {
      mode: 'isolated',
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      funds: '5000',
      sideEffect: 'auto-borrow',
    });
    expect(bought.body.code).toBe(0);
    const long = await isolated();
    const trigger = Number(long.liquidationPrice);
    expect(trigger).toBeGreaterThan(60_000);
    expect(trigger).toBeLessThan(70_000);
    // The market falls below it: the old bids go, a bid for the liquidation, a trade at 60,000.
    await other.post('/v1/spot/order/batchCancel', { symbol: 'BTCUSDT' });
    await maker.post('/v1/spot/order/batchCancel', { symbol: 'BTCUSDT' });
    expect(
      (
        await other.post('/v1/spot/order/place', {
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'limit',
          price: '59000.00',
          size: '0.200000',
        })
      ).body.code,
    ).toBe(0);
    await trade('60000.00');
    let account = await isolated();
    for (
      let attempt = 0;
      attempt < 100 && (account.liquidating || row(account, 'USDT').borrowed !== '0');
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      account = await isolated();
    }
    expect(row(account, 'USDT')).toMatchObject({ borrowed: '0', interest: '0' });
    // Sold down to less than one lot (0.000001 BTC): dust below the book's size step stays.
    expect(Number(row(account, 'BTC').free)).toBeLessThan(0.000001);
    // The cross account owes nothing and was not touched.
    expect((await cross()).cross.liquidating).toBe(false);
    const records = await bob.get<{ kind: string; symbol: string | null }[]>(
      '/v1/margin/records?kind=liquidation',
    );
    expect(records.body.data.some((record) => record.symbol === 'BTCUSDT')).toBe(true);
    await expectSound();
  });

  it('with no bids a liquidation waits, the fund pays nothing, and it finishes once bids come', async () => {
    const carol = new ApiClient(server.baseUrl);
    await fundedTrader(carol, [['USDT', '1000']]);
    await carol.post('/v1/margin/transfer', {
      mode: 'cross',
      direction: 'in',
      asset: 'USDT',
      amount: '1000',
    });
    await other.post('/v1/spot/order/batchCancel', { symbol: 'BTCUSDT' });
    await maker.post('/v1/spot/order/batchCancel', { symbol: 'BTCUSDT' });
    expect(
      (
        await maker.post('/v1/spot/order/place', {
          symbol: 'BTCUSDT',
          side: 'sell',
          orderType: 'limit',
          price: '60000.00',
          size: '0.029000',
        })
      ).body.code,
    ).toBe(0);
    const bought = await carol.post('/v1/margin/order/place', {
      mode: 'cross',
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '60000',
      size: '0.029',
      sideEffect: 'auto-borrow',
    });
    expect(bought.body.code).toBe(0);
    await trade('28000.00');
    let account = (await cross(carol)).cross;
    for (let attempt = 0; attempt < 100 && !account.liquidating; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      account = (await cross(carol)).cross;
    }
    expect(account.liquidating).toBe(true);
    expect(row(account, 'USDT').borrowed).toBe('740');
    expect(Number(row(account, 'BTC').free)).toBeGreaterThan(0.028);
    const bid = await other.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '27000.00',
      size: '0.050000',
    });
    expect(bid.body.code).toBe(0);
    for (
      let attempt = 0;
      attempt < 100 && (account.liquidating || row(account, 'USDT').borrowed !== '0');
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      account = (await cross(carol)).cross;
    }
    expect(account.liquidating).toBe(false);
    expect(row(account, 'USDT')).toMatchObject({ borrowed: '0', interest: '0' });
    await expectSound();
  });

  it('refuses a margin order past 200 open ones on the account (39014)', async () => {
    const dave = new ApiClient(server.baseUrl);
    await fundedTrader(dave, [['USDT', '2000']]);
    await dave.post('/v1/margin/transfer', { mode: 'cross', direction: 'in', asset: 'USDT', amount: '1500' });
    const place = () =>
      dave.post('/v1/margin/order/place', {
        mode: 'cross',
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        price: '1000',
        size: '0.006',
      });
    for (let i = 0; i < 200; i++) expect((await place()).body.code).toBe(0);
    const refused = await place();
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('39014');
  });

  it('a resting margin order filled later by a spot order moves to history with its fill', async () => {
    const placed = await bob.post<{ orderNo: string; state: string }>('/v1/margin/order/place', {
      mode: 'cross',
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '50000',
      size: '0.001',
    });
    expect(placed.body.data.state).toBe('open');
    const sold = await maker.post('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '50000.00',
      size: '0.001000',
    });
    expect(sold.body.code).toBe(0);
    const history = await bob.get<{ orderNo: string; state: string; filled: string }[]>(
      '/v1/margin/orders?mode=cross&state=history',
    );
    expect(history.body.data.find((order) => order.orderNo === placed.body.data.orderNo)).toMatchObject({
      state: 'done',
      filled: '0.001',
    });
  });

  it('§2 demo mode: a demo session trades margin on the demo venue with the demo pool', async () => {
    const erin = new ApiClient(server.baseUrl);
    await fundedTrader(erin, [['USDT', '10']]);
    const pool = (venue: 'live' | 'demo') =>
      server.app.markets.exchanges[venue].balance('margin-pool', 'USDT').available;
    const livePool = pool('live');
    const demoPool = Number(pool('demo'));
    expect((await erin.post('/v1/user/sub/switchTradeDemo', { demo: true })).body.code).toBe(0);
    const moved = await erin.post('/v1/margin/transfer', {
      mode: 'cross',
      direction: 'in',
      asset: 'USDT',
      amount: '1000',
    });
    expect(moved.body.code).toBe(0);
    const borrowed = await erin.post<Account>('/v1/margin/borrow', {
      mode: 'cross',
      asset: 'USDT',
      amount: '500',
    });
    expect(borrowed.body.code).toBe(0);
    expect(row(borrowed.body.data, 'USDT')).toMatchObject({ free: '1500', borrowed: '500' });
    expect(Number(pool('demo'))).toBe(demoPool - 500);
    expect(pool('live')).toBe(livePool);
    expect((await erin.post('/v1/user/sub/switchTradeDemo', { demo: false })).body.code).toBe(0);
    expect(row((await cross(erin)).cross, 'USDT')).toMatchObject({ free: '0', borrowed: '0' });
  });
});
