import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { normalizeRequestParams, REQUEST_DATE_FORMAT } from './index.ts';

describe('§5 request parameter normalisation', () => {
  it('§5 trims string values at any depth', () => {
    const input = {
      name: '  alice ',
      nested: { code: '\tX1\n', list: [' a ', 'b '] },
      n: 5,
      ok: true,
      none: null,
    };
    expect(normalizeRequestParams(input, 'POST')).toEqual({
      name: 'alice',
      nested: { code: 'X1', list: ['a', 'b'] },
      n: 5,
      ok: true,
      none: null,
    });
    expect(normalizeRequestParams({ q: ' btc ' }, 'GET')).toEqual({ q: 'btc' });
  });

  it('§5 formats Date and dayjs values YYYY-MM-DD HH:mm on non-GET calls', () => {
    expect(REQUEST_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm');
    const date = new Date(2024, 0, 2, 3, 4, 59);
    const input = { from: date, to: dayjs(new Date(2024, 11, 31, 23, 59)), deep: [{ at: date }] };
    for (const method of ['POST', 'put', 'DELETE']) {
      expect(normalizeRequestParams(input, method)).toEqual({
        from: '2024-01-02 03:04',
        to: '2024-12-31 23:59',
        deep: [{ at: '2024-01-02 03:04' }],
      });
    }
  });

  it('§5 leaves dates alone on GET calls (the default method)', () => {
    const date = new Date(2024, 0, 2, 3, 4);
    expect(normalizeRequestParams({ from: date }, 'GET')).toEqual({ from: date });
    expect(normalizeRequestParams({ from: date }, 'get')).toEqual({ from: date });
    expect(normalizeRequestParams({ from: date })).toEqual({ from: date });
  });

  it('passes through invalid dates, non-plain objects and non-object params, never mutating', () => {
    const invalid = new Date(Number.NaN);
    const blob = new Blob(['x']);
    const input = { invalid, blob, text: ' x ' };
    const output = normalizeRequestParams(input, 'POST') as Record<string, unknown>;
    expect(output.invalid).toBe(invalid);
    expect(output.blob).toBe(blob);
    expect(input.text).toBe(' x ');
    expect(normalizeRequestParams(undefined, 'POST')).toBeUndefined();
    expect(normalizeRequestParams(' raw ', 'POST')).toBe('raw');
    const form = new FormData();
    expect(normalizeRequestParams(form, 'POST')).toBe(form);
  });
});
