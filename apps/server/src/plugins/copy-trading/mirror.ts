import { Decimal } from '@tideline/core/decimal';

/**
 * How one follower mirrors one change of a lead trader's position (issue #24): pure, so the table
 * in mirror.test.ts pins every case. A lead position moves from `fromSize` to `toSize` (base units);
 * the follower's copy account does the same at market in proportion, or is skipped with a reason.
 */

export type LeadAction = 'open' | 'add' | 'reduce' | 'close';
export type SkipReason =
  | 'insufficient-margin'
  | 'below-minimum-size'
  | 'symbol-not-selected'
  | 'order-refused';
export type Direction = 'long' | 'short';

export interface LeadMove {
  readonly symbol: string;
  readonly direction: Direction;
  readonly fromSize: string;
  readonly toSize: string;
  /** The price the follower's market order is sized at (the lead's fill or the mark). */
  readonly price: string;
  /** The lead's leverage on the symbol; the copy uses the same. */
  readonly leverage: number;
}

export interface CopyRules {
  readonly mode: 'fixed' | 'multiple';
  readonly fixedMargin: string | null;
  readonly multiple: string | null;
  /** Contracts the follower chose; null: all. */
  readonly symbols: readonly string[] | null;
}

export interface FollowerPosition {
  /** The follower's current size in the lead's (symbol, direction), base units. */
  readonly size: string;
  /** Free balance of the copy account, USDT. */
  readonly available: string;
}

export interface ContractSizing {
  /** Decimal places of a size (one lot is 10^-sizePlace). */
  readonly sizePlace: number;
  /** The smallest order size, base units. */
  readonly minSize: string;
  /** Taker fee rate, kept aside with the margin so the order is not refused for its fee. */
  readonly takerFeeRate: string;
}

export type MirrorPlan =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'order';
      readonly action: LeadAction;
      readonly side: 'buy' | 'sell';
      readonly reduceOnly: boolean;
      readonly size: string;
    }
  | {
      readonly kind: 'skip';
      readonly action: LeadAction;
      readonly reason: SkipReason;
      readonly size: string;
    };

export function classifyMove(fromSize: string, toSize: string): LeadAction | undefined {
  const from = new Decimal(fromSize);
  const to = new Decimal(toSize);
  if (to.eq(from)) return undefined;
  if (to.isZero()) return 'close';
  if (from.isZero()) return 'open';
  return to.gt(from) ? 'add' : 'reduce';
}

/** Rounds a size down to whole lots. */
function lots(size: Decimal, sizePlace: number): Decimal {
  return size.toDecimalPlaces(sizePlace, Decimal.ROUND_DOWN);
}

function openingSize(move: LeadMove, rules: CopyRules, sizing: ContractSizing): Decimal {
  if (rules.mode === 'fixed') {
    const notional = new Decimal(rules.fixedMargin ?? 0).mul(move.leverage);
    return lots(notional.div(move.price), sizing.sizePlace);
  }
  const added = new Decimal(move.toSize).minus(move.fromSize);
  return lots(added.mul(rules.multiple ?? 0), sizing.sizePlace);
}

/** Margin plus the taker fee an opening order of `size` at `price` needs free in the copy account. */
export function marginNeeded(size: Decimal, price: string, leverage: number, takerFeeRate: string): Decimal {
  const notional = size.mul(price);
  return notional.div(leverage).plus(notional.mul(takerFeeRate));
}

export function planMirror(
  move: LeadMove,
  rules: CopyRules,
  follower: FollowerPosition,
  sizing: ContractSizing,
): MirrorPlan {
  const action = classifyMove(move.fromSize, move.toSize);
  if (action === undefined) return { kind: 'none' };
  const opening = action === 'open' || action === 'add';
  const held = new Decimal(follower.size);
  if (opening) {
    const size = openingSize(move, rules, sizing);
    const skip = (reason: SkipReason) => ({ kind: 'skip', action, reason, size: size.toFixed() }) as const;
    if (rules.symbols !== null && !rules.symbols.includes(move.symbol)) return skip('symbol-not-selected');
    if (size.lt(sizing.minSize)) return skip('below-minimum-size');
    if (marginNeeded(size, move.price, move.leverage, sizing.takerFeeRate).gt(follower.available))
      return skip('insufficient-margin');
    const side = move.direction === 'long' ? 'buy' : 'sell';
    return { kind: 'order', action, side, reduceOnly: false, size: size.toFixed() };
  }
  // Reductions follow the follower's own holding: nothing held, nothing to mirror.
  if (held.lte(0)) return { kind: 'none' };
  const side = move.direction === 'long' ? 'sell' : 'buy';
  if (action === 'close') return { kind: 'order', action, side, reduceOnly: true, size: held.toFixed() };
  const share = new Decimal(move.fromSize).minus(move.toSize).div(move.fromSize);
  const size = Decimal.min(lots(held.mul(share), sizing.sizePlace), held);
  if (size.lt(sizing.minSize))
    return { kind: 'skip', action, reason: 'below-minimum-size', size: size.toFixed() };
  return { kind: 'order', action, side, reduceOnly: true, size: size.toFixed() };
}
