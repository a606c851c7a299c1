// The REAL browser-side device-token client of @tideline/core, with Node stand-ins for the browser
// (memory storage and cookie jar, the core request client over Node), against a real gateway: fetch, store, refresh, and
// attach the token to a listed path through the core request client.
import {
  DEVICE_TOKEN_APP_IDS as CLIENT_APP_IDS,
  createConstantIdFetcher,
  createDeviceTokenClient,
  DEVICE_TOKEN_STORAGE_KEYS,
  type DeviceTokenClient,
  type DeviceTokenCookieJar,
  type DeviceTokenStorage,
} from '@tideline/core/device-token';
import { createRequestClient, type RequestClientOptions, RequestFailure } from '@tideline/core/request';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, type RunningServer, startServer } from '../../../test/support/backends.ts';
import { DEMO_USER } from '../accounts/index.ts';
import { DEVICE_TOKEN_APP_IDS as SERVER_APP_IDS } from './settings.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const TERMINAL = 'aaaabbbbccccddddeeeeffff00001111';
const FREQUENCY_MS = 1200 * 1000;
const login = { loginName: DEMO_USER.email, pwd: DEMO_USER.password };

function memoryStorage(): DeviceTokenStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

function memoryCookieJar(): DeviceTokenCookieJar & { maxAgeSeconds: Map<string, number> } {
  const values = new Map<string, string>();
  const maxAgeSeconds = new Map<string, number>();
  return {
    maxAgeSeconds,
    get: (name) => values.get(name) ?? null,
    set(name, value, maxAge) {
      values.set(name, value);
      maxAgeSeconds.set(name, maxAge);
    },
    remove(name) {
      values.delete(name);
      maxAgeSeconds.delete(name);
    },
  };
}

interface Browser {
  tokens: DeviceTokenClient;
  storage: ReturnType<typeof memoryStorage>;
  cookies: ReturnType<typeof memoryCookieJar>;
  errors: unknown[];
  /** The client's clock; the gateway keeps real time, the client's refresh rule reads this one. */
  clock: { now: number };
}

function browser(baseUrl: string, userAgent = CHROME): Browser {
  const storage = memoryStorage();
  const cookies = memoryCookieJar();
  const errors: unknown[] = [];
  const clock = { now: 1_900_000_000_000 };
  const tokens = createDeviceTokenClient({
    now: () => clock.now,
    storage,
    cookies,
    visibility: { isVisible: () => true, onChange: () => () => {} },
    fetchToken: createConstantIdFetcher({
      // A browser sends its own user agent; axios in Node would announce itself as `axios`.
      client: {
        get: (path, params) =>
          requestClient(baseUrl).client.get(path, params, { headers: { 'user-agent': userAgent } }),
        post: (path, params) =>
          requestClient(baseUrl).client.post(path, params, { headers: { 'user-agent': userAgent } }),
      },
      environment: 'test',
      getTerminalCode: () => TERMINAL,
    }),
    script: { isLoaded: () => true, load: async () => {} },
    reportError: (error) => errors.push(error),
    onStorageChange: () => () => {},
  });
  return { tokens, storage, cookies, errors, clock };
}

function requestClient(
  baseUrl: string,
  overrides: Partial<RequestClientOptions> = {},
): { client: ReturnType<typeof createRequestClient>; toasts: [string, string][] } {
  const toasts: [string, string][] = [];
  const client = createRequestClient({
    baseURL: baseUrl,
    getLocale: () => 'en',
    getTheme: () => 'dark',
    getTerminalCode: () => TERMINAL,
    getDeviceLanguage: () => 'en-US',
    onToast: (message, type) => toasts.push([message, type]),
    onLogout: () => {},
    ...overrides,
  });
  return { client, toasts };
}

it('the core client and the gateway agree on the app ids (the endpoint is the table row)', () => {
  expect(CLIENT_APP_IDS).toEqual(SERVER_APP_IDS);
});

