/**
 * `npm run cluster`: the scale-out deployment on one machine (docs/scale-out.md). Starts (or reuses)
 * PostgreSQL, a NATS JetStream server with its own port and data directory, the engine processes
 * (symbols sharded over them), the persister, two gateways and, unless CLUSTER_WEB=0, the one-process
 * server with the web app (`npm start`) for everything the cluster does not run yet, and the
 * simulated market (sim-main.ts; CLUSTER_SIM=0: none) and the simulated perpetuals market
 * (futures-sim-main.ts; CLUSTER_FUTURES_SIM, else CLUSTER_SIM, 0: none). One origin on
 * PORT: /cluster/v1/* and the product's spot order calls (place, cancel, open orders, REST depth) and
 * futures calls go round robin to the gateways (one signed-in user's to
 * one gateway), everything else to that server. Every child
 * that dies is restarted (that is how an engine killed with -9 comes back and replays).
 *
 * Env: PORT (3000), CLUSTER_DIR (.tmp/cluster-<PORT>), CLUSTER_ENGINES (2), CLUSTER_FUTURES_ENGINES (1;
 * 0: no futures engines, persister or mark feed), CLUSTER_GATEWAYS (2),
 * CLUSTER_BASE_PORT (PORT+1: gateways, then NATS, then the web server), DATABASE_URL (else the local
 * PostgreSQL from scripts/ensure-system-deps.sh, database tideline_cluster_<PORT>), CLUSTER_WEB (0: no
 * product server; api: the product's API server without the web app).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect as netConnect } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_OPTIONS } from '../../../../scripts/server-node-options.mjs';
import { GATEWAY_PRODUCT_PATHS } from './gateway-paths.ts';
import { startNatsServer } from './nats-server.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const basePort = Number(process.env.CLUSTER_BASE_PORT ?? port + 1);
const engines = Number(process.env.CLUSTER_ENGINES ?? 2);
const futuresEngines = Number(process.env.CLUSTER_FUTURES_ENGINES ?? 1);
const gatewayCount = Number(process.env.CLUSTER_GATEWAYS ?? 2);
const withWeb = process.env.CLUSTER_WEB !== '0';
const dir = process.env.CLUSTER_DIR ?? `${root}.tmp/cluster-${port}`;
mkdirSync(dir, { recursive: true });

const gatewayPorts = Array.from({ length: gatewayCount }, (_, i) => basePort + i);
const natsPort = basePort + gatewayCount;
const webPort = basePort + gatewayCount + 1;

async function databaseUrl(): Promise<string> {
  const name = `tideline_cluster_${port}`;
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  let admin = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
  const probe = new pg.Client({ connectionString: admin });
  try {
    await probe.connect();
  } catch {
    const out = execFileSync('bash', [`${root}scripts/ensure-system-deps.sh`], { encoding: 'utf8' });
    const line = out.trim().split('\n').at(-1) ?? '';
    if (!line.startsWith('TEST_DATABASE_URL=')) throw new Error('no PostgreSQL: set DATABASE_URL');
    admin = line.slice('TEST_DATABASE_URL='.length).replace(/\/[^/]*$/, '/postgres');
  } finally {
    await probe.end().catch(() => undefined);
  }
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return admin.replace(/\/[^/]*$/, `/${name}`);
}

const secretFile = `${dir}/secret`;
if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
const secret = readFileSync(secretFile, 'utf8').trim();
const dbUrl = await databaseUrl();
const nats = await startNatsServer({ port: natsPort, storeDir: `${dir}/nats` });
const clusterVars = {
  CLUSTER_NATS_URL: nats.url,
  CLUSTER_DATABASE_URL: dbUrl,
  CLUSTER_SECRET: secret,
  CLUSTER_DEMO_FUNDS: process.env.CLUSTER_DEMO_FUNDS ?? '1',
};

interface Role {
  name: string;
  args: string[];
  env: Record<string, string>;
}
// The engines, gateways and feeders allocate in bursts as the product server does (a command's
// events, a result's projection), so they run with its node options (scripts/server-node-options.mjs).
const tsx = (file: string) => [
  ...SERVER_NODE_OPTIONS,
  '--import',
  'tsx',
  fileURLToPath(new URL(file, import.meta.url)),
];
const roles: Role[] = [
  ...Array.from({ length: engines }, (_, shard) => ({
    name: `engine-${shard}`,
    args: tsx('./engine-main.ts'),
    env: { CLUSTER_SHARD: String(shard), CLUSTER_ENGINES: String(engines) },
  })),
  { name: 'persister', args: tsx('./persister-main.ts'), env: {} },
  // The simulated market, its orders sent to the engines (sim-main.ts); CLUSTER_SIM=0: none.
  ...(process.env.CLUSTER_SIM === '0' ? [] : [{ name: 'sim', args: tsx('./sim-main.ts'), env: {} }]),
  // Futures (docs/scale-out.md, "Futures"): contract engines, their persister and the mark feed.
  ...Array.from({ length: futuresEngines }, (_, shard) => ({
    name: `futures-engine-${shard}`,
    args: tsx('./futures-engine-main.ts'),
    env: { CLUSTER_SHARD: String(shard), CLUSTER_ENGINES: String(futuresEngines) },
  })),
  ...(futuresEngines > 0
    ? [
        {
          name: 'futures-persister',
          args: tsx('./persister-main.ts'),
          env: { CLUSTER_LEDGER_SIDE: 'futures' },
        },
        { name: 'futures-mark-feed', args: tsx('./futures-mark-feed-main.ts'), env: {} },
        // The simulated perpetuals market, its orders sent to the contract engines.
        ...((process.env.CLUSTER_FUTURES_SIM ?? process.env.CLUSTER_SIM) === '0'
          ? []
          : [{ name: 'futures-sim', args: tsx('./futures-sim-main.ts'), env: {} }]),
      ]
    : []),
  ...gatewayPorts.map((gatewayPort, i) => ({
    name: `gateway-${i}`,
    args: tsx('./gateway-main.ts'),
    env: {
      CLUSTER_GATEWAY_PORT: String(gatewayPort),
      CLUSTER_GATEWAY_ID: String(i),
      // The product's sign-in works on the gateways when its server runs beside the cluster, and
      // they serve its spot order API (product-routes.ts).
      ...(withWeb
        ? { CLUSTER_SESSION_DATABASE_URL: `${dbUrl}_main`, CLUSTER_WEB_URL: `http://127.0.0.1:${webPort}` }
        : {}),
    },
  })),
  ...(withWeb
    ? [
        {
          name: 'web',
          // CLUSTER_WEB=api: the product's API server without the web app (the cluster test).
          args: process.env.CLUSTER_WEB === 'api' ? tsx('../main.ts') : [`${root}scripts/start.mjs`],
          // CLUSTER_ALLOCATIONS: the spot wallet funds the cluster's allocations (allocation-leg.ts).
          env: {
            PORT: String(webPort),
            DATABASE_URL: `${dbUrl}_main`,
            CLUSTER_ALLOCATIONS: '1',
            // The bot API's order and market calls go to the gateways through the origin (v1-upstream.ts).
            CLUSTER_ORIGIN_URL: `http://127.0.0.1:${port}`,
          },
        },
      ]
    : []),
];

const children = new Map<string, ChildProcess>();
/** Restarts in a row per role: a child that keeps failing (PostgreSQL down) is retried ever slower. */
const failures = new Map<string, number>();
let stopping = false;
function writeProcesses(): void {
  const list = Object.fromEntries([...children].map(([name, child]) => [name, child.pid]));
  writeFileSync(
    `${dir}/processes.json`,
    JSON.stringify({ launcher: process.pid, nats: nats.process.pid, ...list }),
  );
}
function run(role: Role): void {
  const child = spawn(process.execPath, role.args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...clusterVars, ...role.env },
  });
  children.set(role.name, child);
  writeProcesses();
  const started = Date.now();
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const inARow = Date.now() - started < 30_000 ? (failures.get(role.name) ?? 0) + 1 : 0;
    failures.set(role.name, inARow);
    const delay = Math.min(10_000, 200 * 2 ** inARow);
    console.log(`cluster: ${role.name} exited (${code ?? signal}); restarting in ${delay} ms`);
    setTimeout(() => run(role), delay);
  });
}

