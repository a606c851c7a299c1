import { signRequest } from '@tideline/core/gateway-signing';
import { exportPublicKeySpki, generateSigningKeyPair } from '@tideline/protocol/gateway-crypto';
import type { GatewaySignConfig, SignAlgorithm } from '@tideline/protocol/gateway-sign';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifySignedRequest } from './verify-signature.ts';

const config: GatewaySignConfig = {
  clientOpen: true,
  serverPublicKey: '',
  serverPublicKeySign: '',
  defaultAlgorithm: 'rsa1024',
  signModes: { 0: ['path', 'time'], 1: ['path', 'time', 'traceId'], 2: ['path', 'time', 'traceId', 'body'] },
  exactUrls: {
    '/v1/user/login': 2,
    '/v1/user/public/getCrossTerminalLoginStatus': 1,
    '/v1/user/overview/userinfo': 0,
  },
  prefixUrls: {},
  userCheckDeviceUrl: '/v1/user/public/checkDevice',
};
const now = 1_763_712_050_000;
const tm = String(now - 2000);
const keys: Record<
  SignAlgorithm,
  { publicKey: string; privateKey: CryptoKey; algorithm: SignAlgorithm; timestamp: number }
> = {} as never;

beforeAll(async () => {
  for (const algorithm of ['rsa1024', 'rsa2048'] as const) {
    const pair = await generateSigningKeyPair(algorithm);
    keys[algorithm] = {
      publicKey: await exportPublicKeySpki(pair.publicKey),
      privateKey: pair.privateKey,
      algorithm,
      timestamp: 0,
    };
  }
});

async function signed(
  path: string,
  body: Record<string, unknown> | undefined,
  algorithm: SignAlgorithm = 'rsa1024',
) {
  const headers = { tm, uhti: 'trace-1' };
  const out = await signRequest({ path, headers, body }, config, keys[algorithm]);
  if (out.kind !== 'signed') throw new Error(`not signed: ${out.kind}`);
  return { ...headers, ...out.headers };
}

const login = { loginName: 'trader@example.com', pwd: 'secret', areaCode: '' };

describe('§7 gateway verification interoperates with the client signer', () => {
  for (const algorithm of ['rsa1024', 'rsa2048'] as const) {
    it(`accepts modes 0, 1 and 2 signed with ${algorithm}`, async () => {
      for (const [path, body] of [
        ['/v1/user/overview/userinfo', undefined],
        ['/v1/user/public/getCrossTerminalLoginStatus', {}],
        ['/v1/user/login', login],
      ] as const) {
        const headers = await signed(path, body, algorithm);
        expect(await verifySignedRequest({ path, headers, body, now }, config)).toMatchObject({ ok: true });
      }
    });
  }

  it('lets unsigned paths through', async () => {
    expect(
      await verifySignedRequest({ path: '/v1/market/tickers', headers: {}, body: undefined, now }, config),
    ).toMatchObject({ ok: true });
  });
});

describe('§8 00020-00023 refusals', () => {
  it('00020 when the signature, key, time or trace id is missing, or the client could not sign', async () => {
    const headers = await signed('/v1/user/login', login);
    const without = (name: string) => Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));
    for (const name of ['device-sign', 'device-sign-key', 'tm', 'uhti']) {
      const v = await verifySignedRequest(
        { path: '/v1/user/login', headers: without(name), body: login, now },
        config,
      );
      expect(v.ok ? '' : v.refusal.code).toBe('00020');
    }
    const v = await verifySignedRequest(
      {
        path: '/v1/user/login',
        headers: { ...headers, 'device-sign': 'sign_error_no_signature' },
        body: login,
        now,
      },
      config,
    );
    expect(v).toEqual({ ok: false, refusal: { code: '00020', reason: 'client-sign-error' } });
  });

  it('00021 when the declared mode is not the path’s mode', async () => {
    const headers = { ...(await signed('/v1/user/login', login)), 'device-sign-mode': '0' };
    expect(await verifySignedRequest({ path: '/v1/user/login', headers, body: login, now }, config)).toEqual({
      ok: false,
      refusal: { code: '00021', reason: 'mode-mismatch' },
    });
  });

  it('00022 outside the time window', async () => {
    const headers = await signed('/v1/user/login', login);
    const late = now + 250_000;
    expect(
      await verifySignedRequest({ path: '/v1/user/login', headers, body: login, now: late }, config),
    ).toEqual({
      ok: false,
      refusal: { code: '00022', reason: 'time-expired' },
    });
  });

  it('00023 for a changed path, body field, time, trace id or key', async () => {
    const headers = await signed('/v1/user/login', login);
    const cases: [string, Parameters<typeof verifySignedRequest>[0]][] = [
      ['path', { path: '/v1/user/agency/login', headers, body: login, now }],
      ['body', { path: '/v1/user/login', headers, body: { ...login, pwd: 'other' }, now }],
      [
        'time',
        { path: '/v1/user/login', headers: { ...headers, tm: String(now + 95_000) }, body: login, now },
      ],
      ['trace', { path: '/v1/user/login', headers: { ...headers, uhti: 'trace-2' }, body: login, now }],
      [
        'key',
        {
          path: '/v1/user/login',
          headers: { ...headers, 'device-sign-key': keys.rsa2048.publicKey },
          body: login,
          now,
        },
      ],
    ];
    const agency = { ...config, exactUrls: { ...config.exactUrls, '/v1/user/agency/login': 2 as const } };
    for (const [name, input] of cases) {
      const v = await verifySignedRequest(input, agency);
      expect(v.ok ? `${name}: accepted` : v.refusal.code).toBe('00023');
    }
    const body = await verifySignedRequest(
      { path: '/v1/user/login', headers, body: { ...login, pwd: 'x' }, now },
      config,
    );
    expect(body).toEqual({ ok: false, refusal: { code: '00023', reason: 'data-mismatch' } });
  });

  it('00023 when a logged-in request is signed with a key other than the bound one', async () => {
    const headers = await signed('/v1/user/overview/userinfo', undefined);
    const v = await verifySignedRequest(
      { path: '/v1/user/overview/userinfo', headers, body: undefined, now, boundKey: keys.rsa2048.publicKey },
      config,
    );
    expect(v).toEqual({ ok: false, refusal: { code: '00023', reason: 'key-not-bound' } });
  });

  it('00023 for a key that is not RSA 1024 or 2048, or not a key at all', async () => {
    const headers = { ...(await signed('/v1/user/login', login)), 'device-sign-key': 'bm90IGEga2V5' };
    const v = await verifySignedRequest({ path: '/v1/user/login', headers, body: login, now }, config);
    expect(v).toEqual({ ok: false, refusal: { code: '00023', reason: 'bad-key' } });
  });
});
