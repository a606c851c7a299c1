import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startPeriodicTask } from '../../db/periodic-task.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { ChainRuntime } from './chain/chain-runtime.ts';
import { web3Catalogues } from './messages.ts';
import { web3Routes } from './routes.ts';
import { Web3Service } from './service.ts';
import { web3Settings } from './settings.ts';
import { WEB3_WALLET, web3WalletLeg } from './wallet-leg.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The web3 wallet's service (its chain included), for the product's own tests and bench. */
    web3Wallet: Web3Service;
  }
}

/**
 * The web3 wallet under /v1/web3 (docs/protocol-web3-wallet.md). The local chain starts at the
 * first call that needs it, or at start when it was deployed before, when WEB3_CHAIN_START=boot,
 * or when a withdrawal interrupted by a crash needs it; the deposit watcher reads it every WEB3_WATCH_MS once it runs.
 */
function openWeb3(app: FastifyInstance) {
  const settings = web3Settings(app.config.dataDir);
  const runtime = new ChainRuntime(settings.chainDir, settings.blockMs, app.log);
  app.decorate('web3Wallet', new Web3Service(app, runtime, settings));
}

export async function web3Plugin(app: FastifyInstance) {
  const service = app.web3Wallet;
  const settings = web3Settings(app.config.dataDir);
  const task =
    settings.watchMs > 0
      ? startPeriodicTask(
          () => service.scanDeposits(),
          (error) => app.log.warn({ err: error }, 'web3 deposit scan failed'),
          settings.watchMs,
        )
      : undefined;
  const keeper =
    settings.keeperMs > 0
      ? startPeriodicTask(
          () => service.keepPools(),
          (error) => app.log.warn({ err: error }, 'web3 pool keeper failed'),
          settings.keeperMs,
        )
      : undefined;
  app.addHook('onReady', async () => {
    const repaired = await app.ledger.recover(WEB3_WALLET);
    if (repaired > 0) app.log.warn({ repaired }, 'web3 transfers interrupted by a crash were settled');
    const finished = await service.withdrawals.recover();
    if (finished > 0) app.log.warn({ finished }, 'web3 withdrawals interrupted by a crash were finished');
    // A chain deployed before reopens at once (about 20 ms, in the background), so deposits waiting
    // for confirmations keep counting; a fresh one waits for the first web3 call unless asked.
    const deployed =
      settings.chainDir !== undefined && existsSync(path.join(settings.chainDir, 'deployment.json'));
    if (settings.startAtBoot || deployed)
      void service.runtime.ready().catch((error) => app.log.error({ err: error }, 'web3 chain failed'));
  });
  app.addHook('preClose', async () => {
    await task?.stop();
    await keeper?.stop();
    await service.runtime.close();
  });
  await app.register(web3Routes, { service, confirmations: settings.confirmations });
}

export const web3WalletProduct: ProductManifest = {
  name: 'web3-wallet',
  open: openWeb3,
  api: web3Plugin,
  migrations: ['0150_web3_wallet', '0151_web3_gas_drips'],
  streamChannels: [],
  messages: web3Catalogues,
  walletLeg: (app) => web3WalletLeg(app.db, () => app.clock.nowMs()),
};