if (withWeb) {
  // The one-process server keeps its own database next to the cluster's.
  const admin = new pg.Client({ connectionString: dbUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const name = `${dbUrl.slice(dbUrl.lastIndexOf('/') + 1)}_main`;
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}
for (const role of roles) run(role);

let next = 0;
function forward(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  targets: number[],
  start: number,
  attempt = 0,
): void {
  const target = targets[(start + attempt) % targets.length]!;
  const upstream = http.request(
    { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    // Refused means the request never reached that process: another gateway may take it.
    if (error.code === 'ECONNREFUSED' && attempt + 1 < targets.length)
      return forward(request, response, targets, start, attempt + 1);
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 'upstream-unavailable', message: 'no gateway answered' }));
  });
  request.pipe(upstream);
}
const proxy = http.createServer((request, response) => {
  const path = request.url?.split('?')[0] ?? '';
  const toGateways = path.startsWith('/cluster/') || (withWeb && GATEWAY_PRODUCT_PATHS.has(path));
  if (toGateways) next = (next + 1) % gatewayPorts.length;
  // One signed-in user's product calls go to one gateway (the next one if it is down), so that
  // gateway funds and sweeps that user's allocations one order at a time (product-routes.ts).
  const token = /(?:^|;\s*)token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const start =
    token !== undefined && GATEWAY_PRODUCT_PATHS.has(path)
      ? createHash('sha256').update(token).digest().readUInt32BE(0) % gatewayPorts.length
      : next;
  if (!toGateways && !withWeb) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ code: 'not-found', message: 'only /cluster/v1 runs here (CLUSTER_WEB=0)' }),
    );
    return;
  }
  forward(request, response, toGateways ? gatewayPorts : [webPort], toGateways ? start : 0);
});
// WebSocket streams go to the one-process server as they are.
proxy.on('upgrade', (request, socket, head) => {
  if (!withWeb) return socket.destroy();
  const upstream = netConnect({ host: '127.0.0.1', port: webPort }, () => {
    const headers = Object.entries(request.headers).map(
      ([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`,
    );
    upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});
proxy.listen(port, '127.0.0.1', () => {
  console.log(
    `cluster on http://127.0.0.1:${port}: gateways ${gatewayPorts.join(', ')}, NATS ${natsPort}, ${engines} engines${withWeb ? `, web server ${webPort}` : ''}; state in ${dir}`,
  );
});

async function stop(): Promise<void> {
  stopping = true;
  proxy.close();
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await nats.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
