import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createRequestClient, type RequestClient } from '../request/request-client.ts';
import { constantIdParams, createConstantIdFetcher, DEVICE_TOKEN_APP_IDS } from './constant-id-fetcher.ts';

const TOKEN = 'x'.repeat(40);

function tokenAnswer() {
  return { code: 0, data: { token: TOKEN, expiresIn: 2400 }, msg: 'success', status: 'success' as const };
}

/** A request client whose GET is `get`; the constant-id call never POSTs. */
function clientGetting(
  get: (path: string, params?: unknown) => Promise<unknown>,
): Pick<RequestClient, 'get' | 'post'> {
  return { get: get as RequestClient['get'], post: vi.fn() };
}

describe('constant-id fetcher', () => {
  it('§7 asks the constant-id endpoint with the environment app id and the terminal code once known', () => {
    expect(constantIdParams('test', '')).toEqual({ appId: DEVICE_TOKEN_APP_IDS.test });
    expect(constantIdParams('production', 'abc')).toEqual({
      appId: DEVICE_TOKEN_APP_IDS.production,
      terminalCode: 'abc',
    });
    expect(DEVICE_TOKEN_APP_IDS.test).not.toBe(DEVICE_TOKEN_APP_IDS.production);
  });

  it('§7 returns the token of a successful envelope', async () => {
    const get = vi.fn(async (_path: string, _params?: unknown) => tokenAnswer());
    const fetchToken = createConstantIdFetcher({ client: clientGetting(get), environment: 'production' });
    await expect(fetchToken()).resolves.toBe(TOKEN);
    expect(get).toHaveBeenCalledWith('/device/constant-id', constantIdParams('production', ''), undefined);
  });

  it('§4 waits for a terminal code that is still being computed, and binds the request to it', async () => {
    const get = vi.fn(async (_path: string, _params?: unknown) => tokenAnswer());
    let settle: (code: string) => void = () => {};
    const terminalCode = new Promise<string>((resolve) => {
      settle = resolve;
    });
    const pending = createConstantIdFetcher({
      client: clientGetting(get),
      environment: 'test',
      getTerminalCode: () => terminalCode,
    })();
    await Promise.resolve();
    expect(get).not.toHaveBeenCalled();
    settle('abc');
    await expect(pending).resolves.toBe(TOKEN);
    expect(get.mock.calls[0]?.[1]).toEqual(constantIdParams('test', 'abc'));
  });

  it('§4 rejects when the call fails so the device-token client can retry', async () => {
    const failing = createConstantIdFetcher({
      client: clientGetting(async () => {
        throw new Error('device service answered HTTP 500');
      }),
      environment: 'test',
    });
    await expect(failing()).rejects.toThrow('500');
  });

  it('§7 goes out through the request client: languageType, timestamp and the §7 headers', async () => {
    const sent: InternalAxiosRequestConfig[] = [];
    const client = createRequestClient({
      getLocale: () => 'de',
      getTheme: () => 'dark',
      getTerminalCode: () => 'terminal-123',
      getDeviceLanguage: () => 'de-DE',
      traceId: () => 'f'.repeat(32),
      onToast: () => {},
      onLogout: () => {},
      adapter: async (config): Promise<AxiosResponse> => {
        sent.push(config);
        return { config, status: 200, statusText: '', headers: {}, data: tokenAnswer() };
      },
    });
    const fetchToken = createConstantIdFetcher({
      client,
      environment: 'test',
      getTerminalCode: () => 'terminal-123',
    });
    await expect(fetchToken()).resolves.toBe(TOKEN);
    const request = sent[0];
    expect(request?.url).toBe('/v1/device/constant-id');
    expect(request?.params).toMatchObject({
      appId: DEVICE_TOKEN_APP_IDS.test,
      terminalCode: 'terminal-123',
      languageType: 11,
      timestamp: expect.any(Number),
    });
    expect(request?.headers.toJSON()).toMatchObject({
      'terminal-code': 'terminal-123',
      'terminal-type': '1',
      'app-theme': 'dark',
      'device-language': 'de-DE',
      locale: 'de_DE',
      language: 'de_DE',
      tm: expect.stringMatching(/^\d{13}$/),
      uhti: 'f'.repeat(32),
    });
  });
});
