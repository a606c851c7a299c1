import { describe, expect, it } from 'vitest';
import { createPreCheckLimit, PRE_CHECK_NAMES_PER_WINDOW, PRE_CHECK_WINDOW_MS } from './pre-check-limit.ts';

describe('§7 login pre-check: account enumeration limit per address', () => {
  it('tells one address about at most 10 login names per 10 minutes; a name told once stays told', () => {
    let at = 0;
    const limit = createPreCheckLimit(() => at);
    for (let index = 0; index < PRE_CHECK_NAMES_PER_WINDOW; index += 1)
      expect(limit.allows('203.0.113.7', `user${index}@example.com`)).toBe(true);
    expect(limit.allows('203.0.113.7', 'one.more@example.com')).toBe(false);
    expect(limit.allows('203.0.113.7', 'USER0@example.com ')).toBe(true);
    expect(limit.allows('198.51.100.2', 'one.more@example.com')).toBe(true);
    at += PRE_CHECK_WINDOW_MS;
    expect(limit.allows('203.0.113.7', 'one.more@example.com')).toBe(true);
  });

  it('does not count loopback callers', () => {
    const limit = createPreCheckLimit(() => 0, 1);
    expect(limit.allows('127.0.0.1', 'a@example.com')).toBe(true);
    expect(limit.allows('127.0.0.1', 'b@example.com')).toBe(true);
    expect(limit.allows('::1', 'c@example.com')).toBe(true);
  });
});
