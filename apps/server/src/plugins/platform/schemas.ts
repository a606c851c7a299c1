import { z } from 'zod';
import type { FormatHintKey } from '../../i18n/validation-texts.ts';
import { withFormatHint } from './validation-message.ts';

/**
 * Query parameters every client call may add (spec §7): languageType on every request, timestamp on
 * GET calls. Every query schema accepts them and rejects anything else.
 */
const commonQuery = {
  languageType: z.coerce.number().int().min(0).max(999).optional(),
  timestamp: z.coerce.number().int().min(0).optional(),
};

export function apiQuery<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ ...commonQuery, ...shape });
}

export const emptyQuery = apiQuery({});

/** A POST that takes no parameters accepts only an empty object. */
export const emptyBody = z.strictObject({});

/** A string matching `pattern`; a mismatch reads as `hint` in the caller's language. */
export function patternString(pattern: RegExp, hint: FormatHintKey) {
  return z.string().check(withFormatHint(z.regex(pattern), hint));
}

export const verificationCode = patternString(/^\d{6}$/, 'hint.sixDigits');
export const email = z.string().trim().max(254).pipe(z.email());
export const areaCode = patternString(/^\+?\d{1,4}$/, 'hint.dialCode');
export const mobile = patternString(/^\d{5,15}$/, 'hint.mobile');
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
export const password = z.string().min(1).max(128);
/** Account ids are PostgreSQL integers: larger numbers are refused here rather than by the database. */
const MAX_USER_ID = 2_147_483_647;
export const userIdParam = z
  .union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()])
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_USER_ID));

export { withFormatHint } from './validation-message.ts';
