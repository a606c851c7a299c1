import type { FastifyInstance } from 'fastify';
import { startPeriodicTask } from '../../db/periodic-task.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { Attributions } from './attribution.ts';
import { InviteCodes } from './codes.ts';
import { referralCatalogues } from './messages.ts';
import { Payouts } from './payouts.ts';
import { referralRoutes } from './routes.ts';
import { referralDb } from './tables.ts';
import { REFERRAL_WALLET, referralWalletLeg } from './wallet-leg.ts';

/** How often the payout run checks for a day owed, besides every move of the test clock. */
export const PAYOUT_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The referral programme under /v1/referral (docs/protocol-referral.md): invite codes, attribution
 * of registrations through the platform's registration hooks, and the daily commission payout
 * from the trading products' fee sources, on start, on a timer and whenever the clock moves.
 */
export async function referralPlugin(app: FastifyInstance) {
  const db = referralDb(app.db);
  const now = () => app.clock.nowMs();
  const codes = new InviteCodes(db, now);
  const attributions = new Attributions(db, app.db, codes, now);
  app.registrations.add(attributions);
  const payouts = new Payouts(db, () => app.fees.all(), app.ledger);
  const run = async () => {
    await payouts.run(now());
  };
  const task = startPeriodicTask(
    run,
    (error) => app.log.warn({ err: error }, 'referral payout failed'),
    PAYOUT_CHECK_INTERVAL_MS,
  );
  app.clock.onAdvance(async () => {
    // A run already under way read the clock before it moved: the second run sees the new day.
    await task.runOnce();
    await task.runOnce();
  });
  app.addHook('onReady', async () => {
    const repaired = await app.ledger.recover(REFERRAL_WALLET);
    if (repaired > 0) app.log.warn({ repaired }, 'referral transfers interrupted by a crash were settled');
    await payouts.seedPool(now());
    await task.runOnce();
  });
  app.addHook('preClose', async () => task.stop());
  await app.register(referralRoutes, { db, codes, attributions });
}

export const referralProduct: ProductManifest = {
  name: 'referral',
  api: referralPlugin,
  migrations: [
    '0110_referral',
    '0111_referral_transfer_settled',
    '0112_referral_drop_invitee_index',
    '0113_referral_trading_invitees',
  ],
  streamChannels: [],
  messages: referralCatalogues,
  walletLeg: (app) => referralWalletLeg(referralDb(app.db), () => app.clock.nowMs()),
};
