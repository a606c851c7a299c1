import {
  exportPublicKeySpki,
  generateSigningKeyPair,
  importVerifyKey,
  signRsaSha256,
  verifyRsaSha256,
} from '@tideline/protocol/gateway-crypto';
import {
  deviceCheckSignData,
  type GatewaySignConfig,
  SIGN_ERROR_NO_SIGNATURE,
} from '@tideline/protocol/gateway-sign';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bindKeyToUser,
  type ClientKeyPair,
  KEY_GENERATION_TIMEOUT_MS,
  obtainClientKey,
} from './client-key.ts';
import { createMemoryKeyStore } from './indexeddb-key-store.ts';
import { isSignDebugOn } from './sign-debug.ts';
import { createSignRecovery, SIGN_CONFIG_RELOAD_DEBOUNCE_MS, signRecoveryAction } from './sign-recovery.ts';
import { deviceCheckFields, hashUserId, signRequest } from './sign-request.ts';
import { runSignSetup, SIGN_CONFIG_STORAGE_KEY, type SignSetupState } from './sign-setup.ts';

let root: CryptoKeyPair;
let rootSpki: string;
let serverSpki: string;
let clientKey: ClientKeyPair;

beforeAll(async () => {
  root = await generateSigningKeyPair('rsa2048');
  rootSpki = await exportPublicKeySpki(root.publicKey);
  const server = (await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  )) as CryptoKeyPair;
  serverSpki = await exportPublicKeySpki(server.publicKey);
  const pair = await generateSigningKeyPair('rsa1024');
  clientKey = {
    publicKey: await exportPublicKeySpki(pair.publicKey),
    privateKey: pair.privateKey,
    algorithm: 'rsa1024',
    timestamp: 1,
  };
});

async function makeConfig(overrides: Partial<GatewaySignConfig> = {}): Promise<GatewaySignConfig> {
  return {
    clientOpen: true,
    serverPublicKey: serverSpki,
    serverPublicKeySign: await signRsaSha256(root.privateKey, serverSpki),
    defaultAlgorithm: 'rsa1024',
    signModes: {
      0: ['path', 'time'],
      1: ['path', 'time', 'traceId'],
      2: ['path', 'time', 'traceId', 'body'],
    },
    exactUrls: { '/v1/user/login': 2, '/v1/user/public/getCrossTerminalLoginStatus': 1 },
    prefixUrls: { '/v1/user/sub/': 2, '/v1/spot/': 0 },
    userCheckDeviceUrl: '/v1/user/public/checkDevice',
    ...overrides,
  };
}

function memorySession() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('§4 signing setup', () => {
  it('goes not started -> config loaded -> server key verified -> ready, caching the config in session storage', async () => {
    const config = await makeConfig();
    const session = memorySession();
    const states: SignSetupState['status'][] = [];
    const fetchConfig = vi.fn(async () => config);
    const report = vi.fn();
    const final = await runSignSetup({ fetchConfig, session, rootPublicKey: rootSpki, report }, (s) =>
      states.push(s.status),
    );
    expect(states).toEqual(['not-started', 'config-loaded', 'server-key-verified', 'ready']);
    expect(final.status).toBe('ready');
    expect(JSON.parse(session.map.get(SIGN_CONFIG_STORAGE_KEY) ?? '{}').serverPublicKey).toBe(serverSpki);
    await runSignSetup({ fetchConfig, session, rootPublicKey: rootSpki, report }, () => {});
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    await runSignSetup({ fetchConfig, session, rootPublicKey: rootSpki, report }, () => {}, { reload: true });
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    expect(report).not.toHaveBeenCalled();
  });

  it('skips signing when clientOpen is false', async () => {
    const config = await makeConfig({ clientOpen: false });
    const r = await runSignSetup(
      { fetchConfig: async () => config, session: memorySession(), rootPublicKey: rootSpki, report: vi.fn() },
      () => {},
    );
    expect(r.status).toBe('disabled');
  });

  it.each([
    ['a missing server key', { serverPublicKey: '' }, 'missing server key'],
    ['a missing key signature', { serverPublicKeySign: '' }, 'missing server key'],
    ['a signature by another root', { serverPublicKeySign: 'AAAA' }, 'server key verification failed'],
  ])('fails and reports loginEncryptFailed on %s', async (_name, overrides, reason) => {
    const config = await makeConfig(overrides);
    const report = vi.fn();
    const session = memorySession();
    const r = await runSignSetup(
      { fetchConfig: async () => config, session, rootPublicKey: rootSpki, report },
      () => {},
    );
    expect(r).toEqual({ status: 'failed', reason });
    expect(report).toHaveBeenCalledWith('loginEncryptFailed', reason);
    expect(session.map.has(SIGN_CONFIG_STORAGE_KEY)).toBe(false);
  });

  it('fails and reports when the config cannot be fetched', async () => {
    const report = vi.fn();
    const r = await runSignSetup(
      {
        fetchConfig: async () => Promise.reject(new Error('offline')),
        session: memorySession(),
        rootPublicKey: rootSpki,
        report,
      },
      () => {},
    );
    expect(r.status).toBe('failed');
    expect(report).toHaveBeenCalledWith('loginEncryptFailed', 'config fetch failed');
  });
});

