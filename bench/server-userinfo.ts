/**
 * Authenticated GET /v1/user/overview/userinfo through the whole gateway (cookie session lookup,
 * a user row read, the envelope), measured with autocannon over real HTTP: embedded PGlite on disk
 * (the default) and a PostgreSQL server when BENCH_DATABASE_URL or TEST_DATABASE_URL names one.
 * Prints requests per second and latency percentiles, and the ratio between the two backends.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, DEMO_USER, loadConfig } from '@tideline/server';
import pg from 'pg';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

// autocannon ships CommonJS without type declarations; the two fields used are typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Row {
  backend: string;
  result: AutocannonResult;
}

async function sessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: DEMO_USER.email, pwd: DEMO_USER.password }),
  });
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!cookies.some((cookie) => cookie?.startsWith('token=')))
    throw new Error(`login failed: ${await response.text()}`);
  return cookies.join('; ');
}

async function measure(backend: string, env: NodeJS.ProcessEnv): Promise<Row> {
  // One session calling hundreds of times a second is over its account's rate limit by design;
  // the bench measures the request path, so the limiter is off (RATE_LIMITS=0).
  const app = await buildServer(
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: '0', ...env }),
  );
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    const url = `http://127.0.0.1:${address.port}/v1/user/overview/userinfo`;
    const cookie = await sessionCookie(`http://127.0.0.1:${address.port}`);
    const check = await (await fetch(url, { headers: { cookie } })).json();
    if (check.code !== 0) throw new Error(`userinfo failed: ${JSON.stringify(check)}`);
    await autocannon({ url, connections, duration: 2, headers: { cookie } });
    return {
      backend,
      result: await autocannon({ url, connections, duration: seconds, headers: { cookie } }),
    };
  } finally {
    await app.close();
  }
}

// The login that opens the measured session is setup, not the subject: let it skip the device-token
// check a browser would satisfy first. userinfo itself is not a device-token path (spec §7).
process.env.DEVICE_TOKEN_REQUIRED ??= '0';

const rows: Row[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-bench-'));
try {
  rows.push(await measure('PGlite (embedded, on disk)', { DATA_DIR: dataDir }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (postgresUrl) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  try {
    rows.push(await measure('PostgreSQL server', { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema }));
  } finally {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
} else {
  console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped.');
}

console.log(`\nGET /v1/user/overview/userinfo, authenticated, ${connections} connections, ${seconds} s each`);
console.table(
  rows.map(({ backend, result }) => ({
    backend,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    'errors+non-2xx': result.errors + result.timeouts + result.non2xx,
  })),
);
const [pglite, postgres] = rows;
if (pglite && postgres) {
  const ratio = pglite.result.requests.average / postgres.result.requests.average;
  console.log(`PGlite / PostgreSQL throughput ratio: ${ratio.toFixed(2)}`);
}
