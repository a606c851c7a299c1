import { describe, expect, it } from 'vitest';
import { accountIdOf, userIdOf } from './trading-account.ts';

describe('user account ids', () => {
  it('reads the user id back from its account id', () => {
    expect(userIdOf(accountIdOf(1))).toBe(1);
    expect(userIdOf(accountIdOf(9_000_001))).toBe(9_000_001);
    expect(userIdOf('u007')).toBe(7);
  });

  it('is undefined for every other account: venue, simulated, copy and margin accounts', () => {
    for (const accountId of [
      '',
      'u',
      'U1',
      'u1a',
      'u-1',
      'u 1',
      ' u1',
      'copy-12',
      'sim-maker',
      '@fees',
      'u1#BTCUSDT#1',
    ])
      expect(userIdOf(accountId), accountId).toBeUndefined();
  });
});
