import type { Envelope } from '@tideline/protocol/envelope';
import type { RequestClient, RequestOptions } from './request-client.ts';
import type { RequestParams } from './request-config.ts';

/** §9 "request cache concurrency limit 2 with 1000 ms gap". */
export const REQUEST_CACHE_CONCURRENCY = 2;
export const REQUEST_CACHE_GAP_MS = 1000;
/**
 * How long a kept answer is served again. The spec gives no lifetime; ours: a minute, long enough
 * that the panels of one page and the next few page changes share one read of the reference data,
 * short enough that a new listing or rate shows without a reload.
 */
export const REQUEST_CACHE_MAX_AGE_MS = 60_000;

export interface BatchGateOptions {
  concurrency?: number;
  gapMs?: number;
  now?: () => number;
  /** Resolves after `ms`; a test passes fake timers' setTimeout through the default. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Starts at most `concurrency` tasks per batch: a batch is the tasks started within one window,
 * and the next window opens `gapMs` after the previous one opened; a task of a new batch also
 * waits for a free slot, so no more than `concurrency` run at once.
 */
export function createBatchGate(options: BatchGateOptions = {}) {
  const concurrency = options.concurrency ?? REQUEST_CACHE_CONCURRENCY;
  const gapMs = options.gapMs ?? REQUEST_CACHE_GAP_MS;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const queue: Array<() => void> = [];
  let active = 0;
  let windowOpenedAt = Number.NEGATIVE_INFINITY;
  let startedInWindow = 0;
  let waiting = false;

  function pump(): void {
    while (queue.length > 0 && active < concurrency) {
      const time = now();
      if (time - windowOpenedAt >= gapMs) {
        windowOpenedAt = time;
        startedInWindow = 0;
      }
      if (startedInWindow >= concurrency) {
        if (!waiting) {
          waiting = true;
          void sleep(windowOpenedAt + gapMs - time).then(() => {
            waiting = false;
            pump();
          });
        }
        return;
      }
      startedInWindow += 1;
      active += 1;
      queue.shift()?.();
    }
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          task()
            .then(resolve, reject)
            .finally(() => {
              active -= 1;
              pump();
            });
        });
        pump();
      });
    },
  };
}

export interface RequestCacheOptions extends BatchGateOptions {
  maxAgeMs?: number;
}

/** What a reader of reference data needs: `callEndpoint` takes it as its client. */
export interface RequestCache extends Pick<RequestClient, 'get' | 'post'> {
  /** Forgets every kept answer (a logout, a language change that alters the texts). */
  clear(): void;
}

function cacheKey(path: string, params: RequestParams): string {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]]);
  return `${path}?${JSON.stringify(sorted)}`;
}

/**
 * §9 request cache for idempotent GETs (config and reference data: the client config, the symbol
 * list, the fiat and valuation rates). Identical reads share one request and its answer for
 * `maxAgeMs`; reads that do go out pass the batch gate (2 at a time, 1000 ms between batches), so
 * a page start that asks for every reference list does not crowd out the calls the user waits for.
 * A failed read is not kept. POST goes straight to the client: it is never idempotent.
 */
export function createRequestCache(
  client: Pick<RequestClient, 'get' | 'post'>,
  options: RequestCacheOptions = {},
): RequestCache {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? REQUEST_CACHE_MAX_AGE_MS;
  const gate = createBatchGate(options);
  const kept = new Map<string, { at: number; answer: Promise<Envelope<unknown>> }>();

  return {
    get<T>(path: string, params: RequestParams = {}, requestOptions: RequestOptions = {}) {
      const key = cacheKey(path, params);
      const entry = kept.get(key);
      if (entry && now() - entry.at < maxAgeMs) return entry.answer as Promise<Envelope<T>>;
      // A kept read is shared by callers that may leave: none of them may cancel it for the others.
      const answer = gate.run(() =>
        client.get<T>(path, params, { ...requestOptions, cancelDuplicate: false }),
      );
      const fresh = { at: now(), answer: answer as Promise<Envelope<unknown>> };
      kept.set(key, fresh);
      answer.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      return answer;
    },
    post<T>(path: string, params?: RequestParams, requestOptions?: RequestOptions) {
      return client.post<T>(path, params, requestOptions);
    },
    clear: () => kept.clear(),
  };
}
