import { describe, expect, it, vi } from 'vitest';
import { buildConstantIdUrl, createConstantIdFetcher, DEVICE_TOKEN_APP_IDS } from './constant-id-fetcher.ts';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('constant-id fetcher', () => {
  it('§7 calls the constant-id endpoint on the own origin with the environment app id', () => {
    expect(buildConstantIdUrl('', 'test', '')).toBe(
      `/v1/device/constant-id?appId=${DEVICE_TOKEN_APP_IDS.test}`,
    );
    expect(buildConstantIdUrl('', 'production', 'abc')).toBe(
      `/v1/device/constant-id?appId=${DEVICE_TOKEN_APP_IDS.production}&terminalCode=abc`,
    );
    expect(DEVICE_TOKEN_APP_IDS.test).not.toBe(DEVICE_TOKEN_APP_IDS.production);
  });

  it('§7 returns the token of a successful envelope', async () => {
    const fetch = vi.fn(async () => answer(200, { code: 0, data: { token: 'x'.repeat(40) } }));
    const fetchToken = createConstantIdFetcher({ fetch, environment: 'production' });
    await expect(fetchToken()).resolves.toBe('x'.repeat(40));
  });

  it('§4 waits for a terminal code that is still being computed, and binds the request to it', async () => {
    const fetch = vi.fn(async (_url: string) => answer(200, { code: 0, data: { token: 'x'.repeat(40) } }));
    let settle: (code: string) => void = () => {};
    const terminalCode = new Promise<string>((resolve) => {
      settle = resolve;
    });
    const pending = createConstantIdFetcher({
      fetch,
      environment: 'test',
      getTerminalCode: () => terminalCode,
    })();
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    settle('abc');
    await expect(pending).resolves.toBe('x'.repeat(40));
    expect(fetch.mock.calls[0]?.[0]).toBe(buildConstantIdUrl('', 'test', 'abc'));
  });

  it('§4 rejects on an HTTP failure or a failing envelope so the client can retry', async () => {
    const failing = createConstantIdFetcher({ fetch: async () => answer(500, {}), environment: 'test' });
    await expect(failing()).rejects.toThrow('500');
    const refused = createConstantIdFetcher({
      fetch: async () => answer(200, { code: 1 }),
      environment: 'test',
    });
    await expect(refused()).rejects.toThrow('code 1');
  });
});
