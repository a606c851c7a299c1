import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  moveSpot,
  ok,
  type Position,
  quoteSpot,
  read,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';
import { type DepthMessage, LocalBook, WsClient } from '../../../../test/support/ws-client.ts';

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;
type Message = Record<string, unknown>;

const BTC = 'BTCUSDT';

function cookieOf(client: ApiClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

const subscribedTo = (channel: string) => (message: Message) =>
  message.op === 'subscribed' && (message.arg as { channel: string }).channel === channel;

/** Every message of `channel` from `from` on, once a ping sent now has been answered. */
async function settled(client: WsClient, channel: string, from = 0): Promise<Message[]> {
  const id = `sync-${client.messages.length}`;
  client.send({ op: 'ping', id });
  await client.next((message) => message.op === 'pong' && message.id === id, from);
  return client.messages.slice(from).filter((message) => message.channel === channel);
}

async function restDepth(api: ApiClient) {
  return read<{ bids: Array<[string, string]>; asks: Array<[string, string]> }>(
    api,
    '/v1/futures/depth?symbol=BTCUSDT&limit=50',
  );
}

describe.each(backends)('issue #10 futures WebSocket channels on $name', (backend) => {
  let server: RunningServer;
  let alice: ApiClient;
  let bob: ApiClient;

  beforeAll(async () => {
    // Prices move only when a test moves the spot market.
    server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0' });
    alice = new ApiClient(server.baseUrl);
    bob = new ApiClient(server.baseUrl);
    for (const client of [alice, bob]) {
      await fundedTrader(client, [['USDT', '100000']]);
      await ok(client, '/v1/futures/transfer', { direction: 'in', amount: '20000' });
    }
    await quoteSpot(server.app, alice, '50000');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('issue #10 futures depth: snapshot and increments in the spot format, seq and CRC-32 hold, equal to REST', async () => {
    await ok(alice, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '49990.00',
      size: '0.100',
    });
    const client = await WsClient.open(server.baseUrl);
    client.send({ op: 'subscribe', args: [{ channel: 'futures.depth', symbol: BTC }] });
    expect((await client.next(subscribedTo('futures.depth'))).arg).toEqual({
      channel: 'futures.depth',
      symbol: BTC,
      step: '0.01',
    });
    const snapshot = (await client.next(
      (message) => message.channel === 'futures.depth',
    )) as unknown as DepthMessage;
    expect(snapshot).toMatchObject({ action: 'snapshot', seq: 1, prevSeq: null, step: '0.01' });
    expect(snapshot.bids).toContainEqual(['49990.00', '0.100']);
    const book = new LocalBook();
    book.apply(snapshot);
    expect(book.checksum()).toBe(snapshot.checksum);

    const orders: Array<[ApiClient, 'buy' | 'sell', string, string]> = [
      [alice, 'buy', '49980.00', '0.050'],
      [bob, 'sell', '50020.00', '0.070'],
      [bob, 'sell', '50030.00', '0.010'],
    ];
    for (const [trader, side, price, size] of orders) {
      await ok(trader, '/v1/futures/order/place', { symbol: BTC, side, orderType: 'limit', price, size });
    }
    // Bob takes part of alice's best bid: the level shrinks.
    await ok(bob, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'sell',
      orderType: 'market',
      size: '0.040',
    });
    const updates = await settled(client, 'futures.depth');
    const increments = updates.slice(1) as unknown as DepthMessage[];
    expect(increments.length).toBeGreaterThanOrEqual(4);
    for (const update of increments) {
      expect(update.action).toBe('update');
      book.apply(update);
      expect(book.checksum(), `checksum at seq ${update.seq}`).toBe(update.checksum);
    }
    const rest = await restDepth(alice);
    expect({ bids: book.sorted('bids'), asks: book.sorted('asks') }).toEqual({
      bids: rest.bids,
      asks: rest.asks,
    });
    expect(book.sorted('bids')[0]).toEqual(['49990.00', '0.060']);
    client.close();
  });

  it('issue #10 futures depth merges by a coarser step and refuses steps and contracts that do not exist', async () => {
    const client = await WsClient.open(server.baseUrl);
    client.send({ op: 'subscribe', args: [{ channel: 'futures.depth', symbol: BTC, step: '10' }] });
    const snapshot = (await client.next(
      (message) => message.channel === 'futures.depth',
    )) as unknown as DepthMessage;
    expect(snapshot.step).toBe('10.00');
    // Bids are grouped down, asks up, to a multiple of the step.
    expect(snapshot.bids[0]).toEqual(['49990.00', '0.060']);
    expect(snapshot.asks[0]).toEqual(['50020.00', '0.070']);
    client.send({ op: 'subscribe', args: [{ channel: 'futures.depth', symbol: BTC, step: '0.50' }] });
    expect(await client.next((message) => message.op === 'error')).toMatchObject({ code: '30002' });
    const from = client.messages.length;
    client.send({ op: 'subscribe', args: [{ channel: 'futures.ticker', symbol: 'NOPEUSDT' }] });
    expect(await client.next((message) => message.op === 'error', from)).toMatchObject({ code: '31001' });
    client.close();
  });

  it('issue #10 malformed futures args are refused whole with 00004; private channels need a session (20205)', async () => {
    const client = await WsClient.open(server.baseUrl);
    const refusal = async (args: unknown[]) => {
      const from = client.messages.length;
      client.send({ op: 'subscribe', args });
      return client.next((message) => message.op === 'error', from);
    };
    expect(await refusal([{ channel: 'futures.nope', symbol: BTC }])).toMatchObject({ code: '00004' });
    expect(await refusal([{ channel: 'futures.ticker', symbol: BTC, extra: 1 }])).toMatchObject({
      code: '00004',
    });
    expect(await refusal([{ channel: 'futures.trades' }])).toMatchObject({ code: '00004' });
    expect(await refusal([{ channel: 'futures.positions' }])).toMatchObject({ code: '20205' });
    expect(await refusal([{ channel: 'futures.account' }])).toMatchObject({ code: '20205' });
    // The one refused arg stopped the whole message: the valid ticker beside it was not subscribed.
    const from = client.messages.length;
    client.send({
      op: 'subscribe',
      args: [
        { channel: 'futures.ticker', symbol: BTC },
        { channel: 'futures.depth', symbol: BTC, step: 'x' },
      ],
    });
    await client.next((message) => message.op === 'error', from);
    expect(await settled(client, 'futures.ticker', from)).toEqual([]);
    client.close();
  });

  it('issue #10 futures trades and ticker: snapshot, then trades and the new mark, index and funding fields', async () => {
    const client = await WsClient.open(server.baseUrl);
    client.send({
      op: 'subscribe',
      args: [
        { channel: 'futures.trades', symbol: BTC },
        { channel: 'futures.ticker', symbol: BTC },
      ],
    });
    const tradesSnapshot = await client.next((message) => message.channel === 'futures.trades');
    expect(tradesSnapshot.action).toBe('snapshot');
    expect((tradesSnapshot.data as Array<{ price: string; size: string }>)[0]).toMatchObject({
      price: '49990.00',
      size: '0.040',
      takerSide: 'sell',
    });
    const ticker = await client.next((message) => message.channel === 'futures.ticker');
    expect(ticker.data).toMatchObject({
      symbol: BTC,
      indexPrice: '50000.00',
      markPrice: '50000.00',
      lastPrice: '49990.00',
      fundingIntervalMs: 8 * 3600_000,
    });
    expect((ticker.data as { nextFundingTime: number }).nextFundingTime).toBeGreaterThan(Date.now());
    const from = client.messages.length;
    await ok(alice, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'market',
      size: '0.030',
    });
    const trade = await client.next(
      (message) => message.channel === 'futures.trades' && message.action === 'update',
      from,
    );
    expect(trade.data).toEqual([
      {
        tradeId: expect.any(String),
        price: '50020.00',
        size: '0.030',
        takerSide: 'buy',
        time: expect.any(Number),
      },
    ]);
    // A new index: the ticker follows (at most every 500 ms, so wait for it rather than count).
    await moveSpot(server.app, '50100');
    const moved = await client.next(
      (message) =>
        message.channel === 'futures.ticker' &&
        (message.data as { indexPrice: string }).indexPrice === '50100.00',
      from,
    );
    expect(moved.data).toMatchObject({ lastPrice: '50020.00', fundingRate: expect.any(String) });
    client.close();
  });

  it('issue #10 private channels: positions, open orders and the futures account, for the session only', async () => {
    const carol = new ApiClient(server.baseUrl);
    await fundedTrader(carol, [['USDT', '50000']]);
    await ok(carol, '/v1/futures/transfer', { direction: 'in', amount: '10000' });
    const own = await WsClient.open(server.baseUrl, cookieOf(carol));
    const other = await WsClient.open(server.baseUrl, cookieOf(bob));
    const channels = ['futures.positions', 'futures.orders', 'futures.account'];
    for (const client of [own, other]) {
      client.send({ op: 'subscribe', args: channels.map((channel) => ({ channel })) });
      await client.next(subscribedTo('futures.account'));
    }
    const first = (channel: string) => own.next((message) => message.channel === channel);
    expect(await first('futures.positions')).toMatchObject({ venue: 'live', data: [] });
    expect(await first('futures.orders')).toMatchObject({ venue: 'live', data: [] });
    expect((await first('futures.account')).data).toMatchObject({
      marginCoin: 'USDT',
      available: '10000.00000000',
      orderMargin: '0.00000000',
      positionMode: 1,
    });
    const otherFrom = other.messages.length;

    let from = own.messages.length;
    const resting = await ok<{ orderId: string }>(carol, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '49000.00',
      size: '0.010',
    });
    const orders = await own.next((message) => message.channel === 'futures.orders', from);
    expect(orders.data).toEqual([
      expect.objectContaining({
        orderId: resting.orderId,
        price: '49000.00',
        size: '0.010',
        triggerPrice: null,
      }),
    ]);
    const held = await own.next((message) => message.channel === 'futures.account', from);
    expect(Number((held.data as { orderMargin: string }).orderMargin)).toBeGreaterThan(0);

    from = own.messages.length;
    await ok(carol, '/v1/futures/order/cancel', { symbol: BTC, orderId: resting.orderId });
    expect(await own.next((message) => message.channel === 'futures.orders', from)).toMatchObject({
      data: [],
    });

    from = own.messages.length;
    await ok(carol, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'market',
      size: '0.020',
    });
    const opened = await own.next(
      (message) => message.channel === 'futures.positions' && (message.data as unknown[]).length > 0,
      from,
    );
    const [position] = opened.data as Position[];
    const rest = await read<Position[]>(carol, '/v1/futures/positions');
    expect(position).toEqual(rest[0]);
    expect(position).toMatchObject({ symbol: BTC, direction: 1, count: '0.020', openDealCount: '0.020' });

    // The mark moves: the position's PnL is pushed without any command of carol's.
    from = own.messages.length;
    await moveSpot(server.app, '50500');
    const repriced = await own.next(
      (message) =>
        message.channel === 'futures.positions' &&
        (message.data as Position[])[0]?.markPrice !== position?.markPrice,
      from,
    );
    expect((repriced.data as Position[])[0]).toEqual(
      (await read<Position[]>(carol, '/v1/futures/positions'))[0],
    );
    const account = await settled(own, 'futures.account', from);
    expect(account.at(-1)?.data).toEqual(await read(carol, '/v1/futures/account'));

    // Bob's socket heard nothing of carol's account (his own fills are his).
    const heard = await settled(other, 'futures.orders', otherFrom);
    for (const message of heard)
      for (const order of message.data as Array<{ orderId: string }>)
        expect(order.orderId).not.toBe(resting.orderId);
    own.close();
    other.close();
  });

  it('issue #10 a demo session streams its demo venue', async () => {
    const demo = new ApiClient(server.baseUrl);
    await fundedTrader(demo, [['USDT', '1000']]);
    await ok(demo, '/v1/user/sub/switchTradeDemo', { demo: true });
    await ok(demo, '/v1/futures/transfer', { direction: 'in', amount: '5000' });
    const client = await WsClient.open(server.baseUrl, cookieOf(demo));
    client.send({ op: 'subscribe', args: [{ channel: 'futures.account' }] });
    const account = await client.next((message) => message.channel === 'futures.account');
    expect(account).toMatchObject({ venue: 'demo', data: { available: '5000.00000000' } });
    const from = client.messages.length;
    await ok(demo, '/v1/futures/transfer', { direction: 'out', amount: '1000' });
    expect(await client.next((message) => message.channel === 'futures.account', from)).toMatchObject({
      venue: 'demo',
      data: { available: '4000.00000000' },
    });
    client.close();
  });
});
