import type { FastifyInstance } from 'fastify';
import { startPeriodicTask } from '../../db/periodic-task.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { runFlexibleAccrual } from './accrual.ts';
import { seedCatalogue } from './catalogue.ts';
import { runMaturities } from './maturity.ts';
import { earnCatalogues } from './messages.ts';
import { earnRoutes } from './routes.ts';
import { EarnService } from './service.ts';
import { earnDb } from './tables.ts';
import { EARN_WALLET, earnWalletLeg } from './wallet-leg.ts';

/** How often the payout run looks for a day ended or a term matured, besides every move of the clock. */
export const PAYOUT_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/** Both runs at one time: fixed maturities, then flexible days (each pays a (holding, day) once). */
export async function runPayouts(db: ReturnType<typeof earnDb>, now: number): Promise<void> {
  await runMaturities(db, now);
  await runFlexibleAccrual(db, now);
}

/**
 * Earn under /v1/earn (docs/protocol-earn.md): the catalogue and pool seeded at first start, the
 * service behind the routes, and the payout run on start, on a timer and whenever the clock moves,
 * so days missed while the server was down are paid at the next start.
 */
export async function earnPlugin(app: FastifyInstance) {
  const db = earnDb(app.db);
  const now = () => app.clock.nowMs();
  const service = new EarnService(db, app.ledger, now);
  const task = startPeriodicTask(
    () => runPayouts(db, now()),
    (error) => app.log.warn({ err: error }, 'earn payout run failed'),
    PAYOUT_CHECK_INTERVAL_MS,
  );
  app.clock.onAdvance(async () => {
    // A run already under way read the clock before it moved: the second run sees the new day.
    await task.runOnce();
    await task.runOnce();
  });
  app.addHook('onReady', async () => {
    const repaired = await app.ledger.recover(EARN_WALLET);
    if (repaired > 0) app.log.warn({ repaired }, 'earn transfers interrupted by a crash were settled');
    await seedCatalogue(db, now());
    await task.runOnce();
  });
  app.addHook('preClose', async () => task.stop());
  await app.register(earnRoutes, { service });
}

export const earnProduct: ProductManifest = {
  name: 'earn',
  api: earnPlugin,
  migrations: ['0090_earn', '0093_earn_subscribe_key', '0094_earn_accrual_room'],
  streamChannels: [],
  messages: earnCatalogues,
  walletLeg: (app) => earnWalletLeg(earnDb(app.db), () => app.clock.nowMs()),
};
