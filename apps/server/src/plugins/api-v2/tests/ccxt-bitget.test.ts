// Issue #32: ccxt's own bitget class, unmodified, against the real gateway's /api/v2.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { stepUp } from '../../../../test/support/step-up.ts';
import { type CreatedKey, keyCreator, TEST_PASSPHRASE } from './key-support.ts';

const PASSPHRASE = TEST_PASSPHRASE;
const botScript = fileURLToPath(new URL('../example-bot.ts', import.meta.url));

type Key = CreatedKey;

/** A ccxt bitget client whose every API group points at the test gateway. */
function bitgetAt(baseUrl: string, key?: Key, passphrase = PASSPHRASE, types = ['spot']) {
  const exchange = new ccxt.bitget({
    ...(key ? { apiKey: key.accessKey, secret: key.secretKey, password: passphrase } : {}),
    options: { fetchMarkets: { types } },
    timeout: 60_000,
  });
  const api = exchange.urls['api'] as Record<string, string>;
  for (const group of Object.keys(api)) api[group] = baseUrl;
  return exchange;
}

// Each step is a few HTTP calls; the limits leave room for a loaded machine, not a measure of speed.
const SLOW = 180_000;

describe.each(backends)('API v2 through ccxt bitget on $name', (backend) => {
  let server: RunningServer;
  let client: ApiClient;
  let email: string;

  const createKey = keyCreator(
    () => client,
    () => ({ email, app: server.app }),
  );

  beforeAll(async () => {
    vi.stubEnv('API_V2_RATE_LIMIT', '1000');
    // The simulated market makers (spot and futures), so market orders meet a book.
    vi.stubEnv('MARKETS_SIM_TICK_MS', '200');
    vi.stubEnv('FUTURES_SIM_TICK_MS', '200');
    server = await startServer(backend);
    client = new ApiClient(server.baseUrl);
    email = (await fundedTrader(client)).email;
  }, SLOW);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
  }, SLOW);

  it(
    'reads the public market: markets, ticker, order book, candles, trades',
    async () => {
      const exchange = bitgetAt(server.baseUrl);
      const markets = await exchange.loadMarkets();
      expect(markets['BTC/USDT']).toMatchObject({ id: 'BTCUSDT', spot: true, active: true });
      const ticker = await exchange.fetchTicker('BTC/USDT');
      expect(ticker.last).toBeGreaterThan(0);
      const book = await vi.waitFor(
        async () => {
          const seen = await exchange.fetchOrderBook('BTC/USDT', 20);
          if (seen.bids.length === 0 || seen.asks.length === 0) throw new Error('the book is still empty');
          return seen;
        },
        { timeout: 120_000, interval: 200 },
      );
      expect(book.bids[0]![0]!).toBeLessThan(book.asks[0]![0]!);
      const candles = await exchange.fetchOHLCV('BTC/USDT', '1m', undefined, 10);
      expect(candles.length).toBeGreaterThan(0);
      expect(candles[0]).toHaveLength(6);
      const trades = await exchange.fetchTrades('BTC/USDT', undefined, 5);
      expect(Array.isArray(trades)).toBe(true);
      // With a start time ccxt reads the historical trades (fills-history).
      const since = Date.now() - 3_600_000;
      const history = await exchange.fetchTrades('BTC/USDT', since, 5);
      expect(history.length).toBeLessThanOrEqual(5);
      for (const trade of history) expect(trade.timestamp).toBeGreaterThanOrEqual(since);
    },
    SLOW,
  );

  it(
    'reads the USDT futures market: contracts beside spot, ticker, merged depth, candles, trades',
    async () => {
      const exchange = bitgetAt(server.baseUrl, undefined, PASSPHRASE, ['spot', 'swap']);
      const markets = await exchange.loadMarkets();
      expect(markets['BTC/USDT:USDT']).toMatchObject({
        id: 'BTCUSDT',
        swap: true,
        linear: true,
        settle: 'USDT',
      });
      expect(markets['BTC/USDT']).toMatchObject({ spot: true });
      const ticker = await exchange.fetchTicker('BTC/USDT:USDT');
      expect(ticker.symbol).toBe('BTC/USDT:USDT');
      const book = await exchange.fetchOrderBook('BTC/USDT:USDT', 20);
      expect(Array.isArray(book.bids)).toBe(true);
      const candles = await exchange.fetchOHLCV('BTC/USDT:USDT', '1m', undefined, 10);
      expect(candles.length).toBeGreaterThan(0);
      expect(Array.isArray(await exchange.fetchTrades('BTC/USDT:USDT', undefined, 5))).toBe(true);
    },
    SLOW,
  );

  it(
    'trades spot with a read+trade key: balance, limit and market orders, fetch, cancel, fills',
    async () => {
      const exchange = bitgetAt(server.baseUrl, await createKey(['read', 'trade']));
      await exchange.loadMarkets();
      const balance = await exchange.fetchBalance();
      expect(balance['USDT']?.free).toBe(1_000_000);
      const ticker = await exchange.fetchTicker('BTC/USDT');
      const restingPrice = exchange.priceToPrecision('BTC/USDT', ticker.last! * 0.5);
      const resting = await exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.01, Number(restingPrice));
      expect(resting.id).toMatch(/^\d+$/);
      const fetched = await exchange.fetchOrder(String(resting.id), 'BTC/USDT');
      expect(fetched).toMatchObject({
        id: resting.id,
        status: 'open',
        side: 'buy',
        type: 'limit',
        amount: 0.01,
      });
      const open = await exchange.fetchOpenOrders('BTC/USDT');
      expect(open.map((order) => order.id)).toContain(resting.id);
      await exchange.cancelOrder(String(resting.id), 'BTC/USDT');
      expect((await exchange.fetchOrder(String(resting.id), 'BTC/USDT')).status).toBe('canceled');

      const bought = await exchange.createOrder('BTC/USDT', 'market', 'buy', 0.01, ticker.last!);
      const filled = await exchange.fetchOrder(String(bought.id), 'BTC/USDT');
      expect(filled.status).toBe('closed');
      expect(filled.filled).toBeGreaterThan(0);
      const sold = await exchange.createOrder('BTC/USDT', 'market', 'sell', 0.001);
      expect((await exchange.fetchOrder(String(sold.id), 'BTC/USDT')).status).toBe('closed');
      const mine = await exchange.fetchMyTrades('BTC/USDT');
      expect(mine.map((trade) => trade.order)).toEqual(expect.arrayContaining([bought.id, sold.id]));
    },
    SLOW,
  );

  it(
    'reads the futures account and sets leverage with a trade key',
    async () => {
      const exchange = bitgetAt(server.baseUrl, await createKey(['read', 'trade']), PASSPHRASE, [
        'spot',
        'swap',
      ]);
      await exchange.loadMarkets();
      const balance = await exchange.fetchBalance({ type: 'swap' });
      expect(balance['USDT']).toBeDefined();
      const set = await exchange.setLeverage(7, 'BTC/USDT:USDT');
      expect(set).toMatchObject({ data: { longLeverage: '7', shortLeverage: '7' } });
    },
    SLOW,
  );

  it(
    'trades USDT futures: margin and position mode, leverage, market and limit orders, fetch, cancel, fills, positions',
    async () => {
      const moved = await client.post('/v1/futures/transfer', { direction: 'in', amount: '100000' });
      expect(moved.body.code).toBe(0);
      const exchange = bitgetAt(server.baseUrl, await createKey(['read', 'trade']), PASSPHRASE, [
        'spot',
        'swap',
      ]);
      await exchange.loadMarkets();
      const symbol = 'BTC/USDT:USDT';
      await exchange.setMarginMode('isolated', symbol);
      expect(await exchange.fetchLeverage(symbol)).toMatchObject({ symbol, marginMode: 'isolated' });
      await exchange.setMarginMode('cross', symbol);
      await exchange.setPositionMode(false, symbol);
      await exchange.setLeverage(5, symbol);
      expect(await exchange.fetchLeverage(symbol)).toMatchObject({
        marginMode: 'cross',
        longLeverage: 5,
        shortLeverage: 5,
      });
      const ask = await vi.waitFor(
        async () => {
          const seen = await exchange.fetchOrderBook(symbol, 5);
          if (seen.asks.length === 0 || seen.bids.length === 0) throw new Error('the book is still empty');
          return seen.asks[0]![0]!;
        },
        { timeout: 120_000, interval: 200 },
      );
      const bought = await exchange.createOrder(symbol, 'market', 'buy', 0.01);
      expect(bought.id).toMatch(/^\d+$/);
      const filled = await exchange.fetchOrder(String(bought.id), symbol);
      expect(filled).toMatchObject({ id: bought.id, status: 'closed', side: 'buy', type: 'market' });
      expect(filled.filled).toBeGreaterThan(0);
      const positions = await exchange.fetchPositions([symbol]);
      expect(positions).toEqual(
        expect.arrayContaining([expect.objectContaining({ symbol, side: 'long', leverage: 5 })]),
      );

      await exchange.setLeverage(3, symbol);
      const restingPrice = Number(exchange.priceToPrecision(symbol, ask * 0.5));
      const resting = await exchange.createOrder(symbol, 'limit', 'buy', 0.01, restingPrice, {
        takeProfit: { triggerPrice: ask * 2 },
      });
      const open = await exchange.fetchOpenOrders(symbol);
      expect(open.map((order) => order.id)).toContain(resting.id);
      expect(open.find((order) => order.id === resting.id)).toMatchObject({
        status: 'open',
        price: restingPrice,
        amount: 0.01,
      });
      await exchange.cancelOrder(String(resting.id), symbol);
      expect((await exchange.fetchOrder(String(resting.id), symbol)).status).toBe('canceled');

      const closed = await exchange.createOrder(symbol, 'market', 'sell', 0.01, undefined, {
        reduceOnly: true,
      });
      expect((await exchange.fetchOrder(String(closed.id), symbol)).status).toBe('closed');
      const mine = await exchange.fetchMyTrades(symbol);
      expect(mine.map((trade) => trade.order)).toEqual(expect.arrayContaining([bought.id, closed.id]));
      // Hedge mode: tradeSide open and close, the position named by the side.
      await exchange.setPositionMode(true, symbol);
      const opened = await exchange.createOrder(symbol, 'market', 'sell', 0.01, undefined, { hedged: true });
      expect(await exchange.fetchOrder(String(opened.id), symbol)).toMatchObject({
        status: 'closed',
        side: 'sell',
      });
      expect(await exchange.fetchPositions([symbol])).toEqual([
        expect.objectContaining({ symbol, side: 'short', hedged: true }),
      ]);
      await exchange.createOrder(symbol, 'market', 'buy', 0.01, undefined, {
        hedged: true,
        reduceOnly: true,
      });
      expect(await exchange.fetchPositions([symbol])).toEqual([]);
      await exchange.setPositionMode(false, symbol);
      const rate = await exchange.fetchFundingRate(symbol);
      expect(rate.symbol).toBe(symbol);
      const interest = await exchange.fetchOpenInterest(symbol);
      expect(Number(interest.openInterestAmount)).toBeGreaterThanOrEqual(0);
      expect(Array.isArray(await exchange.fetchFundingRateHistory(symbol))).toBe(true);
    },
    SLOW,
  );

  it(
    'batches spot orders, cancels by list and by symbol, and lists the bills',
    async () => {
      const exchange = bitgetAt(server.baseUrl, await createKey(['read', 'trade']));
      await exchange.loadMarkets();
      const ticker = await exchange.fetchTicker('BTC/USDT');
      const price = Number(exchange.priceToPrecision('BTC/USDT', ticker.last! * 0.5));
      const placed = await exchange.createOrders([
        { symbol: 'BTC/USDT', type: 'limit', side: 'buy', amount: 0.01, price },
        { symbol: 'BTC/USDT', type: 'limit', side: 'buy', amount: 0.01, price },
        { symbol: 'BTC/USDT', type: 'limit', side: 'buy', amount: 0.01, price },
      ]);
      expect(placed).toHaveLength(3);
      const ids = placed.map((order) => String(order.id));
      await exchange.cancelOrders(ids.slice(0, 2), 'BTC/USDT');
      let open = (await exchange.fetchOpenOrders('BTC/USDT')).map((order) => order.id);
      expect(open).not.toContain(ids[0]);
      expect(open).toContain(ids[2]);
      await exchange.cancelAllOrders('BTC/USDT');
      open = (await exchange.fetchOpenOrders('BTC/USDT')).map((order) => order.id);
      expect(open).not.toContain(ids[2]);
      const ledger = await exchange.fetchLedger('USDT');
      expect(ledger.length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'runs the example grid bot (npm run example:bot) against the gateway: grid placed, then cancelled',
    async () => {
      const key = await createKey(['read', 'trade']);
      // Asynchronously: the gateway answering the bot runs in this process.
      const bot = await promisify(execFile)(process.execPath, ['--import', 'tsx', botScript], {
        timeout: SLOW,
        env: {
          ...process.env,
          TIDELINE_URL: server.baseUrl,
          TIDELINE_API_KEY: key.accessKey,
          TIDELINE_API_SECRET: key.secretKey,
          TIDELINE_API_PASSPHRASE: PASSPHRASE,
          BOT_ROUNDS: '2',
          BOT_INTERVAL_MS: '0',
        },
      });
      expect(bot.stderr).toBe('');
      expect(bot.stdout).toMatch(/grid around [\d.]+: [1-9]\d* orders placed/);
      expect(bot.stdout).toContain('grid cancelled; stopped');
      const exchange = bitgetAt(server.baseUrl, key);
      expect(await exchange.fetchOpenOrders('BTC/USDT')).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses each bad credential with the ccxt error class that fits',
    async () => {
      const key = await createKey(['read']);
      await expect(bitgetAt(server.baseUrl, { ...key, secretKey: 'wrong' }).fetchBalance()).rejects.toThrow(
        ccxt.AuthenticationError,
      );
      await expect(bitgetAt(server.baseUrl, key, 'WrongPass99').fetchBalance()).rejects.toThrow(
        ccxt.AuthenticationError,
      );
      const late = bitgetAt(server.baseUrl, key);
      late.options['timeDifference'] = 120_000;
      await expect(late.fetchBalance()).rejects.toThrow(ccxt.InvalidNonce);
      const readOnly = bitgetAt(server.baseUrl, key);
      await readOnly.loadMarkets();
      await expect(readOnly.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 1000)).rejects.toThrow(
        ccxt.PermissionDenied,
      );
      const elsewhere = bitgetAt(server.baseUrl, await createKey(['read'], ['203.0.113.7']));
      await expect(elsewhere.fetchBalance()).rejects.toThrow(ccxt.PermissionDenied);
      await stepUp(client, { email, app: server.app });
      const deleted = await client.call('DELETE', `/v1/user/setting/api-keys/${key.accessKey}`);
      expect(deleted.body.code).toBe(0);
      await expect(bitgetAt(server.baseUrl, key).fetchBalance()).rejects.toThrow(ccxt.AuthenticationError);
    },
    SLOW,
  );

  it(
    'answers a bad order with a v2 error body and a 4xx, moving no money',
    async () => {
      const exchange = bitgetAt(server.baseUrl, await createKey(['read', 'trade']));
      await exchange.loadMarkets();
      const before = await exchange.fetchBalance();
      await expect(exchange.createOrder('BTC/USDT', 'limit', 'buy', 1000, 90_000)).rejects.toThrow(
        ccxt.InsufficientFunds,
      );
      await expect(exchange.fetchOrder('999999999', 'BTC/USDT')).rejects.toThrow(ccxt.OrderNotFound);
      const unsigned = await fetch(`${server.baseUrl}/api/v2/spot/account/assets`);
      expect(unsigned.status).toBe(401);
      expect(await unsigned.json()).toMatchObject({
        code: '40001',
        data: null,
        requestTime: expect.any(Number),
      });
      const after = await exchange.fetchBalance();
      expect(after['USDT']).toEqual(before['USDT']);

      const swap = bitgetAt(server.baseUrl, await createKey(['read', 'trade']), PASSPHRASE, ['spot', 'swap']);
      await swap.loadMarkets();
      const futuresBefore = await swap.fetchBalance({ type: 'swap' });
      await expect(swap.fetchOrder('999999999', 'BTC/USDT:USDT')).rejects.toThrow(ccxt.OrderNotFound);
      await expect(swap.cancelOrder('999999999', 'BTC/USDT:USDT')).rejects.toThrow(ccxt.OrderNotFound);
      await expect(swap.createOrder('BTC/USDT:USDT', 'limit', 'buy', 0.01, -5)).rejects.toThrow(
        ccxt.BadRequest,
      );
      expect((await swap.fetchBalance({ type: 'swap' }))['USDT']).toEqual(futuresBefore['USDT']);
    },
    SLOW,
  );
});
