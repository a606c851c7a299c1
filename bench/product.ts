// The whole product as the browser benches drive it: started by `scripts/start.mjs` on its own port
// and build folder with an in-memory database, and Debian's Chromium with the browser tests' flags
// (e2e/playwright.config.ts).
import { type ChildProcess, spawn } from 'node:child_process';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Building the web app and starting the gateway can take minutes on a busy machine. */
const START_TIMEOUT_MS = 600_000;

/** Starts the product on `port`; `env` adds or overrides settings (NODE_ENV, simulator knobs, ...). */
export function startProduct(port: number, buildDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      WEB_BUILD_DIR: buildDir,
      DATA_DIR: ':memory:',
      KEYS_DIR: '.tmp/bench-keys',
      SIM_SEED: '42',
      ...env,
    },
  });
}

/** Resolves once `/v1/health` answers; fails if the product exits or takes too long. */
export async function waitForHealth(origin: string, product: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (product.exitCode !== null) throw new Error(`the product exited with ${product.exitCode}`);
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return;
    } catch {
      // Still building or starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the product did not start in time');
}
