import {
  SHORTCUT_DAILY_LIMIT_USDT,
  SHORTCUT_SINGLE_LIMIT_USDT,
} from '@tideline/protocol/asset/withdraw-shortcut';
import { parseUnits } from '../../../markets/fixed-point.ts';
import { findSymbol, LEDGER_DECIMALS } from '../../../markets/symbols.ts';

/**
 * Whether a withdrawal may leave without its second factor (issue #30 item 1,
 * docs/protocol-markets.md §4.1). Pure: the route gathers the facts, this decides. Amounts are
 * ledger units (10^-8); USDT values too.
 */

export const SINGLE_LIMIT_UNITS = parseUnits(SHORTCUT_SINGLE_LIMIT_USDT, LEDGER_DECIMALS) ?? 0n;
export const DAILY_LIMIT_UNITS = parseUnits(SHORTCUT_DAILY_LIMIT_USDT, LEDGER_DECIMALS) ?? 0n;

export interface ShortcutFacts {
  /** The user's withdraw no-password flag. */
  enabled: boolean;
  /** The address is on the user's whitelist. */
  whitelisted: boolean;
  /** The withdrawal's USDT value, or undefined when the asset has no USDT price to value it by. */
  valueUnits: bigint | undefined;
  /** USDT value of the withdrawals that skipped the factor in the window so far. */
  usedUnits: bigint;
}

export type ShortcutDecision =
  | { allowed: true; valueUnits: bigint }
  | { allowed: false; reason: 'off' | 'not-whitelisted' | 'unpriced' | 'over-single' | 'over-daily' };

export function decideShortcut(facts: ShortcutFacts): ShortcutDecision {
  if (!facts.enabled) return { allowed: false, reason: 'off' };
  if (!facts.whitelisted) return { allowed: false, reason: 'not-whitelisted' };
  if (facts.valueUnits === undefined) return { allowed: false, reason: 'unpriced' };
  if (facts.valueUnits > SINGLE_LIMIT_UNITS) return { allowed: false, reason: 'over-single' };
  if (facts.usedUnits + facts.valueUnits > DAILY_LIMIT_UNITS) return { allowed: false, reason: 'over-daily' };
  return { allowed: true, valueUnits: facts.valueUnits };
}

/**
 * The USDT value, in ledger units, of `amountUnits` of `asset` at the last price of its USDT
 * market (`lastTicks`, in the market's price ticks). Rounded up, so the limit is never crossed by
 * rounding. Undefined for an asset with no USDT market.
 */
export function usdtValueUnits(
  asset: string,
  amountUnits: bigint,
  lastTicks: (symbol: string) => number | undefined,
): bigint | undefined {
  if (asset === 'USDT') return amountUnits;
  const market = findSymbol(`${asset}USDT`);
  if (market === undefined) return undefined;
  const ticks = BigInt(lastTicks(market.symbol) ?? market.startPriceTicks);
  const scale = 10n ** BigInt(market.pricePlace);
  return (amountUnits * ticks + scale - 1n) / scale;
}
