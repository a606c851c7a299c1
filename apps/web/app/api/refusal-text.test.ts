import { RequestFailure } from '@tideline/core/request';
import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal-text.ts';

describe('refusalText', () => {
  it("reads the gateway's refusal from the failure's envelope, or falls back to the failure's message", () => {
    const envelope = { code: '36009', msg: 'Already claimed', status: 'error' as const, data: null };
    expect(refusalText(new RequestFailure('envelope', 'x', { envelope, status: 409 }))).toBe(
      'Already claimed',
    );
    expect(
      refusalText(new RequestFailure('envelope', 'code 1', { envelope: { ...envelope, msg: '' } })),
    ).toBe('code 1');
    expect(refusalText(new RequestFailure('network', 'offline'))).toBe('offline');
    expect(refusalText(new Error('plain'))).toBe('plain');
  });
});
