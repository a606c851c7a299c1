/** §9: the fastest image domain is remembered under this local-storage key. */
export const FASTEST_IMAGE_DOMAIN_KEY = 'fastestimgdomain';

/** The small image fetched from every candidate domain to time it. */
export const DEFAULT_PROBE_IMAGE_PATH = '/static/probe.png';

export interface ImageDomainProbe {
  domain: string;
  /** Milliseconds until the test image loaded; null when it failed or took too long. */
  elapsedMs: number | null;
}

export function pickFastestImageDomain(probes: readonly ImageDomainProbe[]): string | null {
  let fastest: ImageDomainProbe | null = null;
  for (const probe of probes) {
    if (probe.elapsedMs === null) continue;
    if (fastest === null || fastest.elapsedMs === null || probe.elapsedMs < fastest.elapsedMs)
      fastest = probe;
  }
  return fastest?.domain ?? null;
}

/** A domain is written as an origin, e.g. `https://img1.example.com`; a trailing slash is dropped. */
export function normaliseImageDomain(domain: string): string {
  return domain.replace(/\/+$/, '');
}

/**
 * The same image on another domain, or null when the address is not an absolute http(s) URL or
 * already points at that domain (so a broken image on the fastest domain does not loop).
 */
export function rewriteImageHost(imageUrl: string, domain: string): string | null {
  let source: URL;
  let target: URL;
  try {
    source = new URL(imageUrl);
    target = new URL(normaliseImageDomain(domain));
  } catch {
    return null;
  }
  if (source.protocol !== 'http:' && source.protocol !== 'https:') return null;
  if (source.origin === target.origin) return null;
  return `${target.origin}${source.pathname}${source.search}${source.hash}`;
}
