import { createRequestClient, type RequestClient, type RequestClientOptions } from '@tideline/core/request';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

async function freshLoader() {
  vi.resetModules();
  return await import('./client-config.ts');
}

const config = {
  imageDomain: {
    candidates: ['https://img.example.com'],
    defaultHost: 'https://img.example.com',
    probePath: '/p.png',
  },
  deviceToken: {
    appId: 'tideline-web-test',
    header: 'device-token',
    required: false,
    refreshFrequencySeconds: 1200,
    expiryIntervalSeconds: 2400,
  },
};
const envelope = { code: 0, data: config, msg: 'success', status: 'success' };

type Transport = NonNullable<RequestClientOptions['adapter']>;
type SentRequest = Parameters<Transport>[0];

/** A real request client over a fake network that records what goes out; `down` fails the next calls. */
function pageClient(down = 0) {
  const sent: SentRequest[] = [];
  let failures = down;
  const client: RequestClient = createRequestClient({
    getLocale: () => 'ar',
    getTheme: () => 'light',
    getTerminalCode: () => 'terminal-9',
    getDeviceLanguage: () => 'ar-EG',
    traceId: () => 'a'.repeat(32),
    onToast: () => {},
    onLogout: () => {},
    adapter: async (request) => {
      sent.push(request);
      if (failures-- > 0) throw new Error('network down');
      return { config: request, status: 200, statusText: '', headers: {}, data: envelope };
    },
  });
  return { client, sent };
}

describe('the client config read at page start', () => {
  it('§7 goes out through the request client: languageType, timestamp and the §7 headers', async () => {
    const { loadClientConfig } = await freshLoader();
    const { client, sent } = pageClient();
    await expect(loadClientConfig(client)).resolves.toEqual(config);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('get');
    expect(sent[0]?.url).toBe('/v1/mix/config/client');
    expect(sent[0]?.params).toEqual({ languageType: 39, timestamp: expect.any(Number) });
    expect(sent[0]?.headers.toJSON()).toMatchObject({
      'terminal-code': 'terminal-9',
      'terminal-type': '1',
      'app-theme': 'standard',
      'device-language': 'ar-EG',
      locale: 'ar_AE',
      language: 'ar_AE',
      tm: expect.stringMatching(/^\d{13}$/),
      uhti: 'a'.repeat(32),
    });
  });

  it('is asked for once and shared by every caller (device token, image domains)', async () => {
    const { loadClientConfig } = await freshLoader();
    const { client, sent } = pageClient();
    const [first, second] = await Promise.all([loadClientConfig(client), loadClientConfig(client)]);
    expect(first).toEqual(config);
    expect(second).toBe(first);
    await loadClientConfig(client);
    expect(sent).toHaveLength(1);
  });

  it('forgets a failed read, so the next caller asks again', async () => {
    const { loadClientConfig } = await freshLoader();
    const { client, sent } = pageClient(1);
    await expect(loadClientConfig(client)).rejects.toThrow('network down');
    await expect(loadClientConfig(client)).resolves.toEqual(config);
    expect(sent).toHaveLength(2);
  });
});
