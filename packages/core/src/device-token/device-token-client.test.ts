import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeviceTokenClient, type DeviceTokenDeps } from './device-token-client.ts';
import { DEVICE_TOKEN_STORAGE_KEYS as KEYS } from './device-token-config.ts';

const token40 = 't'.repeat(40);
const otherToken40 = 'u'.repeat(40);

function fakeEnvironment(overrides: Partial<DeviceTokenDeps> = {}) {
  const store = new Map<string, string>();
  const cookies = new Map<string, { value: string; maxAgeSeconds: number }>();
  const storageListeners = new Set<(key: string | null) => void>();
  const visibilityListeners = new Set<() => void>();
  const pageHideListeners = new Set<() => void>();
  let visible = true;
  const env = {
    store,
    cookies,
    reportError: vi.fn(),
    fetchToken: vi.fn<() => Promise<string>>(async () => token40),
    setVisible(next: boolean) {
      visible = next;
      for (const listener of visibilityListeners) listener();
    },
    /** Simulates the user leaving the page (a reload, a link followed in this tab). */
    hidePage() {
      for (const listener of pageHideListeners) listener();
    },
    /** Simulates a write by another tab: the value changes and a storage event fires. */
    otherTabWrites(key: string, value: string | null) {
      if (value === null) store.delete(key);
      else store.set(key, value);
      for (const listener of storageListeners) listener(key);
    },
  };
  const deps: DeviceTokenDeps = {
    now: () => Date.now(),
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    cookies: {
      get: (name) => cookies.get(name)?.value ?? null,
      set: (name, value, maxAgeSeconds) => void cookies.set(name, { value, maxAgeSeconds }),
      remove: (name) => void cookies.delete(name),
    },
    visibility: {
      isVisible: () => visible,
      onChange(listener) {
        visibilityListeners.add(listener);
        return () => visibilityListeners.delete(listener);
      },
    },
    fetchToken: () => env.fetchToken(),
    script: { isLoaded: () => true, load: async () => {} },
    reportError: env.reportError,
    onStorageChange(listener) {
      storageListeners.add(listener);
      return () => storageListeners.delete(listener);
    },
    onPageHide(listener) {
      pageHideListeners.add(listener);
      return () => pageHideListeners.delete(listener);
    },
    ...overrides,
  };
  return { env, client: createDeviceTokenClient(deps) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('device-token client', () => {
  it('§4 §9 a success token goes to a 7-day cookie and the expiry (now + 2 x 1200 s) to local storage', async () => {
    const { env, client } = fakeEnvironment();
    await client.start();
    expect(client.getState().status).toBe('success');
    expect(env.cookies.get(KEYS.successCookie)).toEqual({ value: token40, maxAgeSeconds: 604_800 });
    expect(env.store.get(KEYS.expiresAt)).toBe(String(1_000_000 + 2_400_000));
    client.stop();
  });

  it('§4 a demoted token is kept in local storage and replaces any success cookie', async () => {
    const { env, client } = fakeEnvironment();
    env.cookies.set(KEYS.successCookie, { value: otherToken40, maxAgeSeconds: 1 });
    env.fetchToken.mockResolvedValue('risky-device');
    await client.refresh({ force: true });
    expect(client.getState()).toMatchObject({ status: 'demoted', token: 'risky-device' });
    expect(env.store.get(KEYS.demotedToken)).toBe('risky-device');
    expect(env.cookies.has(KEYS.successCookie)).toBe(false);
  });

  it('§4 §9 retries once after 1 s and succeeds', async () => {
    const { env, client } = fakeEnvironment();
    env.fetchToken.mockRejectedValueOnce(new Error('network'));
    const done = client.refresh();
    await vi.advanceTimersByTimeAsync(999);
    expect(env.fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(env.fetchToken).toHaveBeenCalledTimes(2);
    expect(client.getState().status).toBe('success');
  });

  it('§4 §8 a second failure becomes error, reported to monitoring only, with no third attempt', async () => {
    const { env, client } = fakeEnvironment();
    env.fetchToken.mockRejectedValue(new Error('down'));
    const done = client.refresh();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    await vi.advanceTimersByTimeAsync(5000);
    expect(env.fetchToken).toHaveBeenCalledTimes(2);
    expect(client.getState().status).toBe('error');
    expect(env.reportError).toHaveBeenCalledTimes(2);
  });

  it('§4 an empty answer is a failure and is retried', async () => {
    const { env, client } = fakeEnvironment();
    env.fetchToken.mockResolvedValueOnce('');
    const done = client.refresh();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(env.fetchToken).toHaveBeenCalledTimes(2);
    expect(client.getState().status).toBe('success');
  });

  it('§4 §9 a fetch that does not answer within 10 s becomes timeout and clears the pending flag', async () => {
    const { env, client } = fakeEnvironment();
    env.fetchToken.mockReturnValue(new Promise(() => {}));
    const done = client.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(env.store.get(KEYS.pendingSince)).toBe('1000000');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(client.getState().status).toBe('uninitialised');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(client.getState().status).toBe('timeout');
    expect(env.store.has(KEYS.pendingSince)).toBe(false);
    expect(env.reportError).toHaveBeenCalledTimes(1);
  });

  it('§4 a page left mid-fetch withdraws its pending flag, so the next page fetches at once', async () => {
    const { env, client } = fakeEnvironment();
    env.fetchToken.mockReturnValue(new Promise(() => {}));
    void client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(env.store.get(KEYS.pendingSince)).toBe('1000000');
    env.hidePage();
    expect(env.store.has(KEYS.pendingSince)).toBe(false);

    // The next page of this tab shares the storage and gets its token without waiting 10 s.
    const next = fakeEnvironment();
    for (const [key, value] of env.store) next.env.store.set(key, value);
    void next.client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(next.env.fetchToken).toHaveBeenCalledTimes(1);
    await expect(next.client.waitForToken()).resolves.toBe(token40);
  });

  it('§4 leaving a page whose fetch is done leaves another tab’s pending flag alone', async () => {
    const { env, client } = fakeEnvironment();
    await client.start();
    env.otherTabWrites(KEYS.pendingSince, String(1_000_000));
    env.hidePage();
    expect(env.store.get(KEYS.pendingSince)).toBe('1000000');
  });

  it('§4 a fresh pending flag from another tab: wait, then adopt its token without fetching', async () => {
    const { env, client } = fakeEnvironment();
    env.store.set(KEYS.pendingSince, String(1_000_000 - 2000));
    const done = client.refresh();
    await vi.advanceTimersByTimeAsync(3000);
    expect(env.fetchToken).not.toHaveBeenCalled();
    env.cookies.set(KEYS.successCookie, { value: otherToken40, maxAgeSeconds: 604_800 });
    env.otherTabWrites(KEYS.expiresAt, String(Date.now() + 2_400_000));
    env.otherTabWrites(KEYS.pendingSince, null);
    await done;
    expect(env.fetchToken).not.toHaveBeenCalled();
    expect(client.getState()).toMatchObject({ status: 'success', token: otherToken40 });
  });

  it('§4 §9 the wait for another tab gives up 10 s after its flag was set, then fetches itself', async () => {
    const { env, client } = fakeEnvironment();
    env.store.set(KEYS.pendingSince, String(1_000_000 - 2000));
    const done = client.refresh();
    await vi.advanceTimersByTimeAsync(7_999);
    expect(env.fetchToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(env.fetchToken).toHaveBeenCalledTimes(1);
    expect(client.getState().status).toBe('success');
  });

  it('§4 a pending flag older than 10 s is ignored', async () => {
    const { env, client } = fakeEnvironment();
    env.store.set(KEYS.pendingSince, String(1_000_000 - 10_000));
    await client.refresh();
    expect(env.fetchToken).toHaveBeenCalledTimes(1);
  });

  it('§4 start does not fetch when the stored token is valid beyond the refresh frequency', async () => {
    const { env, client } = fakeEnvironment();
    env.cookies.set(KEYS.successCookie, { value: token40, maxAgeSeconds: 604_800 });
    env.store.set(KEYS.expiresAt, String(1_000_000 + 1_200_001));
    await client.start();
    expect(env.fetchToken).not.toHaveBeenCalled();
    expect(client.getState().status).toBe('success');
    client.stop();
  });

  it('§4 a forced refresh fetches even with a valid token', async () => {
    const { env, client } = fakeEnvironment();
    env.cookies.set(KEYS.successCookie, { value: token40, maxAgeSeconds: 604_800 });
    env.store.set(KEYS.expiresAt, String(1_000_000 + 2_400_000));
    env.fetchToken.mockResolvedValue(otherToken40);
    await client.refresh({ force: true });
    expect(client.getState().token).toBe(otherToken40);
  });

  it('§4 §9 refreshes every 1200 s while visible, not while hidden, and again when shown', async () => {
    const { env, client } = fakeEnvironment();
    await client.start();
    expect(env.fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_199_999);
    expect(env.fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(env.fetchToken).toHaveBeenCalledTimes(2);
    env.setVisible(false);
    await vi.advanceTimersByTimeAsync(2 * 1_200_000);
    expect(env.fetchToken).toHaveBeenCalledTimes(2);
    env.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(env.fetchToken).toHaveBeenCalledTimes(3);
    client.stop();
    await vi.advanceTimersByTimeAsync(5 * 1_200_000);
    expect(env.fetchToken).toHaveBeenCalledTimes(3);
  });

  it('§9 a token older than the expiry interval (14400 s) is refreshed even when its expiry is far', async () => {
    const { env, client } = fakeEnvironment({ config: { refreshFrequencyMs: 20_000_000 } });
    await client.start();
    await vi.advanceTimersByTimeAsync(14_399_999);
    env.setVisible(false);
    env.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(env.fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    env.setVisible(false);
    env.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(env.fetchToken).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('§4 a missing device script is waited for, then the fetch proceeds', async () => {
    let loaded = false;
    const load = vi.fn(async () => {
      loaded = true;
    });
    const { env, client } = fakeEnvironment({ script: { isLoaded: () => loaded, load } });
    await client.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    expect(env.fetchToken).toHaveBeenCalledTimes(1);
    expect(client.getState().status).toBe('success');
  });

  it('§4 §8 a device script that fails to load becomes error, reported, with no fetch', async () => {
    const { env, client } = fakeEnvironment({
      script: { isLoaded: () => false, load: () => Promise.reject(new Error('blocked')) },
    });
    await client.refresh();
    expect(client.getState().status).toBe('error');
    expect(env.fetchToken).not.toHaveBeenCalled();
    expect(env.reportError).toHaveBeenCalledTimes(1);
  });

  it('§9 a request waits for the first token', async () => {
    const { env, client } = fakeEnvironment();
    let answer: (token: string) => void = () => {};
    env.fetchToken.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const waited = client.waitForToken();
    void client.refresh();
    answer(token40);
    await expect(waited).resolves.toBe(token40);
  });

  it('§9 a request stops waiting for the first token after the 5000 ms init wait', async () => {
    const { client } = fakeEnvironment();
    const onResolved = vi.fn();
    void client.waitForToken().then(onResolved);
    await vi.advanceTimersByTimeAsync(4999);
    expect(onResolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onResolved).toHaveBeenCalledWith('');
  });

  it('concurrent refresh calls share one fetch', async () => {
    const { env, client } = fakeEnvironment();
    await Promise.all([client.refresh(), client.refresh()]);
    expect(env.fetchToken).toHaveBeenCalledTimes(1);
  });
});
