import { Decimal, parseDecimal } from '@tideline/core/decimal';

/**
 * Taking an ad, without React (docs/protocol-p2p.md, orders): the fiat amount must sit inside the
 * ad's per-order limits, and the crypto it buys is fiat ÷ price rounded down to 8 decimals, as the
 * gateway computes it. A taker who sells (the ad buys) also needs that crypto in the P2P wallet.
 * The gateway checks all of it again; this tells the user before they send.
 */

export interface TakeAd {
  price: string;
  minOrder: string;
  /** The upper limit now: the set limit capped by what remains. */
  maxOrder: string;
}

export type TakeProblem = 'required' | 'belowMin' | 'aboveMax' | 'balance';

/** The crypto `fiatAmount` buys or sells at `price`, rounded down; zero for no amount. */
export function cryptoForFiat(fiatAmount: string, price: string): Decimal {
  const fiat = parseDecimal(fiatAmount);
  if (fiat === null || !fiat.gt(0) || !new Decimal(price).gt(0)) return new Decimal(0);
  return fiat.div(price).toDecimalPlaces(8, Decimal.ROUND_DOWN);
}

/**
 * Why `fiatAmount` cannot be sent, or null. `walletAvailable` is the taker's P2P crypto when they
 * sell, undefined when they buy (or before the wallet loaded).
 */
export function takeProblem(
  fiatAmount: string,
  ad: TakeAd,
  walletAvailable: string | undefined,
): TakeProblem | null {
  const fiat = parseDecimal(fiatAmount);
  if (fiat === null || !fiat.gt(0)) return 'required';
  if (fiat.lt(ad.minOrder)) return 'belowMin';
  if (fiat.gt(ad.maxOrder)) return 'aboveMax';
  const crypto = cryptoForFiat(fiatAmount, ad.price);
  if (!crypto.gt(0)) return 'belowMin';
  if (walletAvailable !== undefined && crypto.gt(walletAvailable)) return 'balance';
  return null;
}
