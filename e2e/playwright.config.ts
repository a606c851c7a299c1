import { defineConfig } from '@playwright/test';
import { E2E_KEYS_DIR, E2E_PORT, E2E_WEB_BUILD_DIR } from './support/e2e-server.ts';

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
  workers: 1,
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
