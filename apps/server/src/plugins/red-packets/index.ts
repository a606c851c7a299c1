import type { FastifyInstance } from 'fastify';
import { startPeriodicTask } from '../../db/periodic-task.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { GuessLimit } from './guess-limit.ts';
import { redPacketCatalogues } from './messages.ts';
import { redPacketRoutes } from './routes.ts';
import { RedPacketService } from './service.ts';
import { redPacketSettings } from './settings.ts';
import { redPacketDb } from './tables.ts';
import { RED_PACKET_WALLET, redPacketWalletLeg } from './wallet-leg.ts';

/**
 * Red packets under /v1/redpacket (docs/protocol-red-packets.md): creation into escrow, claims by
 * code, and the expiry refund, run at start, on a timer and whenever the clock moves, so a packet
 * that expired while the server was down is refunded at the next start.
 */
export async function redPacketPlugin(app: FastifyInstance) {
  const db = redPacketDb(app.db);
  const settings = redPacketSettings();
  const service = new RedPacketService(app, db, settings);
  const task = startPeriodicTask(
    () => service.expire(),
    (error) => app.log.warn({ err: error }, 'red packet expiry run failed'),
    settings.expiryCheckMs,
  );
  app.clock.onAdvance(async () => {
    // A run already under way read the clock before it moved: the second run sees the new time.
    await task.runOnce();
    await task.runOnce();
  });
  app.addHook('onReady', async () => {
    const repaired = await app.ledger.recover(RED_PACKET_WALLET);
    if (repaired > 0) app.log.warn({ repaired }, 'red packet transfers interrupted by a crash were settled');
    const swept = await service.sweep();
    if (swept > 0) app.log.warn({ swept }, 'red packet money a crash left in transit went back to spot');
    await task.runOnce();
  });
  app.addHook('preClose', async () => task.stop());
  await app.register(redPacketRoutes, { db, service, guesses: new GuessLimit() });
}

export const redPacketsProduct: ProductManifest = {
  name: 'red-packets',
  api: redPacketPlugin,
  migrations: ['0100_red_packets'],
  streamChannels: [],
  messages: redPacketCatalogues,
  walletLeg: (app) => redPacketWalletLeg(redPacketDb(app.db), () => app.clock.nowMs()),
};
