import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, errorEnvelope, isSuccessCode, RESULT_CODE, successEnvelope } from './envelope.ts';

describe('§3 response envelope', () => {
  it('§3 result codes: 0 success, 1 error, 401 timeout', () => {
    expect(RESULT_CODE).toEqual({ success: 0, error: 1, timeout: 401 });
  });

  it.each([0, '0', 200, '200', '00000'])('§8 %j is a success code', (code) => {
    expect(isSuccessCode(code)).toBe(true);
  });

  it.each([1, '1', 401, '401', '000', '0000', '000000', '00001', 201, '', null, undefined, false, {}])(
    '§8 %j is not a success code',
    (code) => {
      expect(isSuccessCode(code)).toBe(false);
    },
  );

  it('§3 builds envelopes with code, data, msg and status', () => {
    expect(successEnvelope({ a: 1 })).toEqual({ code: 0, data: { a: 1 }, msg: 'success', status: 'success' });
    expect(errorEnvelope('00023', 'bad signature')).toEqual({
      code: '00023',
      data: null,
      msg: 'bad signature',
      status: 'error',
    });
    expect(errorEnvelope('10021', 'captcha', null, 'gateway').group).toBe('gateway');
  });

  it('§3 validates envelopes from the network', () => {
    const schema = envelopeSchema(z.object({ userId: z.string() }));
    expect(schema.safeParse({ code: 0, data: { userId: 'u1' }, msg: '', status: 'success' }).success).toBe(
      true,
    );
    expect(
      schema.safeParse({ code: '00000', data: { userId: 'u1' }, msg: '', status: 'success' }).success,
    ).toBe(true);
    expect(schema.safeParse({ code: 0, data: {}, msg: '', status: 'success' }).success).toBe(false);
    expect(schema.safeParse({ code: 0, data: { userId: 'u1' }, msg: '', status: 'ok' }).success).toBe(false);
    expect(schema.safeParse({ code: null, data: { userId: 'u1' }, msg: '', status: 'error' }).success).toBe(
      false,
    );
  });
});
