import type { DeviceScript, DeviceTokenCookieJar, PageVisibility } from './device-token-client.ts';

/** Cookie jar over `document.cookie`, scoped to the whole origin. */
export function createDocumentCookieJar(doc: Document): DeviceTokenCookieJar {
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const entry = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
    },
    set(name, value, maxAgeSeconds) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/; SameSite=Lax`;
    },
  };
}

export function createDocumentVisibility(doc: Document): PageVisibility {
  return {
    isVisible: () => doc.visibilityState === 'visible',
    onChange(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

/** Calls the listener with the key of every local-storage write made by another tab. */
export function subscribeToStorageEvents(win: Window, listener: (key: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => listener(event.key);
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/**
 * Loads the device-service script once. `isLoaded` asks the page whether the script's global is
 * present, so a script already included by the HTML counts as loaded.
 */
export function createScriptTagLoader(doc: Document, src: string, isLoaded: () => boolean): DeviceScript {
  let loading: Promise<void> | null = null;
  return {
    isLoaded,
    load() {
      if (isLoaded()) return Promise.resolve();
      loading ??= new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          loading = null;
          script.remove();
          reject(new Error(`device script failed to load: ${src}`));
        };
        doc.head.append(script);
      });
      return loading;
    },
  };
}
