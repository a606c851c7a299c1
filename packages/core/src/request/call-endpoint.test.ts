import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import { INFO_ENDPOINTS } from '@tideline/protocol/info/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { ContractMismatch, callEndpoint } from './call-endpoint.ts';
import type { RequestClient } from './request-client.ts';

const FUND = { asset: 'USDT', balance: '1000.00000000', history: [{ time: 1, balance: '1000.00000000' }] };

function clientAnswering(data: unknown): RequestClient {
  const envelope = { code: 0, data, msg: 'success', status: 'success' };
  const answer = vi.fn(async () => envelope);
  return {
    get: answer,
    post: vi.fn(async () => envelope),
    put: vi.fn(async () => envelope),
    delete: vi.fn(async () => envelope),
  } as unknown as RequestClient;
}

describe('issue #19 calls go through the endpoint table', () => {
  it('sends a GET row to its path and answers its data, checked by the row', async () => {
    const client = clientAnswering(FUND);
    await expect(callEndpoint(client, INFO_ENDPOINTS.protectionFund)).resolves.toEqual(FUND);
    expect(client.get).toHaveBeenCalledWith('/info/protection-fund', undefined, undefined);
    expect(client.post).not.toHaveBeenCalled();
  });

  it('refuses an answer the row does not promise (money as a JSON number), naming the call', async () => {
    const client = clientAnswering({ ...FUND, balance: 1000 });
    const call = callEndpoint(client, INFO_ENDPOINTS.protectionFund);
    await expect(call).rejects.toBeInstanceOf(ContractMismatch);
    await expect(call).rejects.toThrow(/^GET \/info\/protection-fund: /);
  });

  it('fills a row’s path parameters and sends a DELETE’s query in the URL (the client would send a body)', async () => {
    const client = clientAnswering({ id: 4, sessionsEnded: 1 });
    await callEndpoint(client, ACCOUNTS_ENDPOINTS.forgetDevice, { id: 4, userId: '17' });
    expect(client.delete).toHaveBeenCalledWith('/user/setting/devices/4?userId=17', undefined, undefined);
  });

  it('percent-encodes a path parameter and sends the rest of a PUT as its body', async () => {
    const key = { accessKey: 'tl_a/b', label: 'Desk', permissions: ['read'], ipAllowList: [] };
    const client = clientAnswering({ ...key, accessKey: 'tl_a/b' });
    await callEndpoint(client, ACCOUNTS_ENDPOINTS.updateApiKey, key as never);
    expect(client.put).toHaveBeenCalledWith(
      '/user/setting/api-keys/tl_a%2Fb',
      { label: 'Desk', permissions: ['read'], ipAllowList: [] },
      undefined,
    );
  });

  it('refuses to call a row whose path parameter is missing', async () => {
    const client = clientAnswering(null);
    await expect(callEndpoint(client, ACCOUNTS_ENDPOINTS.deleteApiKey, {} as never)).rejects.toThrow(
      'the path parameter accessKey is missing',
    );
  });
});
