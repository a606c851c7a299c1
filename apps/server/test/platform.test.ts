import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requestMessageByType } from '@tideline/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';

describe('loadConfig', () => {
  it('uses safe defaults when the environment is empty', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      nodeEnv: 'development',
      simSeed: undefined,
      seedDemoUser: true,
    });
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, SIM_SEED and SEED_DEMO_USER', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: ':memory:',
      DATABASE_URL: 'postgres://x@h/db',
      SIM_SEED: '42',
      SEED_DEMO_USER: 'false',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: ':memory:',
      databaseUrl: 'postgres://x@h/db',
      simSeed: 42,
      seedDemoUser: false,
      nodeEnv: 'production',
    });
  });

  it('refuses a port that is not a number instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('PGlite on disk (DATA_DIR)', () => {
  // Two starts on an on-disk database: slower than one test's default on a busy machine.
  it('keeps accounts across restarts and applies each migration once', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-data-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const first = await buildServer(config);
      const before = await first.db.selectFrom('users').select('email').execute();
      await first.close();
      const second = await buildServer(config);
      const after = await second.db.selectFrom('users').select('email').execute();
      const migrations = await second.db
        .selectFrom('kysely_migration' as 'users')
        .select('name' as 'email')
        .execute();
      await second.close();
      expect(after).toEqual(before);
      expect(after).toEqual([{ email: 'demo@tideline.local' }]);
      expect(migrations.length).toBeGreaterThanOrEqual(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(backends)('platform on $name', (backend) => {
  let server: RunningServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startServer(backend);
    client = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  it('§3 /v1/health answers the envelope with result code 0', async () => {
    const answer = await client.get('/v1/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: 0,
      msg: 'success',
      status: 'success',
      data: { status: 'ok', database: backend.name },
    });
  });

  it('§7 POST answers carry the request-time header with the server clock', async () => {
    const before = Date.now();
    const answer = await client.post('/v1/user/login', { loginName: 'nobody@example.com', pwd: 'Wrong1234' });
    const serverTime = Number(answer.headers.get('request-time'));
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
  });

  it('§8 unknown /v1 paths answer 404 with the localised "Request error" envelope', async () => {
    const english = await client.get('/v1/no/such/path');
    expect(english.status).toBe(404);
    expect(english.body).toEqual({ code: '00005', data: null, msg: 'Request error', status: 'error' });
    const chinese = await client.get('/v1/no/such/path?languageType=1');
    expect(chinese.body.msg).toBe(requestMessageByType('notfound', 1));
    expect(chinese.body.msg).not.toBe('Request error');
  });

  it('§8 unknown methods on known paths and unknown /ws paths answer 404 envelopes', async () => {
    const wrongMethod = await client.call('DELETE', '/v1/health');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body.status).toBe('error');
    const ws = await client.get('/ws/unknown');
    expect(ws.status).toBe(404);
    expect(ws.body.code).toBe('00005');
  });

  it('§8 malformed JSON answers 400 with a clear message, never 500', async () => {
    const response = await client.raw('POST', '/v1/user/login', {
      body: '{"loginName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: '00004',
      data: null,
      msg: 'The request body is not valid JSON',
      status: 'error',
    });
  });

  it('§8 a body over the limit answers 413 and an unknown content type 415', async () => {
    const big = await client.raw('POST', '/v1/user/login', {
      body: JSON.stringify({ loginName: 'x'.repeat(server.config.bodyLimitBytes), pwd: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe('00004');
    const xml = await client.raw('POST', '/v1/user/login', {
      body: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect((await xml.json()).status).toBe('error');
  });

  it('§7 form bodies with bracket arrays are accepted like JSON', async () => {
    const response = await client.raw('POST', '/v1/user/login', {
      body: 'loginName=demo%40tideline.local&pwd=TidelineDemo1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ needVerify: false });
  });

  it('§8 validation messages follow languageType', async () => {
    const english = await client.post('/v1/user/login', { loginName: 'a@b.c' });
    expect(english.status).toBe(400);
    expect(english.body.msg).toMatch(/^Invalid parameter pwd/);
    const chinese = await client.post('/v1/user/login?languageType=1', { loginName: 'a@b.c' });
    expect(chinese.body.msg).toMatch(/^参数 pwd 无效/);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await client.raw('GET', '/v1/openapi.json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    const paths = document.paths as Record<string, Record<string, { security?: unknown }>>;
    // A row's security names everything the call needs together: the session, the §7 signature,
    // the device token; a public unsigned call needs nothing.
    expect(paths['/v1/user/overview/userinfo']?.get?.security).toEqual([
      { session: [], gatewaySignature: [] },
    ]);
    expect(paths['/v1/user/login']?.post?.security).toEqual([{ gatewaySignature: [], deviceToken: [] }]);
    expect(paths['/v1/health']?.get?.security).toBeUndefined();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/v1/health',
        '/v1/user/login',
        '/v1/user/register/email',
        '/v1/user/overview/userinfo',
      ]),
    );
  });

  it('the operator outbox page lists sent codes as HTML (test servers need no key)', async () => {
    await client.post('/v1/user/public/sendCode', {
      type: 'email',
      email: 'page@example.com',
      scene: 'register',
    });
    const response = await client.raw('GET', '/dev/outbox');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('page@example.com');
  });
});

describe('production mode (issue #21 item 10)', () => {
  it('the operator outbox answers only with the key printed at start; simulated deposits can be turned off', {
    timeout: 120_000,
  }, async () => {
    const server = await startServer(
      { name: 'pglite' },
      {
        NODE_ENV: 'production',
        OUTBOX_TOKEN: 'key-for-the-operator',
        SIMULATED_DEPOSITS: 'false',
        // Production mode starts the simulated markets; this test needs none of them.
        MARKETS_SIM_TICK_MS: '0',
        MARKETS_HISTORY_HOURS: '1',
        FUTURES_SIM_TICK_MS: '0',
      },
    );
    try {
      const client = new ApiClient(server.baseUrl);
      expect((await client.get('/v1/dev/outbox')).status).toBe(403);
      expect((await client.get('/v1/dev/outbox?token=key-for-the-operato')).status).toBe(403);
      expect((await client.raw('GET', '/dev/outbox')).status).toBe(403);
      expect((await client.get('/v1/dev/outbox?token=key-for-the-operator')).status).toBe(200);
      // The referral campaign report is the operator's too (issue #29).
      const report = '/v1/referral/campaigns?from=2026-06-01&to=2026-06-30';
      expect((await client.get(report)).status).toBe(403);
      expect((await client.get(`${report}&token=key-for-the-operator`)).status).toBe(200);
      // Test-only routes are not served outside tests.
      expect((await client.post('/v1/dev/clock', { seconds: 60 })).status).toBe(404);
      expect((await client.post('/v1/asset/deposit/simulate', { asset: 'USDT', amount: '1' })).status).toBe(
        404,
      );
    } finally {
      await server.close();
    }
  });
});
