import { LONG_CALL_TIMEOUT_MS, type RequestClient, type RequestOptions } from './request-client.ts';
import type { RequestParams } from './request-config.ts';

/**
 * §9 "client helper default 60000 ms": the client for a long job made of ordinary calls (an
 * export reading every page of a record list): each of its calls waits 60 s unless it names
 * another time-out. Uploads get the same default from the request client itself.
 */
export function longCallClient(
  client: Pick<RequestClient, 'get' | 'post'>,
): Pick<RequestClient, 'get' | 'post'> {
  const long = (options: RequestOptions | undefined): RequestOptions => ({
    timeoutMs: LONG_CALL_TIMEOUT_MS,
    ...options,
  });
  return {
    get<T>(path: string, params?: RequestParams, options?: RequestOptions) {
      return client.get<T>(path, params, long(options));
    },
    post<T>(path: string, params?: RequestParams, options?: RequestOptions) {
      return client.post<T>(path, params, long(options));
    },
  };
}
