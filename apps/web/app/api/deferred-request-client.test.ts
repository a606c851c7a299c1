import type { RequestClient } from '@tideline/core/request';
import { describe, expect, it, vi } from 'vitest';
import { createDeferredRequestClient } from './deferred-request-client.ts';

function fakeClient(): RequestClient {
  const envelope = { code: 0, data: 'ok', msg: 'success' };
  return {
    get: vi.fn(async () => envelope),
    post: vi.fn(async () => envelope),
    put: vi.fn(async () => envelope),
    delete: vi.fn(async () => envelope),
    upload: vi.fn(async () => envelope),
    cancel: vi.fn(() => true),
    use: vi.fn(() => () => {}),
  } as unknown as RequestClient;
}

describe('issue #9 request client loaded after first paint', () => {
  it('holds calls made before the real client is ready, then sends them through it', async () => {
    const deferred = createDeferredRequestClient();
    const real = fakeClient();
    let answered = false;
    const call = deferred.client.get('/v1/markets', { symbol: 'BTCUSDT' }).then((envelope) => {
      answered = true;
      return envelope;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    expect(real.get).not.toHaveBeenCalled();

    deferred.settle(real);
    await expect(call).resolves.toEqual({ code: 0, data: 'ok', msg: 'success' });
    expect(real.get).toHaveBeenCalledWith('/v1/markets', { symbol: 'BTCUSDT' });
  });

  it('later calls go straight to the real client; a second settle changes nothing', async () => {
    const deferred = createDeferredRequestClient();
    const first = fakeClient();
    deferred.settle(first);
    deferred.settle(fakeClient());
    await deferred.client.post('/v1/order', { side: 'buy' });
    expect(first.post).toHaveBeenCalledWith('/v1/order', { side: 'buy' });
    expect(deferred.client.cancel('GET', '/v1/markets')).toBe(true);
  });

  it('nothing is cancelled before the real client exists', () => {
    expect(createDeferredRequestClient().client.cancel('GET', '/v1/markets')).toBe(false);
  });

  it('a step plugged in early is installed on the real client, unless removed before', async () => {
    const deferred = createDeferredRequestClient();
    const onRequest = vi.fn();
    const kept = vi.fn();
    deferred.client.use(onRequest);
    const remove = deferred.client.use(kept);
    remove();
    const real = fakeClient();
    deferred.settle(real);
    await Promise.resolve();
    expect(real.use).toHaveBeenCalledTimes(1);
    expect(real.use).toHaveBeenCalledWith(onRequest, undefined, undefined);
  });

  it('a failed load fails the waiting calls and the later ones', async () => {
    const deferred = createDeferredRequestClient();
    const waiting = deferred.client.put('/v1/profile');
    const failure = new Error('chunk failed to load');
    deferred.fail(failure);
    await expect(waiting).rejects.toBe(failure);
    await expect(deferred.client.delete('/v1/profile')).rejects.toBe(failure);
  });
});
