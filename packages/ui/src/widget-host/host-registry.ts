import { createStore, isBrowser } from '../internal/store.ts';

export interface HostEntry {
  id: string;
  /** Mounted by a service because no host existed; yields to any host the app mounts. */
  fallback: boolean;
}

/** Mounted hosts in mount order. Exactly one renders: see `activeHostId`. */
export const hostRegistry = createStore<readonly HostEntry[]>([]);

/** The oldest app-mounted host renders (it sits inside the app's locale and theme), else the fallback. */
export function activeHostId(hosts: readonly HostEntry[]): string | undefined {
  return (hosts.find((host) => !host.fallback) ?? hosts[0])?.id;
}

let mountFallbackHost: (() => void) | null = null;
let fallbackMounted = false;

/** Registered by the host module, which knows how to render itself, so services need not import it. */
export function setFallbackHostMounter(mount: () => void): void {
  mountFallbackHost = mount;
}

/** Services call this before queueing work: with no host mounted, one is mounted at the end of body. */
export function ensureHost(): void {
  if (!isBrowser() || hostRegistry.get().length > 0 || fallbackMounted || !mountFallbackHost) return;
  fallbackMounted = true;
  mountFallbackHost();
}
