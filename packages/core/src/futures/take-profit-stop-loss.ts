import { type DecimalInput, parseDecimal } from '../decimal/index.ts';
import { PositionDirection } from './constants.ts';

/** Why a TP/SL trigger price is refused, or `valid`. UI code maps each to a localised message. */
export type TriggerPriceCheck =
  | 'valid'
  | 'missing'
  | 'not-positive'
  | 'must-be-above-reference'
  | 'must-be-below-reference';

export interface TriggerPriceInput {
  direction: PositionDirection;
  triggerPrice: DecimalInput;
  /** The price the trigger is judged against: the entry price, or the mark price once open. */
  referencePrice: DecimalInput;
}

function check(input: TriggerPriceInput, mustBeAbove: boolean): TriggerPriceCheck {
  const trigger = parseDecimal(input.triggerPrice);
  const reference = parseDecimal(input.referencePrice);
  if (trigger === null || reference === null) return 'missing';
  if (trigger.lessThanOrEqualTo(0)) return 'not-positive';
  if (mustBeAbove) return trigger.greaterThan(reference) ? 'valid' : 'must-be-above-reference';
  return trigger.lessThan(reference) ? 'valid' : 'must-be-below-reference';
}

/** Take profit: a long profits above the reference price, a short below it. */
export function checkTakeProfit(input: TriggerPriceInput): TriggerPriceCheck {
  return check(input, input.direction === PositionDirection.Long);
}

/** Stop loss: a long stops below the reference price, a short above it. */
export function checkStopLoss(input: TriggerPriceInput): TriggerPriceCheck {
  return check(input, input.direction === PositionDirection.Short);
}
