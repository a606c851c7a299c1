// Issue #32 item 3: ccxt's own bitget WebSocket class, unmodified, against the real gateway's
// /api/v2/ws/public and /api/v2/ws/private.
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { stepUp } from '../../../../test/support/step-up.ts';
import { type CreatedKey, keyCreator, TEST_PASSPHRASE } from '../tests/key-support.ts';

type Key = CreatedKey;
const PASSPHRASE = TEST_PASSPHRASE;

type ProBitget = InstanceType<typeof ccxt.pro.bitget>;

/** The part of ccxt's bitget class a test uses to send a raw subscription. */
interface RawPublic {
  watchPublic(uta: boolean, messageHash: string, args: Record<string, string>): Promise<unknown>;
}

/** A ccxt pro bitget client whose REST groups and WebSocket URLs point at the test gateway. */
async function bitgetAt(
  baseUrl: string,
  options: { key?: Key; secret?: string; types?: string[]; headers?: Record<string, string> } = {},
): Promise<ProBitget> {
  const { key, types = ['spot'] } = options;
  const exchange = new ccxt.pro.bitget({
    ...(key ? { apiKey: key.accessKey, secret: options.secret ?? key.secretKey, password: PASSPHRASE } : {}),
    options: {
      fetchMarkets: { types },
      ...(options.headers ? { ws: { options: { headers: options.headers } } } : {}),
    },
    timeout: 60_000,
  });
  const api = exchange.urls['api'] as Record<string, unknown>;
  for (const group of Object.keys(api)) if (typeof api[group] === 'string') api[group] = baseUrl;
  const wsBase = baseUrl.replace(/^http/, 'ws');
  api['ws'] = { public: `${wsBase}/api/v2/ws/public`, private: `${wsBase}/api/v2/ws/private` };
  // ccxt opens plain ws:// URLs only through an HTTP agent it is asked to load first.
  await exchange.loadHttpProxyAgent();
  return exchange;
}

/**
 * Waits for the server's acknowledgement of a subscription, seen through a spy on ccxt's handler
 * of it (ccxt sends the subscribe without waiting for the answer), so what follows cannot race it.
 */
async function acknowledged(acks: MockInstance, arg: Record<string, string>): Promise<void> {
  await vi.waitFor(
    () =>
      expect(acks).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ event: 'subscribe', arg: expect.objectContaining(arg) }),
      ),
    { timeout: 120_000, interval: 50 },
  );
}

// Each step is a few messages; the limits leave room for a loaded machine, not a measure of speed.
const SLOW = 240_000;

