/**
 * Starts `npm run cluster` (CLUSTER_WEB=0) as a child for the cluster test and the bench, and gives
 * them what a client of it needs: gateway URLs, bearer tokens, the engines' query subject and the
 * processes' ids (to kill them). Not used by the product itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { SignJWT } from 'jose';
import pg from 'pg';
import { COMMAND_STREAM, commandSubject, EVENT_STREAM, PERSISTER_CONSUMER, querySubject } from './config.ts';
import { connectNats, decode } from './nats.ts';

export interface EngineView {
  symbol: string;
  seq: number;
  depth: { bids: Array<[number, number]>; asks: Array<[number, number]> };
  balances: Array<{ account: string; asset: string; total: string }>;
  mismatches: string[];
}

export interface RunningCluster {
  gateways: string[];
  /** The one origin (the launcher's proxy): the product's server behind it when CLUSTER_WEB is on. */
  origin: string;
  natsUrl: string;
  databaseUrl: string;
  nc: NatsConnection;
  token(userId: number): Promise<string>;
  processes(): Record<string, number>;
  engine(symbol: string): Promise<EngineView>;
  /** Stream sequence of the last command on the symbol's subject (0 when none). */
  lastCommandSeq(symbol: string): Promise<number>;
  /** Results the persister has not yet written and acknowledged. */
  persisterBacklog(): Promise<number>;
  waitHealthy(): Promise<void>;
  stop(): Promise<void>;
}

const until = async (what: string, check: () => Promise<boolean>, tries = 1_200): Promise<void> => {
  for (let i = 0; i < tries; i += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`cluster: gave up waiting for ${what}`);
};

/** The cluster tests run where Debian's nats-server is installed (scripts/ensure-system-deps.sh). */
export const natsInstalled = ['/usr/sbin/nats-server', '/usr/bin/nats-server'].some((path) =>
  existsSync(path),
);

/** For spot-only tests and benches: no futures engine, persister or mark feed (less load). */
export const SPOT_ONLY = { CLUSTER_FUTURES_ENGINES: '0' } as const;

/** Starts a cluster on `port` (gateways on port+1, port+2, NATS on port+3) over a fresh database. */
export async function startCluster(options: {
  port: number;
  adminDatabaseUrl: string;
  engines?: number;
  env?: Record<string, string>;
}): Promise<RunningCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'tideline-cluster-'));
  const databaseName = `tideline_cluster_t${options.port}_${process.pid}`;
  const admin = new pg.Client({ connectionString: options.adminDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName}`);
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName}_main`);
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const databaseUrl = options.adminDatabaseUrl.replace(/\/[^/?]*(\?.*)?$/, `/${databaseName}`);
  const launcher: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./launch.ts', import.meta.url))],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(options.port),
        CLUSTER_WEB: '0',
        // A still market: the tests and the bench place every order themselves.
        CLUSTER_SIM: '0',
        CLUSTER_DIR: dir,
        CLUSTER_ENGINES: String(options.engines ?? 2),
        DATABASE_URL: databaseUrl,
        ...options.env,
      },
    },
  );
  const gateways = [1, 2].map((offset) => `http://127.0.0.1:${options.port + offset}`);
  const natsUrl = `nats://127.0.0.1:${options.port + 3}`;
  const processes = () =>
    JSON.parse(readFileSync(join(dir, 'processes.json'), 'utf8')) as Record<string, number>;
  await until('the launcher', async () => processes().launcher === launcher.pid);
  const nc = await connectNats(natsUrl, 'cluster-client');
  const jsm = await jetstreamManager(nc);
  const secret = new TextEncoder().encode(readFileSync(join(dir, 'secret'), 'utf8').trim());
  const cluster: RunningCluster = {
    gateways,
    origin: `http://127.0.0.1:${options.port}`,
    natsUrl,
    databaseUrl,
    nc,
    token: (userId) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(userId)).sign(secret),
    processes,
    engine: async (symbol) =>
      decode<EngineView>((await nc.request(querySubject(symbol), undefined, { timeout: 5_000 })).data),
    lastCommandSeq: async (symbol) => {
      try {
        const message = await jsm.streams.getMessage(COMMAND_STREAM, {
          last_by_subj: commandSubject(symbol),
        });
        return message?.seq ?? 0;
      } catch {
        return 0;
      }
    },
    persisterBacklog: async () => {
      const info = await jsm.consumers.info(EVENT_STREAM, PERSISTER_CONSUMER);
      return info.num_pending + info.num_ack_pending;
    },
    waitHealthy: () =>
      until('both gateways', async () => {
        const answers = await Promise.all(gateways.map((url) => fetch(`${url}/cluster/v1/health`)));
        return answers.every((answer) => answer.ok);
      }),
    stop: async () => {
      await nc.close().catch(() => undefined);
      await new Promise<void>((resolve) => {
        if (launcher.exitCode !== null) return resolve();
        launcher.once('exit', () => resolve());
        launcher.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: options.adminDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
      // The product server's own database, when CLUSTER_WEB ran one.
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName}_main WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    },
  };
  await cluster.waitHealthy();
  return cluster;
}

