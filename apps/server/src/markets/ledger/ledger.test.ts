import { describe, expect, it } from 'vitest';
import { FEE_TIERS, feeFor, formatRatePercent, getFeeTier } from './fee-tiers.ts';
import { FEES_ACCOUNT, Ledger, WORLD_ACCOUNT } from './ledger.ts';

describe('#7 ledger: double entry', () => {
  it('deposits come from the world account, so every asset sums to zero', () => {
    const ledger = new Ledger();
    ledger.deposit('alice', 'USDT', 1_000n);
    expect(ledger.balance('alice', 'USDT')).toEqual({ available: 1_000n, hold: 0n });
    expect(ledger.balance(WORLD_ACCOUNT, 'USDT')).toEqual({ available: -1_000n, hold: 0n });
    expect(ledger.checkConservation()).toEqual([]);
    expect(ledger.postings).toBe(1);
  });

  it('holds move available to hold and back; both refuse to overdraw', () => {
    const ledger = new Ledger();
    ledger.deposit('alice', 'BTC', 10n);
    expect(ledger.placeHold('alice', 'BTC', 11n)).toBe(false);
    expect(ledger.placeHold('alice', 'BTC', 10n)).toBe(true);
    expect(ledger.balance('alice', 'BTC')).toEqual({ available: 0n, hold: 10n });
    expect(() => ledger.releaseHold('alice', 'BTC', 11n)).toThrow(RangeError);
    ledger.releaseHold('alice', 'BTC', 4n);
    expect(ledger.balance('alice', 'BTC')).toEqual({ available: 4n, hold: 6n });
    expect(ledger.withdraw('alice', 'BTC', 5n)).toBe(false);
    expect(ledger.withdraw('alice', 'BTC', 4n)).toBe(true);
    expect(ledger.checkConservation()).toEqual([]);
  });

  it('reports an asset that is not conserved and a negative user balance', () => {
    const ledger = Ledger.restore({
      version: 1,
      balances: [
        ['alice', 'USDT', '5', '0'],
        ['bob', 'USDT', '-1', '0'],
      ],
      postings: 0,
    });
    expect(ledger.checkConservation()).toEqual(['bob USDT is negative', 'USDT is not conserved: sum 4']);
  });

  it('snapshot and restore keep every bucket', () => {
    const ledger = new Ledger();
    ledger.deposit('a', 'ETH', 7n);
    ledger.placeHold('a', 'ETH', 3n);
    ledger.post('ETH', ['a', 'available'], [FEES_ACCOUNT, 'available'], 1n);
    const copy = Ledger.restore(JSON.parse(JSON.stringify(ledger.snapshot())));
    expect(copy.snapshot()).toEqual(ledger.snapshot());
    expect(copy.balance('a', 'ETH')).toEqual({ available: 3n, hold: 3n });
  });

  it('reports the touched user balances once and ignores system accounts', () => {
    const ledger = new Ledger();
    ledger.deposit('a', 'ETH', 7n);
    ledger.placeHold('a', 'ETH', 3n);
    expect(ledger.drainTouched()).toEqual([['a', 'ETH']]);
    expect(ledger.drainTouched()).toEqual([]);
  });
});

describe('#7 ledger: fee tiers', () => {
  it('VIP0 is 0.1% maker and taker, and rates only fall as tiers rise', () => {
    expect(getFeeTier('VIP0')).toMatchObject({ makerRatePpm: 1_000, takerRatePpm: 1_000 });
    expect(FEE_TIERS.map((t) => t.name)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5']);
    for (let i = 1; i < FEE_TIERS.length; i += 1) {
      expect(FEE_TIERS[i]!.makerRatePpm).toBeLessThanOrEqual(FEE_TIERS[i - 1]!.makerRatePpm);
      expect(FEE_TIERS[i]!.takerRatePpm).toBeLessThanOrEqual(FEE_TIERS[i - 1]!.takerRatePpm);
      expect(FEE_TIERS[i]!.minThirtyDayVolumeUsdt).toBeGreaterThan(FEE_TIERS[i - 1]!.minThirtyDayVolumeUsdt);
    }
  });

  it('fees round up to a whole ledger unit', () => {
    expect(feeFor(1_000_000n, 1_000)).toBe(1_000n);
    expect(feeFor(1_001n, 1_000)).toBe(2n);
    expect(feeFor(1n, 1_000)).toBe(1n);
    expect(feeFor(0n, 1_000)).toBe(0n);
  });

  it('formats rates for the fee page', () => {
    expect(formatRatePercent(1_000)).toBe('0.1000%');
    expect(formatRatePercent(200)).toBe('0.0200%');
    expect(formatRatePercent(12_345)).toBe('1.2345%');
  });
});
