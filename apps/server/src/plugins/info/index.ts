import type { FastifyInstance } from 'fastify';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { futuresServiceOf } from '../futures/index.ts';
import { loadDownloads } from './downloads.ts';
import { infoErrorHandler } from './errors.ts';
import { infoCatalogues } from './messages.ts';
import { FUND_SAMPLE_INTERVAL_MS, ProtectionFund } from './protection-fund.ts';
import { ReserveAuditor } from './reserve-auditor.ts';
import { infoRoutes } from './routes.ts';
import { infoDb } from './tables.ts';

/**
 * The data of the §2 informational pages under /v1/info (docs/protocol.md, "Informational pages").
 * Registered after the futures plugin, whose service holds the protection fund; the fund is
 * sampled once the server is ready (after the futures service started) and then every hour.
 * INFO_DOWNLOADS_FILE replaces the app list (see downloads.ts).
 */
export async function infoPlugin(app: FastifyInstance) {
  const db = infoDb(app.db);
  const fund = new ProtectionFund(db, futuresServiceOf(app));
  const auditor = new ReserveAuditor(db, app.markets);
  const downloads = loadDownloads(process.env.INFO_DOWNLOADS_FILE);
  app.addHook('onReady', async () => {
    await fund.sample();
    fund.start(FUND_SAMPLE_INTERVAL_MS, (error) =>
      app.log.warn({ err: error }, 'protection fund sample failed'),
    );
  });
  app.addHook('preClose', async () => fund.stop());
  app.setErrorHandler(infoErrorHandler);
  await app.register(infoRoutes, { markets: app.markets, auditor, fund, downloads });
}

export const infoProduct: ProductManifest = {
  name: 'info',
  api: infoPlugin,
  migrations: ['0060_info'],
  streamChannels: [],
  messages: infoCatalogues,
};
