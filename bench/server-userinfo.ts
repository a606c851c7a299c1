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
import { ensureRootPublicKey } from '../apps/server/src/gateway-security/keys/gateway-keys.ts';
import { makeWebClient, sentHeaders } from '../apps/server/test/support/web-client.ts';

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
  setupRequest: (request: { headers?: Record<string, string> }) => { headers: Record<string, string> };
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

/**
 * Logs the demo user in as the web app does (its request client: the password encrypted, the
 * login signed with a key the gateway binds to the session) and answers the session's cookies.
 */
async function loggedInWebClient(baseUrl: string, keysDir: string) {
  const web = makeWebClient(baseUrl, await ensureRootPublicKey(keysDir), 'rsa1024');
  await web.security.ready();
  const answer = await web.client.post('/user/login', {
    loginName: DEMO_USER.email,
    pwd: DEMO_USER.password,
  });
  if (answer.status !== 'success' || !web.jar.header().includes('token='))
    throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return web;
}

/**
 * The headers the web client sends with userinfo (its cookies, and its signature: mode 0, the
 * path and the time), captured from a real call. A mode-0 signature may be sent again while its
 * time is fresh, so the bench re-signs once a second and every request carries the newest.
 */
function userinfoHeaders(web: Awaited<ReturnType<typeof loggedInWebClient>>) {
  return sentHeaders(web, '/user/overview/userinfo');
}

async function measure(backend: string, env: NodeJS.ProcessEnv): Promise<Row> {
  // One session calling hundreds of times a second is over its account's rate limit by design;
  // the bench measures the request path, so the limiter is off (RATE_LIMITS=0).
  const keysDir = mkdtempSync(path.join(tmpdir(), 'tideline-bench-keys-'));
  const app = await buildServer(
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: '0', KEYS_DIR: keysDir, ...env }),
  );
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    const url = `http://127.0.0.1:${address.port}/v1/user/overview/userinfo`;
    const web = await loggedInWebClient(`http://127.0.0.1:${address.port}`, keysDir);
    let headers = await userinfoHeaders(web);
    const check = await (await fetch(url, { headers })).json();
    if (check.code !== 0) throw new Error(`userinfo failed: ${JSON.stringify(check)}`);
    const resign = setInterval(() => {
      userinfoHeaders(web).then((fresh) => {
        headers = fresh;
      }, console.error);
    }, 1000);
    const run = (duration: number) =>
      autocannon({ url, connections, duration, setupRequest: (request) => ({ ...request, headers }) });
    try {
      await run(2);
      const result = await run(seconds);
      if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
      return { backend, result };
    } finally {
      clearInterval(resign);
    }
  } finally {
    await app.close();
    rmSync(keysDir, { recursive: true, force: true });
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
console.log(
  `summary: ${rows
    .map(
      ({ backend, result }) =>
        `${backend} ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
    )
    .join('; ')} (target 3,000 req/s, p99 < 50 ms)`,
);
