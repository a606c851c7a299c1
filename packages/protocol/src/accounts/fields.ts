import { z } from 'zod';
import { patternString } from '../request-fields.ts';

/** Request fields of the account calls (spec §7 parameter formats). */

export const verificationCode = patternString(/^\d{6}$/, 'hint.sixDigits');
export const email = z.string().trim().max(254).pipe(z.email());
export const areaCode = patternString(/^\+?\d{1,4}$/, 'hint.dialCode');
export const mobile = patternString(/^\d{5,15}$/, 'hint.mobile');
export const password = z.string().min(1).max(128);
/** Account ids are PostgreSQL integers: larger numbers are refused here rather than by the database. */
const MAX_USER_ID = 2_147_483_647;
/** An account id, as a decimal string or a JSON number. */
export const userIdParam = z
  .union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()])
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_USER_ID));
/** The ticket a password login answers when second factors are still needed. */
export const loginTicket = z.string().min(16).max(128);
/** A POST that takes no parameters accepts only an empty object (or no body at all). */
export const noBody = z.strictObject({}).optional();
