import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceIdentity } from './device-identity.ts';
import {
  DEVICE_IDENTITY_STORAGE_KEY,
  resolveSharedDeviceIdentity,
  type SharedIdentityStorage,
} from './shared-device-identity.ts';

/** One origin's local storage shared by several tabs; a write notifies every other tab. */
function sharedOrigin() {
  const items = new Map<string, string>();
  const listenersByTab = new Map<string, Set<(key: string | null) => void>>();
  function notifyOthers(writer: string, key: string) {
    for (const [tab, listeners] of listenersByTab) {
      if (tab === writer) continue;
      for (const listener of listeners) listener(key);
    }
  }
  function tab(tabId: string, compute: () => Promise<DeviceIdentity>) {
    const storage: SharedIdentityStorage = {
      get length() {
        return items.size;
      },
      key: (index) => [...items.keys()][index] ?? null,
      getItem: (key) => items.get(key) ?? null,
      setItem(key, value) {
        items.set(key, value);
        notifyOthers(tabId, key);
      },
      removeItem(key) {
        items.delete(key);
        notifyOthers(tabId, key);
      },
    };
    listenersByTab.set(tabId, new Set());
    return resolveSharedDeviceIdentity({
      storage,
      tabId,
      compute,
      now: () => Date.now(),
      onStorageChange(listener) {
        listenersByTab.get(tabId)?.add(listener);
        return () => listenersByTab.get(tabId)?.delete(listener);
      },
    });
  }
  function writeFrom(writer: string, key: string, value: string) {
    items.set(key, value);
    notifyOthers(writer, key);
  }
  return { items, tab, writeFrom };
}

const identityA = { fingerprint: 'fp-a', terminalCode: 'tc-a' };
const identityB = { fingerprint: 'fp-b', terminalCode: 'tc-b' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(50_000);
});
afterEach(() => vi.useRealTimers());

describe('shared device identity', () => {
  it('§4 a stored identity is reused without computing', async () => {
    const origin = sharedOrigin();
    origin.items.set(DEVICE_IDENTITY_STORAGE_KEY, JSON.stringify({ ...identityA, createdAt: 1 }));
    const compute = vi.fn(async () => identityB);
    await expect(origin.tab('t1', compute)).resolves.toEqual(identityA);
    expect(compute).not.toHaveBeenCalled();
  });

  it('§4 §9 two racing tabs: the earliest claim computes once after 1 s, the other takes its result', async () => {
    const origin = sharedOrigin();
    const computeA = vi.fn(async () => identityA);
    const computeB = vi.fn(async () => identityB);
    const first = origin.tab('tab-z', computeA);
    await vi.advanceTimersByTimeAsync(300);
    const second = origin.tab('tab-a', computeB);
    await vi.advanceTimersByTimeAsync(699);
    expect(computeA).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(computeA).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toEqual(identityA);
    await expect(second).resolves.toEqual(identityA);
    expect(computeB).not.toHaveBeenCalled();
    expect([...origin.items.keys()]).toEqual([DEVICE_IDENTITY_STORAGE_KEY]);
  });

  it('§4 an identity stored by another tab during the claim wait is taken at once', async () => {
    const origin = sharedOrigin();
    const compute = vi.fn(async () => identityB);
    const mine = origin.tab('late', compute);
    await vi.advanceTimersByTimeAsync(200);
    origin.writeFrom('other', DEVICE_IDENTITY_STORAGE_KEY, JSON.stringify({ ...identityA, createdAt: 1 }));
    await expect(mine).resolves.toEqual(identityA);
    expect(compute).not.toHaveBeenCalled();
  });

  it('a losing tab computes itself when the winner never answers', async () => {
    const origin = sharedOrigin();
    origin.items.set('tl_fingerprint_claim:gone', JSON.stringify({ tabId: 'gone', createdAt: 49_000 }));
    const compute = vi.fn(async () => identityB);
    const mine = origin.tab('me', compute);
    await vi.advanceTimersByTimeAsync(1000);
    expect(compute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(mine).resolves.toEqual(identityB);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