describe('§4 client key', () => {
  it('uses the stored backup key first', async () => {
    const store = createMemoryKeyStore();
    await store.saveCurrent(clientKey);
    const generate = vi.fn();
    expect(
      await obtainClientKey({ store, isSecureContext: true, now: () => 5, report: vi.fn(), generate }),
    ).toBe(clientKey);
    expect(generate).not.toHaveBeenCalled();
  });

  it('generates and stores a new pair when there is none', async () => {
    const store = createMemoryKeyStore();
    const pair = await obtainClientKey({
      store,
      isSecureContext: true,
      algorithm: 'rsa2048',
      now: () => 7,
      report: vi.fn(),
    });
    expect(pair?.algorithm).toBe('rsa2048');
    expect(pair?.privateKey.extractable).toBe(false);
    expect((await store.loadCurrent())?.publicKey).toBe(pair?.publicKey);
  });

  it('gives up after 8 seconds and reports genKeypairFailed when there is no backup', async () => {
    vi.useFakeTimers();
    try {
      const report = vi.fn();
      const pending = obtainClientKey({
        store: createMemoryKeyStore(),
        isSecureContext: true,
        now: () => 0,
        report,
        generate: () => new Promise(() => {}),
      });
      await vi.advanceTimersByTimeAsync(KEY_GENERATION_TIMEOUT_MS - 1);
      expect(report).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toBeUndefined();
      expect(report).toHaveBeenCalledWith('genKeypairFailed', 'key generation timed out');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to generate outside a secure context (https or localhost)', async () => {
    const report = vi.fn();
    expect(
      await obtainClientKey({ store: createMemoryKeyStore(), isSecureContext: false, now: () => 0, report }),
    ).toBeUndefined();
    expect(report).toHaveBeenCalledWith('genKeypairFailed', 'not a secure context');
  });

  it('binds the pair to the user only for a login answer with a user id while a token is present', async () => {
    const store = createMemoryKeyStore();
    expect(await bindKeyToUser(store, clientKey, { userId: 42 }, false)).toBe(false);
    expect(await bindKeyToUser(store, clientKey, {}, true)).toBe(false);
    expect(await bindKeyToUser(store, clientKey, { userId: 42 }, true)).toBe(true);
    expect((await store.loadForUser('42'))?.publicKey).toBe(clientKey.publicKey);
  });
});

describe('§5 signing interceptor', () => {
  const headers = { tm: '1763712000123', uhti: 'trace-9' };

  it('skips URLs not starting with /, unsigned paths and core requests without tm and uhti', async () => {
    const config = await makeConfig();
    expect(await signRequest({ path: 'https://x/v1/user/login', headers }, config, clientKey)).toEqual({
      kind: 'skipped',
      reason: 'not-a-path',
    });
    expect(await signRequest({ path: '/v1/market/tickers', headers }, config, clientKey)).toEqual({
      kind: 'skipped',
      reason: 'not-signed',
    });
    expect(await signRequest({ path: '/v1/user/login', headers: { tm: '1' } }, config, clientKey)).toEqual({
      kind: 'skipped',
      reason: 'not-core-request',
    });
  });

  it('signs with the mode from exactUrls, then prefixUrls, and sets the four headers', async () => {
    const config = await makeConfig();
    const body = { loginName: 'a', pwd: 'b', areaCode: '' };
    const out = await signRequest({ path: '/v1/user/login', headers, body }, config, clientKey);
    if (out.kind !== 'signed') throw new Error(out.kind);
    expect(out.headers['device-sign-mode']).toBe('2');
    expect(out.headers['device-sign-key']).toBe(clientKey.publicKey);
    expect(out.headers['device-sign-data-md5']).toMatch(/^[0-9a-f]{32}$/);
    const key = await importVerifyKey(clientKey.publicKey);
    expect(await verifyRsaSha256(key, out.data, out.headers['device-sign'] ?? '')).toBe(true);
    const sub = await signRequest(
      { path: '/v1/user/sub/switchWeb', headers, body: { userId: 3 } },
      config,
      clientKey,
    );
    expect(sub.kind === 'signed' && sub.headers['device-sign-mode']).toBe('2');
    const spot = await signRequest({ path: '/v1/spot/order/place', headers }, config, clientKey);
    expect(spot.kind === 'signed' && spot.data).toBe('path=%2Fv1%2Fspot%2Forder%2Fplace&time=17637120');
  });

  it('sends sign_error_no_signature when there is no key', async () => {
    const out = await signRequest({ path: '/v1/user/login', headers }, await makeConfig(), undefined);
    expect(out).toEqual({
      kind: 'failed',
      headers: { 'device-sign': SIGN_ERROR_NO_SIGNATURE, 'device-sign-mode': '2' },
    });
  });

  it('signs the anonymous device-check call with the old per-user key', async () => {
    const config = await makeConfig();
    const hash = await hashUserId('42');
    const fields = await deviceCheckFields(
      { path: config.userCheckDeviceUrl, headers, body: { userCheckDeviceUserIdHash: hash } },
      config,
      async (h) => (h === hash ? clientKey : undefined),
    );
    expect(fields?.lastAlgorithm).toBe('rsa1024');
    const key = await importVerifyKey(clientKey.publicKey);
    expect(
      await verifyRsaSha256(
        key,
        deviceCheckSignData(config.userCheckDeviceUrl, headers.tm, hash),
        fields?.userCheckDeviceSign ?? '',
      ),
    ).toBe(true);
    expect(
      await deviceCheckFields({ path: '/v1/user/login', headers, body: {} }, config, async () => clientKey),
    ).toBeUndefined();
  });
});

describe('§4 sign-verification recovery', () => {
  it('maps 00020-00023 to their actions', () => {
    expect(signRecoveryAction('00023')).toBe('logout-and-report');
    expect(signRecoveryAction('00020')).toBe('reload-config');
    expect(signRecoveryAction('00021')).toBe('reload-config');
    expect(signRecoveryAction('00022')).toBe('message-only');
    expect(signRecoveryAction(0)).toBe('none');
  });

  it('shows the message, and for 00023 logs out and reports the stored public keys', () => {
    const deps = {
      toast: vi.fn(),
      logout: vi.fn(),
      reportKeys: vi.fn(),
      reloadConfig: vi.fn(),
      now: () => 0,
      setTimer: vi.fn(),
      clearTimer: vi.fn(),
    };
    createSignRecovery(deps)('00023', 'Signature invalid');
    expect(deps.toast).toHaveBeenCalledWith('Signature invalid');
    expect(deps.logout).toHaveBeenCalledOnce();
    expect(deps.reportKeys).toHaveBeenCalledOnce();
    expect(deps.reloadConfig).not.toHaveBeenCalled();
  });

  it('reloads the config once per 2-second burst for 00020/00021 and never for 00022', () => {
    vi.useFakeTimers();
    try {
      const deps = {
        toast: vi.fn(),
        logout: vi.fn(),
        reportKeys: vi.fn(),
        reloadConfig: vi.fn(),
        now: () => Date.now(),
        setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
        clearTimer: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
      };
      const recover = createSignRecovery(deps);
      recover('00020', 'missing');
      vi.advanceTimersByTime(1000);
      recover('00021', 'mode');
      recover('00022', 'expired');
      vi.advanceTimersByTime(SIGN_CONFIG_RELOAD_DEBOUNCE_MS - 1);
      expect(deps.reloadConfig).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(deps.reloadConfig).toHaveBeenCalledOnce();
      expect(deps.toast).toHaveBeenCalledTimes(3);
      expect(deps.logout).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('§2 sign debugging', () => {
  it('is on with sign_debug=1 in configured environments only', () => {
    expect(isSignDebugOn('http://localhost:3000/spot/BTCUSDT?sign_debug=1', 'development')).toBe(true);
    expect(isSignDebugOn('http://localhost:3000/spot/BTCUSDT?sign_debug=0', 'development')).toBe(false);
    expect(isSignDebugOn('https://tideline.example/?sign_debug=1', 'production')).toBe(false);
    expect(isSignDebugOn('not a url', 'development')).toBe(false);
  });
});
