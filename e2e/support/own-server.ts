/**
 * A test-owned instance of the real product, for browser tests that need to do to the server what
 * Playwright's shared web server must never suffer: stop it, restart it, or freeze it.
 *
 * It runs `node --import tsx scripts/serve.ts` from the repository root with the same environment
 * as `e2e/playwright.config.ts` (NODE_ENV=test, GATEWAY_SIGNING=1, DEVICE_TOKEN_REQUIRED=1,
 * KEYS_DIR=.tmp/e2e-keys-<E2E_PORT>, SIM_SEED=42, MARKETS_SIM_TICK_MS=250) and mounts the web bundle that the
 * shared web server already built (`apps/web/build-e2e-<E2E_PORT or 3199>`), so nothing is rebuilt
 * and the bundle's embedded root public key matches the keys this instance signs with. It listens
 * on 127.0.0.1 at a free port that stays the same across restarts (a page keeps talking to it), and
 * keeps its database in a temporary directory on disk, so accounts and orders survive `restart()`.
 *
 *   const server = new OwnServer();
 *   test.beforeAll(() => server.start());
 *   test.afterAll(() => server.dispose());   // always: no stray servers, no stray data
 *   await page.goto(`${server.baseURL}/spot/BTCUSDT`);
 *   await server.pause();    // SIGSTOP: connections stay open, requests hang until the client times out
 *   await server.resume();   // SIGCONT
 *   await server.stop();     // SIGTERM, waits for the exit: the server is offline
 *   await server.restart();  // stop, then start again on the same port with the same data
 *
 * `ownServerForFile(test)` registers exactly those two hooks. Cookies are not isolated by port, so a
 * browser context that visits both this instance and the shared server sends each the other's
 * cookies; use a context per server when that matters.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_KEYS_DIR, E2E_WEB_BUILD_DIR } from './e2e-server.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * How long a start may take: compiling the server and opening (on the first start, creating and
 * migrating) the on-disk database take from seconds on an idle machine to over a minute under the
 * load of parallel suites. Hooks that start a server need a timeout above this.
 */
export const OWN_SERVER_START_TIMEOUT_MS = 150_000;
/** How long a SIGTERM may take before the process is killed outright. */
const STOP_TIMEOUT_MS = 10_000;
/** The last lines of the server's output, shown when it fails to start or dies. */
const KEPT_OUTPUT_LINES = 40;

/** Servers still running in this test process, killed if the process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface OwnServerOptions {
  /** Extra or overriding environment variables for the server process. */
  env?: Record<string, string>;
}

export class OwnServer {
  private child: ChildProcess | null = null;
  private exited: Promise<void> | null = null;
  private paused = false;
  private port: number | null = null;
  private dataDir: string | null = null;
  private output: string[] = [];
  private readonly extraEnv: Record<string, string>;

  constructor(options: OwnServerOptions = {}) {
    this.extraEnv = options.env ?? {};
  }

  /** The instance's origin, e.g. http://127.0.0.1:40123; known once `start()` has run. */
  get baseURL(): string {
    if (this.port === null) throw new Error('OwnServer: call start() before reading baseURL');
    return `http://127.0.0.1:${this.port}`;
  }

  /** Whether the server process is alive (it may be paused). */
  get isRunning(): boolean {
    return this.child !== null;
  }

  /** Starts the server and resolves once `/v1/health` answers. A second call while running is a no-op. */
  async start(): Promise<void> {
    if (this.child) return;
    const webBuildDir = E2E_WEB_BUILD_DIR;
    if (!existsSync(path.join(REPO_ROOT, 'apps/web', webBuildDir))) {
      throw new Error(
        `OwnServer: apps/web/${webBuildDir} is missing; the Playwright web server builds it first`,
      );
    }
    this.port ??= await freePort();
    this.dataDir ??= mkdtempSync(path.join(tmpdir(), 'tideline-own-server-'));
    this.output = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        WEB_BUILD_DIR: webBuildDir,
        DATA_DIR: this.dataDir,
        // An inherited DATABASE_URL would point this instance at someone else's database.
        DATABASE_URL: '',
        KEYS_DIR: E2E_KEYS_DIR,
        SIM_SEED: '42',
        NODE_ENV: 'test',
        GATEWAY_SIGNING: '1',
        DEVICE_TOKEN_REQUIRED: '1',
        MARKETS_SIM_TICK_MS: '250',
        ...this.extraEnv,
      },
    });
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - KEPT_OUTPUT_LINES));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    this.paused = false;
    running.add(child);
    this.exited = new Promise((resolve) => {
      child.once('exit', () => {
        running.delete(child);
        if (this.child === child) this.child = null;
        resolve();
      });
    });
    try {
      await this.waitForHealth(child);
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Stops the server (SIGTERM, SIGKILL after 10 s) and waits for its exit; the data stays. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    // A stopped process only acts on SIGTERM once it runs again.
    if (this.paused) child.kill('SIGCONT');
    this.paused = false;
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await this.exited;
    clearTimeout(killer);
  }

  /** Stops and starts again on the same port with the same database. */
  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Freezes the process (SIGSTOP): the port stays open, and every request hangs unanswered. */
  async pause(): Promise<void> {
    if (!this.child) throw new Error('OwnServer: not running');
    this.child.kill('SIGSTOP');
    this.paused = true;
  }

  /** Lets a paused process run on (SIGCONT). */
  async resume(): Promise<void> {
    if (!this.child) throw new Error('OwnServer: not running');
    this.child.kill('SIGCONT');
    this.paused = false;
  }

  /** Stops the server and deletes its data directory: for test.afterAll. */
  async dispose(): Promise<void> {
    await this.stop();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
    this.dataDir = null;
  }

  private async waitForHealth(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + OWN_SERVER_START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.child !== child)
        throw new Error(`OwnServer: the server exited while starting\n${this.tail()}`);
      try {
        const response = await fetch(`${this.baseURL}/v1/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(
      `OwnServer: /v1/health did not answer within ${OWN_SERVER_START_TIMEOUT_MS} ms\n${this.tail()}`,
    );
  }

  private tail(): string {
    return this.output.join('\n');
  }
}

/** The slack a hook that starts a server gets on top of the start itself. */
const HOOK_SLACK_MS = 30_000;

/** A new OwnServer started before the file's tests and always disposed of after them. */
export function ownServerForFile(
  test: {
    beforeAll(hook: () => Promise<void>): void;
    afterAll(hook: () => Promise<void>): void;
    setTimeout(timeout: number): void;
  },
  options: OwnServerOptions = {},
): OwnServer {
  const server = new OwnServer(options);
  test.beforeAll(async () => {
    test.setTimeout(OWN_SERVER_START_TIMEOUT_MS + HOOK_SLACK_MS);
    await server.start();
  });
  test.afterAll(() => server.dispose());
  return server;
}

/** A port nobody listens on right now, asked of the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('OwnServer: no free port'))));
    });
  });
}
