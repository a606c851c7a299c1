/**
 * The futures page's data through the cluster's one origin (docs/scale-out.md, "Futures"): with the
 * proxy sending `/v1/futures/*` to the gateways, the seeded user's orders placed at the origin land
 * in the contract engine, and the product server's `/ws` futures channels, followed through the
 * origin as the page follows them, show the engines' state: the private positions, open orders and
 * account of the user, and the public ticker, depth and trades of BTCUSDT.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { futuresQuerySubject } from './futures-config.ts';
import type { FuturesEngineView } from './futures-symbol-engine.ts';
import {
  clusterFuturesTrader,
  natsInstalled,
  type RunningCluster,
  restingFuturesAsk,
  until,
} from './harness.ts';
import { decode, encode } from './nats.ts';
import { productCall, signInDemo, startProductCluster } from './product-test-kit.ts';
import { clusterPool } from './store.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

interface Pushed {
  channel: string;
  symbol?: string;
  venue?: string;
  action?: string;
  data: unknown;
  bids?: Array<[string, string]>;
  asks?: Array<[string, string]>;
}
type Position = { symbol: string; direction: number; count: string; openAvgPrice: string };
type OpenOrder = { orderId: string; symbol: string; side: string; price: string; size: string };
type Account = { available: string; orderMargin: string; positionMargin: string; equity: string };
type Trade = { price: string; size: string; takerSide: string };

/** The page's socket through the origin: every message kept, the depth book built from its updates. */
async function pageSocket(origin: string, cookie: string) {
  const messages: Pushed[] = [];
  const book = { bids: new Map<string, string>(), asks: new Map<string, string>() };
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, { origin, headers: { cookie } });
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Pushed;
    messages.push(message);
    if (message.channel !== 'futures.depth') return;
    if (message.action === 'snapshot') {
      book.bids.clear();
      book.asks.clear();
    }
    for (const [side, levels] of [
      [book.bids, message.bids ?? []],
      [book.asks, message.asks ?? []],
    ] as const)
      for (const [price, size] of levels)
        if (Number(size) === 0) side.delete(price);
        else side.set(price, size);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  /** The newest message of a channel. */
  const last = <T>(channel: string) =>
    messages.findLast((message) => message.channel === channel)?.data as T | undefined;
  return { socket, messages, book, last };
}

