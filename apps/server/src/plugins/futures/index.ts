import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import { DEFAULT_FUNDING_INTERVAL_MS } from '../../futures/prices.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import type { MarketsService } from '../markets/index.ts';
import { futuresErrorHandler } from './errors.ts';
import { futuresFeeSource } from './fee-source.ts';
import { futuresCatalogues } from './messages.ts';
import { futuresAccountRoutes } from './routes/account.ts';
import { futuresHistoryRoutes } from './routes/history.ts';
import { futuresInsuranceFundRoutes } from './routes/insurance-fund.ts';
import { futuresMarketDataRoutes } from './routes/market-data.ts';
import { futuresMaxOpenSizeRoutes } from './routes/max-open-size.ts';
import { futuresTradingRoutes } from './routes/trading.ts';
import { FuturesService, type FuturesSettings, INSURANCE_FUND_SEED_USDT } from './service/futures-service.ts';
import { futuresWalletLeg } from './service/futures-wallet-leg.ts';
import { FuturesMarketDriver } from './service/market-driver.ts';
import { FuturesEventFeed } from './streams/futures-event-feed.ts';
import { FUTURES_CHANNELS, FuturesStreams } from './streams/futures-streams.ts';
import { futuresDb } from './tables.ts';

export { futuresMessage } from './messages.ts';
export { futuresCandleRows } from './routes/market-data.ts';
export {
  type AlongsideStatement,
  type CommittedFuturesBatch,
  type FuturesInput,
  FuturesService,
  INSURANCE_FUND_SEED_USDT,
} from './service/futures-service.ts';
export type { FuturesEventFeed } from './streams/futures-event-feed.ts';
export { futuresDb } from './tables.ts';
export { withIndexHistory } from './views/index-candle-history.ts';

function integerSetting(value: string | undefined, fallback: number, name: string, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`${name} must be an integer of at least ${min}, got '${value}'`);
  return parsed;
}

function usdtSetting(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,15}(\.\d{1,8})?$/.test(value) || Number(value) <= 0)
    throw new Error(`FUTURES_INSURANCE_SEED_USDT must be a positive USDT amount, got '${value}'`);
  return value;
}

/**
 * Futures settings from the environment: FUTURES_FUNDING_INTERVAL_MS (8 h; shorten it in
 * development and tests), FUTURES_PRICE_TICK_MS (index feed and funding check, 1000; 0 turns the
 * timer off and leaves the feed to spot commits), FUTURES_SNAPSHOT_EVERY (commands between
 * snapshots, 20,000), FUTURES_CHECK_INVARIANTS (checks the engine's invariants after every command;
 * on in test servers unless 'false', off elsewhere unless 'true'), FUTURES_INSURANCE_SEED_USDT (what
 * an empty protection fund receives from the venue treasury at start, 1,000,000),
 * FUTURES_SIM_TICK_MS (milliseconds between steps of the simulated market maker and takers, 500;
 * 0 turns them off; test servers default to 0 so a suite's own orders meet an empty book).
 */
export function futuresSettings(
  config: Pick<ServerConfig, 'nodeEnv'>,
  env: NodeJS.ProcessEnv,
): FuturesSettings {
  return {
    simTickMs: integerSetting(
      env.FUTURES_SIM_TICK_MS,
      config.nodeEnv === 'test' ? 0 : 500,
      'FUTURES_SIM_TICK_MS',
    ),
    fundingIntervalMs: integerSetting(
      env.FUTURES_FUNDING_INTERVAL_MS,
      DEFAULT_FUNDING_INTERVAL_MS,
      'FUTURES_FUNDING_INTERVAL_MS',
      1000,
    ),
    priceTickMs: integerSetting(env.FUTURES_PRICE_TICK_MS, 1000, 'FUTURES_PRICE_TICK_MS'),
    snapshotEvery: integerSetting(env.FUTURES_SNAPSHOT_EVERY, 20_000, 'FUTURES_SNAPSHOT_EVERY', 1),
    snapshotIntervalMs: integerSetting(
      env.FUTURES_SNAPSHOT_INTERVAL_MS,
      60_000,
      'FUTURES_SNAPSHOT_INTERVAL_MS',
    ),
    checkInvariants:
      env.FUTURES_CHECK_INVARIANTS === undefined || env.FUTURES_CHECK_INVARIANTS === ''
        ? config.nodeEnv === 'test'
        : env.FUTURES_CHECK_INVARIANTS === 'true',
    insuranceSeedUsdt: usdtSetting(env.FUTURES_INSURANCE_SEED_USDT, INSURANCE_FUND_SEED_USDT),
  };
}