export { until };

/**
 * Another account on the bearer-token `/cluster/v1` API (a token of the cluster's secret): the
 * tests' counterparties, funded by demo deposits into a symbol's allocation. Answers the gateway's
 * responses; deposits go to gateway 0 and orders to gateway 1 unless told otherwise.
 */
export function clusterTrader(cluster: RunningCluster, userId: number) {
  const post = async (gateway: number, path: string, body: unknown) =>
    fetch(`${cluster.gateways[gateway]}/cluster/v1/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await cluster.token(userId)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    deposit: (body: { symbol: string; asset: string; amount: string }, gateway = 0) =>
      post(gateway, 'deposits', body),
    order: (
      body: { symbol: string; side: 'buy' | 'sell'; price: string; size: string; type?: string },
      gateway = 1,
    ) => post(gateway, 'orders', { type: 'limit', ...body }),
  };
}

/**
 * Another account on the bearer-token `/cluster/v1/futures` API through gateway 1: the futures
 * tests' counterparties, funded by demo deposits into a contract. Answers the gateway's responses.
 */
export function clusterFuturesTrader(cluster: RunningCluster, userId: number) {
  const post = async (path: string, body: unknown) =>
    fetch(`${cluster.gateways[1]}/cluster/v1/futures/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await cluster.token(userId)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    deposit: (body: { symbol: string; amount: string }) => post('deposits', body),
    order: (body: { symbol: string; side: 'buy' | 'sell'; price: string; size: string }) =>
      post('orders', { type: 'limit', ...body }),
  };
}

/**
 * Another account (`userId`) rests a futures sell of `size` near `mark`, funded by a demo deposit
 * of 100,000 USDT into the contract; answers the ask's price. The price's last decimal is never 0:
 * the book and the trades write two decimals while a position's average price drops trailing zeros,
 * and the tests compare them as text.
 */
export async function restingFuturesAsk(
  cluster: RunningCluster,
  options: { userId: number; symbol: string; mark: number; size: string },
): Promise<string> {
  const trader = clusterFuturesTrader(cluster, options.userId);
  const deposited = await trader.deposit({ symbol: options.symbol, amount: '100000' });
  if (deposited.status !== 200) throw new Error(`deposit: ${deposited.status} ${await deposited.text()}`);
  const cents = Math.round(options.mark * 100);
  const price = ((cents % 10 === 0 ? cents + 1 : cents) / 100).toFixed(2);
  const sell = await trader.order({ symbol: options.symbol, side: 'sell', price, size: options.size });
  if (sell.status !== 200) throw new Error(`sell: ${sell.status} ${await sell.text()}`);
  return price;
}
