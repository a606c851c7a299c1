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

/** The integer square root (Newton's method), floor. */
export function isqrt(value: bigint): bigint {
  if (value < 0n) throw new Error('square root of a negative number');
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

/** A trade that brings a pool to a price: what to pay in, on which side. */
export interface RebalanceTrade {
  readonly pay: 'quote' | 'base';
  readonly amountIn: bigint;
}

/**
 * The trade that moves a pool (reserves of the base token and of the quote token, in their units)
 * to `price` quote units per base unit, given as `priceNumerator / priceDenominator`; undefined
 * when the pool is within `toleranceBps` of it. At constant product k the pool is at the price when
 * its quote reserve is sqrt(k x price); the fee is added on the side paid in.
 */
export function rebalanceTrade(
  reserveBase: bigint,
  reserveQuote: bigint,
  priceNumerator: bigint,
  priceDenominator: bigint,
  toleranceBps: bigint,
): RebalanceTrade | undefined {
  if (reserveBase <= 0n || reserveQuote <= 0n || priceNumerator <= 0n || priceDenominator <= 0n)
    return undefined;
  const k = reserveBase * reserveQuote;
  const targetQuote = isqrt((k * priceNumerator) / priceDenominator);
  const targetBase = isqrt((k * priceDenominator) / priceNumerator);
  // Price = quote / base; moving the quote reserve by d moves the price by about 2d.
  const gap = targetQuote > reserveQuote ? targetQuote - reserveQuote : reserveQuote - targetQuote;
  if (gap * BPS * 2n <= reserveQuote * toleranceBps) return undefined;
  if (targetQuote > reserveQuote)
    return { pay: 'quote', amountIn: ((targetQuote - reserveQuote) * 1000n) / 997n };
  return { pay: 'base', amountIn: ((targetBase - reserveBase) * 1000n) / 997n };
}
