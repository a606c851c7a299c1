import { describe, expect, it } from 'vitest';
import { cleanGreeting, GREETING_MAX } from './greeting.ts';

describe('cleanGreeting', () => {
  it.each([
    ['Happy new year!', 'Happy new year!'],
    ['<script>alert(1)</script>Hello', 'Hello'],
    ['<noscript><img src=x onerror=alert(1)></noscript>Hi', 'Hi'],
    ['Hi <!-- secret --> there', 'Hi there'],
    ['<b>bold</b> and <i>more</i>', 'bold and more'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<scr<script>ipt>alert(1)</script>', ''],
    ['<<b>script>alert(1)<</b>/script>', ''],
    ['<svg/onload=alert(1)>gift', 'gift'],
    ['a\u202eb\u0000c', 'a b c'],
    ['  spaced\n\nout  ', 'spaced out'],
    ['2 < 3 and 5 > 4', '2 < 3 and 5 > 4'],
    ['恭喜发财 🧧', '恭喜发财 🧧'],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanGreeting(raw)).toBe(clean);
  });

  it(`keeps at most ${GREETING_MAX} characters, counting emoji as one`, () => {
    expect(Array.from(cleanGreeting('🧧'.repeat(GREETING_MAX + 10)))).toHaveLength(GREETING_MAX);
  });
});
