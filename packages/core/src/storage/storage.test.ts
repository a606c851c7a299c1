import { describe, expect, it } from 'vitest';
import {
  createMemoryBackend,
  createSafeStorage,
  isQuotaExceeded,
  LOCAL_CACHE_VERSION,
  readCached,
  type StorageBackend,
  writeCached,
} from './index.ts';

function quotaError(): Error {
  return Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
}

/** A store holding at most `capacity` keys, throwing QuotaExceededError like a browser. */
function fullAfter(capacity: number, entries: Record<string, string>) {
  const inner = createMemoryBackend(entries);
  let writes = 0;
  const backend: StorageBackend = {
    get length() {
      return inner.length;
    },
    key: (index) => inner.key(index),
    getItem: (key) => inner.getItem(key),
    removeItem: (key) => inner.removeItem(key),
    setItem: (key, value) => {
      writes += 1;
      if (inner.getItem(key) === null && inner.length >= capacity) throw quotaError();
      inner.setItem(key, value);
    },
  };
  return { backend, writes: () => writes };
}

const isString = (value: unknown): value is string => typeof value === 'string';

describe('storage wrapper', () => {
  it('stores, reads, lists and removes values', () => {
    const storage = createSafeStorage(() => createMemoryBackend({ a: '1' }));
    expect(storage.get('a')).toBe('1');
    expect(storage.get('missing')).toBeNull();
    expect(storage.keys()).toEqual(['a']);
  });

  it('never throws when storage is missing or throwing', () => {
    const missing = createSafeStorage(() => undefined);
    expect(missing.get('a')).toBeNull();
    expect(missing.set('a', '1')).toBe(false);
    expect(missing.keys()).toEqual([]);
    expect(() => missing.remove('a')).not.toThrow();

    const throwingGetter = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(throwingGetter.get('a')).toBeNull();
    expect(throwingGetter.set('a', '1')).toBe(false);

    const fail = () => {
      throw new Error('broken');
    };
    const throwingBackend = createSafeStorage(() => ({
      get length(): number {
        throw new Error('broken');
      },
      key: fail,
      getItem: fail,
      setItem: fail,
      removeItem: fail,
    }));
    expect(throwingBackend.get('a')).toBeNull();
    expect(throwingBackend.set('a', '1')).toBe(false);
    expect(throwingBackend.keys()).toEqual([]);
    expect(() => throwingBackend.remove('a')).not.toThrow();
  });

  it('recognises quota errors from every browser', () => {
    expect(isQuotaExceeded(quotaError())).toBe(true);
    expect(isQuotaExceeded(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceeded({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaExceeded({ code: 22 })).toBe(true);
    expect(isQuotaExceeded({ code: 1014 })).toBe(true);
    expect(isQuotaExceeded(new Error('other'))).toBe(false);
    expect(isQuotaExceeded('QuotaExceededError')).toBe(false);
  });
});

describe('§9 storage clean-up when full', () => {
  it('§9 removes keys starting with an underscore and retries once', () => {
    const { backend, writes } = fullAfter(3, { _cacheA: 'x', keep: 'y', _cacheB: 'z' });
    const storage = createSafeStorage(() => backend);
    expect(storage.set('token', 't')).toBe(true);
    expect(storage.get('token')).toBe('t');
    expect(storage.keys().sort()).toEqual(['keep', 'token']);
    expect(writes()).toBe(2);
  });

  it('§9 gives up after one retry when clean-up frees nothing', () => {
    const { backend, writes } = fullAfter(2, { keep: 'y', other: 'z' });
    const storage = createSafeStorage(() => backend);
    expect(storage.set('token', 't')).toBe(false);
    expect(storage.keys().sort()).toEqual(['keep', 'other']);
    expect(writes()).toBe(2);
  });

  it('§9 other write errors do not clean up', () => {
    const inner = createMemoryBackend({ _cache: 'x' });
    const storage = createSafeStorage(() => ({
      ...inner,
      length: inner.length,
      key: (i: number) => inner.key(i),
      setItem: () => {
        throw new Error('not a quota error');
      },
    }));
    expect(storage.set('a', '1')).toBe(false);
    expect(inner.getItem('_cache')).toBe('x');
  });
});

describe('§9 versioned local cache', () => {
  it('§9 writes with version 1 and reads it back', () => {
    const backend = createMemoryBackend();
    const storage = createSafeStorage(() => backend);
    expect(LOCAL_CACHE_VERSION).toBe(1);
    expect(writeCached(storage, 'k', 'v')).toBe(true);
    expect(JSON.parse(backend.getItem('k') ?? '')).toEqual({ version: 1, value: 'v' });
    expect(readCached(storage, 'k', isString)).toBe('v');
  });

  it('§9 ignores other versions, garbage and wrong shapes', () => {
    const storage = createSafeStorage(() =>
      createMemoryBackend({
        old: JSON.stringify({ version: 0, value: 'v' }),
        next: JSON.stringify({ version: 2, value: 'v' }),
        bare: JSON.stringify('v'),
        broken: '{',
        wrongShape: JSON.stringify({ version: 1, value: 5 }),
      }),
    );
    for (const key of ['old', 'next', 'bare', 'broken', 'wrongShape', 'missing']) {
      expect(readCached(storage, key, isString)).toBeUndefined();
    }
  });
});
