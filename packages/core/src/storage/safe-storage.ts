/** The part of the Web Storage API this module relies on. */
export interface StorageBackend {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A storage that never throws: private browsing, disabled cookies, sandboxed frames and server
 * rendering all make Web Storage missing or throwing, and none of that may break a page.
 */
export interface SafeStorage {
  get(key: string): string | null;
  /** Returns false when the value could not be stored. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  keys(): string[];
}

/**
 * Keys starting with an underscore hold disposable caches; they are dropped when the store is
 * full (spec §9) so that a real setting can still be written.
 */
export const DISPOSABLE_KEY_PREFIX = '_';

export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** Wraps a backend getter; the getter itself may throw (accessing `localStorage` can). */
export function createSafeStorage(getBackend: () => StorageBackend | null | undefined): SafeStorage {
  const backend = (): StorageBackend | undefined => {
    try {
      return getBackend() ?? undefined;
    } catch {
      return undefined;
    }
  };

  const keys = (): string[] => {
    const store = backend();
    if (!store) return [];
    try {
      const found: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key !== null) found.push(key);
      }
      return found;
    } catch {
      return [];
    }
  };

  const remove = (key: string): void => {
    try {
      backend()?.removeItem(key);
    } catch {
      // A store that cannot remove has nothing we could clean up.
    }
  };

  const write = (store: StorageBackend, key: string, value: string): boolean => {
    try {
      store.setItem(key, value);
      return true;
    } catch (error) {
      if (!isQuotaExceeded(error)) return false;
    }
    for (const disposable of keys().filter((k) => k.startsWith(DISPOSABLE_KEY_PREFIX))) remove(disposable);
    try {
      store.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };

  return {
    get(key) {
      try {
        return backend()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      const store = backend();
      return store ? write(store, key, value) : false;
    },
    remove,
    keys,
  };
}

/** `window.localStorage` when it exists and is usable, otherwise a storage that holds nothing. */
export function browserLocalStorage(): SafeStorage {
  return createSafeStorage(() => globalThis.localStorage);
}

export function browserSessionStorage(): SafeStorage {
  return createSafeStorage(() => globalThis.sessionStorage);
}

/** An in-memory backend: for tests, for server rendering and as a fallback. */
export function createMemoryBackend(entries: Record<string, string> = {}): StorageBackend {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}
