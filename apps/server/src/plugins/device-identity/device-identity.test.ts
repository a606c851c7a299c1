// The device identity on a real gateway over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PROBE_IMAGE_PATH } from '@tideline/core/image-domain';
import { DEVICE_TOKEN_HEADER, requiresDeviceToken } from '@tideline/protocol/device-token-paths';
import { ENDPOINTS } from '@tideline/protocol/endpoints';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, type RunningServer, startServer } from '../../../test/support/backends.ts';
import { DEMO_USER } from '../accounts/index.ts';
import { buildClientConfig } from './client-config.ts';
import { deriveDeviceTokenKeys, issueDeviceToken, verifyDeviceToken } from './device-token-codec.ts';
import { TERMINAL_CODE_HEADER } from './device-token-guard.ts';
import { PROBE_IMAGE_CACHE_CONTROL, PROBE_IMAGE_PATH } from './probe-image.ts';
import { loadDeviceIdentitySettings } from './settings.ts';

const SECRET = 'integration-test-secret-with-32-or-more-characters';
const keys = deriveDeviceTokenKeys(Buffer.from(SECRET));
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const TERMINAL = '0123456789abcdef0123456789abcdef';

interface Answer {
  status: number;
  headers: Headers;
  body: { code: string | number; data: unknown; msg: string; status: string; group?: string };
}

