import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs.ts';
import { toDayjsFormat } from './format-tokens.ts';

describe('toDayjsFormat', () => {
  it('§9 date yyyy-MM-dd becomes YYYY-MM-DD', () => {
    expect(toDayjsFormat('yyyy-MM-dd')).toBe('YYYY-MM-DD');
  });
  it('§9 month yyyy-MM and year yyyy', () => {
    expect(toDayjsFormat('yyyy-MM')).toBe('YYYY-MM');
    expect(toDayjsFormat('yyyy')).toBe('YYYY');
  });
  it('§9 datetime and time keep HH:mm:ss', () => {
    expect(toDayjsFormat('yyyy-MM-dd HH:mm:ss')).toBe('YYYY-MM-DD HH:mm:ss');
    expect(toDayjsFormat('HH:mm:ss')).toBe('HH:mm:ss');
  });
  it('§9 week yyyywWW escapes the literal w and uses the ISO week-year', () => {
    expect(toDayjsFormat('yyyywWW')).toBe('GGGG[w]WW');
    expect(dayjs('2024-12-30').format(toDayjsFormat('yyyywWW'))).toBe('2025w01');
    expect(dayjs('2026-03-05').format(toDayjsFormat('yyyywWW'))).toBe('2026w10');
  });
  it('escapes other literal words', () => {
    expect(toDayjsFormat('yyyy year')).toBe('YYYY [year]');
  });
});
