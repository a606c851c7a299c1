import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import { findSymbol } from '../../markets/symbols.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { marketsErrorHandler } from './errors.ts';
import { spotFeeSource } from './fee-source.ts';
import { marketsCatalogues } from './messages.ts';
import { assetRoutes } from './routes/assets.ts';
import { marketDataRoutes } from './routes/market-data.ts';
import { spotTradingRoutes } from './routes/spot-trading.ts';
import { MarketsService, type MarketsSettings } from './service/markets-service.ts';
import { spotWalletLeg } from './service/spot-wallet-leg.ts';
import { StreamHub } from './streams/stream-hub.ts';
import { MARKETS_CHANNELS } from './streams/subscriptions.ts';
import { marketsStreamsPlugin } from './streams/ws-route.ts';
import { marketsDb } from './tables.ts';
import './types.ts';

export { marketsErrorHandler } from './errors.ts';
export { fiatRatesSetting } from './fiat-rates.ts';
export { ensureDemoFunds } from './service/demo-funds.ts';
export { DEMO_USER_FUTURES_USDT, DEMO_USER_SPOT_FUNDS, fundDemoUser } from './service/demo-user-funds.ts';
export { MarketsService } from './service/markets-service.ts';
export {
  MAX_MESSAGE_BYTES,
  repeatCheck,
  socketHeartbeat,
  socketOriginCheck,
} from './streams/socket-upkeep.ts';
export { SLOW_CLIENT_BYTES, type StreamClient, type StreamHub } from './streams/stream-hub.ts';
export { MARKETS_REFUSALS } from './streams/subscriptions.ts';
export { marketsStreamsPlugin } from './streams/ws-route.ts';
export { marketsDb } from './tables.ts';
export { wireCancelReason } from './views/order-outcome.ts';

function integerSetting(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return parsed;
}

/** A comma-separated list of listed symbols; undefined when unset (every symbol). */
function symbolListSetting(value: string | undefined, name: string): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  const symbols = value.split(',').map((symbol) => symbol.trim());
  const unknown = symbols.filter((symbol) => findSymbol(symbol) === undefined);
  if (unknown.length > 0) throw new Error(`${name} lists unknown symbols: ${unknown.join(', ')}`);
  return symbols;
}

/**
 * Markets settings. The seed is the server's SIM_SEED (default 'tideline'); the rest are read here
 * from the environment
 * (MARKETS_SIM_TICK_MS, MARKETS_SIM_DEPTH_CHURN, MARKETS_SIM_DEPTH_CHURN_SYMBOLS, MARKETS_SNAPSHOT_EVERY, MARKETS_SNAPSHOT_INTERVAL_MS, MARKETS_HISTORY_HOURS)
 * because they only
 * tune this plugin.
 */
export function marketsSettings(
  config: Pick<ServerConfig, 'simSeed' | 'nodeEnv'>,
  env: NodeJS.ProcessEnv,
): MarketsSettings {
  // Test servers of other domains get a still market unless a test asks for the simulator.
  const defaultTick = config.nodeEnv === 'test' ? 0 : 500;
  // A day of history costs seconds per start; suites about other domains need only a little.
  const defaultHistoryHours = config.nodeEnv === 'test' ? 2 : 24;
  return {
    seed: String(config.simSeed ?? 'tideline'),
    simTickMs: integerSetting(env.MARKETS_SIM_TICK_MS, defaultTick, 'MARKETS_SIM_TICK_MS'),
    simDepthChurnPercent: Math.min(
      100,
      integerSetting(env.MARKETS_SIM_DEPTH_CHURN, 0, 'MARKETS_SIM_DEPTH_CHURN'),
    ),
    simDepthChurnSymbols: symbolListSetting(
      env.MARKETS_SIM_DEPTH_CHURN_SYMBOLS,
      'MARKETS_SIM_DEPTH_CHURN_SYMBOLS',
    ),
    snapshotEvery: integerSetting(env.MARKETS_SNAPSHOT_EVERY, 20_000, 'MARKETS_SNAPSHOT_EVERY'),
    snapshotIntervalMs: integerSetting(
      env.MARKETS_SNAPSHOT_INTERVAL_MS,
      60_000,
      'MARKETS_SNAPSHOT_INTERVAL_MS',
    ),
    historyHours: integerSetting(env.MARKETS_HISTORY_HOURS, defaultHistoryHours, 'MARKETS_HISTORY_HOURS'),
  };
}

/**
 * Creates the live exchange and its stream hub on the root instance (`app.markets`,
 * `app.marketsHub`): recovered and started when the
 * server is ready, its simulator stopped and its last batch committed when the server closes.
 */
export function openMarkets(app: FastifyInstance): void {
  const markets = new MarketsService(marketsDb(app.db), marketsSettings(app.config, process.env), app.log);
  const hub = new StreamHub(markets);
  app.decorate('markets', markets);
  app.decorate('marketsHub', hub);
  app.fees.register(spotFeeSource(marketsDb(app.db)));
  app.addHook('onReady', async () => markets.start());
  app.addHook('preClose', async () => {
    hub.close();
    await markets.stop();
  });
  // Beside `npm run cluster` only: the spot wallet funds the cluster's per-symbol allocations.
  if (process.env.CLUSTER_ALLOCATIONS === '1') {
    // The live venue's plans trigger on the cluster's market (cluster/cluster-plans.ts), never on
    // this server's own exchange, from before it starts.
    markets.triggerPlansElsewhere('live', () => undefined);
    let closeAllocations: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      const { openClusterAllocations } = await import('../../cluster/allocation-leg.ts');
      closeAllocations = await openClusterAllocations(app);
    });
    app.addHook('preClose', async () => closeAllocations?.());
  }
}

/** REST under /v1: market data, spot trading and assets, with the markets' error codes. */
export async function marketsPlugin(app: FastifyInstance) {
  app.setErrorHandler(marketsErrorHandler);
  const options = { markets: app.markets };
  await app.register(marketDataRoutes, options);
  await app.register(spotTradingRoutes, options);
  await app.register(assetRoutes, options);
}

/** Spot: the live exchange, its REST routes, the /ws socket every product's channels share, its wallet. */
export const marketsProduct: ProductManifest = {
  name: 'markets',
  open: openMarkets,
  api: marketsPlugin,
  root: marketsStreamsPlugin,
  migrations: ['0010_markets', '0201_engine_snapshot_parts'],
  streamChannels: [...MARKETS_CHANNELS],
  messages: marketsCatalogues,
  walletLeg: (app) => spotWalletLeg(app.markets),
};
