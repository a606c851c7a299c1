import type { FastifyInstance } from 'fastify';
import { startPeriodicTask } from '../../db/periodic-task.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { marginCatalogues } from './messages.ts';
import { marginRoutes } from './routes.ts';
import { MARGIN_ACCOUNT_CHANNEL, MarginService } from './service.ts';
import { marginSettings } from './settings.ts';
import { marginAccountChannel } from './streams.ts';
import { marginDb } from './tables.ts';

/**
 * Margin trading under /v1/margin (docs/protocol-margin.md): cross and isolated accounts whose
 * orders rest in the spot books, loans from the lending pool, hourly interest and liquidation.
 * At start a crash's pending op is settled, the pool and protection fund are funded once, and an
 * interrupted liquidation resumes; interest accrues on a timer and whenever the clock moves.
 */
export async function marginPlugin(app: FastifyInstance) {
  const db = marginDb(app.db);
  const service = new MarginService(app, db, marginSettings(), app.marketsHub);
  const task = startPeriodicTask(
    async () => {
      await service.accrueAll();
      service.retryLiquidations();
    },
    (error) => app.log.warn({ err: error }, 'margin interest run failed'),
    service.settings.tickMs,
  );
  app.clock.onAdvance(async () => {
    // A run already under way read the clock before it moved: the second run sees the new hour.
    await task.runOnce();
    await task.runOnce();
  });
  let unsubscribe: (() => void) | undefined;
  app.addHook('onReady', async () => {
    await service.start();
    unsubscribe = app.markets.onCommit((batch) => service.observe(batch.events, batch.touchedSymbols));
  });
  app.addHook('preClose', async () => {
    unsubscribe?.();
    await task.stop();
  });
  app.marketsHub.register(marginAccountChannel());
  await app.register(marginRoutes, { db, service });
}

export const marginProduct: ProductManifest = {
  name: 'margin',
  api: marginPlugin,
  migrations: ['0130_margin', '0131_margin_fills'],
  streamChannels: [MARGIN_ACCOUNT_CHANNEL],
  messages: marginCatalogues,
};
