// Encrypted login payloads (spec §3 "Encrypted login payload", §5, design §3).
//
// The client moves the secret fields (the password, and its new signing key) into
// `bodyCiphertext`; the other fields stay plain. Format of `bodyCiphertext`:
//   `v1.<wrappedKey>.<iv>.<sealed>` (each part standard base64)
// - wrappedKey: a fresh 32-byte AES-256 key, RSA-OAEP/SHA-256 encrypted to the gateway's key;
// - iv: 12 random bytes; sealed: AES-256-GCM ciphertext followed by its 16-byte tag;
// - additional data: `loginAad(path, plainFields)`, so no plain field can be swapped;
// - plaintext: the JSON of `LoginSecret` (the secret fields, algorithm, publicKey, initSign, ts).
// `initSign` proves the client holds the private key of `publicKey`; `ts` bounds replay.
import {
  AES_IV_BYTES,
  AES_KEY_BYTES,
  aesGcmOpen,
  aesGcmSeal,
  base64ToBytes,
  bytesToBase64,
  importVerifyKey,
  randomBytes,
  rsaModulusBits,
  rsaOaepDecrypt,
  rsaOaepEncrypt,
  sha256Hex,
  signRsaSha256,
  utf8Encoder,
  verifyRsaSha256,
} from './gateway-crypto.ts';
import { RSA_MODULUS_BITS, type SignAlgorithm } from './gateway-sign.ts';

/** Paths whose payload is encrypted when there is no session token or no stored client key. */
export const LOGIN_ENCRYPT_URLS: readonly string[] = [
  '/v1/user/login',
  '/v1/user/agency/login',
  '/v1/user/public/third/tg/checkUserExit',
  '/v1/user/public/third/check',
  '/v1/user/public/third/bind/check',
  '/v1/user/public/third/wallet/check',
];
/**
 * The login paths (spec §7): after a successful answer on one of them, both ends bind the client
 * key the request proved to the user. Registration is not among them, so a session opened by
 * registering carries no bound key until the first login.
 */
export const KEY_BINDING_URLS: readonly string[] = [
  ...LOGIN_ENCRYPT_URLS,
  '/v1/user/login/verify-login',
  '/v1/user/agency/login/verify-login',
  '/v1/user/login/verify-login-v2',
  '/v1/user/login/verifySystemLogin',
  '/v1/user/login/verifySystemLogin-v2',
  '/v1/user/public/third/securityVerify',
  '/v1/user/login/verify-auth-login',
];
/** Paths encrypted even when a token and a stored key exist. */
export const LOGIN_ENCRYPT_FORCE_URLS: readonly string[] = ['/v1/user/agency/login'];
/** The body fields that travel only inside the ciphertext. */
export const ENCRYPTED_FIELDS: readonly string[] = ['pwd'];
/** How far the inner timestamp may lag or lead the gateway's clock. */
export const LOGIN_PAYLOAD_MAX_AGE_MS = 5 * 60_000;
export const LOGIN_PAYLOAD_MAX_SKEW_MS = 60_000;

export interface LoginSecret {
  fields: Record<string, string>;
  algorithm: SignAlgorithm;
  publicKey: string;
  initSign: string;
  ts: number;
}

/** Whether the client must encrypt this request (spec §5). */
export function shouldEncryptLogin(
  path: string,
  state: { hasToken: boolean; hasStoredKey: boolean },
): boolean {
  if (LOGIN_ENCRYPT_FORCE_URLS.includes(path)) return true;
  return LOGIN_ENCRYPT_URLS.includes(path) && (!state.hasToken || !state.hasStoredKey);
}

function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Additional data binding the path and every plain field (sorted by name, percent-encoded). */
export function loginAad(path: string, plainFields: Readonly<Record<string, unknown>>): string {
  const names = Object.keys(plainFields)
    .filter((n) => n !== 'bodyCiphertext')
    .sort();
  return [
    `path=${encodeURIComponent(path)}`,
    ...names.map((n) => `${n}=${encodeURIComponent(fieldText(plainFields[n]))}`),
  ].join('&');
}

/** The text `initSign` signs: possession of the new key, at this time. */
export function initSignData(algorithm: SignAlgorithm, publicKey: string, ts: number): string {
  return `algorithm=${algorithm}&publicKey=${encodeURIComponent(publicKey)}&ts=${ts}`;
}

export interface EncryptLoginInput {
  path: string;
  body: Readonly<Record<string, unknown>>;
  serverKey: CryptoKey;
  clientKey: { algorithm: SignAlgorithm; publicKey: string; privateKey: CryptoKey };
  now: number;
}