describe.skipIf(!databaseUrl || !natsInstalled)("the futures page's socket through the cluster", () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({ port: 48300, adminDatabaseUrl: databaseUrl!, engines: 1 });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const engine = async (accountId = 'u0') =>
    decode<FuturesEngineView>(
      (await cluster.nc.request(futuresQuerySubject('BTCUSDT'), encode({ accountId }), { timeout: 5_000 }))
        .data,
    );

  it("shows the contract engine's orders, position, account, book, trades and ticker on /ws", async () => {
    const cookie = await signInDemo(cluster.origin);
    const call = productCall(cookie);
    const origin = cluster.origin;
    const page = await pageSocket(origin, cookie);
    page.socket.send(
      JSON.stringify({
        op: 'subscribe',
        args: [
          { channel: 'futures.positions' },
          { channel: 'futures.orders' },
          { channel: 'futures.account' },
          { channel: 'futures.ticker', symbol: 'BTCUSDT' },
          { channel: 'futures.depth', symbol: 'BTCUSDT' },
          { channel: 'futures.trades', symbol: 'BTCUSDT' },
        ],
      }),
    );
    // The private channels' first messages: nothing held in the engines yet.
    await until(
      'the private snapshots',
      async () => page.last<Position[]>('futures.positions') !== undefined,
    );
    expect(page.last<Position[]>('futures.positions')).toEqual([]);
    await until('the orders snapshot', async () => page.last<OpenOrder[]>('futures.orders') !== undefined);
    expect(page.last<OpenOrder[]>('futures.orders')).toEqual([]);
    expect(page.messages.find((message) => message.channel === 'futures.positions')?.venue).toBe('live');

    // Money in: the transfer is the product server's (passed on by a gateway); the account channel
    // shows the futures wallet.
    const moved = await call(origin, '/futures/transfer', { direction: 'in', amount: '1000' });
    expect(moved.envelope.status, JSON.stringify(moved.envelope)).toBe('success');
    await until(
      'the wallet on /ws',
      async () => Number(page.last<Account>('futures.account')?.available ?? 0) >= 1000,
    );
    const before = Number(page.last<Account>('futures.account')!.available);
    const framesFrom = page.messages.length;

    let mark = 0;
    await until('a mark price', async () => {
      mark = Number((await engine()).markPrice ?? 0);
      return mark > 0;
    });
    // The engine's ticker on /ws: its mark (the mark feed's index), not the product server's venue.
    await until('the ticker from the engine', async () => {
      const ticker = page.last<{ markPrice: string | null }>('futures.ticker');
      return ticker?.markPrice !== undefined && ticker.markPrice !== null;
    });

    // A resting buy placed at the origin lands in the contract engine and on the orders channel.
    const restPrice = (mark * 0.98).toFixed(2);
    const resting = await call<{ orderId: string; status: string }>(origin, '/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: restPrice,
      size: '0.020',
      leverage: 10,
    });
    expect(resting.envelope.status, JSON.stringify(resting.envelope)).toBe('success');
    expect(resting.envelope.data.status).toBe('accepted');
    const orderId = resting.envelope.data.orderId;
    const pool = clusterPool(cluster.databaseUrl, 1);
    let trader = '';
    try {
      await until("the trader's allocation", async () => {
        const rows = await pool.query<{ account: string }>(
          `SELECT DISTINCT account FROM cluster_futures_postings WHERE account ~ '^u[0-9]+$' AND account <> 'u900001'`,
        );
        trader = rows.rows[0]?.account ?? '';
        return rows.rows.length === 1;
      });
    } finally {
      await pool.end();
    }
    const inEngine = (await engine(trader)).account!.openOrders;
    expect(inEngine.map((order) => [String(order.orderId), order.price, order.size])).toEqual([
      [orderId, restPrice, '0.020'],
    ]);
    await until(
      'the open order on /ws',
      async () => (page.last<OpenOrder[]>('futures.orders') ?? []).length === 1,
    );
    expect(
      page
        .last<OpenOrder[]>('futures.orders')!
        .map((order) => [order.orderId, order.side, order.price, order.size]),
    ).toEqual([[orderId, 'buy', restPrice, '0.020']]);
    await until('the bid in the /ws book', async () => page.book.bids.get(restPrice) === '0.020');

    // Cancelled at the origin: gone from the engine, the channel and the book.
    const cancelled = await call(origin, '/futures/order/cancel', { symbol: 'BTCUSDT', orderId });
    expect(cancelled.envelope.status).toBe('success');
    expect((await engine(trader)).account!.openOrders).toEqual([]);
    await until('no open order on /ws', async () => page.last<OpenOrder[]>('futures.orders')?.length === 0);
    await until('the bid gone from the /ws book', async () => !page.book.bids.has(restPrice));

    // Another account rests a sell at the mark; the user buys 0.010 at market at the origin.
    const askPrice = await restingFuturesAsk(cluster, {
      userId: 900_001,
      symbol: 'BTCUSDT',
      mark,
      size: '0.010',
    });
    await until('the ask in the /ws book', async () => page.book.asks.get(askPrice) === '0.010');
    const bought = await call<{ status: string; reason: string | null }>(origin, '/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.010',
    });
    expect(bought.envelope.status, JSON.stringify(bought.envelope)).toBe('success');
    expect(bought.envelope.data).toMatchObject({ status: 'done', reason: 'filled' });

    // The engine holds a long of 0.010 at the ask; /ws shows the same position.
    const held = (await engine(trader)).account!.positions.filter((position) => Number(position.count) > 0);
    expect(held.map((position) => [position.direction, position.count, position.openAvgPrice])).toEqual([
      [1, '0.010', askPrice],
    ]);
    await until(
      'the position on /ws',
      async () => (page.last<Position[]>('futures.positions') ?? []).length === 1,
    );
    expect(
      page
        .last<Position[]>('futures.positions')!
        .map((position) => [position.symbol, position.direction, position.count, position.openAvgPrice]),
    ).toEqual([['BTCUSDT', 1, '0.010', askPrice]]);
    // The trade on the trades channel and as the ticker's last price; the ask taken from the book.
    await until('the trade on /ws', async () =>
      page.messages.some(
        (message) =>
          message.channel === 'futures.trades' &&
          message.action === 'update' &&
          (message.data as Trade[]).some((trade) => trade.price === askPrice),
      ),
    );
    const trade = page.messages
      .filter((message) => message.channel === 'futures.trades' && message.action === 'update')
      .flatMap((message) => message.data as Trade[])
      .find((pushed) => pushed.price === askPrice);
    expect(trade).toMatchObject({ price: askPrice, size: '0.010', takerSide: 'buy' });
    await until(
      'the last price on /ws',
      async () => page.last<{ lastPrice: string | null }>('futures.ticker')?.lastPrice === askPrice,
    );
    await until('the ask gone from the /ws book', async () => !page.book.asks.has(askPrice));
    // The account channel: the position's margin from the engine, as the account route answers it.
    await until(
      'the margin on /ws',
      async () => Number(page.last<Account>('futures.account')?.positionMargin) > 0,
    );
    const account = (await call<Account>(origin, '/futures/account')).envelope.data;
    expect(page.last<Account>('futures.account')!.positionMargin).toBe(account.positionMargin);
    expect(Number(account.positionMargin)).toBe(Number(held[0]!.openMarginCount));

    // Closed at the origin against another account's bid: the position leaves the engine and /ws,
    // and the money is back in the futures wallet (the move is the close's PnL less fees).
    const bid = await clusterFuturesTrader(cluster, 900_001).order({
      symbol: 'BTCUSDT',
      side: 'buy',
      price: askPrice,
      size: '0.010',
    });
    expect(bid.status).toBe(200);
    const closed = await call<{ status: string }>(origin, '/futures/position/close', {
      symbol: 'BTCUSDT',
      positionSide: 1,
    });
    expect(closed.envelope.data, JSON.stringify(closed.envelope)).toMatchObject({ status: 'done' });
    expect(
      (await engine(trader)).account!.positions.filter((position) => Number(position.count) > 0),
    ).toEqual([]);
    await until('no position on /ws', async () => page.last<Position[]>('futures.positions')?.length === 0);
    await until(
      'the margin back on /ws',
      async () => page.last<Account>('futures.account')?.positionMargin === '0.00000000',
    );
    // Bought and sold at the same price: only the two taker fees are gone. The sweep of the released
    // margin back to the wallet may land after the position's last frame, so wait for the figure.
    const fees = Number(askPrice) * 0.01 * 0.002 + 1e-6;
    let after = Number.NaN;
    await until('the margin back in available on /ws, less the fees', async () => {
      after = Number(page.last<Account>('futures.account')!.available);
      return after < before && before - after < fees;
    });
    expect(after).toBeLessThan(before);
    expect(before - after).toBeLessThan(fees);
    // No frame counted money twice or not at all: each adds the futures wallet and the engine's part,
    // and is held while a fund or a sweep has moved one and not yet the other (account-frame-hold.ts).
    // Money only leaves as fees (a few cents) or funding (under 3 USDT on 0.01 BTC); the margin a
    // double count adds is tens of USDT.
    const totals = page.messages
      .slice(framesFrom)
      .filter((message) => message.channel === 'futures.account')
      .map((message) => {
        const frame = message.data as Account;
        return Number(frame.available) + Number(frame.orderMargin) + Number(frame.positionMargin);
      });
    expect(totals.length).toBeGreaterThan(2);
    for (const total of totals) expect(Math.abs(total - before)).toBeLessThan(5);
    page.socket.close();
  }, 300_000);
});
