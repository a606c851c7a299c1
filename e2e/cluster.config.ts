import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';
import { E2E_KEYS_DIR, E2E_WEB_BUILD_DIR } from './support/e2e-server.ts';

/**
 * The trading journeys against `npm run cluster` (docs/scale-out.md, "The product through the
 * cluster"): the same tests, pages and assertions as against `npm start`, run through the cluster's
 * one origin, where spot and futures orders trade in the engines over NATS JetStream and PostgreSQL.
 * Issue #31 asks the product to work through it exactly as with `npm start`; these are the journeys
 * that touch what the cluster changes (orders, books, streams, funding, records, demo venues).
 * Accessibility passes are left to the main suite (the pages are the same).
 */
const port = Number(process.env.E2E_CLUSTER_PORT ?? 3180);
const CLUSTER_SPECS = [
  'spot-trading',
  'spot-orders',
  'spot-market',
  'spot-demo',
  'futures-trading',
  'futures-live',
  'futures-market-alive',
  'futures-demo',
  'margin',
  'order-centre',
  'trade-compact',
  'newcomer-funding',
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));

export default defineConfig({
  ...baseConfig,
  testMatch: CLUSTER_SPECS,
  grepInvert: /axe/,
  projects: undefined,
  workers: 1,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node --import tsx support/cluster-server.ts',
    cwd: '.',
    url: `http://127.0.0.1:${port}/v1/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      ...(Array.isArray(baseConfig.webServer) ? {} : baseConfig.webServer?.env),
      PORT: String(port),
      WEB_BUILD_DIR: E2E_WEB_BUILD_DIR,
      KEYS_DIR: E2E_KEYS_DIR,
      // The suite's web build (made for the main suite's server, with the same keys).
      SKIP_WEB_BUILD: '1',
    },
  },
});
