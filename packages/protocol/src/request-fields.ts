import { z } from 'zod';
import { type FormatHintKey, withFormatHint } from './format-hint.ts';

/** Request fields several products share, each refusing bad input with its format hint. */

/** A string matching `pattern`; a mismatch reads as `hint` in the caller's language. */
export function patternString(pattern: RegExp, hint: FormatHintKey) {
  return z.string().check(withFormatHint(z.regex(pattern), hint));
}

/** A trading pair or contract symbol as the wire writes it (BTCUSDT). */
export const pairSymbol = patternString(/^[A-Z0-9]{2,20}$/, 'hint.pairSymbol');
/** Money is a decimal string, never a JSON number (docs/protocol-markets.md §1). */
export const decimalString = patternString(/^\d+(\.\d+)?$/, 'hint.decimal');
/** A decimal string of at most 12 integer digits and 8 decimals (the futures' amounts). */
export const decimal8String = patternString(/^\d{1,12}(\.\d{1,8})?$/, 'hint.decimal8');
/** An order number, as a decimal string or a JSON number. */
export const orderNumber = z
  .union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()])
  .transform(Number);
