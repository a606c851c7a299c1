import type { RequestCache } from '@tideline/core/request';
import { useApiClient } from './ApiClientProvider.tsx';
import { referenceReader } from './reference-client.ts';

/** The page's §9 request cache, for components that read config or reference data. */
export function useReferenceClient(): RequestCache {
  return referenceReader(useApiClient());
}
