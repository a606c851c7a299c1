import { describe, expect, it } from 'vitest';
import { copyAccountId, copyIdOf } from './copy-account.ts';

describe('copy accounts on the futures venue', () => {
  it.each([
    ['copy-17', 17],
    ['copy-0', 0],
    ['u17', undefined],
    ['copy-17#BTCUSDT#1', undefined],
    ['copy-', undefined],
    ['@futures-fees', undefined],
  ] as const)('%s belongs to copy %s', (accountId, copyId) => {
    expect(copyIdOf(accountId)).toBe(copyId);
  });

  it('names a copy account so that it maps back to its copy', () => {
    expect(copyIdOf(copyAccountId(42))).toBe(42);
  });
});
