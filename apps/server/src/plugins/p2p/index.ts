import type { FastifyInstance } from 'fastify';
import { startPeriodicTask } from '../../db/periodic-task.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { fiatRatesSetting } from '../markets/index.ts';
import { chatChannel, P2P_CHAT_CHANNEL } from './chat.ts';
import { indexPriceOf } from './index-price.ts';
import { merchantIds, seedMerchants, walkMerchantOrders } from './merchants.ts';
import { p2pCatalogues } from './messages.ts';
import { p2pRoutes } from './routes.ts';
import { P2pService } from './service.ts';
import { p2pSettings } from './settings.ts';
import { p2pDb } from './tables.ts';
import { P2P_WALLET, p2pWalletLeg } from './wallet-leg.ts';

/**
 * P2P trading under /v1/p2p (docs/protocol-p2p.md): ads, escrowed orders, payment methods and
 * appeals. The order run (payment timeouts, then the simulated merchants' moves) runs at start,
 * on a timer and whenever the clock moves, so an order whose window passed while the server was
 * down cancels at the next start and its escrow returns.
 */
export async function p2pPlugin(app: FastifyInstance) {
  const db = p2pDb(app.db);
  const settings = p2pSettings();
  const fiatRates = fiatRatesSetting(process.env.MARKETS_FIAT_RATES);
  const service = new P2pService(app, db, (crypto, fiat) =>
    indexPriceOf(crypto, fiat, (symbol) => app.markets.lastPriceOf(symbol), fiatRates),
  );
  let merchants: number[] = [];
  const task = startPeriodicTask(
    async () => {
      await service.expireDue();
      await walkMerchantOrders(db, service, merchants, app.clock.nowMs(), settings.merchantDelayMs);
    },
    (error) => app.log.warn({ err: error }, 'P2P order run failed'),
    settings.tickMs,
  );
  app.clock.onAdvance(async () => {
    // A run already under way read the clock before it moved: the second run sees the new time.
    await task.runOnce();
    await task.runOnce();
  });
  app.addHook('onReady', async () => {
    const repaired = await app.ledger.recover(P2P_WALLET);
    if (repaired > 0) app.log.warn({ repaired }, 'P2P transfers interrupted by a crash were settled');
    await seedMerchants(app, db, fiatRates);
    service.adChanged();
    merchants = await merchantIds(app);
    await task.runOnce();
  });
  app.addHook('preClose', async () => task.stop());
  app.marketsHub.register(chatChannel());
  await app.register(p2pRoutes, { db, service, settings });
}

export const p2pProduct: ProductManifest = {
  name: 'p2p',
  api: p2pPlugin,
  migrations: ['0120_p2p', '0121_p2p_chat', '0122_p2p_chat_images'],
  streamChannels: [P2P_CHAT_CHANNEL],
  messages: p2pCatalogues,
  walletLeg: (app) => p2pWalletLeg(p2pDb(app.db), () => app.clock.nowMs()),
};
