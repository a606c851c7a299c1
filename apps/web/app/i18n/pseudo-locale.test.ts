import { describe, expect, it } from 'vitest';
import { loadLocaleMessages } from './locales/index.ts';
import { pseudoMessages, pseudoText, wantsPseudoLocale } from './pseudo-locale.ts';

function leaves(texts: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof texts === 'string') return found.set(prefix, texts);
  if (typeof texts !== 'object' || texts === null) return found;
  for (const [key, value] of Object.entries(texts))
    for (const [path, text] of leaves(value, prefix === '' ? key : `${prefix}.${key}`)) found.set(path, text);
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const withoutPlaceholders = (text: string) => text.replace(/\{\{\w+\}\}/g, '');

describe('pseudo-locale', () => {
  it('accents every letter, brackets the text and keeps placeholders', () => {
    expect(pseudoText('Buy {{coin}}')).toMatch(/^\[Ɓûý \{\{coin\}\} ·+\]$/);
    expect(pseudoText('')).toBe('');
    expect(pseudoText('Total {total}')).toMatch(/^\[Ţöţåļ \{total\} ·+\]$/);
  });

  it.each(['OK', 'Spot', 'Order placed.', 'Partly filled {{filled}} of {{size}} {{coin}} at {{price}}'])(
    '"%s" grows by at least 30 %%',
    (text) => {
      expect(pseudoText(text).length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.3));
    },
  );

  it('turns every English text of every section into one with the same placeholders and no plain letter', async () => {
    const english = (await loadLocaleMessages()).en;
    const pseudo = pseudoMessages(english);
    const texts = leaves(english);
    const pseudoTexts = leaves(pseudo);
    expect([...pseudoTexts.keys()]).toEqual([...texts.keys()]);
    expect(texts.size).toBeGreaterThan(500);
    for (const [path, text] of texts) {
      const shown = pseudoTexts.get(path) ?? '';
      expect(placeholders(shown), path).toEqual(placeholders(text));
      expect(withoutPlaceholders(shown), path).not.toMatch(/[A-Za-z]/);
    }
  });

  it('is served only by a development server, on request', () => {
    const page = new URL('http://localhost/spot/BTCUSDT?pseudo');
    expect(wantsPseudoLocale(page, true)).toBe(true);
    expect(wantsPseudoLocale(page, false)).toBe(false);
    expect(wantsPseudoLocale(new URL('http://localhost/spot/BTCUSDT'), true)).toBe(false);
  });
});
