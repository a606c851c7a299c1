import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { loadClientConfig } from '../device/client-config.ts';
import { referenceReader } from './reference-client.ts';

describe('§9 request cache: config and reference data', () => {
  it('one cache per page client: two panels reading the same reference list share one request', async () => {
    const client = {
      get: vi.fn(async () => ({ code: 0, data: { rates: { USD: '1' } }, msg: 'success', status: 'success' })),
      post: vi.fn(),
    } as unknown as RequestClient;
    expect(referenceReader(client)).toBe(referenceReader(client));
    const first = referenceReader(client).get('/asset/valuation-rates');
    const second = referenceReader(client).get('/asset/valuation-rates');
    expect(await first).toBe(await second);
    expect(client.get).toHaveBeenCalledTimes(1);
    expect(client.get).toHaveBeenCalledWith('/asset/valuation-rates', {}, { cancelDuplicate: false });
  });

  it('the client config is read through it', async () => {
    const client = {
      get: vi.fn(async () => ({ code: 0, data: {}, msg: 'success' })),
      post: vi.fn(),
      put: vi.fn(),
      delete: vi.fn(),
      upload: vi.fn(),
      cancel: vi.fn(),
      use: vi.fn(),
    } as unknown as RequestClient;
    await loadClientConfig(client).catch(() => {});
    await callEndpoint(referenceReader(client), GATEWAY_ENDPOINTS.clientConfig).catch(() => {});
    expect(client.get).toHaveBeenCalledTimes(1);
  });
});
