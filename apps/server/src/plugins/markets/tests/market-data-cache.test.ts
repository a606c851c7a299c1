// Issue #22 item 5: public depth, tickers and trades come from answers serialised once per engine
// commit: the same bytes and ETag until a commit touches the symbol, 304 for a caller holding the
// current ETag, a new answer once an order or a trade is committed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';

type RunningServer = Awaited<ReturnType<typeof startServer>>;

describe.each(backends)('cached public market data on $name', (backend) => {
  let server: RunningServer;

  beforeAll(async () => {
    // No simulated flow: only the test's own orders move the books.
    server = await startServer(backend, { MARKETS_SIM_TICK_MS: '0' });
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (path: string, etag?: string) =>
    fetch(`${server.baseUrl}${path}`, { headers: etag === undefined ? {} : { 'if-none-match': etag } });

  const place = (client: ApiClient, body: Record<string, string>) =>
    client.post('/v1/spot/order/place', body);

  it('depth: the same bytes and ETag until a committed order moves the book, 304 for the holder', async () => {
    const path = '/v1/market/depth?symbol=LTCUSDT&step=0.01';
    const first = await get(path);
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^".+"$/);
    const firstBody = await first.text();
    const sizeAt = (body: { data: { bids: Array<[string, string]> } }) =>
      Number(body.data.bids.find(([price]) => price === '80.01')?.[1] ?? 0);
    const sizeBefore = sizeAt(JSON.parse(firstBody));
    const again = await get(path);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(firstBody);
    const held = await get(path, etag);
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');
    // Another step is its own answer.
    expect((await get('/v1/market/depth?symbol=LTCUSDT&step=0.10')).headers.get('etag')).not.toBe(etag);

    const maker = new ApiClient(server.baseUrl);
    await fundedTrader(maker, [['USDT', '100000']]);
    const placed = await place(maker, {
      symbol: 'LTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '80.01',
      size: '1.000',
    });
    expect(placed.body.code).toBe(0);
    const moved = await get(path, etag);
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    const depth = (await moved.json()) as { data: { bids: Array<[string, string]> } };
    expect(sizeAt(depth)).toBeCloseTo(sizeBefore + 1, 6);
  });

  it('trades and tickers: a committed trade gives new answers; an untouched symbol keeps its ETag', async () => {
    const trades = '/v1/market/trades?symbol=DOTUSDT&limit=5';
    const ticker = '/v1/market/tickers?symbol=DOTUSDT';
    const other = '/v1/market/depth?symbol=NEARUSDT&step=0.001';
    const before = await Promise.all([trades, ticker, other].map((path) => get(path)));
    const etags = before.map((answer) => answer.headers.get('etag') ?? '');
    expect(etags.every((etag) => etag.length > 2)).toBe(true);

    const maker = new ApiClient(server.baseUrl);
    const taker = new ApiClient(server.baseUrl);
    await fundedTrader(maker, [['DOT', '100']]);
    await fundedTrader(taker, [['USDT', '100000']]);
    // The book is empty with no simulated flow: the maker's ask rests, the market buy takes it.
    const made = await place(maker, {
      symbol: 'DOTUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '2.000',
      size: '5.00',
    });
    expect(made.body.code).toBe(0);
    const traded = await place(taker, { symbol: 'DOTUSDT', side: 'buy', orderType: 'market', size: '5.00' });
    expect(traded.body.code).toBe(0);

    const after = await get(trades, etags[0]);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etags[0]);
    const list = (await after.json()) as { data: Array<{ price: string }> };
    expect(list.data[0]?.price).toBe('2.000');
    const tick = await get(ticker, etags[1]);
    expect(tick.status).toBe(200);
    expect(((await tick.json()) as { data: Array<{ last: string }> }).data[0]?.last).toBe(
      list.data[0]?.price,
    );
    expect((await get(other, etags[2])).status).toBe(304);
  });
});
