import { roundDown } from '@tideline/core/decimal';
import { type PositionDirection, PositionMode } from '@tideline/core/futures';
import { sanitizeNumericInput } from '@tideline/core/numeric-input';
import type { FuturesContract, OrderSide } from './futures-types.ts';
import { typedPositive } from './order-estimate.ts';

/** The form's sides: one-way trades buy/sell; hedge mode opens or closes a named leg. */
export type FormSide = 'buy' | 'sell' | 'openLong' | 'openShort' | 'closeLong' | 'closeShort';
export type OrderKind = 'limit' | 'market' | 'trigger';

export const ONE_WAY_SIDES: readonly FormSide[] = ['buy', 'sell'];
export const HEDGE_OPEN_SIDES: readonly FormSide[] = ['openLong', 'openShort'];
export const HEDGE_CLOSE_SIDES: readonly FormSide[] = ['closeLong', 'closeShort'];

/** The wire side, the hedge-mode leg (protocol-futures §4) and whether the order only closes. */
export function sideMeaning(side: FormSide): {
  side: OrderSide;
  positionSide: PositionDirection | null;
  closing: boolean;
} {
  switch (side) {
    case 'buy':
      return { side: 'buy', positionSide: null, closing: false };
    case 'sell':
      return { side: 'sell', positionSide: null, closing: false };
    case 'openLong':
      return { side: 'buy', positionSide: 1, closing: false };
    case 'openShort':
      return { side: 'sell', positionSide: 2, closing: false };
    case 'closeLong':
      return { side: 'sell', positionSide: 1, closing: true };
    case 'closeShort':
      return { side: 'buy', positionSide: 2, closing: true };
  }
}

/** The direction a side's TP/SL protect: the leg it opens (one-way: buy is long). */
export function protectedDirection(side: FormSide): PositionDirection {
  return side === 'buy' || side === 'openLong' || side === 'closeLong' ? 1 : 2;
}

/** The first side shown after a mode change, so the form never keeps a side its mode lacks. */
export function defaultSide(positionMode: PositionMode, closing: boolean): FormSide {
  if (positionMode === PositionMode.OneWay) return 'buy';
  return closing ? 'closeLong' : 'openLong';
}

/** §5 numeric input with the contract's places: prices `pricePlace`, sizes `sizePlace`. */
export function sanitizeFuturesPrice(raw: string, contract: FuturesContract): string {
  return sanitizeNumericInput(raw, { decimals: contract.pricePlace });
}
export function sanitizeFuturesSize(raw: string, contract: FuturesContract): string {
  return sanitizeNumericInput(raw, { decimals: contract.sizePlace });
}

/** A whole leverage from 1 to the tier maximum; anything else typed reads as the nearest one. */
export function clampLeverage(raw: string | number, max: number): number {
  const value = Math.round(Number(raw));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, Math.max(1, Math.floor(max)));
}

export type OrderFormProblem = 'priceRequired' | 'sizeRequired' | 'triggerRequired';

/** What is missing before the order can be sent; the gateway judges the rest (ticks, lots, margin). */
export function missingField(
  kind: OrderKind,
  values: { price: string; size: string; triggerPrice: string },
): OrderFormProblem | null {
  if (kind === 'trigger' && typedPositive(values.triggerPrice) === null) return 'triggerRequired';
  if (kind === 'limit' && typedPositive(values.price) === null) return 'priceRequired';
  if (typedPositive(values.size) === null) return 'sizeRequired';
  return null;
}

/** The size for a share of the largest size, cut to the size places. */
export function sizeForPercent(percent: number, max: string | null, contract: FuturesContract): string {
  const largest = max === null ? null : typedPositive(max);
  if (largest === null || percent <= 0) return '';
  return roundDown(largest.times(percent).dividedBy(100), contract.sizePlace).toFixed(contract.sizePlace);
}

/**
 * protocol-futures §3: the gateway refuses (31018) to change the margin mode while the contract
 * holds a position or open order, and the position mode while the account holds any position or
 * the contract an open order; the switches are locked in those cases rather than refused.
 */
export function lockedSettings(input: {
  symbolPositions: number;
  otherPositions: number;
  openOrders: number;
}): { marginMode: boolean; positionMode: boolean } {
  const contractBusy = input.symbolPositions > 0 || input.openOrders > 0;
  return { marginMode: contractBusy, positionMode: contractBusy || input.otherPositions > 0 };
}