describe.each(backends)('API v2 WebSocket through ccxt pro bitget on $name', (backend) => {
  let server: RunningServer;
  let client: ApiClient;
  let email: string;
  const open: ProBitget[] = [];
  const track = (exchange: ProBitget) => {
    open.push(exchange);
    return exchange;
  };

  const createKey = keyCreator(
    () => client,
    () => ({ email, app: server.app }),
  );

  beforeAll(async () => {
    vi.stubEnv('API_V2_RATE_LIMIT', '1000');
    // The simulated market makers, so the books and trades move.
    vi.stubEnv('MARKETS_SIM_TICK_MS', '200');
    vi.stubEnv('FUTURES_SIM_TICK_MS', '500');
    // A deleted key's sockets end at the next check. A server setting: startServer's config is
    // read from the env it is given, not from process.env (a stubEnv here left the 30 s default).
    server = await startServer(backend, { STREAM_SESSION_CHECK_MS: '200' });
    client = new ApiClient(server.baseUrl);
    email = (await fundedTrader(client)).email;
  }, SLOW);
  afterAll(async () => {
    for (const exchange of open) await exchange.close();
    vi.unstubAllEnvs();
    await server.close();
  }, SLOW);

  it(
    'keeps a spot book from `books` whose checksum ccxt verifies on every update',
    async () => {
      const exchange = track(await bitgetAt(server.baseUrl));
      await exchange.loadMarkets();
      // ccxt checks each update's CRC32 against the book it keeps and throws ChecksumError on a
      // mismatch; a run of updates that all resolve is a book that stayed right.
      let book = await exchange.watchOrderBook('BTC/USDT');
      for (let update = 0; update < 30; update += 1) book = await exchange.watchOrderBook('BTC/USDT');
      expect(book.bids.length).toBeGreaterThan(0);
      expect(book.asks.length).toBeGreaterThan(0);
      expect(book.bids[0]![0]!).toBeLessThan(book.asks[0]![0]!);
      // books5 in a client of its own: ccxt keeps one book per symbol, whichever channel fed it.
      const top = await bitgetAt(server.baseUrl);
      track(top);
      const top5 = await top.watchOrderBook('BTC/USDT', 5);
      expect(top5.bids.length).toBeLessThanOrEqual(5);
      expect(top5.asks.length).toBeLessThanOrEqual(5);
    },
    SLOW,
  );

  it(
    'streams spot trades, ticker and candles, and the USDT-futures book and ticker',
    async () => {
      const exchange = track(await bitgetAt(server.baseUrl, { types: ['spot', 'swap'] }));
      await exchange.loadMarkets();
      const trades = await exchange.watchTrades('BTC/USDT');
      expect(trades.length).toBeGreaterThan(0);
      expect(trades[0]).toMatchObject({ symbol: 'BTC/USDT' });
      expect(trades[0]!.price).toBeGreaterThan(0);
      const ticker = await exchange.watchTicker('BTC/USDT');
      expect(ticker).toMatchObject({ symbol: 'BTC/USDT' });
      expect(ticker.last).toBeGreaterThan(0);
      const candles = await exchange.watchOHLCV('BTC/USDT', '1m');
      expect(candles.length).toBeGreaterThan(0);
      expect(candles[0]).toHaveLength(6);
      const swapBook = await exchange.watchOrderBook('BTC/USDT:USDT');
      expect(swapBook.symbol).toBe('BTC/USDT:USDT');
      // The futures simulator moves that book: a few updates, each checksum checked by ccxt.
      for (let update = 0; update < 5; update += 1) await exchange.watchOrderBook('BTC/USDT:USDT');
      const swapTicker = await exchange.watchTicker('BTC/USDT:USDT');
      expect(swapTicker.symbol).toBe('BTC/USDT:USDT');
    },
    SLOW,
  );

  it(
    'logs in with a key: a REST order arrives on `orders`, then its cancel; a market buy on `fill` and `account`',
    async () => {
      const exchange = track(await bitgetAt(server.baseUrl, { key: await createKey(['read', 'trade']) }));
      await exchange.loadMarkets();
      const ticker = await exchange.fetchTicker('BTC/USDT');
      const price = Number(exchange.priceToPrecision('BTC/USDT', ticker.last! * 0.5));
      // The subscription is acknowledged before the order goes in, so its event cannot be missed.
      const acks = vi.spyOn(exchange, 'handleSubscriptionStatus');
      const first = exchange.watchOrders('BTC/USDT');
      await acknowledged(acks, { channel: 'orders' });
      const placed = await exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.01, price);
      let orders = await first;
      while (!orders.some((order) => order.id === placed.id)) orders = await exchange.watchOrders('BTC/USDT');
      expect(orders.find((order) => order.id === placed.id)).toMatchObject({
        status: 'open',
        side: 'buy',
        type: 'limit',
        price,
        amount: 0.01,
      });
      const next = exchange.watchOrders('BTC/USDT');
      await exchange.cancelOrder(String(placed.id), 'BTC/USDT');
      orders = await next;
      while (!orders.some((order) => order.id === placed.id && order.status === 'canceled'))
        orders = await exchange.watchOrders('BTC/USDT');

      // A market buy: its fill on `fill`, the balances it moved on `account`.
      const balances = exchange.watchBalance();
      const fills = exchange.watchMyTrades('BTC/USDT');
      await acknowledged(acks, { channel: 'account' });
      await acknowledged(acks, { channel: 'fill' });
      const bought = await exchange.createOrder('BTC/USDT', 'market', 'buy', 0.01, ticker.last!);
      let trades = await fills;
      while (!trades.some((trade) => trade.order === bought.id))
        trades = await exchange.watchMyTrades('BTC/USDT');
      expect(trades.find((trade) => trade.order === bought.id)).toMatchObject({
        symbol: 'BTC/USDT',
        side: 'buy',
      });
      const balance = await balances;
      expect(balance['USDT']?.free).toBeGreaterThan(0);
      expect(balance['USDT']?.free).toBeLessThan(1_000_000);
    },
    SLOW,
  );

  it(
    'sees a USDT-futures order placed through REST fill on `orders`, and the position it opened on `positions`',
    async () => {
      const moved = await client.post('/v1/futures/transfer', { direction: 'in', amount: '100000' });
      expect(moved.body.code).toBe(0);
      const key = await createKey(['read', 'trade']);
      const exchange = track(await bitgetAt(server.baseUrl, { key, types: ['spot', 'swap'] }));
      await exchange.loadMarkets();
      const symbol = 'BTC/USDT:USDT';
      await vi.waitFor(
        async () => {
          const seen = await exchange.fetchOrderBook(symbol, 5);
          if (seen.asks.length === 0) throw new Error('the futures book has no asks yet');
        },
        { timeout: 120_000, interval: 200 },
      );
      const acks = vi.spyOn(exchange, 'handleSubscriptionStatus');
      const ordersSeen = exchange.watchOrders(symbol);
      const positionsSeen = exchange.watchPositions([symbol]);
      for (const channel of ['orders', 'positions'])
        await acknowledged(acks, { instType: 'USDT-FUTURES', channel });
      const bought = await exchange.createOrder(symbol, 'market', 'buy', 0.01);
      let orders = await ordersSeen;
      while (!orders.some((order) => order.id === bought.id && order.status === 'closed'))
        orders = await exchange.watchOrders(symbol);
      expect(orders.find((order) => order.id === bought.id)).toMatchObject({
        symbol,
        side: 'buy',
        type: 'market',
      });
      let positions = await positionsSeen;
      while (!positions.some((position) => position.symbol === symbol && position.side === 'long'))
        positions = await exchange.watchPositions([symbol]);
      expect(positions.find((position) => position.side === 'long')?.contracts).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'logs a paptrading socket in to the demo account: a demo order arrives there, not on the live socket',
    async () => {
      const key = await createKey(['read', 'trade']);
      // The account's demo (paper-trading) account is created on first use; then back to live.
      expect((await client.post('/v1/user/sub/switchLoginDemo', {})).body.code).toBe(0);
      expect((await client.post('/v1/user/sub/switchTradeDemo', { demo: false })).body.code).toBe(0);
      const demo = track(await bitgetAt(server.baseUrl, { key }));
      const wsBase = server.baseUrl.replace(/^http/, 'ws');
      (demo.urls['api'] as Record<string, unknown>)['demo'] = {
        public: `${wsBase}/api/v2/ws/public`,
        private: `${wsBase}/api/v2/ws/private?paptrading=1`,
      };
      // ccxt's demo mode: REST calls carry `paptrading: 1`, sockets use the demo URLs.
      demo.setSandboxMode(true);
      await demo.loadMarkets();
      const live = track(await bitgetAt(server.baseUrl, { key }));
      await live.loadMarkets();
      const liveAcks = vi.spyOn(live, 'handleSubscriptionStatus');
      const liveOrders: string[] = [];
      const watchLive = async () => {
        for (;;) for (const order of await live.watchOrders('BTC/USDT')) liveOrders.push(String(order.id));
      };
      void watchLive().catch(() => undefined);
      const acks = vi.spyOn(demo, 'handleSubscriptionStatus');
      const seen = demo.watchOrders('BTC/USDT');
      for (const spy of [acks, liveAcks]) await acknowledged(spy, { channel: 'orders' });
      const ticker = await demo.fetchTicker('BTC/USDT');
      const price = Number(demo.priceToPrecision('BTC/USDT', ticker.last! * 0.5));
      const placed = await demo.createOrder('BTC/USDT', 'limit', 'buy', 0.001, price);
      let orders = await seen;
      while (!orders.some((order) => order.id === placed.id)) orders = await demo.watchOrders('BTC/USDT');
      // A live order placed after it reaches the live socket; the demo one never did.
      const livePlaced = await live.createOrder('BTC/USDT', 'limit', 'buy', 0.001, price);
      await vi.waitFor(() => expect(liveOrders).toContain(String(livePlaced.id)), {
        timeout: 120_000,
        interval: 50,
      });
      expect(liveOrders).not.toContain(String(placed.id));
      await demo.cancelOrder(String(placed.id), 'BTC/USDT');
      await live.cancelOrder(String(livePlaced.id), 'BTC/USDT');
    },
    SLOW,
  );

  it(
    'answers "ping" with "pong", and closes a connection sending more than 10 messages a second',
    async () => {
      const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/api/v2/ws/public`);
      await once(socket, 'open');
      const received: string[] = [];
      socket.on('message', (data) => received.push(String(data)));
      socket.send('ping');
      await vi.waitFor(() => expect(received).toContain('pong'), { timeout: 60_000, interval: 20 });
      const closed = once(socket, 'close');
      // One burst: the socket reads it in one go, far inside any second.
      for (let i = 0; i < 40; i += 1) socket.send('ping');
      const [code] = (await closed) as [number];
      expect(code).toBe(1008);
      expect(received.some((text) => text.includes('"code":30007'))).toBe(true);
    },
    SLOW,
  );

  it(
    'answers bad input with Bitget error codes, keeps serving, and closes on an oversized message',
    async () => {
      const wsBase = server.baseUrl.replace(/^http/, 'ws');
      const check = async (path: string, cases: ReadonlyArray<readonly [string, number]>) => {
        const socket = new WebSocket(`${wsBase}${path}`);
        await once(socket, 'open');
        const received: string[] = [];
        socket.on('message', (data) => received.push(String(data)));
        for (const [text, code] of cases) {
          socket.send(text);
          await vi.waitFor(
            () => expect(received.some((answer) => answer.includes(`"code":${code}`))).toBe(true),
            {
              timeout: 60_000,
              interval: 20,
            },
          );
          received.length = 0;
        }
        socket.send('ping');
        await vi.waitFor(() => expect(received).toContain('pong'), { timeout: 60_000, interval: 20 });
        return socket;
      };
      const now = String(Math.floor(Date.now() / 1000));
      const login = (timestamp: string) =>
        JSON.stringify({
          op: 'login',
          args: [{ apiKey: 'tl_unknown', passphrase: 'x', timestamp, sign: 'x' }],
        });
      const open = await check('/api/v2/ws/public', [
        ['not json', 30002],
        ['{"op":"fly"}', 30003],
        ['{"op":"subscribe","args":"BTCUSDT"}', 30016],
        [login(now), 30003],
        [
          '{"op":"subscribe","args":[{"instType":"COIN-FUTURES","channel":"books","instId":"BTCUSDT"}]}',
          30001,
        ],
        ['{"op":"subscribe","args":[{"instType":"SPOT","channel":"books","instId":"NOPEUSDT"}]}', 30001],
        ['{"op":"subscribe","args":[{"instType":"SPOT","channel":"orders","instId":"default"}]}', 30001],
      ]);
      const closed = once(open, 'close');
      open.send('x'.repeat(17 * 1024));
      const [code] = (await closed) as [number];
      expect(code).toBe(1009);
      const privateSocket = await check('/api/v2/ws/private', [
        ['{"op":"subscribe","args":[{"instType":"SPOT","channel":"orders","instId":"default"}]}', 30004],
        [login(now), 30011],
        [login('1600000000'), 30014],
        [login('soon'), 30013],
      ]);
      privateSocket.close();
    },
    SLOW,
  );

  it(
    'closes a logged-in private socket once its key is deleted; an IP outside the allow-list cannot log in',
    async () => {
      const wsBase = server.baseUrl.replace(/^http/, 'ws');
      const loginWith = async (key: Key) => {
        const socket = new WebSocket(`${wsBase}/api/v2/ws/private`);
        await once(socket, 'open');
        const received: string[] = [];
        socket.on('message', (data) => received.push(String(data)));
        const timestamp = String(Math.floor(Date.now() / 1000));
        const sign = createHmac('sha256', key.secretKey)
          .update(`${timestamp}GET/user/verify`)
          .digest('base64');
        socket.send(
          JSON.stringify({
            op: 'login',
            args: [{ apiKey: key.accessKey, passphrase: PASSPHRASE, timestamp, sign }],
          }),
        );
        await vi.waitFor(() => expect(received.some((text) => text.includes('"event"'))).toBe(true), {
          timeout: 60_000,
          interval: 20,
        });
        return { socket, received };
      };
      const elsewhere = await loginWith(await createKey(['read'], ['203.0.113.7']));
      expect(elsewhere.received.join()).toContain('"code":30005');
      elsewhere.socket.close();
      const key = await createKey(['read']);
      const { socket, received } = await loginWith(key);
      expect(received.join()).toContain('"event":"login"');
      const closed = once(socket, 'close');
      await stepUp(client, { email, app: server.app });
      const deleted = await client.call('DELETE', `/v1/user/setting/api-keys/${key.accessKey}`);
      expect(deleted.body.code).toBe(0);
      await closed;
    },
    SLOW,
  );

  it(
    'refuses a login with a wrong signature as an AuthenticationError',
    async () => {
      const key = await createKey(['read']);
      const exchange = track(await bitgetAt(server.baseUrl, { key, secret: `${key.secretKey}x` }));
      await exchange.loadMarkets();
      await expect(exchange.watchBalance()).rejects.toBeInstanceOf(ccxt.AuthenticationError);
    },
    SLOW,
  );

  it(
    'refuses an unknown channel as a BadRequest',
    async () => {
      const exchange = track(await bitgetAt(server.baseUrl));
      await exchange.loadMarkets();
      const raw = exchange as unknown as RawPublic;
      await expect(
        raw.watchPublic(false, 'nosuch:BTC/USDT', { instType: 'SPOT', channel: 'nosuch', instId: 'BTCUSDT' }),
      ).rejects.toBeInstanceOf(ccxt.BadRequest);
    },
    SLOW,
  );

  it(
    'refuses an upgrade from a foreign Origin, as /ws does',
    async () => {
      const exchange = track(
        await bitgetAt(server.baseUrl, { headers: { Origin: 'https://elsewhere.example' } }),
      );
      await exchange.loadMarkets();
      await expect(exchange.watchTicker('BTC/USDT')).rejects.toBeInstanceOf(ccxt.NetworkError);
    },
    SLOW,
  );
});
