import { createRequestCache, type RequestCache, type RequestClient } from '@tideline/core/request';

const caches = new WeakMap<object, RequestCache>();

/**
 * The §9 request cache over the page's request client: config and reference data (client config,
 * symbol list, fiat and valuation rates) are read through it, one shared read per minute, two at a
 * time with 1000 ms between batches. Everything else goes through the client itself.
 */
export function referenceReader(client: Pick<RequestClient, 'get' | 'post'>): RequestCache {
  let cache = caches.get(client);
  if (cache === undefined) {
    cache = createRequestCache(client);
    caches.set(client, cache);
  }
  return cache;
}
