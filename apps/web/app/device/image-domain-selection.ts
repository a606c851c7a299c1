// Spec §7/§9 image domains: at start the page times the probe image on every candidate domain of
// the gateway's client config and keeps the fastest under `fastestimgdomain` (the default host when
// none loads), where image addresses are built from later. Browser only.
import { createImageDomainSelector, loadImageElement } from '@tideline/core/image-domain';
import type { RequestClient } from '@tideline/core/request';
import { loadClientConfig } from './client-config.ts';

export interface ImageDomainConfig {
  candidates: string[];
  defaultHost: string;
  probePath: string;
}

/** The `imageDomain` part of the client config answer, or null when it is not usable. */
export function parseImageDomainConfig(answer: unknown): ImageDomainConfig | null {
  const data = (answer as { data?: { imageDomain?: Record<string, unknown> } } | null)?.data;
  const config = data?.imageDomain;
  if (!config) return null;
  const { candidates, defaultHost, probePath } = config;
  if (!Array.isArray(candidates) || !candidates.every((entry) => typeof entry === 'string')) return null;
  if (typeof defaultHost !== 'string' || typeof probePath !== 'string') return null;
  return { candidates, defaultHost, probePath };
}

/** Probes the configured domains and stores the fastest; resolves with the domain kept. */
export async function selectImageDomain(client: Pick<RequestClient, 'get'>): Promise<string> {
  const config = parseImageDomainConfig(await loadClientConfig(client));
  if (!config) throw new Error('client config has no usable imageDomain');
  const selector = createImageDomainSelector({
    ...config,
    loadImage: loadImageElement,
    storage: window.localStorage,
    now: () => performance.now(),
  });
  return selector.select();
}
