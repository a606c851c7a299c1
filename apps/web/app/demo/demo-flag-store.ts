import { readDemoFlag } from '@tideline/core/demo-mode';
import { browserStorage } from './browser-storage.ts';

// The storage event only reaches other tabs, so changes made in this tab are announced here.
const listeners = new Set<() => void>();

export function subscribeDemoFlag(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function announceDemoFlagChange(): void {
  for (const listener of listeners) listener();
}

export function demoFlagSnapshot(): boolean {
  return readDemoFlag(browserStorage);
}

/** The server cannot see local storage: pages render as real trading until hydration. */
export function demoFlagServerSnapshot(): boolean {
  return false;
}
