import { z } from 'zod';

/**
 * `code` is `string | number` because the spec uses both on the wire: the generic result codes
 * are numbers (0 success, 1 error, 401 timeout) while the specific §8 codes need their leading
 * zeros ('00000', '00023') and are strings. The reference gateway sends numbers only for the
 * three result codes and strings for everything else; readers compare with `String(code)`.
 */
export type ResultCode = string | number;

export type EnvelopeStatus = 'success' | 'error';

/** The body of every `/v1` response (spec §3 "Response envelope"). */
export interface Envelope<T> {
  code: ResultCode;
  data: T;
  msg: string;
  status: EnvelopeStatus;
  /** Which layer produced an error; 'gateway' together with 10021 demands a captcha (spec §4). */
  group?: string;
}

/** Spec §3: result codes. */
export const RESULT_CODE = { success: 0, error: 1, timeout: 401 } as const;

/** Every spelling of success the spec names: result 0, HTTP-like 200, and the sign/captcha '00000'. */
const SUCCESS_SPELLINGS: ReadonlySet<string> = new Set(['0', '200', '00000']);

export function isSuccessCode(code: unknown): boolean {
  return (typeof code === 'number' || typeof code === 'string') && SUCCESS_SPELLINGS.has(String(code));
}

export function successEnvelope<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: RESULT_CODE.success, data, msg, status: 'success' };
}

export function errorEnvelope<T = null>(
  code: ResultCode,
  msg: string,
  data: T = null as T,
  group?: string,
): Envelope<T> {
  return group === undefined
    ? { code, data, msg, status: 'error' }
    : { code, data, msg, status: 'error', group };
}

/** Validates an envelope read from the network; `data` is checked by the caller's schema. */
export function envelopeSchema<S extends z.ZodType>(data: S) {
  return z.object({
    code: z.union([z.string(), z.number()]),
    data,
    msg: z.string(),
    status: z.enum(['success', 'error']),
    group: z.string().optional(),
  });
}
