import { INFO_ENDPOINTS } from '@tideline/protocol/info/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { ContractMismatch, callEndpoint } from './call-endpoint.ts';
import type { RequestClient } from './request-client.ts';

const FUND = { asset: 'USDT', balance: '1000.00000000', history: [{ time: 1, balance: '1000.00000000' }] };

function clientAnswering(data: unknown): RequestClient {
  const envelope = { code: 0, data, msg: 'success', status: 'success' };
  return { get: vi.fn(async () => envelope), post: vi.fn(async () => envelope) } as unknown as RequestClient;
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
});
