/**
 * The bot API's WebSocket (`/api/v2/ws/*`, issue #32 item 3) through `npm run cluster`'s one origin
 * (docs/scale-out.md, "The bot API"): a program's futures orders trade in the contract engines, and
 * its socket pushes their order events, fills and position from there, as the web app's `/ws` shows
 * them, not from the product server's own futures venue. The seeded user creates a key, the program
 * logs in on the private socket, subscribes to the futures orders, fill and positions (and the
 * contract's 1-minute candles on the public socket) and buys at market through `/api/v2`, against
 * another account's sell resting in the engine.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loginSignature } from '../plugins/api-v2/ws/ws-login.ts';
import { natsInstalled, type RunningCluster, restingFuturesAsk, until } from './harness.ts';
import {
  type BotKey,
  botCall,
  createBotKey,
  futuresEngineView,
  productCall,
  signInDemo,
  startProductCluster,
} from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

interface Pushed {
  event?: string;
  code?: number;
  action?: string;
  arg?: { instType: string; channel: string; instId?: string };
  data?: unknown[];
}
type OrderPush = { orderId: string; instId: string; side: string; size: string; status: string };
type FillPush = { orderId: string; symbol: string; side: string; price: string; baseVolume: string };
type PositionPush = { instId: string; holdSide: string; total: string; openPriceAvg: string };

/** A v2 socket through the origin: every message kept, the pushes of a channel read back. */
async function botSocket(origin: string, kind: 'public' | 'private') {
  const messages: Pushed[] = [];
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/v2/ws/${kind}`);
  socket.on('message', (raw) => {
    const text = String(raw);
    if (text !== 'pong') messages.push(JSON.parse(text) as Pushed);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  /** Every row the channel's pushes carried, oldest first. */
  const rows = <T>(channel: string) =>
    messages
      .filter((message) => message.arg?.channel === channel && message.data !== undefined)
      .flatMap((message) => message.data as T[]);
  const logIn = async (key: BotKey) => {
    const timestamp = String(Date.now());
    send({
      op: 'login',
      args: [
        {
          apiKey: key.accessKey,
          passphrase: key.passphrase,
          timestamp,
          sign: loginSignature(key.secretKey, timestamp),
        },
      ],
    });
    await until('the login', async () => messages.some((message) => message.event !== undefined));
    expect(messages.find((message) => message.event !== undefined)).toMatchObject({
      event: 'login',
      code: 0,
    });
  };
  return { socket, messages, send, rows, logIn };
}

describe.skipIf(!databaseUrl || !natsInstalled)("the bot API's socket through the cluster", () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({ port: 49600, adminDatabaseUrl: databaseUrl!, engines: 1 });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it("pushes a program's futures order, fill and position from the contract engine", async () => {
    const cookie = await signInDemo(cluster.origin);
    const key = await createBotKey(cluster, cookie);
    const bot = botCall(cluster, key);
    // The futures wallet's money for the margin (the product server's wallet, passed on by a gateway).
    const moved = await productCall(cookie)(cluster.origin, '/futures/transfer', {
      direction: 'in',
      amount: '1000',
    });
    expect(moved.envelope.status, JSON.stringify(moved.envelope)).toBe('success');

    const private_ = await botSocket(cluster.origin, 'private');
    await private_.logIn(key);
    const futuresArg = (channel: string) => ({ instType: 'USDT-FUTURES', channel, instId: 'default' });
    private_.send({ op: 'subscribe', args: ['orders', 'fill', 'positions'].map(futuresArg) });
    const public_ = await botSocket(cluster.origin, 'public');
    public_.send({
      op: 'subscribe',
      args: [{ instType: 'USDT-FUTURES', channel: 'candle1m', instId: 'BTCUSDT' }],
    });
    await until(
      'the subscriptions',
      async () =>
        private_.messages.filter((message) => message.event === 'subscribe').length === 3 &&
        public_.messages.some((message) => message.event === 'subscribe'),
    );

    let mark = 0;
    await until('a mark price', async () => {
      mark = Number((await futuresEngineView(cluster, 'BTCUSDT', 'u0')).markPrice ?? 0);
      return mark > 0;
    });
    // Another account rests a sell at the mark: the only ask in the engine's book (no simulator).
    const askPrice = await restingFuturesAsk(cluster, {
      userId: 900_001,
      symbol: 'BTCUSDT',
      mark,
      size: '0.010',
    });

    const placed = await bot<{ orderId: string }>('POST', '/api/v2/mix/order/place-order', {
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      marginMode: 'isolated',
      marginCoin: 'USDT',
      side: 'buy',
      orderType: 'market',
      size: '0.010',
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe('00000');
    const orderId = placed.body.data.orderId;
    // The engine's order: the REST detail (answered by a gateway from the engine) has the fill price.
    let detail: { orderId: string; priceAvg: string; state: string } | undefined;
    await until('the filled order by REST', async () => {
      detail = (
        await bot<typeof detail>(
          'GET',
          `/api/v2/mix/order/detail?symbol=BTCUSDT&productType=USDT-FUTURES&orderId=${orderId}`,
        )
      ).body.data;
      return detail?.state === 'filled';
    });
    expect(detail?.orderId).toBe(orderId);
    expect(Number(detail?.priceAvg)).toBe(Number(askPrice));

    await until('the filled order on the socket', async () =>
      private_
        .rows<OrderPush>('orders')
        .some((order) => order.orderId === orderId && order.status === 'filled'),
    );
    expect(
      private_
        .rows<OrderPush>('orders')
        .filter((order) => order.orderId === orderId)
        .at(-1),
    ).toMatchObject({ instId: 'BTCUSDT', side: 'buy', size: '0.010', status: 'filled' });
    await until('the fill on the socket', async () =>
      private_.rows<FillPush>('fill').some((fill) => fill.orderId === orderId),
    );
    expect(private_.rows<FillPush>('fill').filter((fill) => fill.orderId === orderId)).toEqual([
      expect.objectContaining({ symbol: 'BTCUSDT', side: 'buy', price: askPrice, baseVolume: '0.010' }),
    ]);
    await until('the position on the socket', async () =>
      private_.rows<PositionPush>('positions').some((position) => position.total === '0.010'),
    );
    expect(private_.rows<PositionPush>('positions').at(-1)).toMatchObject({
      instId: 'BTCUSDT',
      holdSide: 'long',
      total: '0.010',
      openPriceAvg: String(Number(askPrice)),
    });
    // The contract's candle closes at the engine's trade.
    await until('the candle of the trade', async () =>
      public_
        .rows<string[]>('candle1m')
        .some((row) => row[4] === askPrice || Number(row[4]) === Number(askPrice)),
    );

    private_.socket.close();
    public_.socket.close();
  }, 300_000);
});
