import { z } from 'zod';

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

/** The account fields are the endpoint table's (packages/protocol/src/accounts/fields.ts). */
export {
  areaCode,
  email,
  mobile,
  password,
  userIdParam,
  verificationCode,
} from '@tideline/protocol/accounts/fields';
/** The hinted request fields are the endpoint table's (packages/protocol/src/request-fields.ts). */
export {
  decimal8String,
  decimalString,
  orderNumber,
  pairSymbol,
  patternString,
} from '@tideline/protocol/request-fields';
export { withFormatHint } from './validation-message.ts';
