import { describe, expect, it } from 'vitest';
import { parseFingerprintClaim, pickWinningClaim } from './fingerprint-claim.ts';

describe('pickWinningClaim', () => {
  it('§4 the earliest-created claim wins', () => {
    const claims = [
      { tabId: 'b', createdAt: 200 },
      { tabId: 'a', createdAt: 100 },
      { tabId: 'c', createdAt: 300 },
    ];
    expect(pickWinningClaim(claims, 1000, 30_000)?.tabId).toBe('a');
  });

  it('breaks a tie on the tab id so every tab agrees', () => {
    const claims = [
      { tabId: 'y', createdAt: 100 },
      { tabId: 'x', createdAt: 100 },
    ];
    expect(pickWinningClaim(claims, 1000, 30_000)?.tabId).toBe('x');
    expect(pickWinningClaim([...claims].reverse(), 1000, 30_000)?.tabId).toBe('x');
  });

  it('ignores claims left by closed tabs', () => {
    const claims = [
      { tabId: 'dead', createdAt: 0 },
      { tabId: 'live', createdAt: 29_000 },
    ];
    expect(pickWinningClaim(claims, 30_000, 30_000)?.tabId).toBe('live');
    expect(pickWinningClaim([{ tabId: 'dead', createdAt: 0 }], 30_000, 30_000)).toBeUndefined();
  });

  it('parses only well-formed claims', () => {
    expect(parseFingerprintClaim('{"tabId":"a","createdAt":5}')).toEqual({ tabId: 'a', createdAt: 5 });
    expect(parseFingerprintClaim('{"tabId":1}')).toBeNull();
    expect(parseFingerprintClaim('not json')).toBeNull();
    expect(parseFingerprintClaim(null)).toBeNull();
  });
});
