import {
  P2P_MARGIN_BOUNDS,
  P2P_MAX_AD_PAYMENT_METHODS,
  type P2pAdState,
  type P2pPriceType,
} from '@tideline/protocol/p2p/markets';
import { toUnits } from '../../platform/ledger/book-units.ts';
import { P2pCode, type P2pCodeValue } from './codes.ts';
import { cryptoOf, fiatOf } from './units.ts';

/**
 * P2P ad rules (issue #25): what a sound ad is, its price now, which state changes are allowed,
 * and how much crypto an order of a fiat amount takes. Pure; amounts in units of 1e-8.
 */

export interface AdInput {
  readonly priceType: P2pPriceType;
  readonly price?: string | undefined;
  readonly margin?: string | undefined;
  readonly total: string;
  readonly minOrder: string;
  readonly maxOrder: string;
  readonly paymentMethodIds: readonly string[];
}

export interface SoundAd {
  /** The fixed price in units, or null for a floating one. */
  readonly price: bigint | null;
  /** The margin in hundredths of a percent, or null for a fixed price. */
  readonly marginBp: bigint | null;
  readonly total: bigint;
  readonly minOrder: bigint;
  readonly maxOrder: bigint;
}

/** A margin text ("-2.5") as hundredths of a percent; null when malformed. */
export function marginBasisPoints(text: string): bigint | null {
  const match = /^(-?)(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const magnitude = BigInt(match[2] as string) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -magnitude : magnitude;
}

/** The price now: fixed, or the index price moved by the margin (rounded down to 1e-8). */
export function effectivePrice(
  ad: { price: bigint | null; marginBp: bigint | null },
  indexPrice: bigint,
): bigint {
  if (ad.price !== null) return ad.price;
  return (indexPrice * (10_000n + (ad.marginBp ?? 0n))) / 10_000n;
}

/** Checks an ad's numbers against each other and the index price; the first refusal, or the ad. */
export function validateAd(
  input: AdInput,
  indexPrice: bigint,
): { ok: true; ad: SoundAd } | { ok: false; code: P2pCodeValue } {
  let price: bigint | null = null;
  let marginBp: bigint | null = null;
  if (input.priceType === 'fixed') {
    price = input.price === undefined ? null : toUnits(input.price);
    if (price === null || price === 0n || input.margin !== undefined)
      return { ok: false, code: P2pCode.invalidPrice };
  } else {
    if (input.margin === undefined || input.price !== undefined)
      return { ok: false, code: P2pCode.invalidPrice };
    marginBp = marginBasisPoints(input.margin);
    if (marginBp === null) return { ok: false, code: P2pCode.invalidPrice };
    if (marginBp < BigInt(P2P_MARGIN_BOUNDS.min * 100) || marginBp > BigInt(P2P_MARGIN_BOUNDS.max * 100))
      return { ok: false, code: P2pCode.marginOutOfRange };
  }
  const total = toUnits(input.total);
  if (total === null || total === 0n) return { ok: false, code: P2pCode.invalidAmount };
  const minOrder = toUnits(input.minOrder);
  const maxOrder = toUnits(input.maxOrder);
  if (minOrder === null || maxOrder === null || minOrder === 0n || minOrder > maxOrder)
    return { ok: false, code: P2pCode.limitsInvalid };
  if (minOrder > fiatOf(total, effectivePrice({ price, marginBp }, indexPrice)))
    return { ok: false, code: P2pCode.limitsAboveTotal };
  const methods = new Set(input.paymentMethodIds);
  if (
    methods.size === 0 ||
    methods.size !== input.paymentMethodIds.length ||
    methods.size > P2P_MAX_AD_PAYMENT_METHODS
  )
    return { ok: false, code: P2pCode.paymentMethodsInvalid };
  return { ok: true, ad: { price, marginBp, total, minOrder, maxOrder } };
}

export type AdAction = 'edit' | 'publish' | 'offline' | 'close' | 'putCoin' | 'take';

const AD_RULES: Readonly<Record<AdAction, { from: readonly P2pAdState[]; next: P2pAdState | null }>> = {
  edit: { from: ['draft', 'offline'], next: null },
  publish: { from: ['draft', 'offline'], next: 'online' },
  offline: { from: ['online'], next: 'offline' },
  close: { from: ['draft', 'online', 'offline'], next: 'completed' },
  putCoin: { from: ['draft', 'online', 'offline'], next: null },
  take: { from: ['online'], next: null },
};

/** The ad's state after `action` (unchanged when null), or the refusal. */
export function adTransition(
  state: P2pAdState,
  action: AdAction,
): { ok: true; next: P2pAdState } | { ok: false; code: P2pCodeValue } {
  const rule = AD_RULES[action];
  if (!rule.from.includes(state)) return { ok: false, code: P2pCode.adStateInvalid };
  return { ok: true, next: rule.next ?? state };
}

/**
 * The crypto an order of `fiat` takes from an ad: inside the per-order limits, the upper one
 * capped by what remains. Refused below the minimum or above the set maximum; above what remains
 * (someone took it first) the ad is sold out for that amount.
 */
export function orderAmount(
  ad: { minOrder: bigint; maxOrder: bigint; remaining: bigint },
  price: bigint,
  fiat: bigint,
): { ok: true; crypto: bigint } | { ok: false; code: P2pCodeValue } {
  if (fiat < ad.minOrder || fiat > ad.maxOrder) return { ok: false, code: P2pCode.amountOutsideLimits };
  const crypto = cryptoOf(fiat, price);
  if (crypto === 0n) return { ok: false, code: P2pCode.amountOutsideLimits };
  if (crypto > ad.remaining) return { ok: false, code: P2pCode.adSoldOut };
  return { ok: true, crypto };
}
