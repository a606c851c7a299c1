import { describe, expect, it } from 'vitest';
import { GUESS_LIMIT, GUESS_WINDOW_MS, GuessLimit } from './guess-limit.ts';

describe('GuessLimit', () => {
  it(`blocks a caller after ${GUESS_LIMIT} unknown codes within the window, and only that caller`, () => {
    const limit = new GuessLimit();
    for (let i = 0; i < GUESS_LIMIT - 1; i += 1) limit.miss('u1', 1000 + i);
    expect(limit.blocked('u1', 2000)).toBe(false);
    limit.miss('u1', 2000);
    expect(limit.blocked('u1', 2001)).toBe(true);
    expect(limit.blocked('u2', 2001)).toBe(false);
  });

  it('lets the caller try again once the misses leave the window', () => {
    const limit = new GuessLimit(2, 100);
    limit.miss('ip', 0);
    limit.miss('ip', 50);
    expect(limit.blocked('ip', 99)).toBe(true);
    expect(limit.blocked('ip', 100)).toBe(false);
    expect(limit.blocked('ip', 150)).toBe(false);
  });

  it(`the default window is ${GUESS_WINDOW_MS} ms`, () => {
    const limit = new GuessLimit();
    for (let i = 0; i < GUESS_LIMIT; i += 1) limit.miss('x', 0);
    expect(limit.blocked('x', GUESS_WINDOW_MS - 1)).toBe(true);
    expect(limit.blocked('x', GUESS_WINDOW_MS)).toBe(false);
  });
});
