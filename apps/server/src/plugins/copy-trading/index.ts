import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import { startPeriodicTask } from '../../db/periodic-task.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { futuresServiceOf } from '../futures/index.ts';
import type { MarketsService } from '../markets/index.ts';
import { Copier } from './copier.ts';
import { LeadSimulator, seedSimulatedLeads } from './lead-simulator.ts';
import { copyCatalogues } from './messages.ts';
import { copyTradingRoutes } from './routes.ts';
import { SerialQueue } from './serial-queue.ts';
import { CopyTradingService } from './service.ts';
import { copyDb } from './tables.ts';

export type { MirroredMove } from './copier.ts';

/** How often stops still waiting to close a position (no liquidity at the time) are retried. */
export const STOP_RETRY_INTERVAL_MS = 10_000;

/**
 * COPY_LEAD_SIM_TICK_MS: milliseconds between steps of the simulated lead traders (5,000; 0 turns
 * them off; test servers default to 0 so a suite's own lead is the only one trading).
 */
export function leadSimTickMs(config: Pick<ServerConfig, 'nodeEnv'>, env: NodeJS.ProcessEnv): number {
  const value = env.COPY_LEAD_SIM_TICK_MS;
  if (value === undefined || value === '') return config.nodeEnv === 'test' ? 0 : 5000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`COPY_LEAD_SIM_TICK_MS must be a non-negative integer, got '${value}'`);
  return parsed;
}

/** The copier of a server, keyed by its spot service (a root decoration), as futuresServiceOf does. */
const copiers = new WeakMap<MarketsService, Copier>();

/** The copier of a server (the copy-trading bench listens to it). */
export function copierOf(app: FastifyInstance): Copier {
  const copier = copiers.get(app.markets);
  if (copier === undefined) throw new Error('the copy-trading plugin is not registered');
  return copier;
}

/**
 * Copy trading under /v1/copy-trading (docs/protocol-copy-trading.md). It stands on the futures
 * service's public face: `transact` for every copy order and transfer, `onCommit` to see the
 * leads' fills, the venues' read-only views for balances and positions. At start (after
 * futures recovered) it finishes what a crash left, mirrors what leads did meanwhile, seeds the
 * simulated leads and starts them.
 */
export async function copyTradingPlugin(app: FastifyInstance) {
  const db = copyDb(app.db);
  const now = () => app.clock.nowMs();
  const futures = futuresServiceOf(app);
  const queue = new SerialQueue();
  const copier = new Copier(db, futures, queue, now, app.log);
  copiers.set(app.markets, copier);
  const service = new CopyTradingService(db, futures, copier, queue, now, app.log);
  let simulator: LeadSimulator | undefined;
  const stops = startPeriodicTask(
    () => service.retryStops(),
    (error) => app.log.warn({ err: error }, 'copy trading: retrying stops failed'),
    STOP_RETRY_INTERVAL_MS,
  );
  app.addHook('onReady', async () => {
    const leads = await seedSimulatedLeads(app, db, now());
    await service.recover();
    await copier.start();
    simulator = new LeadSimulator(
      futures,
      copier,
      leads,
      String(app.config.simSeed ?? 'tideline'),
      leadSimTickMs(app.config, process.env),
      app.log,
    );
    simulator.start();
  });
  app.addHook('preClose', async () => {
    await simulator?.stop();
    await stops.stop();
    copier.stop();
    await queue.idle();
  });
  await app.register(copyTradingRoutes, { service });
}

export const copyTradingProduct: ProductManifest = {
  name: 'copy-trading',
  api: copyTradingPlugin,
  migrations: [
    '0140_copy_trading',
    '0200_copy_move_plans',
    '0202_copy_move_records',
    '0204_copy_move_records_text',
  ],
  streamChannels: [],
  messages: copyCatalogues,
};