/**
 * The futures service of a server, keyed by its spot service (a root decoration every context
 * sees), because the futures plugin lives inside the /v1 context and its decorations stay there.
 */
const services = new WeakMap<MarketsService, FuturesService>();
const eventFeeds = new WeakMap<MarketsService, FuturesEventFeed>();

export function futuresServiceOf(app: FastifyInstance): FuturesService {
  const service = services.get(app.markets);
  if (service === undefined) throw new Error('the futures plugin is not registered');
  return service;
}

/** The futures events of a server's venues as they become durable, wherever its live venue runs. */
export function futuresEventFeedOf(app: FastifyInstance): FuturesEventFeed {
  const feed = eventFeeds.get(app.markets);
  if (feed === undefined) throw new Error('the futures plugin is not registered');
  return feed;
}

/**
 * The futures venues, their REST routes under /v1/futures and their channels on the /ws socket
 * (docs/protocol-futures.md §5a). The service starts when the server
 * is ready (after the spot service, whose books feed the index) and commits its last batch when
 * the server closes.
 */
export async function futuresPlugin(app: FastifyInstance) {
  const db = futuresDb(app.db);
  const settings = futuresSettings(app.config, process.env);
  const futures = new FuturesService(db, app.markets, settings, app.log);
  services.set(app.markets, futures);
  app.fees.register(futuresFeeSource(db));
  const streams = new FuturesStreams(app.marketsHub, futures);
  const events = new FuturesEventFeed(futures);
  eventFeeds.set(app.markets, events);
  const simulated = new FuturesMarketDriver(
    futures,
    String(app.config.simSeed ?? 'tideline'),
    settings.simTickMs,
    app.log,
  );
  // Beside `npm run cluster` only: the futures wallet funds the cluster's contract allocations,
  // whose wallets must be known before the futures wallet's recovery (it may name them).
  let allocations: { start(): Promise<void>; close(): Promise<void> } | undefined;
  if (process.env.CLUSTER_ALLOCATIONS === '1')
    app.addHook('onReady', async () => {
      const { openClusterFuturesAllocations } = await import('../../cluster/futures-allocation-leg.ts');
      allocations = await openClusterFuturesAllocations(app, { streams, events }, futures);
    });
  app.addHook('onReady', async () => {
    await futures.start();
    const repaired = await app.ledger.recover('futures');
    if (repaired > 0) app.log.warn({ repaired }, 'futures transfers interrupted by a crash were settled');
    await allocations?.start();
    simulated.start();
  });
  app.addHook('preClose', async () => allocations?.close());
  app.addHook('preClose', async () => {
    streams.close();
    events.close();
    await simulated.stop();
    await futures.stop();
  });
  app.setErrorHandler(futuresErrorHandler);
  await app.register(futuresMarketDataRoutes, { futures, markets: app.markets });
  await app.register(futuresAccountRoutes, { futures, markets: app.markets });
  await app.register(futuresTradingRoutes, { futures });
  await app.register(futuresMaxOpenSizeRoutes, { futures });
  await app.register(futuresHistoryRoutes, { db });
  await app.register(futuresInsuranceFundRoutes, { futures, db });
}

export const futuresProduct: ProductManifest = {
  name: 'futures',
  api: futuresPlugin,
  migrations: ['0040_futures'],
  streamChannels: FUTURES_CHANNELS,
  messages: futuresCatalogues,
  walletLeg: (app) => futuresWalletLeg(futuresServiceOf(app), futuresDb(app.db)),
};
