import { defineConfig } from '@playwright/test';
import { E2E_KEYS_DIR, E2E_PORT, E2E_WEB_BUILD_DIR } from './support/e2e-server.ts';

const specFiles = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);

/** Spec files that move the gateway's test clock (`POST /v1/dev/clock`); see `projects` below. */
const CLOCK_SPECS = specFiles(['earn', 'p2p', 'red-packet', 'referral']);

/** Spec files that sign in as the seeded demo user; see `projects` below. */
const SHARED_ACCOUNT_SPECS = specFiles([
  'auth-login',
  'auth-pre-check',
  'auth-qr',
  'copy-trading',
  'copy-trading-a11y',
  'copy-trading-lead',
  'device-fingerprint',
  'device-request-errors',
  'device-token',
  'futures-demo',
  'futures-market-alive',
  'futures-trading',
  'info-a11y',
  'info-pages',
  'margin',
  'margin-a11y',
  'markets-a11y',
  'markets-page',
  'newcomer-funding',
  'p2p-a11y',
  'spot-demo',
  'spot-orders',
  'spot-restart',
]);

// Real Chromium from Debian, driven against the real product started on its own port with an
// in-memory database. No browser is ever downloaded.
const port = E2E_PORT;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // One retry: the whole suite shares one live server and a 2-core machine, and a journey that
  // times out once under that load passes when run again. A retried pass is reported as flaky
  // (test-all prints the count), so it stays visible rather than hidden.
  retries: 1,
  // Two workers share the one server: a worker leaves much of this 2-core machine idle while its
  // page waits on the network and timers, and two measured 18 min against 45 for the suite.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    // Files that sign in as the seeded demo user take turns, one at a time: its demo-venue
    // balances, copies and margin loans are shared state the journeys assert exactly. (The first
    // two-worker run also found a login in one browser signing the other out: the gateway bound one
    // client key per user. Keys are per session since c79fb2aa.)
    { name: 'shared-accounts', testMatch: SHARED_ACCOUNT_SPECS, testIgnore: CLOCK_SPECS, workers: 1 },
    // Everything else registers its own accounts and runs beside them.
    { name: 'own-accounts', testIgnore: [SHARED_ACCOUNT_SPECS, CLOCK_SPECS] },
    // A clock move reaches every account (step-up tickets, withdrawal locks, earn, red packets, P2P
    // time-outs), so these run last, alone. Playwright runs a project only after the projects it
    // depends on passed: when one of those failed, these are reported skipped (CI fails either way).
    {
      name: 'clock',
      testMatch: CLOCK_SPECS,
      workers: 1,
      dependencies: ['shared-accounts', 'own-accounts'],
    },
  ],
  use: {
    // One page for a worker's tests, reset between them (cookies, storage, routes, init scripts;
    // Playwright's documented `reuseContext`). A fresh page is a fresh renderer process, which on
    // this 2-core machine cost about 2 s of CPU per test, more than most tests' own work.
    reuseContext: true,
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    cwd: '.',
    url: `http://127.0.0.1:${port}/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      // Each port builds into its own directory, so suites on different ports can run at once.
      WEB_BUILD_DIR: E2E_WEB_BUILD_DIR,
      DATA_DIR: ':memory:',
      KEYS_DIR: E2E_KEYS_DIR,
      SIM_SEED: '42',
      NODE_ENV: 'test',
      // The browser tests run the gateway's security layer as a user meets it.
      GATEWAY_SIGNING: '1',
      DEVICE_TOKEN_REQUIRED: '1',
      // A live market, as `npm start` has, so the trading pages have books and trades to show:
      // spot and futures simulators both on, at `npm start`'s pace (test servers otherwise default
      // them off).
      MARKETS_SIM_TICK_MS: '500',
      FUTURES_SIM_TICK_MS: '500',
      // The simulated lead traders step as `npm start` has them (test servers otherwise turn them off).
      COPY_LEAD_SIM_TICK_MS: '5000',
    },
  },
});
