import type { SafeStorage } from './safe-storage.ts';

/** Spec §9: local cache version 1. Entries written by another version are ignored on read. */
export const LOCAL_CACHE_VERSION = 1;

interface CacheEnvelope {
  version: number;
  value: unknown;
}

function isCacheEnvelope(input: unknown): input is CacheEnvelope {
  return typeof input === 'object' && input !== null && 'version' in input && 'value' in input;
}

/**
 * Reads a cached value. `accept` checks the shape of what was stored, because storage is shared
 * with other code and other tabs and may hold anything.
 */
export function readCached<T>(
  storage: SafeStorage,
  key: string,
  accept: (value: unknown) => value is T,
): T | undefined {
  const raw = storage.get(key);
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isCacheEnvelope(parsed) || parsed.version !== LOCAL_CACHE_VERSION) return undefined;
  return accept(parsed.value) ? parsed.value : undefined;
}

export function writeCached(storage: SafeStorage, key: string, value: unknown): boolean {
  const envelope: CacheEnvelope = { version: LOCAL_CACHE_VERSION, value };
  return storage.set(key, JSON.stringify(envelope));
}
