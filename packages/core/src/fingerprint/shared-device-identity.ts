import type { DeviceIdentity } from './device-identity.ts';
import { type FingerprintClaim, parseFingerprintClaim, pickWinningClaim } from './fingerprint-claim.ts';

export const DEVICE_IDENTITY_STORAGE_KEY = 'tl_device_identity';
export const FINGERPRINT_CLAIM_KEY_PREFIX = 'tl_fingerprint_claim:';

/** The subset of `localStorage` the protocol needs; enumeration finds the other tabs' claims. */
export interface SharedIdentityStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SharedDeviceIdentityDeps {
  storage: SharedIdentityStorage;
  /** Calls the listener with the changed key when another tab writes local storage. */
  onStorageChange: (listener: (key: string | null) => void) => () => void;
  now: () => number;
  tabId: string;
  compute: () => Promise<DeviceIdentity>;
  schedule?: (callback: () => void, delayMs: number) => () => void;
  /** §9 fingerprint wait: how long claims are collected before the earliest wins. */
  claimWaitMs?: number;
  /** How long a losing tab waits for the winner's result before computing itself. */
  resultWaitMs?: number;
  /** Claims this old belong to tabs that closed mid-way and are ignored. */
  claimStaleAfterMs?: number;
}

export function parseDeviceIdentityRecord(raw: string | null): DeviceIdentity | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { fingerprint, terminalCode } = value as Record<string, unknown>;
    if (typeof fingerprint !== 'string' || typeof terminalCode !== 'string') return null;
    return { fingerprint, terminalCode };
  } catch {
    return null;
  }
}

const defaultSchedule = (callback: () => void, delayMs: number) => {
  const handle = setTimeout(callback, delayMs);
  return () => clearTimeout(handle);
};

/**
 * §4: returns the identity stored by any tab, or agrees with the other tabs that exactly one of
 * them computes it: the earliest-created claim wins after a 1 s wait, and the others take the
 * winner's result from a storage event.
 */
export async function resolveSharedDeviceIdentity(deps: SharedDeviceIdentityDeps): Promise<DeviceIdentity> {
  const schedule = deps.schedule ?? defaultSchedule;
  const claimWaitMs = deps.claimWaitMs ?? 1000;
  const resultWaitMs = deps.resultWaitMs ?? 10_000;
  const staleAfterMs = deps.claimStaleAfterMs ?? 30_000;
  const myClaimKey = FINGERPRINT_CLAIM_KEY_PREFIX + deps.tabId;
  const readRecord = () => parseDeviceIdentityRecord(deps.storage.getItem(DEVICE_IDENTITY_STORAGE_KEY));

  function claimKeys(): string[] {
    const keys: string[] = [];
    for (let index = 0; index < deps.storage.length; index += 1) {
      const key = deps.storage.key(index);
      if (key?.startsWith(FINGERPRINT_CLAIM_KEY_PREFIX)) keys.push(key);
    }
    return keys;
  }

  function readClaims(): FingerprintClaim[] {
    return claimKeys()
      .map((key) => parseFingerprintClaim(deps.storage.getItem(key)))
      .filter((claim): claim is FingerprintClaim => claim !== null);
  }

  /** Resolves with the stored identity as soon as one appears, or null after `waitMs`. */
  function waitForRecord(waitMs: number): Promise<DeviceIdentity | null> {
    return new Promise((resolve) => {
      let cancelTimer: () => void = () => {};
      const finish = (record: DeviceIdentity | null) => {
        cancelTimer();
        unsubscribe();
        resolve(record);
      };
      const unsubscribe = deps.onStorageChange((key) => {
        if (key !== DEVICE_IDENTITY_STORAGE_KEY) return;
        const record = readRecord();
        if (record) finish(record);
      });
      cancelTimer = schedule(() => finish(readRecord()), waitMs);
    });
  }

  async function computeAndStore(): Promise<DeviceIdentity> {
    const identity = await deps.compute();
    deps.storage.setItem(DEVICE_IDENTITY_STORAGE_KEY, JSON.stringify({ ...identity, createdAt: deps.now() }));
    for (const key of claimKeys()) deps.storage.removeItem(key);
    return identity;
  }

  const stored = readRecord();
  if (stored) return stored;

  deps.storage.setItem(myClaimKey, JSON.stringify({ tabId: deps.tabId, createdAt: deps.now() }));
  const arrivedDuringClaim = await waitForRecord(claimWaitMs);
  if (arrivedDuringClaim) {
    deps.storage.removeItem(myClaimKey);
    return arrivedDuringClaim;
  }

  const winner = pickWinningClaim(readClaims(), deps.now(), staleAfterMs);
  if (!winner || winner.tabId === deps.tabId) return computeAndStore();

  const fromWinner = await waitForRecord(resultWaitMs);
  deps.storage.removeItem(myClaimKey);
  return fromWinner ?? computeAndStore();
}
