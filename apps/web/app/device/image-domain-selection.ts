// Spec §7/§9 image domains: at start the page times the probe image on every candidate domain of
// the gateway's client config and keeps the fastest under `fastestimgdomain` (the default host when
// none loads), where image addresses are built from later. Browser only.
import { createImageDomainSelector, loadImageElement } from '@tideline/core/image-domain';
import type { RequestClient } from '@tideline/core/request';
import { loadClientConfig } from './client-config.ts';

/** Probes the configured domains and stores the fastest; resolves with the domain kept. */
export async function selectImageDomain(client: RequestClient): Promise<string> {
  const { imageDomain } = await loadClientConfig(client);
  const selector = createImageDomainSelector({
    ...imageDomain,
    loadImage: loadImageElement,
    storage: window.localStorage,
    now: () => performance.now(),
  });
  return selector.select();
}
