/**
 * The product's own spot order API through the cluster (docs/scale-out.md, "The product through the
 * cluster"): `npm run cluster` with the product's API server beside it; the seeded user signs in
 * through the one origin, then places and cancels orders with `/v1/spot/order/*` on each gateway
 * and through the origin. Checks: the orders are in the engine's book, in each gateway's `/v1`
 * depth and open orders; the allocation was funded by ledger transfers out of the spot wallet whose
 * sums agree in both databases; the product's own socket (`/ws`, channel depth) shows the engines'
 * book; a client's mistakes get the product's localised refusals, not 500; and a kill -9 of the
 * product server while it funds orders leaves every unit that left the spot wallet in an allocation.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { natsInstalled, type RunningCluster, SPOT_ONLY, until } from './harness.ts';
import { type Envelope, productCall, signInDemo, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

interface OrderView {
  orderNo: string;
  symbol: string;
  status: string;
  buyPrice: string;
  buyDelegateCount: string;
}

describe.skipIf(!databaseUrl || !natsInstalled)('the product through the cluster', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: 47420,
      adminDatabaseUrl: databaseUrl!,
      // The rate limits on (tests default them off), for the last case: the other cases stay far below them.
      env: { ...SPOT_ONLY, RATE_LIMITS: '1' },
    });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const signIn = () => signInDemo(cluster.origin);

  it('places and cancels spot orders with /v1 on both gateways, funded from the spot wallet', async () => {
    const cookie = await signIn();

    const call = productCall(cookie);
    const [gateway0, gateway1] = cluster.gateways as [string, string];

    // The web app's book: the product's socket through the origin, depth of BTCUSDT.
    const socketBids = new Map<string, string>();
    let tradesSnapshot: unknown[] | undefined;
    const socket = new WebSocket(`${cluster.origin.replace('http', 'ws')}/ws`, { origin: cluster.origin });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        channel?: string;
        action?: string;
        bids?: string[][];
        data?: unknown[];
      };
      if (message.channel === 'trades' && message.action === 'snapshot') tradesSnapshot = message.data;
      if (message.channel !== 'depth') return;
      if (message.action === 'snapshot') socketBids.clear();
      for (const [price, size] of message.bids ?? []) {
        if (Number(size) === 0) socketBids.delete(price!);
        else socketBids.set(price!, size!);
      }
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(
      JSON.stringify({
        op: 'subscribe',
        args: [
          { channel: 'depth', symbol: 'BTCUSDT', step: '0.01' },
          { channel: 'trades', symbol: 'BTCUSDT' },
        ],
      }),
    );
    const socketBook = () =>
      [...socketBids].map(([price, size]) => [Number(price), Number(size)]).sort((a, b) => b[0]! - a[0]!);

    // The wallet's balances before any order (the origin sends them to the product server).
    type WalletBalance = { asset: string; available: string; hold: string; total: string };
    const walletBalances = async () => {
      const answer = await call<{ balances: WalletBalance[] }>(cluster.origin, '/asset/spot/balances');
      expect(answer.envelope.status, JSON.stringify(answer.envelope)).toBe('success');
      return new Map(answer.envelope.data.balances.map((balance) => [balance.asset, balance]));
    };
    const walletBefore = await walletBalances();

    // Two resting buys on BTCUSDT, one through each gateway, and a resting sell on ETHUSDT through the origin.
    const first = await call<OrderView>(gateway0, '/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '1000',
      size: '0.01',
    });
    expect(first.envelope).toMatchObject({ status: 'success', data: { status: 'new', symbol: 'BTCUSDT' } });
    const second = await call<OrderView>(gateway1, '/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '1001',
      size: '0.02',
      clientOrderId: 'cluster-second',
    });
    expect(second.envelope).toMatchObject({ status: 'success', data: { status: 'new' } });
    const sell = await call<OrderView>(cluster.origin, '/spot/order/place', {
      symbol: 'ETHUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '5000',
      size: '0.5',
    });
    expect(sell.envelope).toMatchObject({ status: 'success', data: { status: 'new' } });

    // The engine's own book, and the product's depth on both gateways (from their replicas).
    const engine = await cluster.engine('BTCUSDT');
    expect(engine.depth.bids.map(([, size]) => size)).toEqual([20_000, 10_000]); // lots of 0.000001 BTC
    for (const gateway of [gateway0, gateway1]) {
      await until('the replica', async () => {
        const depth = await call<{ bids: string[][] }>(gateway, '/market/depth?symbol=BTCUSDT');
        return depth.envelope.data.bids.length === 2;
      });
      const depth = await call<{ bids: string[][]; asks: string[][] }>(
        gateway,
        '/market/depth?symbol=BTCUSDT',
      );
      expect(depth.envelope.data.bids.map(([price, size]) => [Number(price), Number(size)])).toEqual([
        [1001, 0.02],
        [1000, 0.01],
      ]);
      const open = await call<OrderView[]>(gateway, '/spot/order/open?symbol=BTCUSDT');
      expect(open.envelope.data.map((order) => order.orderNo).sort()).toEqual(
        [first.envelope.data.orderNo, second.envelope.data.orderNo].sort(),
      );
    }
    expect((await cluster.engine('ETHUSDT')).depth.asks).toHaveLength(1);
    await until('the socket book', async () => socketBook().length === 2);
    // Recent trades are the engines' (none: nothing crossed), not the product server's own market.
    expect(tradesSnapshot).toEqual([]);
    expect(socketBook()).toEqual([
      [1001, 0.02],
      [1000, 0.01],
    ]);

    // The same client order id answers with the order it created; a cancel through the other gateway.
    const again = await call<OrderView>(gateway0, '/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '1001',
      size: '0.02',
      clientOrderId: 'cluster-second',
    });
    expect(again.envelope.data.orderNo).toBe(second.envelope.data.orderNo);
    const cancelled = await call<OrderView>(gateway0, '/spot/order/cancel', {
      symbol: 'BTCUSDT',
      orderNo: first.envelope.data.orderNo,
    });
    expect(cancelled.envelope).toMatchObject({ status: 'success', data: { status: 'cancelled' } });
    expect((await cluster.engine('BTCUSDT')).depth.bids.map(([, size]) => size)).toEqual([20_000]);
    await until('the socket book after the cancel', async () => socketBook().length === 1);
    expect(socketBook()).toEqual([[1001, 0.02]]);
    socket.close();

    // A client's mistakes: the product's codes, in the caller's language, never a 500.
    const unknown = await call(gateway1, '/spot/order/cancel', { symbol: 'BTCUSDT', orderNo: '999999' }, 0);
    const unknownZh = await call(gateway1, '/spot/order/cancel', { symbol: 'BTCUSDT', orderNo: '999999' }, 1);
    expect(unknown).toMatchObject({ http: 200, envelope: { code: '30007', status: 'error' } });
    expect(unknownZh.envelope.code).toBe('30007');
    expect(unknownZh.envelope.msg).not.toBe(unknown.envelope.msg);
    const tooMuch = await call(gateway0, '/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '1000',
      size: '100000',
    });
    expect(tooMuch).toMatchObject({ http: 200, envelope: { code: '30004', status: 'error' } });
    const malformed = await call(gateway0, '/spot/order/place', { symbol: 'BTCUSDT', side: 'up' });
    expect(malformed.http).toBe(400);
    expect(malformed.envelope.status).toBe('error');
    const anonymous = await fetch(`${gateway1}/v1/spot/order/open`);
    expect(anonymous.status).toBe(401);

    // The wallet counts what sits in the allocations as held: the total does not drop while orders
    // rest in the engines (20.02 USDT for the open buy, 0.5 ETH for the sell), as with `npm start`.
    await until('the allocations held in the wallet', async () => {
      const now = await walletBalances();
      return (['USDT', 'ETH'] as const).every(
        (asset) =>
          Number(now.get(asset)!.hold) - Number(walletBefore.get(asset)!.hold) > 0 &&
          now.get(asset)!.total === walletBefore.get(asset)!.total,
      );
    });
    const walletAfter = await walletBalances();
    for (const [asset, held] of [
      ['USDT', 20.02],
      ['ETH', 0.5],
    ] as const) {
      const before = walletBefore.get(asset)!;
      const after = walletAfter.get(asset)!;
      expect(after.total).toBe(before.total);
      expect(Number(after.hold) - Number(before.hold)).toBeCloseTo(held, 8);
      expect(Number(before.available) - Number(after.available)).toBeCloseTo(held, 8);
    }

    // Money: every allocation deposit is a ledger transfer out of the spot wallet, and both sides agree.
    const main = new pg.Client({ connectionString: `${cluster.databaseUrl}_main` });
    const clusterDb = new pg.Client({ connectionString: cluster.databaseUrl });
    await main.connect();
    await clusterDb.connect();
    try {
      const spotRecords = async (kind: string) =>
        (
          await main.query<{ asset: string; total: string }>(
            `SELECT asset, sum(amount)::text AS total FROM markets_asset_records
             WHERE kind = $1 AND address LIKE 'cluster:%' GROUP BY asset ORDER BY asset`,
            [kind],
          )
        ).rows.map((row) => [row.asset, Number(row.total)]);
      // Funded: 10 + 20.02 USDT for the buys, 0.5 ETH for the sell; swept back: the cancelled buy's 10 USDT.
      expect(await spotRecords('transfer_out')).toEqual([
        ['ETH', 0.5],
        ['USDT', 30.02],
      ]);
      expect(await spotRecords('transfer_in')).toEqual([['USDT', 10]]);
      const notes = await clusterDb.query<{ asset: string; total: string }>(
        `SELECT asset, sum(amount)::text AS total FROM cluster_transfers
         WHERE state = 'done' AND role = 'destination' GROUP BY asset ORDER BY asset`,
      );
      expect(notes.rows.map((row) => [row.asset, Number(row.total)])).toEqual(
        await spotRecords('transfer_out'),
      );
      // No withdraw left between the allocation and the spot wallet.
      expect((await clusterDb.query(`SELECT 1 FROM cluster_transfers WHERE role = 'source'`)).rows).toEqual(
        [],
      );
      await until('the persister', async () => (await cluster.persisterBacklog()) === 0);
      const allocations = await clusterDb.query<{ asset: string; total: string }>(
        `SELECT asset, sum(amount)::text AS total FROM cluster_postings
         WHERE account LIKE 'u%' GROUP BY asset ORDER BY asset`,
      );
      // What the allocations hold is what the spot wallet sent net, and exactly the open orders' holds.
      expect(allocations.rows.map((row) => [row.asset, Number(row.total)])).toEqual([
        ['ETH', 0.5],
        ['USDT', 20.02],
      ]);
      const sums = await clusterDb.query<{ total: string }>(
        'SELECT sum(amount)::text AS total FROM cluster_postings GROUP BY asset',
      );
      expect(sums.rows.every((row) => Number(row.total) === 0)).toBe(true);
    } finally {
      await main.end();
      await clusterDb.end();
    }
  }, 600_000);

  it('keeps the ledger whole when the product server is killed -9 while it funds orders', async () => {
    const cookie = await signIn();
    const place = (origin: string, i: number) =>
      fetch(`${origin}/v1/spot/order/place`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'limit',
          price: String(2000 + i),
          size: '0.01',
        }),
      }).then(async (answer) => ({ http: answer.status, envelope: (await answer.json()) as Envelope }));
    // Every order needs a transfer from the spot wallet; the product server dies among them.
    // Through the origin, as the web app sends them: one user's calls go to one gateway.
    const answers = Array.from({ length: 12 }, (_, i) => place(cluster.origin, i));
    await Promise.race(answers);
    process.kill(cluster.processes().web!, 'SIGKILL');
    const settled = await Promise.all(answers);
    // Each answer is an order, or the product's "unavailable" refusal: never a 500.
    for (const answer of settled) {
      expect([200, 503]).toContain(answer.http);
      expect(['0', 0, '30009']).toContain(answer.envelope.code);
    }
    const placed = settled.filter((answer) => answer.envelope.status === 'success');
    expect(placed.length).toBeGreaterThan(0);
    // The restarted product server finishes what the kill interrupted before it answers.
    await until(
      'the restarted product server',
      async () => (await fetch(`${cluster.origin}/v1/market/symbols`)).ok,
      3_000,
    );
    const main = new pg.Client({ connectionString: `${cluster.databaseUrl}_main` });
    const clusterDb = new pg.Client({ connectionString: cluster.databaseUrl });
    await main.connect();
    await clusterDb.connect();
    try {
      const spotNet = async () =>
        (
          await main.query<{ asset: string; total: string }>(
            `SELECT asset, sum(CASE kind WHEN 'transfer_out' THEN amount ELSE -amount END)::text AS total
             FROM markets_asset_records WHERE address LIKE 'cluster:%' GROUP BY asset ORDER BY asset`,
          )
        ).rows.map((row) => [row.asset, Number(row.total)]);
      const allocations = async () =>
        (
          await clusterDb.query<{ asset: string; total: string }>(
            `SELECT asset, sum(amount)::text AS total FROM cluster_postings
             WHERE account LIKE 'u%' GROUP BY asset ORDER BY asset`,
          )
        ).rows.map((row) => [row.asset, Number(row.total)]);
      const open = async () =>
        (await clusterDb.query(`SELECT 1 FROM cluster_transfers WHERE role = 'source' OR state = 'pending'`))
          .rows.length;
      await until('the transfers to finish', async () => (await open()) === 0);
      await until('the persister', async () => (await cluster.persisterBacklog()) === 0);
      // Every unit that left the spot wallet is in an allocation, and no more.
      expect(await allocations()).toEqual(await spotNet());
      const engine = await cluster.engine('BTCUSDT');
      expect(engine.mismatches).toEqual([]);
      const bidPrices = new Set(engine.depth.bids.map(([price]) => price));
      for (const answer of placed)
        expect(bidPrices.has(Number((answer.envelope.data as OrderView).buyPrice) * 100)).toBe(true);
    } finally {
      await main.end();
      await clusterDb.end();
    }
  }, 600_000);
  it('serves order detail, history, fills, batch cancel, market data and the private channels from the stream', async () => {
    const cookie = await signIn();
    const callAt = productCall(cookie);
    const call = <T>(path: string, body?: unknown, languageType = 0) =>
      callAt<T>(cluster.origin, path, body, languageType);
    interface Fill {
      tradeId: string;
      orderNo: string;
      side: string;
      liquidity: string;
      price: string;
      size: string;
    }

    // The signed-in user's private channels on the product's socket, through the origin.
    const pushed = {
      orders: [] as OrderView[],
      fills: [] as Fill[],
      ticker: undefined as { last: string } | undefined,
      candles: undefined as string[][] | undefined,
      balances: [] as Array<{ asset: string; available: string; hold: string }>,
    };
    const socket = new WebSocket(`${cluster.origin.replace('http', 'ws')}/ws`, {
      origin: cluster.origin,
      headers: { cookie },
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { channel?: string; data?: unknown[] };
      if (message.channel === 'orders') pushed.orders.push(...(message.data as OrderView[]));
      if (message.channel === 'fills') pushed.fills.push(...(message.data as Fill[]));
      if (message.channel === 'balances') pushed.balances.push(...(message.data as typeof pushed.balances));
      if (message.channel === 'ticker') pushed.ticker = message.data as unknown as { last: string };
      if (message.channel === 'candles') pushed.candles = message.data as string[][];
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const subscribed = new Promise((resolve) =>
      socket.on('message', (data) => {
        if (String(data).includes('"subscribed"') && String(data).includes('"fills"')) resolve(undefined);
      }),
    );
    socket.send(
      JSON.stringify({
        op: 'subscribe',
        args: [{ channel: 'orders' }, { channel: 'fills' }, { channel: 'balances' }],
      }),
    );
    await subscribed;

    const ethHeld = async () => {
      const answer = await call<{ balances: Array<{ asset: string; hold: string }> }>('/asset/spot/balances');
      return Number(answer.envelope.data.balances.find((balance) => balance.asset === 'ETH')!.hold);
    };
    const ethHeldBefore = await ethHeld();

    // The user's resting sell, taken by another account's buy placed on the cluster's own API.
    const sell = await call<OrderView>('/spot/order/place', {
      symbol: 'ETHUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '3000',
      size: '0.1',
    });
    expect(sell.envelope).toMatchObject({ status: 'success', data: { status: 'new' } });
    const orderNo = sell.envelope.data.orderNo;
    // The balances channel and the wallet: the 0.1 ETH in the engine's allocation is held.
    const ethHeldResting = Number((ethHeldBefore + 0.1).toFixed(8));
    await until('the allocation held on the balances channel', async () =>
      pushed.balances.some((balance) => balance.asset === 'ETH' && Number(balance.hold) === ethHeldResting),
    );
    expect(await ethHeld()).toBe(ethHeldResting);
    const bearer = {
      authorization: `Bearer ${await cluster.token(900_001)}`,
      'content-type': 'application/json',
    };
    const deposit = await fetch(`${cluster.gateways[0]}/cluster/v1/deposits`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ symbol: 'ETHUSDT', asset: 'USDT', amount: '1000' }),
    });
    expect(deposit.status).toBe(200);
    const taker = await fetch(`${cluster.gateways[1]}/cluster/v1/orders`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '3000', size: '0.1' }),
    });
    expect(((await taker.json()) as { status: string }).status).toBe('filled');

    // Order detail and history: the order filled, from the gateway's projection of the stream.
    await until(
      'the filled order',
      async () =>
        (await call<OrderView>(`/spot/order/detail?orderNo=${orderNo}`)).envelope.data.status === 'filled',
    );
    const detail = await call<OrderView & { buyDealCount: string }>(`/spot/order/detail?orderNo=${orderNo}`);
    expect(detail.envelope.data).toMatchObject({ symbol: 'ETHUSDT', status: 'filled' });
    expect(Number(detail.envelope.data.buyDealCount)).toBe(0.1);
    const history = await call<OrderView[]>('/spot/order/history?symbol=ETHUSDT');
    expect(history.envelope.data.map((order) => [order.orderNo, order.status])).toContainEqual([
      orderNo,
      'filled',
    ]);
    const missing = await call('/spot/order/detail?orderNo=999999', undefined, 1);
    expect(missing).toMatchObject({ http: 200, envelope: { code: '30007', status: 'error' } });

    // Fills (the user was the maker) and the public trades, candles and ticker: the engines' market.
    const fills = await call<Fill[]>('/spot/order/fills?symbol=ETHUSDT');
    expect(fills.envelope.data).toHaveLength(1);
    expect(fills.envelope.data[0]).toMatchObject({ orderNo, side: 'sell', liquidity: 'maker' });
    expect(Number(fills.envelope.data[0]!.price)).toBe(3000);
    const trades = await call<Array<{ price: string; size: string; side: string }>>(
      '/market/trades?symbol=ETHUSDT',
    );
    expect(
      trades.envelope.data.map((trade) => [Number(trade.price), Number(trade.size), trade.side]),
    ).toEqual([[3000, 0.1, 'buy']]);
    const candles = await call<Array<[number, string, string, string, string, string]>>(
      '/market/candles?symbol=ETHUSDT&interval=1m',
    );
    expect(candles.envelope.data.map((candle) => [Number(candle[4]), Number(candle[5])])).toEqual([
      [3000, 0.1],
    ]);
    const tickers = await call<Array<{ symbol: string; last: string }>>('/market/tickers?symbol=ETHUSDT');
    expect(Number(tickers.envelope.data[0]!.last)).toBe(3000);

    // The socket pushed the order's changes and the fill.
    await until('the pushed fill', async () => pushed.fills.some((fill) => fill.orderNo === orderNo));
    await until('the pushed filled order', async () =>
      pushed.orders.some((order) => order.orderNo === orderNo && order.status === 'filled'),
    );
    expect(pushed.orders.find((order) => order.orderNo === orderNo)?.status).toBe('new');
    // The socket's ticker and candles are the engines' market too.
    socket.send(
      JSON.stringify({
        op: 'subscribe',
        args: [
          { channel: 'ticker', symbol: 'ETHUSDT' },
          { channel: 'candles', symbol: 'ETHUSDT', interval: '1m' },
        ],
      }),
    );
    await until(
      'the ticker and candles',
      async () => pushed.ticker !== undefined && pushed.candles !== undefined,
    );
    expect(Number(pushed.ticker!.last)).toBe(3000);
    expect(pushed.candles!.map((candle) => Number(candle[4]))).toEqual([3000]);
    socket.close();

    // The sale's proceeds reach the spot wallet after the fill, with no further call (a sweep after a fill).
    const fill = fills.envelope.data[0]! as Fill & { quoteAmount: string; fee: string };
    const main = new pg.Client({ connectionString: `${cluster.databaseUrl}_main` });
    await main.connect();
    try {
      const swept = async () =>
        Number(
          (
            await main.query<{ total: string | null }>(
              `SELECT sum(amount)::text AS total FROM markets_asset_records
               WHERE kind = 'transfer_in' AND asset = 'USDT' AND address LIKE 'cluster:ETHUSDT:%'`,
            )
          ).rows[0]?.total ?? 0,
        );
      await until('the proceeds swept', async () => (await swept()) > 0);
      expect(await swept()).toBeCloseTo(Number(fill.quoteAmount) - Number(fill.fee), 8);
    } finally {
      await main.end();
    }

    // Batch cancel: every open order of the symbol, then an unknown number.
    const resting = [];
    for (const price of ['9000', '9001']) {
      const placed = await call<OrderView>('/spot/order/place', {
        symbol: 'ETHUSDT',
        side: 'sell',
        orderType: 'limit',
        price,
        size: '0.01',
      });
      expect(placed.envelope.status).toBe('success');
      resting.push(placed.envelope.data.orderNo);
    }
    const batch = await call<{ results: Array<{ orderNo: string; success: boolean; code: string | null }> }>(
      '/spot/order/batchCancel',
      { symbol: 'ETHUSDT' },
    );
    // The first test's ETHUSDT sell is cancelled too.
    expect(batch.envelope.data.results.every((result) => result.success)).toBe(true);
    for (const no of resting)
      expect(batch.envelope.data.results.map((result) => result.orderNo)).toContain(no);
    const unknown = await call<{ results: Array<{ success: boolean; code: string | null }> }>(
      '/spot/order/batchCancel',
      { orderNos: ['999999'] },
    );
    expect(unknown.envelope.data.results).toEqual([{ orderNo: '999999', success: false, code: '30007' }]);
    expect((await call<OrderView[]>('/spot/order/open?symbol=ETHUSDT')).envelope.data).toEqual([]);
    const cancelled = await call<OrderView[]>('/spot/order/history?symbol=ETHUSDT&status=cancelled');
    for (const no of resting) expect(cancelled.envelope.data.map((order) => order.orderNo)).toContain(no);
    // The batch cancel's sweep took the sale's proceeds and the freed ETH back to the spot wallet.
    const engine = await cluster.engine('ETHUSDT');
    const user = engine.balances.filter(
      (balance) => balance.account.startsWith('u') && balance.account !== 'u900001',
    );
    expect(user.map((balance) => Number(balance.total))).toEqual(user.map(() => 0));
  }, 600_000);

  // Last: it spends the seeded user's private-read calls of the minute.
  it('counts one rate limit over both gateways (RATE_LIMITS=1)', async () => {
    const cookie = await signIn();
    // Within one window: limits count per clock minute, so start with at least 15 s of it left.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    // private-read: 1,200 calls a minute per account (platform/rate-limits.ts); open orders is one.
    // Alternating gateways: counted apart, 1,500 calls would all pass (750 on each).
    let allowed = 0;
    const refusedBy = new Set<number>();
    for (let call = 0; call < 1_500; call += 1) {
      const gateway = call % 2;
      const answer = await fetch(`${cluster.gateways[gateway]}/v1/spot/order/open?symbol=BTCUSDT`, {
        headers: { cookie },
      });
      const body = (await answer.json()) as { code: string };
      if (answer.status === 200) allowed += 1;
      else {
        expect([answer.status, body.code]).toEqual([429, '00006']);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        refusedBy.add(gateway);
      }
    }
    // At most the limit, plus what one gateway counted in the last gossip interval (100 ms, later
    // on a busy machine) before the other heard of it; far below the 1,500 that pass counted apart.
    // The earlier cases' reads of this minute count too, so not exactly 1,200.
    expect(allowed).toBeLessThanOrEqual(1_200 + 150);
    expect(allowed).toBeGreaterThan(1_000);
    expect([...refusedBy].sort()).toEqual([0, 1]);
  }, 120_000);
});