/** Splits the body into plain fields plus `bodyCiphertext`. */
export async function encryptLoginBody(input: EncryptLoginInput): Promise<Record<string, unknown>> {
  const plain: Record<string, unknown> = {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.body)) {
    if (ENCRYPTED_FIELDS.includes(name)) fields[name] = fieldText(value);
    else plain[name] = value;
  }
  const { algorithm, publicKey, privateKey } = input.clientKey;
  const secret: LoginSecret = {
    fields,
    algorithm,
    publicKey,
    initSign: await signRsaSha256(privateKey, initSignData(algorithm, publicKey, input.now)),
    ts: input.now,
  };
  const aesKey = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(AES_IV_BYTES);
  const sealed = await aesGcmSeal(
    aesKey,
    iv,
    utf8Encoder.encode(JSON.stringify(secret)),
    utf8Encoder.encode(loginAad(input.path, plain)),
  );
  const wrapped = await rsaOaepEncrypt(input.serverKey, aesKey);
  return {
    ...plain,
    bodyCiphertext: ['v1', bytesToBase64(wrapped), bytesToBase64(iv), bytesToBase64(sealed)].join('.'),
  };
}

export type LoginDecryptFailure = 'malformed' | 'undecryptable' | 'stale' | 'bad-init-sign';
export type LoginDecryptResult =
  | {
      ok: true;
      body: Record<string, unknown>;
      secret: LoginSecret;
      /**
       * The payload's identity: SHA-256 (hex) of its content key, fresh random bytes the client
       * draws for each payload and only the gateway can unwrap. Every copy of one captured payload
       * (however its base64 is spelled) has the same id, so the gateway accepts each id once.
       */
      payloadId: string;
    }
  | { ok: false; reason: LoginDecryptFailure };

/** How long after acceptance a payload could still pass the time check: its id is kept that long. */
export const LOGIN_PAYLOAD_ACCEPT_WINDOW_MS = LOGIN_PAYLOAD_MAX_AGE_MS + LOGIN_PAYLOAD_MAX_SKEW_MS;

function isLoginSecret(value: unknown): value is LoginSecret {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.fields === 'object' &&
    v.fields !== null &&
    Object.values(v.fields).every((f) => typeof f === 'string') &&
    (v.algorithm === 'rsa1024' || v.algorithm === 'rsa2048') &&
    typeof v.publicKey === 'string' &&
    typeof v.initSign === 'string' &&
    typeof v.ts === 'number' &&
    Number.isFinite(v.ts)
  );
}

/** The gateway's side: decrypt, check freshness and `initSign`, and rebuild the logical body. */
export async function decryptLoginBody(
  path: string,
  body: Readonly<Record<string, unknown>>,
  serverPrivateKey: CryptoKey,
  now: number,
): Promise<LoginDecryptResult> {
  const token = body.bodyCiphertext;
  if (typeof token !== 'string') return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return { ok: false, reason: 'malformed' };
  let wrapped: Uint8Array;
  let iv: Uint8Array;
  let sealed: Uint8Array;
  try {
    wrapped = base64ToBytes(parts[1] ?? '');
    iv = base64ToBytes(parts[2] ?? '');
    sealed = base64ToBytes(parts[3] ?? '');
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (iv.length !== AES_IV_BYTES) return { ok: false, reason: 'malformed' };
  const aesKey = await rsaOaepDecrypt(serverPrivateKey, wrapped);
  if (!aesKey || aesKey.length !== AES_KEY_BYTES) return { ok: false, reason: 'undecryptable' };
  const plain: Record<string, unknown> = { ...body };
  delete plain.bodyCiphertext;
  const opened = await aesGcmOpen(aesKey, iv, sealed, utf8Encoder.encode(loginAad(path, plain)));
  if (!opened) return { ok: false, reason: 'undecryptable' };
  let secret: unknown;
  try {
    secret = JSON.parse(new TextDecoder().decode(opened));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isLoginSecret(secret)) return { ok: false, reason: 'malformed' };
  if (secret.ts < now - LOGIN_PAYLOAD_MAX_AGE_MS || secret.ts > now + LOGIN_PAYLOAD_MAX_SKEW_MS) {
    return { ok: false, reason: 'stale' };
  }
  let clientKey: CryptoKey;
  try {
    clientKey = await importVerifyKey(secret.publicKey);
  } catch {
    return { ok: false, reason: 'bad-init-sign' };
  }
  if (rsaModulusBits(clientKey) !== RSA_MODULUS_BITS[secret.algorithm])
    return { ok: false, reason: 'bad-init-sign' };
  const valid = await verifyRsaSha256(
    clientKey,
    initSignData(secret.algorithm, secret.publicKey, secret.ts),
    secret.initSign,
  );
  if (!valid) return { ok: false, reason: 'bad-init-sign' };
  return { ok: true, body: { ...plain, ...secret.fields }, secret, payloadId: await sha256Hex(aesKey) };
}
