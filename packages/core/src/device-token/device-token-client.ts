import {
  DEFAULT_DEVICE_TOKEN_CONFIG,
  DEVICE_TOKEN_STORAGE_KEYS,
  type DeviceTokenConfig,
} from './device-token-config.ts';
import {
  classifyDeviceToken,
  type DeviceTokenEvent,
  type DeviceTokenState,
  INITIAL_DEVICE_TOKEN_STATE,
  isDeviceTokenRefreshNeeded,
  reduceDeviceToken,
} from './device-token-state.ts';

export interface DeviceTokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface DeviceTokenCookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

export interface PageVisibility {
  isVisible(): boolean;
  /** Calls the listener whenever visibility changes; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

/** The device-service script that must be present before a token can be fetched. */
export interface DeviceScript {
  isLoaded(): boolean;
  /** Resolves once the script has loaded; rejects when loading fails. */
  load(): Promise<void>;
}

export type ScheduleCallback = (callback: () => void, delayMs: number) => () => void;

export interface DeviceTokenDeps {
  now: () => number;
  storage: DeviceTokenStorage;
  cookies: DeviceTokenCookieJar;
  visibility: PageVisibility;
  /** Asks the device service for a token; see `createConstantIdFetcher`. */
  fetchToken: () => Promise<string>;
  script: DeviceScript;
  /** §8: device-token errors go to error monitoring only, never to the user. */
  reportError: (error: unknown, context: string) => void;
  /** Calls the listener with the changed key when another tab writes local storage. */
  onStorageChange: (listener: (key: string | null) => void) => () => void;
  /** Calls the listener when the page is being left (unloaded or put in the back-forward cache). */
  onPageHide?: (listener: () => void) => () => void;
  schedule?: ScheduleCallback;
  config?: Partial<DeviceTokenConfig>;
}

export interface DeviceTokenClient {
  getState(): DeviceTokenState;
  subscribe(listener: (state: DeviceTokenState) => void): () => void;
  /** Restores the stored token, refreshes it if needed, and starts the periodic visible-only refresh. */
  start(): Promise<void>;
  stop(): void;
  refresh(options?: { force?: boolean }): Promise<void>;
  /** The token for a request; while uninitialised it waits up to the init wait for the first answer. */
  waitForToken(): Promise<string>;
}

class FetchTimeout extends Error {
  constructor(limitMs: number) {
    super(`device token fetch gave up after ${limitMs} ms`);
    this.name = 'FetchTimeout';
  }
}

const defaultSchedule: ScheduleCallback = (callback, delayMs) => {
  const handle = setTimeout(callback, delayMs);
  return () => clearTimeout(handle);
};

export function createDeviceTokenClient(deps: DeviceTokenDeps): DeviceTokenClient {
  const config: DeviceTokenConfig = { ...DEFAULT_DEVICE_TOKEN_CONFIG, ...deps.config };
  const schedule = deps.schedule ?? defaultSchedule;
  const keys = DEVICE_TOKEN_STORAGE_KEYS;
  const listeners = new Set<(state: DeviceTokenState) => void>();
  let state = INITIAL_DEVICE_TOKEN_STATE;
  let inFlight: Promise<void> | null = null;
  let obtainedAt: number | null = null;
  let stopPeriodic: (() => void) | null = null;
  let stopVisibility: (() => void) | null = null;
  let stopPageHide: (() => void) | null = null;
  /** This page's fetch is in flight, so the shared pending flag is ours. */
  let ownPending = false;

  function dispatch(event: DeviceTokenEvent): void {
    const next = reduceDeviceToken(state, event, config);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(state);
  }

  function delay(ms: number): Promise<void> {
    return new Promise((resolve) => schedule(resolve, ms));
  }

  function withFetchLimit<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const cancel = schedule(
        () => reject(new FetchTimeout(config.fetchWaitLimitMs)),
        config.fetchWaitLimitMs,
      );
      promise.then(
        (value) => {
          cancel();
          resolve(value);
        },
        (error: unknown) => {
          cancel();
          reject(error);
        },
      );
    });
  }

  function restoreFromStorage(): void {
    const rawExpiry = deps.storage.getItem(keys.expiresAt);
    const expiresAt = rawExpiry === null || Number.isNaN(Number(rawExpiry)) ? null : Number(rawExpiry);
    dispatch({
      type: 'restored',
      successToken: deps.cookies.get(keys.successCookie),
      demotedToken: deps.storage.getItem(keys.demotedToken),
      expiresAt,
    });
  }

  function persist(): void {
    if (state.status === 'success') {
      deps.cookies.set(keys.successCookie, state.token, config.cookieMaxAgeSeconds);
      deps.storage.setItem(keys.expiresAt, String(state.expiresAt));
      deps.storage.removeItem(keys.demotedToken);
    } else if (state.status === 'demoted') {
      deps.storage.setItem(keys.demotedToken, state.token);
      deps.storage.removeItem(keys.expiresAt);
      deps.cookies.remove(keys.successCookie);
    }
  }

  function refreshNeeded(force: boolean): boolean {
    const now = deps.now();
    const tooOld = obtainedAt !== null && now - obtainedAt >= config.expiryIntervalMs;
    return isDeviceTokenRefreshNeeded({
      force: force || tooOld,
      token: state.token,
      expiresAt: state.expiresAt,
      now,
      refreshFrequencyMs: config.refreshFrequencyMs,
    });
  }

  /** Waits while another tab's pending flag is younger than the fetch wait limit. */
  async function waitForOtherTab(): Promise<void> {
    const pendingSince = Number(deps.storage.getItem(keys.pendingSince));
    if (!pendingSince) return;
    const remaining = pendingSince + config.fetchWaitLimitMs - deps.now();
    if (remaining <= 0) return;
    await new Promise<void>((resolve) => {
      let cancelTimer: () => void = () => {};
      const unsubscribe = deps.onStorageChange((key) => {
        if (key !== keys.pendingSince || deps.storage.getItem(keys.pendingSince) !== null) return;
        finish();
      });
      function finish(): void {
        cancelTimer();
        unsubscribe();
        resolve();
      }
      cancelTimer = schedule(finish, remaining);
    });
  }

  async function ensureScript(): Promise<boolean> {
    if (deps.script.isLoaded()) return true;
    try {
      await deps.script.load();
      return true;
    } catch (error) {
      deps.reportError(error, 'device-token: device script failed to load');
      dispatch({ type: 'scriptFailed' });
      return false;
    }
  }

  async function fetchOnce(): Promise<void> {
    if (!(await ensureScript())) return;
    deps.storage.setItem(keys.pendingSince, String(deps.now()));
    ownPending = true;
    try {
      const token = await withFetchLimit(deps.fetchToken());
      if (classifyDeviceToken(token) === 'empty') {
        deps.reportError(new Error('device service answered an empty token'), 'device-token: empty token');
        dispatch({ type: 'fetchFailed' });
      } else {
        dispatch({ type: 'tokenReceived', token, now: deps.now() });
        obtainedAt = deps.now();
        persist();
      }
    } catch (error) {
      if (error instanceof FetchTimeout) {
        deps.reportError(error, 'device-token: fetch timed out');
        dispatch({ type: 'fetchTimedOut' });
      } else {
        deps.reportError(error, 'device-token: fetch failed');
        dispatch({ type: 'fetchFailed' });
      }
    } finally {
      ownPending = false;
      deps.storage.removeItem(keys.pendingSince);
    }
  }

  async function runRefresh(force: boolean): Promise<void> {
    restoreFromStorage();
    if (!refreshNeeded(force)) return;
    await waitForOtherTab();
    // Another tab may have finished while we waited; adopt its token rather than fetching again.
    restoreFromStorage();
    if (!force && !refreshNeeded(false)) return;
    await fetchOnce();
    while (state.retryScheduled) {
      await delay(config.retryDelayMs);
      await fetchOnce();
    }
  }

  function refresh(options: { force?: boolean } = {}): Promise<void> {
    if (!inFlight) {
      inFlight = runRefresh(options.force ?? false).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  function refreshIfVisible(): void {
    if (deps.visibility.isVisible()) void refresh();
  }

  function schedulePeriodic(): void {
    stopPeriodic = schedule(() => {
      refreshIfVisible();
      schedulePeriodic();
    }, config.refreshFrequencyMs);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      restoreFromStorage();
      schedulePeriodic();
      stopVisibility = deps.visibility.onChange(refreshIfVisible);
      // A page left mid-fetch never finishes that fetch: withdraw its pending flag, or the next page
      // (a reload, a link opened in this tab) would wait out the fetch limit for it, and its first
      // device-token call (a login) would go without a token.
      stopPageHide =
        deps.onPageHide?.(() => {
          if (ownPending) deps.storage.removeItem(keys.pendingSince);
        }) ?? null;
      await refresh();
    },
    stop() {
      stopPeriodic?.();
      stopVisibility?.();
      stopPageHide?.();
      stopPeriodic = null;
      stopVisibility = null;
      stopPageHide = null;
    },
    refresh,
    waitForToken() {
      if (state.status !== 'uninitialised') return Promise.resolve(state.token);
      return new Promise<string>((resolve) => {
        const finish = () => {
          cancelTimer();
          listeners.delete(onChange);
          resolve(state.token);
        };
        const onChange = (next: DeviceTokenState) => {
          if (next.status !== 'uninitialised') finish();
        };
        listeners.add(onChange);
        const cancelTimer = schedule(finish, config.initWaitMs);
      });
    },
  };
}
