import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Backend } from './backends.ts';
import { type ApiClient, startServer } from './spot-server.ts';

export {
  ApiClient,
  backends,
  fundedTrader,
  type ServerProcess,
  spawnServer,
} from './spot-server.ts';

/**
 * A test server with futures settings: the futures plugin reads them from the environment (like
 * the markets plugin), so they are set only while the server is built.
 */
export async function startFuturesServer(backend: Backend, settings: Record<string, string>) {
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  try {
    // Server-wide settings (SEED_DEMO_USER, ...) reach the config; the plugins read the rest.
    return await startServer(backend, settings);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Spot accounts that print a trade at the wanted price and then quote around it. */
const QUOTERS = ['quoter-a', 'quoter-b'] as const;

/**
 * Makes the live spot market of BTCUSDT trade at `price` and quote `price` +/- 0.01, so the index
 * (the last trade clamped into the spread) and, with no futures quote, the mark are `price`; then
 * waits until the futures ticker shows it. Done on the spot service itself: the futures feed reads
 * the spot market after each spot commit.
 */
export async function quoteSpot(app: FastifyInstance, client: ApiClient, price: string): Promise<void> {
  await moveSpot(app, price);
  await waitFor(async () => {
    const answer = await client.get<Array<{ markPrice: string | null }>>(
      '/v1/futures/tickers?symbol=BTCUSDT',
    );
    return answer.body.data[0]?.markPrice === Number(price).toFixed(2);
  });
}

/**
 * The spot half of `quoteSpot` alone: the index becomes `price`, but the mark differs from it
 * while the futures book is two-sided (its basis), so callers wait for what they need themselves.
 */
export async function moveSpot(app: FastifyInstance, price: string): Promise<void> {
  const cents = Math.round(Number(price) * 100);
  const place = (accountId: string, side: 'buy' | 'sell', at: number) => ({
    type: 'place' as const,
    accountId,
    symbol: 'BTCUSDT',
    side,
    orderType: 'limit' as const,
    price: (at / 100).toFixed(2),
    size: '0.001000',
  });
  await app.markets.transact((tx) => {
    for (const accountId of QUOTERS) {
      tx.apply('live', { type: 'cancel-all', accountId, symbol: 'BTCUSDT', ts: tx.now });
      tx.apply('live', { type: 'deposit', accountId, asset: 'USDT', amount: '1000', ts: tx.now });
      tx.apply('live', { type: 'deposit', accountId, asset: 'BTC', amount: '0.01', ts: tx.now });
    }
    tx.apply('live', { ...place('quoter-a', 'sell', cents), ts: tx.now });
    tx.apply('live', { ...place('quoter-b', 'buy', cents), ts: tx.now });
    tx.apply('live', { ...place('quoter-a', 'buy', cents - 1), ts: tx.now });
    tx.apply('live', { ...place('quoter-b', 'sell', cents + 1), ts: tx.now });
  });
}

/** Polls `check` until it holds (the index feed and funding run after the spot commit). */
export async function waitFor(check: () => Promise<boolean>, attempts = 200): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect.fail('condition not reached');
}

/** Posts and expects success; answers the data. */
export async function ok<T>(client: ApiClient, path: string, body: unknown = {}): Promise<T> {
  const answer = await client.post<T>(path, body);
  expect(answer.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: 0 });
  return answer.body.data;
}

export async function read<T>(client: ApiClient, path: string): Promise<T> {
  const answer = await client.get<T>(path);
  expect(answer.body.code, path).toBe(0);
  return answer.body.data;
}

export interface Position {
  symbol: string;
  direction: 1 | 2;
  marginMode: 1 | 2;
  positionMode: 1 | 2;
  openAvgPrice: string;
  openDealCount: string;
  closeDealCount: string;
  openLevel: string;
  openMarginCount: string;
  count: string;
  achievedProfits: string;
  positionsOpenAvgPrice: string;
  positionsOpenMarginCount: string;
  positionsCount: string;
  positionsLevel: string;
  markPrice: string | null;
  unrealisedPnl: string | null;
  liquidationPrice: string | null;
  roe: string | null;
  takeProfit: { triggerPrice: string; priceType: string } | null;
  stopLoss: { triggerPrice: string; priceType: string } | null;
}

export async function positions(client: ApiClient): Promise<Position[]> {
  return read<Position[]>(client, '/v1/futures/positions?symbol=BTCUSDT');
}

/** A spot USDT total (available + hold). */
export async function spotUsdt(client: ApiClient): Promise<string> {
  const data = await read<{ balances: Array<{ asset: string; total: string }> }>(
    client,
    '/v1/asset/spot/balances',
  );
  return data.balances.find((entry) => entry.asset === 'USDT')?.total ?? '0';
}
