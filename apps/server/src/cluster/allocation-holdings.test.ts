import { describe, expect, it } from 'vitest';
import { AllocationHoldings } from './allocation-holdings.ts';

describe("AllocationHoldings: users' money in the spot engines, from the result stream's postings", () => {
  it('sums postings per account and asset over symbols, and names who changed', () => {
    const holdings = new AllocationHoldings();
    // A fund of 100 USDT into BTCUSDT's allocation and 50 into ETHUSDT's.
    expect(
      holdings.apply({
        postings: [
          { account: 'u7', asset: 'USDT', amount: '100.00000000' },
          { account: '@outside', asset: 'USDT', amount: '-100.00000000' },
        ],
      }),
    ).toEqual(new Map([[7, new Set(['USDT'])]]));
    holdings.apply({
      postings: [
        { account: 'u7', asset: 'USDT', amount: '50.00000000' },
        { account: '@outside', asset: 'USDT', amount: '-50.00000000' },
      ],
    });
    expect(holdings.held('u7', 'USDT')).toBe(15_000_000_000n);
    // A fill: 0.001 BTC bought from u8 for 95 USDT, fee 0.095 USDT to the symbol's fee account.
    const fill = holdings.apply({
      postings: [
        { account: 'u7', asset: 'USDT', amount: '-95.09500000' },
        { account: 'u7', asset: 'BTC', amount: '0.00100000' },
        { account: 'u8', asset: 'USDT', amount: '95.00000000' },
        { account: 'u8', asset: 'BTC', amount: '-0.00100000' },
        { account: '@fees:BTCUSDT', asset: 'USDT', amount: '0.09500000' },
      ],
    });
    expect(fill).toEqual(
      new Map([
        [7, new Set(['USDT', 'BTC'])],
        [8, new Set(['USDT', 'BTC'])],
      ]),
    );
    expect(holdings.held('u7', 'USDT')).toBe(5_490_500_000n);
    expect(holdings.held('u7', 'BTC')).toBe(100_000n);
    expect(holdings.held('u8', 'BTC')).toBe(-100_000n);
    expect(holdings.held('u9', 'USDT')).toBe(0n);
    expect(holdings.held('@outside', 'USDT')).toBe(0n);
  });

  it('ignores zero postings and drops a balance that comes back to nothing', () => {
    const holdings = new AllocationHoldings();
    expect(holdings.apply({ postings: [{ account: 'u7', asset: 'USDT', amount: '0.00000000' }] })).toEqual(
      new Map(),
    );
    holdings.apply({ postings: [{ account: 'u7', asset: 'USDT', amount: '12.5' }] });
    holdings.apply({ postings: [{ account: 'u7', asset: 'USDT', amount: '-12.5' }] });
    expect(holdings.held('u7', 'USDT')).toBe(0n);
  });
});
