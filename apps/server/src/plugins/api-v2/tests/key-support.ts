import { expect } from 'vitest';
import type { ApiClient } from '../../../../test/support/http-client.ts';
import { type StepUpFactor, stepUp } from '../../../../test/support/step-up.ts';

/** The passphrase the v2 tests give their keys. */
export const TEST_PASSPHRASE = 'Passphrase123';

export interface CreatedKey {
  accessKey: string;
  secretKey: string;
}

/**
 * Creates API keys for the account logged in on the client (read when called, so a suite may
 * make it in beforeAll) as a user does (issue #32): step-up
 * with its second factor, then the key with the rights, allow-list and TEST_PASSPHRASE.
 */
export function keyCreator(clientOf: () => ApiClient, factor: () => StepUpFactor) {
  return async (permissions: string[], ipAllowList: string[] = [], label = 'bot'): Promise<CreatedKey> => {
    const client = clientOf();
    await stepUp(client, factor());
    const created = await client.post<CreatedKey>('/v1/user/setting/api-keys', {
      label,
      permissions,
      ipAllowList,
      passphrase: TEST_PASSPHRASE,
    });
    expect(created.body.code).toBe(0);
    return created.body.data;
  };
}
