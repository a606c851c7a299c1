import { RequestFailure } from '@tideline/core/request';
import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal-text.ts';

describe('refusalText', () => {
  it('reads the refusal from a 4xx body, from an envelope, or falls back to the message', () => {
    const cause = { response: { data: { code: '36010', msg: 'All shares claimed', status: 'error' } } };
    expect(refusalText(new RequestFailure('http', 'answered HTTP 409', { status: 409, cause }))).toBe(
      'All shares claimed',
    );
    const envelope = { code: '36009', msg: 'Already claimed', status: 'error' as const, data: null };
    expect(refusalText(new RequestFailure('envelope', 'x', { envelope }))).toBe('Already claimed');
    expect(refusalText(new RequestFailure('network', 'offline'))).toBe('offline');
    expect(refusalText(new Error('plain'))).toBe('plain');
  });
});