describe.each(backends)('core device-token client against the gateway on $name', (backend) => {
  let server: RunningServer;

  beforeAll(async () => {
    vi.stubEnv('DEVICE_TOKEN_REQUIRED', '1');
    server = await startServer(backend);
    vi.unstubAllEnvs();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('§4 §9 fetches a 40-character success token, keeps it 7 days in the cookie and the expiry at now + 2400 s', async () => {
    const { tokens, storage, cookies, errors, clock } = browser(server.baseUrl);
    try {
      await tokens.start();
      const state = tokens.getState();
      expect(state.status).toBe('success');
      expect(state.token).toHaveLength(40);
      expect(cookies.get(DEVICE_TOKEN_STORAGE_KEYS.successCookie)).toBe(state.token);
      expect(cookies.maxAgeSeconds.get(DEVICE_TOKEN_STORAGE_KEYS.successCookie)).toBe(7 * 24 * 3600);
      expect(storage.getItem(DEVICE_TOKEN_STORAGE_KEYS.expiresAt)).toBe(String(clock.now + 2 * FREQUENCY_MS));
      expect(storage.getItem(DEVICE_TOKEN_STORAGE_KEYS.pendingSince)).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      tokens.stop();
    }
  });

  it('§4 refreshes once the stored expiry falls within the refresh frequency, and the new token works', async () => {
    const { tokens, storage, clock } = browser(server.baseUrl);
    try {
      await tokens.start();
      const first = tokens.getState().token;
      clock.now += FREQUENCY_MS - 1;
      await tokens.refresh();
      expect(tokens.getState().token).toBe(first);
      clock.now += 1;
      await tokens.refresh();
      const second = tokens.getState().token;
      expect(second).toHaveLength(40);
      expect(second).not.toBe(first);
      expect(storage.getItem(DEVICE_TOKEN_STORAGE_KEYS.expiresAt)).toBe(String(clock.now + 2 * FREQUENCY_MS));
      const { client } = requestClient(server.baseUrl, { getDeviceToken: () => tokens.waitForToken() });
      await expect(client.post('/user/login', login)).resolves.toMatchObject({ code: 0, status: 'success' });
    } finally {
      tokens.stop();
    }
  });

  it('§7 the request client attaches the token to a listed path and the gateway lets it through', async () => {
    const { tokens } = browser(server.baseUrl);
    try {
      const attached: string[] = [];
      const { client, toasts } = requestClient(server.baseUrl, {
        getDeviceToken: async (path) => {
          attached.push(path);
          return tokens.waitForToken();
        },
      });
      // The first listed call may come before the first token: waitForToken waits for it.
      const started = tokens.start();
      await expect(client.post('/user/login', login)).resolves.toMatchObject({ code: 0 });
      await started;
      expect(attached).toEqual(['/v1/user/login']);
      expect(toasts).toEqual([]);
    } finally {
      tokens.stop();
    }
  });

  it.each([
    ['en', 'This action needs a device check. Please refresh the page and try again.'],
    ['zh-CN', '此操作需要设备校验，请刷新页面后重试。'],
    ['ar', 'يتطلب هذا الإجراء التحقق من الجهاز. يرجى تحديث الصفحة والمحاولة مرة أخرى.'],
  ])(
    '§7 §8 a listed path without the token is refused and the user sees why (%s)',
    async (locale, message) => {
      const { client, toasts } = requestClient(server.baseUrl, { getLocale: () => locale });
      const failure = await client.post('/user/login', login).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(RequestFailure);
      expect((failure as RequestFailure).envelope).toMatchObject({
        code: '00006',
        group: 'device-token',
        data: { reason: 'missing' },
      });
      expect(toasts).toEqual([[message, 'error']]);
    },
  );

  it('§7 a token bound to this terminal is refused when the request names another terminal', async () => {
    const { tokens } = browser(server.baseUrl);
    try {
      await tokens.start();
      const { client, toasts } = requestClient(server.baseUrl, {
        getTerminalCode: () => 'ffffeeeeddddccccbbbbaaaa99998888',
        getDeviceToken: () => tokens.waitForToken(),
      });
      await expect(client.post('/user/login', login)).rejects.toBeInstanceOf(RequestFailure);
      expect(toasts).toEqual([
        ['The device check belongs to another device. Please refresh the page and try again.', 'error'],
      ]);
    } finally {
      tokens.stop();
    }
  });

  it('§4 an automated browser gets a demoted token, kept in local storage, still accepted on listed paths', async () => {
    const { tokens, storage, cookies } = browser(server.baseUrl, HEADLESS);
    try {
      await tokens.start();
      const state = tokens.getState();
      expect(state.status).toBe('demoted');
      expect(state.token).not.toHaveLength(40);
      expect(storage.getItem(DEVICE_TOKEN_STORAGE_KEYS.demotedToken)).toBe(state.token);
      expect(cookies.get(DEVICE_TOKEN_STORAGE_KEYS.successCookie)).toBeNull();
      const { client } = requestClient(server.baseUrl, { getDeviceToken: () => tokens.waitForToken() });
      await expect(client.post('/user/login', login)).resolves.toMatchObject({ code: 0 });
    } finally {
      tokens.stop();
    }
  });

  it('§4 an unknown app id ends in the error state, reported to monitoring only', async () => {
    const errors: unknown[] = [];
    const tokens = createDeviceTokenClient({
      now: Date.now,
      storage: memoryStorage(),
      cookies: memoryCookieJar(),
      visibility: { isVisible: () => true, onChange: () => () => {} },
      fetchToken: async () => {
        const response = await fetch(`${server.baseUrl}/v1/device/constant-id?appId=unknown-app`);
        if (!response.ok) throw new Error(`device service answered HTTP ${response.status}`);
        return '';
      },
      script: { isLoaded: () => true, load: async () => {} },
      reportError: (error) => errors.push(error),
      onStorageChange: () => () => {},
      config: { retryDelayMs: 0 },
    });
    try {
      await tokens.start();
      expect(tokens.getState().status).toBe('error');
      // One attempt and the single retry of §4.
      expect(errors).toHaveLength(2);
      expect(String(errors[0])).toMatch(/HTTP 400/);
    } finally {
      tokens.stop();
    }
  });
});
