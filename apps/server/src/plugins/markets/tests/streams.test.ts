import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { type DepthMessage, LocalBook, WsClient } from '../../../../test/support/ws-client.ts';
import { SLOW_CLIENT_BYTES, type StreamClient } from '../streams/stream-hub.ts';

type RunningServer = Awaited<ReturnType<typeof startServer>>;
const isDepth = (message: Record<string, unknown>) => message.channel === 'depth';

/** Follows a depth stream, checking sequence and checksum on every message; returns the local book. */
async function follow(client: WsClient, book: LocalBook, updates: number, from = 0): Promise<number> {
  let index = from;
  let seen = 0;
  while (seen < updates) {
    const message = (await client.next(isDepth, index)) as unknown as DepthMessage;
    index = client.messages.indexOf(message as unknown as Record<string, unknown>) + 1;
    book.apply(message);
    expect(book.checksum(), `checksum at seq ${message.seq}`).toBe(message.checksum);
    if (message.action === 'update') seen += 1;
  }
  return index;
}

async function restDepth(api: ApiClient, step: string) {
  const answer = await api.get<{
    bids: Array<[string, string]>;
    asks: Array<[string, string]>;
    checksum: number;
  }>(`/v1/market/depth?symbol=BTCUSDT&step=${step}&limit=50`);
  return answer.body.data;
}

