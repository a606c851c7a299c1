import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRequestCache,
  REQUEST_CACHE_CONCURRENCY,
  REQUEST_CACHE_GAP_MS,
  REQUEST_CACHE_MAX_AGE_MS,
} from './request-cache.ts';
import type { RequestClient } from './request-client.ts';

/** A client whose GETs stay open until the test answers them. */
function pendingClient() {
  const sent: Array<{
    path: string;
    params: unknown;
    options: unknown;
    answer: (data: unknown) => void;
    fail: (error: Error) => void;
  }> = [];
  const client = {
    get: vi.fn(
      (path: string, params: unknown, options: unknown) =>
        new Promise((resolve, reject) => {
          sent.push({
            path,
            params,
            options,
            answer: (data) => resolve({ code: 0, data, msg: 'success' }),
            fail: reject,
          });
        }),
    ),
    post: vi.fn(async () => ({ code: 0, data: 'posted', msg: 'success' })),
  } as unknown as Pick<RequestClient, 'get' | 'post'>;
  return { client, sent };
}

describe('§9 request cache: concurrency limit 2 with 1000 ms gap', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the spec’s constants', () => {
    expect(REQUEST_CACHE_CONCURRENCY).toBe(2);
    expect(REQUEST_CACHE_GAP_MS).toBe(1000);
  });

  it('sends 2 reads at once and the next batch 1000 ms after the first opened', async () => {
    const { client, sent } = pendingClient();
    const cache = createRequestCache(client);
    const reads = ['/a', '/b', '/c', '/d', '/e'].map((path) => cache.get(path));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((call) => call.path)).toEqual(['/a', '/b']);
    for (const call of sent) call.answer(call.path);
    await vi.advanceTimersByTimeAsync(REQUEST_CACHE_GAP_MS - 1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((call) => call.path)).toEqual(['/a', '/b', '/c', '/d']);
    for (const call of sent.slice(2)) call.answer(call.path);
    await vi.advanceTimersByTimeAsync(REQUEST_CACHE_GAP_MS);
    expect(sent.map((call) => call.path)).toEqual(['/a', '/b', '/c', '/d', '/e']);
    sent[4]?.answer('/e');
    expect((await Promise.all(reads)).map((envelope) => envelope.data)).toEqual([
      '/a',
      '/b',
      '/c',
      '/d',
      '/e',
    ]);
  });

  it('never runs more than 2 at once: a new batch waits for a free slot', async () => {
    const { client, sent } = pendingClient();
    const cache = createRequestCache(client);
    for (const path of ['/a', '/b', '/c']) void cache.get(path);
    await vi.advanceTimersByTimeAsync(REQUEST_CACHE_GAP_MS * 3);
    expect(sent).toHaveLength(2);
    sent[0]?.answer('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((call) => call.path)).toEqual(['/a', '/b', '/c']);
  });

  it('shares one read between identical GETs and keeps its answer; other params are another read', async () => {
    const { client, sent } = pendingClient();
    const cache = createRequestCache(client);
    const first = cache.get('/market/symbols', { b: 1, a: 2 });
    const second = cache.get('/market/symbols', { a: 2, b: 1 });
    void cache.get('/market/symbols', { a: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    sent[0]?.answer(['BTCUSDT']);
    expect(await first).toBe(await second);
    await cache.get('/market/symbols', { a: 2, b: 1 });
    expect(sent).toHaveLength(2);
    // A shared read is never cancelled by a newer duplicate of one of its callers.
    expect(sent[0]?.options).toMatchObject({ cancelDuplicate: false });
  });

  it('reads again once the kept answer is older than its lifetime, or after clear()', async () => {
    const { client, sent } = pendingClient();
    const cache = createRequestCache(client);
    void cache.get('/x');
    await vi.advanceTimersByTimeAsync(0);
    sent[0]?.answer(1);
    await vi.advanceTimersByTimeAsync(REQUEST_CACHE_MAX_AGE_MS);
    void cache.get('/x');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    sent[1]?.answer(2);
    await vi.advanceTimersByTimeAsync(0);
    cache.clear();
    void cache.get('/x');
    await vi.advanceTimersByTimeAsync(REQUEST_CACHE_GAP_MS);
    expect(sent).toHaveLength(3);
  });

  it('does not keep a failed read; POST is not cached', async () => {
    const { client, sent } = pendingClient();
    const cache = createRequestCache(client);
    const failed = cache.get('/x');
    await vi.advanceTimersByTimeAsync(0);
    sent[0]?.fail(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    void cache.get('/x');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    await cache.post('/y', { z: 1 });
    await cache.post('/y', { z: 1 });
    expect(client.post).toHaveBeenCalledTimes(2);
  });
});
