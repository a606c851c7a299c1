import {
  DEFAULT_PROBE_IMAGE_PATH,
  FASTEST_IMAGE_DOMAIN_KEY,
  type ImageDomainProbe,
  normaliseImageDomain,
  pickFastestImageDomain,
  rewriteImageHost,
} from './image-domain.ts';

export interface ImageDomainStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ImageDomainSelectorOptions {
  candidates: readonly string[];
  /** §9: the static image CDN used when no candidate loads. */
  defaultHost: string;
  /** Resolves when the image at the URL has loaded, rejects when it fails. */
  loadImage: (url: string) => Promise<void>;
  storage: ImageDomainStorage;
  now: () => number;
  probePath?: string;
  /** A candidate slower than this counts as not loading. */
  probeTimeoutMs?: number;
  schedule?: (callback: () => void, delayMs: number) => () => void;
}

export interface ImageDomainSelector {
  /** Probes every candidate, stores and returns the fastest (or the default host). */
  select(): Promise<string>;
  /** The stored fastest domain, or the default host before any selection. */
  current(): string;
  /** The replacement address for an image that failed to load, or null when there is none. */
  replaceBrokenImage(imageUrl: string): string | null;
}

const defaultSchedule = (callback: () => void, delayMs: number) => {
  const handle = setTimeout(callback, delayMs);
  return () => clearTimeout(handle);
};

export function createImageDomainSelector(options: ImageDomainSelectorOptions): ImageDomainSelector {
  const schedule = options.schedule ?? defaultSchedule;
  const probePath = options.probePath ?? DEFAULT_PROBE_IMAGE_PATH;
  const probeTimeoutMs = options.probeTimeoutMs ?? 5000;
  const defaultHost = normaliseImageDomain(options.defaultHost);

  function probe(domain: string): Promise<ImageDomainProbe> {
    const startedAt = options.now();
    // The time stamp defeats caches, which would make every domain look equally fast.
    const url = `${domain}${probePath}?t=${startedAt}`;
    return new Promise((resolve) => {
      const cancel = schedule(() => resolve({ domain, elapsedMs: null }), probeTimeoutMs);
      options.loadImage(url).then(
        () => {
          cancel();
          resolve({ domain, elapsedMs: options.now() - startedAt });
        },
        () => {
          cancel();
          resolve({ domain, elapsedMs: null });
        },
      );
    });
  }

  function current(): string {
    return options.storage.getItem(FASTEST_IMAGE_DOMAIN_KEY) ?? defaultHost;
  }

  return {
    async select() {
      const probes = await Promise.all(
        options.candidates.map((domain) => probe(normaliseImageDomain(domain))),
      );
      const chosen = pickFastestImageDomain(probes) ?? defaultHost;
      options.storage.setItem(FASTEST_IMAGE_DOMAIN_KEY, chosen);
      return chosen;
    },
    current,
    replaceBrokenImage: (imageUrl) => rewriteImageHost(imageUrl, current()),
  };
}

/** `loadImage` for browsers. */
export function loadImageElement(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image failed to load: ${url}`));
    image.src = url;
  });
}