describe.each(backends)('WebSocket streams on $name', (backend) => {
  let server: RunningServer;
  let api: ApiClient;

  beforeAll(async () => {
    process.env.MARKETS_SIM_TICK_MS = '20';
    server = await startServer(backend, { SIM_SEED: '7' });
    api = new ApiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  it('issue #7: snapshot + increments match the REST depth and the checksum at every step', async () => {
    for (const step of ['0.01', '10.00']) {
      server.app.markets.setPaused(false);
      const client = await WsClient.open(server.baseUrl);
      client.send({ op: 'subscribe', args: [{ channel: 'depth', symbol: 'BTCUSDT', step }] });
      const book = new LocalBook();
      const index = await follow(client, book, 20);
      server.app.markets.setPaused(true);
      await server.app.markets.flush();
      const last = await restDepth(api, step);
      // Every update already sent has arrived once a ping round-trip is answered.
      client.send({ op: 'ping', id: 'sync' });
      await client.next((message) => message.op === 'pong', index);
      for (const message of client.messages.slice(index))
        if (isDepth(message)) book.apply(message as unknown as DepthMessage);
      expect({ bids: book.sorted('bids'), asks: book.sorted('asks') }).toEqual({
        bids: last.bids,
        asks: last.asks,
      });
      expect(book.checksum()).toBe(last.checksum);
      client.close();
    }
  });

  it('issue #7: a dropped connection resubscribes and is whole again, with no gap', async () => {
    server.app.markets.setPaused(false);
    const first = await WsClient.open(server.baseUrl);
    first.send({ op: 'subscribe', args: [{ channel: 'depth', symbol: 'BTCUSDT', step: '1.00' }] });
    await follow(first, new LocalBook(), 5);
    first.close();
    const again = await WsClient.open(server.baseUrl);
    again.send({ op: 'subscribe', args: [{ channel: 'depth', symbol: 'BTCUSDT', step: '1.00' }] });
    const book = new LocalBook();
    const index = await follow(again, book, 10);
    server.app.markets.setPaused(true);
    await server.app.markets.flush();
    again.send({ op: 'ping' });
    await again.next((message) => message.op === 'pong', index);
    for (const message of again.messages.slice(index))
      if (isDepth(message)) book.apply(message as unknown as DepthMessage);
    const last = await restDepth(api, '1.00');
    expect(book.sorted('bids')).toEqual(last.bids);
    expect(book.sorted('asks')).toEqual(last.asks);
    again.close();
  });

  it('ticker, trades and candles stream; ping answers pong; unknown input answers an error', async () => {
    server.app.markets.setPaused(false);
    const client = await WsClient.open(server.baseUrl);
    client.send({
      op: 'subscribe',
      args: [
        { channel: 'ticker', symbol: 'ETHUSDT' },
        { channel: 'trades', symbol: 'ETHUSDT' },
        { channel: 'candles', symbol: 'ETHUSDT', interval: '1m' },
      ],
    });
    const ticker = await client.next((message) => message.channel === 'ticker');
    expect(ticker.data).toMatchObject({ symbol: 'ETHUSDT' });
    const trades = await client.next(
      (message) => message.channel === 'trades' && message.action === 'update',
    );
    expect((trades.data as Array<{ price: string }>)[0]?.price).toMatch(/^\d+\.\d{2}$/);
    const candle = await client.next(
      (message) => message.channel === 'candles' && message.action === 'update',
    );
    expect((candle.data as unknown[][])[0]).toHaveLength(7);
    client.send({ op: 'ping', id: 42 });
    expect(await client.next((message) => message.op === 'pong')).toMatchObject({ op: 'pong', id: 42 });
    client.send({ op: 'subscribe', args: [{ channel: 'depth', symbol: 'NOPEUSDT' }] });
    expect(await client.next((message) => message.op === 'error')).toMatchObject({ code: '30001' });
    client.send({ op: 'subscribe', args: [{ channel: 'orders' }] });
    expect(await client.next((message) => message.op === 'error' && message.code === '20205')).toBeDefined();
    client.close();
    server.app.markets.setPaused(true);
  });

  it('private channels: orders, fills and balances after authentication with the session cookie', async () => {
    const trader = new ApiClient(server.baseUrl);
    await fundedTrader(trader, [['USDT', '100000']]);
    const cookie = [...trader.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const client = await WsClient.open(server.baseUrl, cookie);
    expect(await client.next((message) => message.op === 'welcome')).toMatchObject({ authenticated: true });
    client.send({
      op: 'subscribe',
      args: [{ channel: 'orders' }, { channel: 'fills' }, { channel: 'balances' }],
    });
    await client.next(
      (message) => message.op === 'subscribed' && (message.arg as { channel: string }).channel === 'balances',
    );
    const placed = await trader.post<{ orderNo: string }>('/v1/spot/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.010000',
    });
    expect(placed.body.code).toBe(0);
    const orders = await client.next((message) => message.channel === 'orders');
    expect(orders.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderNo: placed.body.data.orderNo })]),
    );
    const fills = await client.next((message) => message.channel === 'fills');
    expect((fills.data as Array<{ orderNo: string; liquidity: string }>)[0]).toMatchObject({
      orderNo: placed.body.data.orderNo,
      liquidity: 'taker',
    });
    const balances = await client.next((message) => message.channel === 'balances');
    expect(balances.data).toEqual(expect.arrayContaining([expect.objectContaining({ asset: 'BTC' })]));
    client.close();
  });

  it('a slow client is cut off while the others keep receiving', async () => {
    const received: string[][] = [[], []];
    const dropped: boolean[] = [false, false];
    const fake = (index: number, buffered: () => number): StreamClient => ({
      userId: null,
      send: (text) => received[index]!.push(text),
      bufferedAmount: buffered,
      drop: () => {
        dropped[index] = true;
      },
    });
    let slowBuffer = 0;
    const slow = fake(0, () => slowBuffer);
    const healthy = fake(1, () => 0);
    const hub = server.app.marketsHub;
    for (const client of [slow, healthy]) {
      hub.connect(client);
      hub.subscribe(client, { channel: 'trades', symbol: 'SOLUSDT' });
    }
    slowBuffer = SLOW_CLIENT_BYTES + 1;
    server.app.markets.setPaused(false);
    const countBefore = received[1]!.length;
    while (received[1]!.length < countBefore + 3) await new Promise((resolve) => setTimeout(resolve, 20));
    server.app.markets.setPaused(true);
    expect(dropped).toEqual([true, false]);
    const slowCount = received[0]!.length;
    expect(slowCount).toBe(2);
    hub.disconnect(healthy);
    // Three simulated SOLUSDT trades take about 12 s of market time, longer on a loaded machine.
  }, 120_000);
});
