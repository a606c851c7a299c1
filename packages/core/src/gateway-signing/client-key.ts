// The client's signing key (spec §4 "Client key", §9; design §3). A stored backup key is used first;
// otherwise a new pair is generated (secure contexts only: https or localhost) within 8 seconds; on
// failure or time-out the backup is used if there is one, else `genKeypairFailed` is reported.
import { exportPublicKeySpki, generateSigningKeyPair } from '@tideline/protocol/gateway-crypto';
import { DEFAULT_SIGN_ALGORITHM, type SignAlgorithm } from '@tideline/protocol/gateway-sign';
import type { ReportSecurityEvent } from './events.ts';

export const KEY_GENERATION_TIMEOUT_MS = 8000;

/** Spec §3 "Key pair": the private key is a non-extractable CryptoKey rather than a PEM. */
export interface ClientKeyPair {
  publicKey: string;
  privateKey: CryptoKey;
  algorithm: SignAlgorithm;
  /** When the pair was stored locally. */
  timestamp: number;
  /** Set once a login answer binds the pair to a user. */
  userId?: string;
}

export interface ClientKeyStore {
  /** The key currently in use (the "backup" kept across reloads). */
  loadCurrent(): Promise<ClientKeyPair | undefined>;
  saveCurrent(pair: ClientKeyPair): Promise<void>;
  /** Keys bound to users, by user id, for the device-check call (spec §6). */
  loadForUser(userId: string): Promise<ClientKeyPair | undefined>;
  saveForUser(pair: ClientKeyPair & { userId: string }): Promise<void>;
  listPublicKeys(): Promise<string[]>;
}

export interface ObtainKeyDeps {
  store: ClientKeyStore;
  isSecureContext: boolean;
  algorithm?: SignAlgorithm;
  now: () => number;
  report: ReportSecurityEvent;
  generate?: (algorithm: SignAlgorithm) => Promise<{ publicKey: string; privateKey: CryptoKey }>;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

async function generateWithWebCrypto(algorithm: SignAlgorithm) {
  const pair = await generateSigningKeyPair(algorithm);
  return { publicKey: await exportPublicKeySpki(pair.publicKey), privateKey: pair.privateKey };
}

function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  setTimer: (fn: () => void, ms: number) => unknown,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setTimer(() => reject(new Error('key generation timed out')), ms);
    work.then(resolve, reject);
  });
}

export async function obtainClientKey(deps: ObtainKeyDeps): Promise<ClientKeyPair | undefined> {
  const backup = await deps.store.loadCurrent().catch(() => undefined);
  if (backup) return backup;
  const algorithm = deps.algorithm ?? DEFAULT_SIGN_ALGORITHM;
  if (!deps.isSecureContext) {
    deps.report('genKeypairFailed', 'not a secure context');
    return undefined;
  }
  try {
    const generated = await withTimeout(
      (deps.generate ?? generateWithWebCrypto)(algorithm),
      KEY_GENERATION_TIMEOUT_MS,
      deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms)),
    );
    const pair: ClientKeyPair = { ...generated, algorithm, timestamp: deps.now() };
    await deps.store.saveCurrent(pair).catch(() => undefined);
    return pair;
  } catch (error) {
    const late = await deps.store.loadCurrent().catch(() => undefined);
    if (late) return late;
    deps.report('genKeypairFailed', error instanceof Error ? error.message : 'key generation failed');
    return undefined;
  }
}

/** After a login answer that carries a user id while a token is present, bind the pair to the user. */
export async function bindKeyToUser(
  store: ClientKeyStore,
  pair: ClientKeyPair,
  answer: { userId?: string | number | null },
  hasToken: boolean,
): Promise<boolean> {
  if (!hasToken || answer.userId === undefined || answer.userId === null || answer.userId === '')
    return false;
  const bound = { ...pair, userId: String(answer.userId) };
  await store.saveCurrent(bound);
  await store.saveForUser(bound);
  return true;
}
