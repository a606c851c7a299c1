// The security steps inside the real request client, against a fake gateway that uses the
// protocol's own decryption and verification primitives (the real gateway is exercised by the
// server's integration tests and the browser tests).
import {
  exportPublicKeySpki,
  generateSigningKeyPair,
  importVerifyKey,
  signRsaSha256,
  verifyRsaSha256,
} from '@tideline/protocol/gateway-crypto';
import {
  canonicalSignData,
  DEFAULT_SIGN_MODES,
  type GatewaySignConfig,
} from '@tideline/protocol/gateway-sign';
import { decryptLoginBody } from '@tideline/protocol/login-encryption';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PresentChallenge } from '../captcha/index.ts';
import { createRequestClient } from '../request/index.ts';
import { createMemoryKeyStore } from './indexeddb-key-store.ts';
import { installGatewaySecurity } from './install-gateway-security.ts';

let root: CryptoKeyPair;
let server: CryptoKeyPair;
let config: GatewaySignConfig;

beforeAll(async () => {
  root = await generateSigningKeyPair('rsa2048', true);
  server = (await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  )) as CryptoKeyPair;
  const serverPublicKey = await exportPublicKeySpki(server.publicKey);
  config = {
    clientOpen: true,
    serverPublicKey,
    serverPublicKeySign: await signRsaSha256(root.privateKey, serverPublicKey),
    defaultAlgorithm: 'rsa1024',
    signModes: {
      0: ['path', 'time'],
      1: ['path', 'time', 'traceId'],
      2: ['path', 'time', 'traceId', 'body'],
    },
    exactUrls: { '/v1/user/login': 2 },
    prefixUrls: {},
    userCheckDeviceUrl: '/v1/user/public/checkDevice',
  };
});

type Handler = (
  config: InternalAxiosRequestConfig,
  body: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

async function setup(handler: Handler, presentCaptcha: PresentChallenge = async () => 'closed') {
  const seen: { path: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const adapter = async (c: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const body = typeof c.data === 'string' ? (JSON.parse(c.data) as Record<string, unknown>) : {};
    const headers = Object.fromEntries(Object.entries(c.headers.toJSON()).map(([k, v]) => [k, String(v)]));
    seen.push({ path: c.url ?? '', headers, body });
    const data =
      c.url === '/v1/mix/config/gatewaySignConfig'
        ? { code: '00000', data: { gatewaySignConfig: config }, msg: '', status: 'success' }
        : await handler(c, body);
    return { config: c, status: 200, statusText: 'OK', headers: {}, data };
  };
  const toast = vi.fn();
  const logout = vi.fn();
  const client = createRequestClient({
    getLocale: () => 'en',
    getTheme: () => 'dark',
    getTerminalCode: () => 'terminal-1',
    onToast: vi.fn(),
    onLogout: vi.fn(),
    adapter,
  });
  const keyStore = createMemoryKeyStore();
  const security = installGatewaySecurity({
    client,
    rootPublicKey: await exportPublicKeySpki(root.publicKey),
    session: undefined,
    keyStore,
    isSecureContext: true,
    isLoggedIn: () => false,
    now: () => Date.now(),
    page: () => 'http://localhost/login',
    toast,
    logout,
    presentCaptcha,
  });
  await security.ready();
  return { client, seen, toast, logout, keyStore, security };
}

const login = { loginName: 'trader@example.com', pwd: 'secret', areaCode: '' };

describe('§5 the request client signs and encrypts a login', () => {
  it('sends bodyCiphertext instead of pwd, and a signature over the logical body', async () => {
    const { client, seen, keyStore } = await setup(async () => ({
      code: 0,
      data: { userId: '7', needVerify: false },
      msg: '',
      status: 'success',
    }));
    await client.post('/user/login', login);
    const sent = seen.find((s) => s.path === '/v1/user/login');
    if (!sent) throw new Error('login not sent');
    expect(sent.body.pwd).toBeUndefined();
    expect(typeof sent.body.bodyCiphertext).toBe('string');
    const opened = await decryptLoginBody('/v1/user/login', sent.body, server.privateKey, Date.now());
    expect(opened.ok && opened.body).toEqual(login);
    const data = canonicalSignData(DEFAULT_SIGN_MODES[2], {
      path: '/v1/user/login',
      tm: sent.headers.tm ?? '',
      traceId: sent.headers.uhti ?? '',
      body: login,
    });
    const key = await importVerifyKey(sent.headers['device-sign-key'] ?? '');
    expect(await verifyRsaSha256(key, data, sent.headers['device-sign'] ?? '')).toBe(true);
    expect(sent.headers['device-sign-mode']).toBe('2');
    expect((await keyStore.loadCurrent())?.userId).toBe('7');
  });
});

describe('§4 recovery and captcha inside the request client', () => {
  it('00023 shows the message and logs out', async () => {
    const { client, toast, logout } = await setup(async () => ({
      code: '00023',
      data: null,
      msg: 'Invalid signature',
      status: 'error',
    }));
    await expect(client.post('/user/login', login)).rejects.toBeTruthy();
    expect(toast).toHaveBeenCalledWith('Invalid signature');
    expect(logout).toHaveBeenCalledOnce();
  });

  it('10021 from the gateway runs the captcha and retries once with captcha-token', async () => {
    let attempts = 0;
    const handler: Handler = async (c) => {
      if (c.url === '/v1/security/policy/captcha/get-captcha-id') {
        return {
          code: '00000',
          data: { status: 1, geetestId: 'slider', bizId: 'b', captchaId: 'c' },
          msg: '',
          status: 'success',
        };
      }
      if (c.url === '/v1/security/policy/captcha/check-captcha') {
        return { code: '00000', data: { captchaToken: 'pass' }, msg: '', status: 'success' };
      }
      attempts += 1;
      return c.headers.get('captcha-token') === 'pass'
        ? { code: 0, data: { userId: '9', needVerify: true }, msg: '', status: 'success' }
        : { code: '10021', group: 'gateway', data: null, msg: 'Security check needed', status: 'error' };
    };
    const present = vi.fn(async () => ({
      captchaId: 'c',
      x: 10,
      input: 'keyboard' as const,
      trajectory: [[0, 10, 0] as const],
    }));
    const { client, seen } = await setup(handler, present);
    const answer = await client.post<{ userId: string }>('/user/login', login);
    expect(answer.data.userId).toBe('9');
    expect(attempts).toBe(2);
    expect(present).toHaveBeenCalledOnce();
    const retried = seen.filter((s) => s.path === '/v1/user/login');
    expect(retried[1]?.body.bodyCiphertext).toBeTypeOf('string');
    expect(retried[1]?.body.pwd).toBeUndefined();
  });

  it('closing the challenge gives the original message with code 90000001', async () => {
    const handler: Handler = async (c) =>
      c.url === '/v1/security/policy/captcha/get-captcha-id'
        ? {
            code: '00000',
            data: { status: 1, geetestId: 'slider', bizId: 'b', captchaId: 'c' },
            msg: '',
            status: 'success',
          }
        : { code: '10021', group: 'gateway', data: null, msg: 'Security check needed', status: 'error' };
    const { client } = await setup(handler);
    const failure = await client.post('/user/login', login).catch((e: unknown) => e);
    expect(
      (failure as { code?: unknown }).code ?? (failure as { envelope?: { code?: unknown } }).envelope?.code,
    ).toBe('90000001');
  });
});
