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

export const verificationCode = z.string().regex(/^\d{6}$/, 'must be 6 digits');
export const email = z.string().trim().max(254).pipe(z.email());
export const areaCode = z.string().regex(/^\+?\d{1,4}$/, 'must be a dialling code such as +86');
export const mobile = z.string().regex(/^\d{5,15}$/, 'must be 5 to 15 digits');
export const password = z.string().min(1).max(128);
/** Account ids are PostgreSQL integers: larger numbers are refused here rather than by the database. */
const MAX_USER_ID = 2_147_483_647;
export const userIdParam = z
  .union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()])
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_USER_ID));
