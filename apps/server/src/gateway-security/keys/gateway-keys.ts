// The gateway's key material (spec §3 "Gateway sign config", design §3 "Trust"):
// - a root RSASSA-PKCS1-v1_5/SHA-256 key pair, made at first start; its public key (SPKI) is
//   bundled into the web build, and it never signs anything but server keys;
// - the current server key, RSA-OAEP/SHA-256 2048, which login payloads are encrypted to. It is
//   published in the sign config with the root's signature over its SPKI text, and can be rotated
//   without a client release; the previous key keeps decrypting during a grace period.
// Files live in `keysDir` (private keys as PKCS#8, mode 0600); with no directory the keys live in
// memory for the process (tests).
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { base64ToBytes, bytesToBase64, signRsaSha256 } from '@tideline/protocol/gateway-crypto';

const subtle = globalThis.crypto.subtle;
const ROOT_ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const SERVER_ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const MODULUS = { modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) };

interface StoredKey {
  publicKey: string;
  privateKey: string;
  createdAt: number;
}

export interface ServerKey {
  publicKey: string;
  publicKeySign: string;
  privateKey: CryptoKey;
  createdAt: number;
}

export interface GatewayKeys {
  rootPublicKey: string;
  current: ServerKey;
  previous: ServerKey | undefined;
  /** Makes a new server key, signed by the root; the old one becomes `previous`. */
  rotate(now: number): Promise<void>;
}

async function exportPair(pair: CryptoKeyPair, createdAt: number): Promise<StoredKey> {
  return {
    publicKey: bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey))),
    privateKey: bytesToBase64(new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey))),
    createdAt,
  };
}

function readKey(dir: string | undefined, name: string): StoredKey | undefined {
  if (!dir) return undefined;
  const file = join(dir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredKey) : undefined;
}

function writeKey(dir: string | undefined, name: string, key: StoredKey) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(key), { mode: 0o600 });
  chmodSync(file, 0o600);
}

async function makeRoot(dir: string | undefined, now: number): Promise<StoredKey> {
  const existing = readKey(dir, 'root');
  if (existing) return existing;
  const root = await exportPair(
    await subtle.generateKey({ ...ROOT_ALGORITHM, ...MODULUS }, true, ['sign', 'verify']),
    now,
  );
  writeKey(dir, 'root', root);
  return root;
}

async function newServerKey(now: number): Promise<StoredKey> {
  return exportPair(
    await subtle.generateKey({ ...SERVER_ALGORITHM, ...MODULUS }, true, ['encrypt', 'decrypt']),
    now,
  );
}

async function toServerKey(stored: StoredKey, rootPrivate: CryptoKey): Promise<ServerKey> {
  return {
    publicKey: stored.publicKey,
    publicKeySign: await signRsaSha256(rootPrivate, stored.publicKey),
    privateKey: await subtle.importKey('pkcs8', base64ToBytes(stored.privateKey), SERVER_ALGORITHM, false, [
      'decrypt',
    ]),
    createdAt: stored.createdAt,
  };
}

/** The root's public key alone, creating the root if needed: what the web build bundles. */
export async function ensureRootPublicKey(dir: string, now = Date.now()): Promise<string> {
  return (await makeRoot(dir, now)).publicKey;
}

export async function loadGatewayKeys(dir: string | undefined, now = Date.now()): Promise<GatewayKeys> {
  const root = await makeRoot(dir, now);
  const rootPrivate = await subtle.importKey('pkcs8', base64ToBytes(root.privateKey), ROOT_ALGORITHM, false, [
    'sign',
  ]);
  let currentStored = readKey(dir, 'server-current');
  if (!currentStored) {
    currentStored = await newServerKey(now);
    writeKey(dir, 'server-current', currentStored);
  }
  const previousStored = readKey(dir, 'server-previous');
  const keys: GatewayKeys = {
    rootPublicKey: root.publicKey,
    current: await toServerKey(currentStored, rootPrivate),
    previous: previousStored ? await toServerKey(previousStored, rootPrivate) : undefined,
    async rotate(at: number) {
      const next = await newServerKey(at);
      const old = readKey(dir, 'server-current') ?? currentStored;
      if (old) writeKey(dir, 'server-previous', old);
      writeKey(dir, 'server-current', next);
      keys.previous = keys.current;
      keys.current = await toServerKey(next, rootPrivate);
    },
  };
  return keys;
}
