import { beforeAll, describe, expect, it } from 'vitest';
import { exportPublicKeySpki, generateSigningKeyPair, importEncryptionKey } from '../src/gateway-crypto.ts';
import {
  decryptLoginBody,
  encryptLoginBody,
  LOGIN_PAYLOAD_MAX_AGE_MS,
  shouldEncryptLogin,
} from '../src/login-encryption.ts';

const path = '/v1/user/login';
const now = 1_763_712_000_000;
let server: CryptoKeyPair;
let serverPublic: CryptoKey;
let client: { algorithm: 'rsa1024'; publicKey: string; privateKey: CryptoKey };

beforeAll(async () => {
  server = (await globalThis.crypto.subtle.generateKey(
    { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  )) as CryptoKeyPair;
  serverPublic = await importEncryptionKey(await exportPublicKeySpki(server.publicKey));
  const pair = await generateSigningKeyPair('rsa1024');
  client = {
    algorithm: 'rsa1024',
    publicKey: await exportPublicKeySpki(pair.publicKey),
    privateKey: pair.privateKey,
  };
});

const body = { loginName: 'trader@example.com', pwd: 's3cret pass', areaCode: '' };

describe('§3 encrypted login payload', () => {
  it('carries bodyCiphertext plus the remaining plain fields, never the password in clear', async () => {
    const sent = await encryptLoginBody({ path, body, serverKey: serverPublic, clientKey: client, now });
    expect(Object.keys(sent).sort()).toEqual(['areaCode', 'bodyCiphertext', 'loginName']);
    expect(JSON.stringify(sent)).not.toContain('s3cret');
    expect(String(sent.bodyCiphertext).split('.')[0]).toBe('v1');
  });

  it('round-trips and yields algorithm, publicKey and initSign for key binding', async () => {
    const sent = await encryptLoginBody({ path, body, serverKey: serverPublic, clientKey: client, now });
    const result = await decryptLoginBody(path, sent, server.privateKey, now + 1000);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toEqual(body);
    expect(result.secret.algorithm).toBe('rsa1024');
    expect(result.secret.publicKey).toBe(client.publicKey);
  });

  it('works with an rsa2048 client key', async () => {
    const pair = await generateSigningKeyPair('rsa2048');
    const key = {
      algorithm: 'rsa2048' as const,
      publicKey: await exportPublicKeySpki(pair.publicKey),
      privateKey: pair.privateKey,
    };
    const sent = await encryptLoginBody({ path, body, serverKey: serverPublic, clientKey: key, now });
    expect((await decryptLoginBody(path, sent, server.privateKey, now)).ok).toBe(true);
  });

  it('refuses a changed plain field, a different path, and a stale or future payload', async () => {
    const sent = await encryptLoginBody({ path, body, serverKey: serverPublic, clientKey: client, now });
    expect(
      await decryptLoginBody(path, { ...sent, loginName: 'other@example.com' }, server.privateKey, now),
    ).toEqual({
      ok: false,
      reason: 'undecryptable',
    });
    expect((await decryptLoginBody('/v1/user/agency/login', sent, server.privateKey, now)).ok).toBe(false);
    expect(await decryptLoginBody(path, sent, server.privateKey, now + LOGIN_PAYLOAD_MAX_AGE_MS + 1)).toEqual(
      {
        ok: false,
        reason: 'stale',
      },
    );
    expect(await decryptLoginBody(path, sent, server.privateKey, now - 120_000)).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuses a key declared with the wrong algorithm', async () => {
    const wrong = { ...client, algorithm: 'rsa2048' as const };
    const sent = await encryptLoginBody({ path, body, serverKey: serverPublic, clientKey: wrong, now });
    expect(await decryptLoginBody(path, sent, server.privateKey, now)).toEqual({
      ok: false,
      reason: 'bad-init-sign',
    });
  });

  it('answers malformed tokens with a reason instead of throwing', async () => {
    for (const bodyCiphertext of [
      undefined,
      42,
      '',
      'v2.a.b.c',
      'v1.%%%.AAAA.AAAA',
      'v1.AAAA.AAAA',
      'v1.AAAA.AAAA.AAAA',
    ]) {
      const r = await decryptLoginBody(path, { loginName: 'x', bodyCiphertext }, server.privateKey, now);
      expect(r.ok).toBe(false);
    }
  });
});

describe('§5 when login encryption applies', () => {
  it('applies on configured login URLs only when there is no token or no stored key', () => {
    expect(shouldEncryptLogin('/v1/user/login', { hasToken: false, hasStoredKey: true })).toBe(true);
    expect(shouldEncryptLogin('/v1/user/login', { hasToken: true, hasStoredKey: false })).toBe(true);
    expect(shouldEncryptLogin('/v1/user/login', { hasToken: true, hasStoredKey: true })).toBe(false);
    expect(shouldEncryptLogin('/v1/user/register/email', { hasToken: false, hasStoredKey: false })).toBe(
      false,
    );
  });
  it('always applies on a force-listed URL', () => {
    expect(shouldEncryptLogin('/v1/user/agency/login', { hasToken: true, hasStoredKey: true })).toBe(true);
  });
});
