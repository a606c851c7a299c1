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

/** The account fields are the endpoint table's (packages/protocol/src/accounts/fields.ts). */
export {
  areaCode,
  email,
  mobile,
  password,
  userIdParam,
  verificationCode,
} from '@tideline/protocol/accounts/fields';
export { withFormatHint } from './validation-message.ts';