let addressCounter = 0;
/** Each test speaks from its own address (the server trusts X-Forwarded-For), so crowding counts stay apart. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      'user-agent': CHROME,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
}

function constantIdUrl(query: Record<string, string>): string {
  return `/v1/device/constant-id?${new URLSearchParams(query).toString()}`;
}

async function fetchToken(baseUrl: string, terminalCode: string, headers: Record<string, string> = {}) {
  const answer = await call(
    baseUrl,
    'GET',
    constantIdUrl({ appId: 'tideline-web-test', ...(terminalCode ? { terminalCode } : {}) }),
    headers,
  );
  expect(answer.body.code).toBe(0);
  return (answer.body.data as { token: string }).token;
}

const verify = (token: string, terminalCode = TERMINAL) =>
  verifyDeviceToken(keys, token, {
    terminalCode,
    nowSeconds: Math.floor(Date.now() / 1000),
    acceptedApps: ['production', 'test'],
  });

const login = { loginName: DEMO_USER.email, pwd: DEMO_USER.password };

describe.each(backends)('device identity on $name', (backend) => {
  let server: RunningServer;

  beforeAll(async () => {
    vi.stubEnv('DEVICE_TOKEN_REQUIRED', '1');
    vi.stubEnv('DEVICE_TOKEN_SECRET', SECRET);
    vi.stubEnv('IMAGE_DOMAINS', 'https://img1.example.com,https://img2.example.com');
    vi.stubEnv('IMAGE_DEFAULT_HOST', 'https://static.example.com');
    server = await startServer(backend, { TRUST_PROXY: '1' });
    vi.unstubAllEnvs();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('§4 §5 issues a 40-character success token to a browser that sends its terminal code', async () => {
    const answer = await call(
      server.baseUrl,
      'GET',
      constantIdUrl({ appId: 'tideline-web-test', terminalCode: TERMINAL }),
      { 'x-forwarded-for': freshAddress() },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ code: 0, status: 'success', data: { expiresIn: 14_400 } });
    const { token } = answer.body.data as { token: string };
    expect(token).toHaveLength(40);
    expect(verify(token)).toMatchObject({ ok: true, token: { kind: 'success', app: 'test', demotion: [] } });
  });

  it('§4 demotes a device without a terminal code and an automated browser', async () => {
    const anonymous = await fetchToken(server.baseUrl, '', { 'x-forwarded-for': freshAddress() });
    expect(anonymous).not.toHaveLength(40);
    expect(verify(anonymous, '')).toMatchObject({
      ok: true,
      token: { kind: 'demoted', demotion: ['noTerminalCode'] },
    });
    const headless = await fetchToken(server.baseUrl, TERMINAL, {
      'x-forwarded-for': freshAddress(),
      'user-agent': HEADLESS,
    });
    expect(headless).not.toHaveLength(40);
    expect(verify(headless)).toMatchObject({
      ok: true,
      token: { kind: 'demoted', demotion: ['automation'] },
    });
  });

  it('§4 demotes the 11th distinct terminal code from one address within the hour, not other addresses', async () => {
    const crowded = freshAddress();
    const terminal = (index: number) => `crowd-${String(index).padStart(2, '0')}`;
    for (let index = 1; index <= 10; index += 1) {
      const token = await fetchToken(server.baseUrl, terminal(index), { 'x-forwarded-for': crowded });
      expect(token, `terminal ${index}`).toHaveLength(40);
    }
    const eleventh = await fetchToken(server.baseUrl, terminal(11), { 'x-forwarded-for': crowded });
    expect(verify(eleventh, terminal(11))).toMatchObject({
      ok: true,
      token: { demotion: ['crowdedAddress'] },
    });
    // Every device of that address is demoted while the address stays crowded.
    const again = await fetchToken(server.baseUrl, terminal(1), { 'x-forwarded-for': crowded });
    expect(again).not.toHaveLength(40);
    const elsewhere = await fetchToken(server.baseUrl, terminal(11), { 'x-forwarded-for': freshAddress() });
    expect(elsewhere).toHaveLength(40);
  });

  it('§7 refuses an unknown or missing app id and a malformed terminal code with a localised 400', async () => {
    const unknown = await call(server.baseUrl, 'GET', constantIdUrl({ appId: 'tideline-app' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      code: '00004',
      data: null,
      msg: 'Unknown application id "tideline-app".',
      status: 'error',
    });
    const missing = await call(server.baseUrl, 'GET', constantIdUrl({ languageType: '1' }));
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('未知的应用标识“”。');
    const badTerminal = await call(
      server.baseUrl,
      'GET',
      constantIdUrl({ appId: 'tideline-web-test', terminalCode: 'has space' }),
    );
    expect(badTerminal.status).toBe(400);
    expect(badTerminal.body.code).toBe('00004');
  });

  it.each([
    [0, 'This action needs a device check. Please refresh the page and try again.'],
    [1, '此操作需要设备校验，请刷新页面后重试。'],
    [39, 'يتطلب هذا الإجراء التحقق من الجهاز. يرجى تحديث الصفحة والمحاولة مرة أخرى.'],
    [2, 'この操作にはデバイス確認が必要です。ページを更新してもう一度お試しください。'],
    // bg (26) has no texts of its own: English, the §8 fallback.
    [26, 'This action needs a device check. Please refresh the page and try again.'],
  ])(
    '§7 §8 a listed path without a token is refused with HTTP 200, code 00006 and a msg (languageType %i)',
    async (languageType, msg) => {
      const answer = await call(
        server.baseUrl,
        'POST',
        `/v1/user/login?languageType=${languageType}`,
        { [TERMINAL_CODE_HEADER]: TERMINAL },
        login,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        code: '00006',
        data: { reason: 'missing' },
        msg,
        status: 'error',
        group: 'device-token',
      });
    },
  );

  it('§7 refuses a malformed, forged, expired or other-device token, each with its reason', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const otherKeys = deriveDeviceTokenKeys(Buffer.from('another-secret-with-32-or-more-characters'));
    const claims = {
      app: 'test' as const,
      issuedAtSeconds: nowSeconds,
      terminalCode: TERMINAL,
      demotion: [],
    };
    const cases = [
      ['malformed', 'not-a-device-token', TERMINAL],
      ['forged', issueDeviceToken(otherKeys, claims), TERMINAL],
      ['expired', issueDeviceToken(keys, { ...claims, issuedAtSeconds: nowSeconds - 14_400 }), TERMINAL],
      ['terminalMismatch', issueDeviceToken(keys, claims), 'fedcba9876543210fedcba9876543210'],
    ] as const;
    for (const [reason, token, terminalCode] of cases) {
      const answer = await call(
        server.baseUrl,
        'POST',
        '/v1/user/login',
        { [DEVICE_TOKEN_HEADER]: token, [TERMINAL_CODE_HEADER]: terminalCode },
        login,
      );
      expect(answer.status, reason).toBe(200);
      expect(answer.body, reason).toMatchObject({ code: '00006', group: 'device-token', data: { reason } });
    }
  });

  it('§7 a listed path with a token from the endpoint goes through, success or demoted', async () => {
    const address = freshAddress();
    const success = await fetchToken(server.baseUrl, TERMINAL, { 'x-forwarded-for': address });
    const withSuccess = await call(
      server.baseUrl,
      'POST',
      '/v1/user/login',
      { [DEVICE_TOKEN_HEADER]: success, [TERMINAL_CODE_HEADER]: TERMINAL },
      login,
    );
    expect(withSuccess.body).toMatchObject({ code: 0, status: 'success' });
    const demoted = await fetchToken(server.baseUrl, TERMINAL, {
      'x-forwarded-for': address,
      'user-agent': HEADLESS,
    });
    const withDemoted = await call(
      server.baseUrl,
      'POST',
      '/v1/user/login',
      { [DEVICE_TOKEN_HEADER]: demoted, [TERMINAL_CODE_HEADER]: TERMINAL },
      login,
    );
    expect(withDemoted.body).toMatchObject({ code: 0, status: 'success' });
  });

  it('§7 §9 serves the image probe with long cache headers at the path the web app probes', async () => {
    expect(PROBE_IMAGE_PATH).toBe(DEFAULT_PROBE_IMAGE_PATH);
    const response = await fetch(`${server.baseUrl}${PROBE_IMAGE_PATH}?t=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe(PROBE_IMAGE_CACHE_CONTROL);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const image = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    expect([image.width, image.height]).toEqual([1, 1]);
    const etag = response.headers.get('etag') ?? '';
    const revalidated = await fetch(`${server.baseUrl}${PROBE_IMAGE_PATH}`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('§9 publishes the image domains, the default image host and the device-token settings', async () => {
    const answer = await call(server.baseUrl, 'GET', '/v1/mix/config/client');
    expect(answer.body).toMatchObject({
      code: 0,
      data: {
        imageDomain: {
          candidates: ['https://img1.example.com', 'https://img2.example.com'],
          defaultHost: 'https://static.example.com',
          probePath: '/static/probe.png',
        },
        deviceToken: {
          appId: 'tideline-web-test',
          header: 'device-token',
          required: true,
          refreshFrequencySeconds: 1200,
          expiryIntervalSeconds: 14_400,
        },
      },
    });
  });
});

describe('device identity across environments and restarts', () => {
  it('§7 every endpoint-table row that declares deviceToken is on the shared table, so browsers send the token', () => {
    const declared = ENDPOINTS.filter((row) => row.deviceToken).map((row) => `/v1${row.path}`);
    expect(declared).toContain('/v1/user/login');
    expect(declared.filter((url) => !requiresDeviceToken(url))).toEqual([]);
  });

  it('§9 without configured image hosts, the gateway itself is the candidate and the default host', () => {
    const settings = loadDeviceIdentitySettings({}, { nodeEnv: 'production' });
    const config = buildClientConfig(settings, 'https://exchange.example.com');
    expect(config.imageDomain).toEqual({
      candidates: ['https://exchange.example.com'],
      defaultHost: 'https://exchange.example.com',
      probePath: '/static/probe.png',
    });
    expect(config.deviceToken).toMatchObject({ appId: 'tideline-web', required: true });
  });

  it('§7 a production gateway issues for the production app id only', async () => {
    const server = await startServer({ name: 'pglite' }, { NODE_ENV: 'production', GATEWAY_SIGNING: '0' });
    try {
      const test = await call(
        server.baseUrl,
        'GET',
        constantIdUrl({ appId: 'tideline-web-test', terminalCode: TERMINAL }),
      );
      expect(test.status).toBe(400);
      expect(test.body.msg).toBe('Unknown application id "tideline-web-test".');
      const production = await call(
        server.baseUrl,
        'GET',
        constantIdUrl({ appId: 'tideline-web', terminalCode: TERMINAL }),
      );
      expect((production.body.data as { token: string }).token).toHaveLength(40);
      const refused = await call(
        server.baseUrl,
        'POST',
        '/v1/user/login',
        { [TERMINAL_CODE_HEADER]: TERMINAL },
        login,
      );
      expect(refused.body).toMatchObject({ code: '00006', data: { reason: 'missing' } });
    } finally {
      await server.close();
    }
  }, 120_000);

  it('a token from the generated secret stays valid after a restart on the same database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-device-'));
    vi.stubEnv('DEVICE_TOKEN_SECRET', '');
    vi.stubEnv('DEVICE_TOKEN_REQUIRED', '1');
    try {
      const first = await startServer({ name: 'pglite' }, { DATA_DIR: dataDir });
      const token = await fetchToken(first.baseUrl, TERMINAL).finally(() => first.close());
      const second = await startServer({ name: 'pglite' }, { DATA_DIR: dataDir });
      try {
        const answer = await call(
          second.baseUrl,
          'POST',
          '/v1/user/login',
          { [DEVICE_TOKEN_HEADER]: token, [TERMINAL_CODE_HEADER]: TERMINAL },
          login,
        );
        expect(answer.body).toMatchObject({ code: 0 });
      } finally {
        await second.close();
      }
    } finally {
      vi.unstubAllEnvs();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
