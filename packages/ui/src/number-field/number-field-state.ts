import { Decimal, parseDecimal, toFixedString } from '@tideline/core/decimal';
import { sanitizeNumericInput } from '@tideline/core/numeric-input';

export interface NumberFieldRules {
  /** Decimal places allowed while typing and kept after a step (spec §5); unlimited when omitted. */
  decimals?: number;
  /** The stepper's step; one unit of the last decimal place (or 1) when omitted. */
  step?: string;
  min?: string;
  max?: string;
}

/** What a keystroke leaves in the field: core's spec §5 sanitiser with the field's decimals. */
export function sanitizeNumberText(raw: string, { decimals }: NumberFieldRules): string {
  return sanitizeNumericInput(raw, { decimals });
}

function stepOf({ decimals, step }: NumberFieldRules): Decimal {
  const given = parseDecimal(step ?? null);
  if (given?.greaterThan(0)) return given;
  return new Decimal(10).pow(-(decimals ?? 0));
}

function format(value: Decimal, decimals: number | undefined): string {
  return decimals === undefined ? value.toFixed() : toFixedString(value, decimals);
}

/** `text` within min and max; empty or unreadable text is left alone (the form reports it). */
export function clampNumberText(text: string, rules: NumberFieldRules): string {
  const value = parseDecimal(text);
  if (value === null) return text;
  const min = parseDecimal(rules.min ?? null);
  const max = parseDecimal(rules.max ?? null);
  if (min !== null && value.lessThan(min)) return format(min, rules.decimals);
  if (max !== null && value.greaterThan(max)) return format(max, rules.decimals);
  return text;
}

/**
 * The text after one press of a stepper (`1` up, `-1` down), in exact decimal arithmetic and
 * clamped to min and max. A press on an empty field puts min there (or 0).
 */
export function stepNumberText(text: string, direction: 1 | -1, rules: NumberFieldRules): string {
  const current = parseDecimal(text);
  const next =
    current === null
      ? (parseDecimal(rules.min ?? null) ?? new Decimal(0))
      : current.plus(stepOf(rules).times(direction));
  return clampNumberText(format(next, rules.decimals), rules);
}

/** Whether a stepper can still move the value that way (it is disabled at the bound). */
export function canStep(text: string, direction: 1 | -1, rules: NumberFieldRules): boolean {
  const value = parseDecimal(text);
  const bound = parseDecimal((direction > 0 ? rules.max : rules.min) ?? null);
  if (value === null || bound === null) return true;
  return direction > 0 ? value.lessThan(bound) : value.greaterThan(bound);
}
