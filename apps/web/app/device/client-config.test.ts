import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function freshLoader() {
  vi.resetModules();
  return (await import('./client-config.ts')).loadClientConfig;
}

describe('the client config read at page start', () => {
  it('is fetched once and shared by every caller (device token, image domains)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { imageDomain: {} } })));
    vi.stubGlobal('fetch', fetch);
    const load = await freshLoader();
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toEqual({ code: 0, data: { imageDomain: {} } });
    expect(second).toBe(first);
    await load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed read, so the next caller asks again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ code: 0 })));
    vi.stubGlobal('fetch', fetch);
    const load = await freshLoader();
    await expect(load()).rejects.toThrow('HTTP 503');
    await expect(load()).resolves.toEqual({ code: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
