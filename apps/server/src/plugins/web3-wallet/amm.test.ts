import { describe, expect, it } from 'vitest';
import { amountOut, amountsOut, isqrt, minimumReceived, priceImpactBps, rebalanceTrade } from './amm.ts';

describe('web3 AMM arithmetic (Uniswap v2 getAmountOut, issue #27)', () => {
  it.each([
    // amountIn, reserveIn, reserveOut, out (997/1000 fee, integer division as on chain)
    [1_000n, 1_000_000n, 1_000_000n, 996n],
    [1_000_000n, 1_000_000n, 1_000_000n, 499_248n],
    [0n, 1_000_000n, 1_000_000n, 0n],
    [10n, 0n, 1_000_000n, 0n],
  ])('%s in against %s/%s pays %s', (amountIn, reserveIn, reserveOut, out) => {
    expect(amountOut(amountIn, reserveIn, reserveOut)).toBe(out);
  });

  it('walks a two-hop route hop by hop', () => {
    const hops = [
      [1_000_000n, 2_000_000n],
      [2_000_000n, 500_000n],
    ] as const;
    const amounts = amountsOut(10_000n, hops);
    expect(amounts).toEqual([
      10_000n,
      amountOut(10_000n, 1_000_000n, 2_000_000n),
      amountOut(amounts[1]!, 2_000_000n, 500_000n),
    ]);
  });

  it('counts the fee and the depth in the price impact', () => {
    // A small trade costs only the 0.3% fee; selling half the pool's depth costs a third.
    expect(
      priceImpactBps(1_000_000n, amountOut(1_000_000n, 10n ** 12n, 10n ** 12n), [[10n ** 12n, 10n ** 12n]]),
    ).toBe(30n);
    const half = amountOut(500_000n, 1_000_000n, 1_000_000n);
    expect(priceImpactBps(500_000n, half, [[1_000_000n, 1_000_000n]])).toBe(3_347n);
  });

  it('takes the slippage off the quote, rounding down', () => {
    expect(minimumReceived(10_000n, 50n)).toBe(9_950n);
    expect(minimumReceived(999n, 100n)).toBe(989n);
    expect(minimumReceived(999n, 0n)).toBe(999n);
  });
});

describe('web3 pool keeper: the trade that brings a pool to the market price', () => {
  it('computes integer square roots', () => {
    expect([0n, 1n, 2n, 3n, 4n, 15n, 16n, 10n ** 36n].map(isqrt)).toEqual([
      0n,
      1n,
      1n,
      1n,
      2n,
      3n,
      4n,
      10n ** 18n,
    ]);
  });

  it.each([
    // base reserve, quote reserve, target price (quote per base), side paid
    [1_000_000n, 100_000_000n, 110n, 'quote'],
    [1_000_000n, 100_000_000n, 90n, 'base'],
    [1_000_000n, 100_000_000n, 200n, 'quote'],
  ] as const)('%s/%s to %s pays %s and lands within 0.1%% of the price', (base, quote, price, side) => {
    const trade = rebalanceTrade(base, quote, price, 1n, 10n)!;
    expect(trade.pay).toBe(side);
    const [newBase, newQuote] =
      trade.pay === 'quote'
        ? [base - amountOut(trade.amountIn, quote, base), quote + trade.amountIn]
        : [base + trade.amountIn, quote - amountOut(trade.amountIn, base, quote)];
    const reached = Number(newQuote) / Number(newBase);
    expect(Math.abs(reached / Number(price) - 1)).toBeLessThan(0.001);
  });

  it('leaves a pool within the tolerance alone', () => {
    expect(rebalanceTrade(1_000_000n, 100_000_000n, 1001n, 10n, 50n)).toBeUndefined();
    expect(rebalanceTrade(1_000_000n, 100_000_000n, 0n, 1n, 50n)).toBeUndefined();
  });
});
