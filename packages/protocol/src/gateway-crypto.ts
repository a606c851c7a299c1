// The cryptographic primitives of the gateway protocol (design §3), on WebCrypto so the same code
// runs in the browser and in Node 20 (`globalThis.crypto.subtle`):
// - signatures: RSASSA-PKCS1-v1_5 with SHA-256, keys of 1024 (rsa1024) or 2048 (rsa2048) bits;
// - login encryption: RSA-OAEP with SHA-256 wrapping a fresh AES-256-GCM key (12-byte IV, 128-bit tag).
// Never RSAES-PKCS1-v1_5, never OAEP with SHA-1 (Node's own default).
import { RSA_MODULUS_BITS, type SignAlgorithm } from './gateway-sign.ts';

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
const encoder = new TextEncoder();

const SIGN_ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const OAEP_ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const AES_KEY_BYTES = 32;
export const AES_IV_BYTES = 12;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Strict base64 decoding: anything that is not canonical base64 throws. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new TypeError('invalid base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBytes(data: string | Uint8Array): Uint8Array<ArrayBuffer> {
  return typeof data === 'string' ? encoder.encode(data) : new Uint8Array(data);
}

/** A client signing key pair. The private key is non-extractable so it can live in IndexedDB
 * without its bytes ever being readable by script. */
export async function generateSigningKeyPair(
  algorithm: SignAlgorithm,
  extractable = false,
): Promise<CryptoKeyPair> {
  return subtle().generateKey(
    {
      ...SIGN_ALGORITHM,
      modulusLength: RSA_MODULUS_BITS[algorithm],
      publicExponent: new Uint8Array([1, 0, 1]),
    },
    extractable,
    ['sign', 'verify'],
  );
}

export async function exportPublicKeySpki(key: CryptoKey): Promise<string> {
  return bytesToBase64(new Uint8Array(await subtle().exportKey('spki', key)));
}

export async function importVerifyKey(spkiBase64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', base64ToBytes(spkiBase64), SIGN_ALGORITHM, true, ['verify']);
}

/** The modulus size of an imported RSA key, to tell rsa1024 from rsa2048 and refuse others. */
export function rsaModulusBits(key: CryptoKey): number {
  return (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
}

export async function signRsaSha256(privateKey: CryptoKey, data: string | Uint8Array): Promise<string> {
  return bytesToBase64(new Uint8Array(await subtle().sign(SIGN_ALGORITHM, privateKey, toBytes(data))));
}

/** True only for a valid signature; malformed input of any kind is a false, never a throw. */
export async function verifyRsaSha256(
  publicKey: CryptoKey,
  data: string | Uint8Array,
  signature: string | Uint8Array,
): Promise<boolean> {
  try {
    const sig = typeof signature === 'string' ? base64ToBytes(signature) : new Uint8Array(signature);
    return await subtle().verify(SIGN_ALGORITHM, publicKey, sig, toBytes(data));
  } catch {
    return false;
  }
}

export async function importEncryptionKey(spkiBase64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', base64ToBytes(spkiBase64), OAEP_ALGORITHM, false, ['encrypt']);
}

export async function importDecryptionKeyPkcs8(pkcs8: Uint8Array): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', new Uint8Array(pkcs8), OAEP_ALGORITHM, false, ['decrypt']);
}

/** AES-GCM decryption of `ciphertext || tag`; undefined when authentication fails. */
export async function aesGcmOpen(
  rawKey: Uint8Array,
  iv: Uint8Array,
  sealed: Uint8Array,
  aad: Uint8Array,
): Promise<Uint8Array | undefined> {
  try {
    const key = await subtle().importKey('raw', new Uint8Array(rawKey), 'AES-GCM', false, ['decrypt']);
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(iv), additionalData: new Uint8Array(aad), tagLength: 128 },
      key,
      new Uint8Array(sealed),
    );
    return new Uint8Array(plain);
  } catch {
    return undefined;
  }
}

export async function aesGcmSeal(
  rawKey: Uint8Array,
  iv: Uint8Array,
  plain: Uint8Array,
  aad: Uint8Array,
): Promise<Uint8Array> {
  const key = await subtle().importKey('raw', new Uint8Array(rawKey), 'AES-GCM', false, ['encrypt']);
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv: new Uint8Array(iv), additionalData: new Uint8Array(aad), tagLength: 128 },
    key,
    new Uint8Array(plain),
  );
  return new Uint8Array(sealed);
}

/** RSA-OAEP (SHA-256, MGF1-SHA-256) decryption; undefined on any failure, so callers cannot leak
 * which step failed (Manger's attack needs that distinction). */
export async function rsaOaepDecrypt(
  privateKey: CryptoKey,
  ciphertext: Uint8Array,
  label?: Uint8Array,
): Promise<Uint8Array | undefined> {
  try {
    const params: RsaOaepParams =
      label && label.length > 0 ? { name: 'RSA-OAEP', label: new Uint8Array(label) } : { name: 'RSA-OAEP' };
    return new Uint8Array(await subtle().decrypt(params, privateKey, new Uint8Array(ciphertext)));
  } catch {
    return undefined;
  }
}

export async function rsaOaepEncrypt(publicKey: CryptoKey, plain: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, new Uint8Array(plain)));
}

/** SHA-256 of the bytes, as lower-case hex. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', new Uint8Array(bytes)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export { encoder as utf8Encoder };
