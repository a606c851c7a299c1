/**
 * Shared set-up of the markets benchmarks: a real gateway (buildServer + listen) on an on-disk
 * PGlite in a temporary directory (or PostgreSQL when DATABASE_URL is set), and logged-in users
 * with simulated deposits, driven over HTTP exactly as a client would.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, loadConfig } from '../apps/server/src/index.ts';

export async function startBenchServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-bench-'));
  for (const [name, value] of Object.entries(env)) process.env[name] = value;
  // On PostgreSQL each run gets its own schema, dropped at the end.
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    ...process.env,
    DATABASE_SCHEMA: schema,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO_USER: 'false',
  });
  const app = await buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    /** Where the database runs: the A/B of PGLITE_THREAD=0 and 1 reads it from the summary lines. */
    backend: config.databaseUrl
      ? 'postgres'
      : config.pgliteThread
        ? 'pglite (disk, own thread)'
        : 'pglite (disk)',
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (config.databaseUrl) {
        const client = new pg.Client({ connectionString: config.databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    },
  };
}

async function call(baseUrl: string, method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  const json = (await response.json()) as { code: number | string; data: unknown };
  if (json.code !== 0) throw new Error(`${method} ${url} answered ${JSON.stringify(json)}`);
  return { data: json.data, cookie: setCookies || cookie };
}

/** Registers a user by e-mail (code read from the development outbox) and returns its session cookie. */
export async function benchUser(
  baseUrl: string,
  name: string,
  funds: ReadonlyArray<readonly [string, string, number]>,
) {
  const email = `${name}-${Date.now()}@bench.local`;
  await call(baseUrl, 'POST', '/v1/user/public/sendCode', '', { type: 'email', email, scene: 'register' });
  const outbox = await call(baseUrl, 'GET', `/v1/dev/outbox?to=${encodeURIComponent(email)}`, '');
  const text = (outbox.data as { messages: Array<{ text: string }> }).messages[0]?.text ?? '';
  const verifyCode = /\b(\d{6})\b/.exec(text)?.[1];
  const registered = await call(baseUrl, 'POST', '/v1/user/register/email', '', {
    email,
    pwd: 'BenchPassw0rd',
    rePwd: 'BenchPassw0rd',
    verifyCode,
  });
  for (const [asset, amount, times] of funds) {
    for (let i = 0; i < times; i += 1) {
      await call(baseUrl, 'POST', '/v1/asset/deposit/simulate', registered.cookie, { asset, amount });
    }
  }
  return registered.cookie;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
