import { localizePath } from '../locale/locale-prefix.ts';
import type { SafeStorage } from '../storage/safe-storage.ts';
import { DEFAULT_SPOT_ROUTE, demoRedirectTarget, isAllowedInDemo } from './demo-routes.ts';

/** Spec §4: demo mode is on while this local-storage key is set. */
export const DEMO_FLAG_KEY = 'simulation-trade';
const DEMO_FLAG_ON = '1';

/** Any stored value other than an explicit "off" spelling counts as set. */
export function isDemoFlagValue(value: string | null): boolean {
  return value !== null && value !== '' && value !== '0' && value !== 'false';
}

export function readDemoFlag(storage: Pick<SafeStorage, 'get'>): boolean {
  return isDemoFlagValue(storage.get(DEMO_FLAG_KEY));
}

export interface EnterDemoOptions {
  storage: Pick<SafeStorage, 'set'>;
  locale: string;
  navigate: (href: string) => void;
  /** The page to open in demo mode; a page demo mode does not allow falls back to BTC/USDT spot. */
  to?: string;
}

/** Spec §4: entering sets the flag and navigates to the locale-prefixed path. */
export function enterDemo({ storage, locale, navigate, to = DEFAULT_SPOT_ROUTE }: EnterDemoOptions): void {
  storage.set(DEMO_FLAG_KEY, DEMO_FLAG_ON);
  navigate(localizePath(isAllowedInDemo(to) ? to : DEFAULT_SPOT_ROUTE, locale));
}

export interface LeaveDemoOptions {
  storage: Pick<SafeStorage, 'remove'>;
  reload: () => void;
}

/** Spec §4: leaving clears the flag and reloads, so every screen refetches real-account data. */
export function leaveDemo({ storage, reload }: LeaveDemoOptions): void {
  storage.remove(DEMO_FLAG_KEY);
  reload();
}

export type DemoFlagAction = { type: 'reload' } | { type: 'redirect'; href: string };

/**
 * Spec §4: another tab changed the flag. A page demo mode does not allow must not show even
 * for a moment after demo mode switched on, so it redirects; every other case reloads, so
 * account data matches the new mode.
 */
export function demoFlagChangeAction(demoOn: boolean, pathname: string): DemoFlagAction {
  const target = demoOn ? demoRedirectTarget(pathname) : null;
  return target === null ? { type: 'reload' } : { type: 'redirect', href: target };
}

export interface DemoFlagChange {
  demo: boolean;
  action: DemoFlagAction;
}

interface StorageEventLike {
  key: string | null;
}

/** The parts of `window` the listener needs, so tests and other hosts can supply their own. */
export interface DemoWindow {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  location: { pathname: string };
  localStorage?: Pick<Storage, 'getItem'>;
}

/**
 * Calls back when another tab turns demo mode on or off. The `storage` event only fires in other
 * tabs, so the current value is re-read (a `key` of null means the store was cleared).
 * Returns the function that stops listening.
 */
export function onDemoFlagChange(win: DemoWindow, callback: (change: DemoFlagChange) => void): () => void {
  let current = readFlagFrom(win);
  const listener = (event: StorageEventLike): void => {
    if (event.key !== null && event.key !== DEMO_FLAG_KEY) return;
    const demo = readFlagFrom(win);
    if (demo === current) return;
    current = demo;
    callback({ demo, action: demoFlagChangeAction(demo, win.location.pathname) });
  };
  win.addEventListener('storage', listener);
  return () => win.removeEventListener('storage', listener);
}

/** Carries out a flag-change action on a real location. */
export function applyDemoFlagAction(
  location: { reload(): void; assign(href: string): void },
  action: DemoFlagAction,
): void {
  if (action.type === 'redirect') location.assign(action.href);
  else location.reload();
}

function readFlagFrom(win: DemoWindow): boolean {
  try {
    return isDemoFlagValue(win.localStorage?.getItem(DEMO_FLAG_KEY) ?? null);
  } catch {
    return false;
  }
}
