/**
 * Uniswap v2's constant-product arithmetic, exactly as UniswapV2Library computes it on chain
 * (integer division, the 0.3% fee as 997/1000), so a quote equals what the router pays.
 */

/** Basis points in one whole. */
export const BPS = 10_000n;
/** The highest slippage a quote accepts: 50%. */
export const MAX_SLIPPAGE_BPS = 5_000n;

/** UniswapV2Library.getAmountOut: what `amountIn` buys from reserves (in, out). */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}

/** Walks a route of pools, as UniswapV2Library.getAmountsOut: the amount after each hop. */
export function amountsOut(amountIn: bigint, reserves: readonly (readonly [bigint, bigint])[]): bigint[] {
  const amounts = [amountIn];
  for (const [reserveIn, reserveOut] of reserves)
    amounts.push(amountOut(amounts.at(-1)!, reserveIn, reserveOut));
  return amounts;
}

/**
 * How far the execution price is below the pools' price before the trade, in basis points rounded to the nearest (fee
 * included): 1 - out / (in x mid), where mid is the product of each hop's reserveOut/reserveIn.
 */
export function priceImpactBps(
  amountIn: bigint,
  out: bigint,
  reserves: readonly (readonly [bigint, bigint])[],
): bigint {
  if (amountIn <= 0n) return 0n;
  let numerator = amountIn;
  let denominator = 1n;
  for (const [reserveIn, reserveOut] of reserves) {
    numerator *= reserveOut;
    denominator *= reserveIn;
  }
  // out at mid price = amountIn x prod(out/in); impact = 1 - out / that.
  if (numerator === 0n) return BPS;
  return BPS - (out * denominator * BPS + numerator / 2n) / numerator;
}

/** The least the swap may pay before the router refuses it: out x (1 - slippage), rounded down. */
export function minimumReceived(out: bigint, slippageBps: bigint): bigint {
  return (out * (BPS - slippageBps)) / BPS;
}
