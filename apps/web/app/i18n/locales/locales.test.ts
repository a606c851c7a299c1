import { EXTRA_LOCALES, MAIN_LOCALES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../products.ts';
import { messagesFor } from '../messages.server.ts';
import en from './en.json';
import { loadLocaleMessages } from './index.ts';
import type { Messages } from './messages.ts';

const LOCALE_MESSAGES = await loadLocaleMessages();
const THIRTY_ONE = [...MAIN_LOCALES, ...EXTRA_LOCALES];
const ENGLISH_VARIANTS = new Set(['en', 'asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA']);

/**
 * Sections a product joins without an English copy in en.ts: sections.test.ts checks those
 * (every product's `texts`), so a new product adds nothing here.
 */
const PRODUCT_ONLY_SECTIONS = new Set(
  PRODUCTS.flatMap((product) => Object.keys(product.texts)).filter((section) => !(section in en)),
);

function keyPaths(messages: Messages): string[] {
  return Object.entries(messages)
    .filter(([section]) => !PRODUCT_ONLY_SECTIONS.has(section))
    .flatMap(([section, texts]) =>
      Object.keys(texts as Record<string, string>).map((key) => `${section}.${key}`),
    );
}

function textAt(messages: Messages, path: string): unknown {
  const [section = '', key = ''] = path.split('.');
  return (messages as unknown as Record<string, Record<string, unknown>>)[section]?.[key];
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('§3 interface texts of the 31 languages', () => {
  it('has texts for exactly the 23 main and 8 extra languages', () => {
    expect(THIRTY_ONE).toHaveLength(31);
    expect(Object.keys(LOCALE_MESSAGES).sort()).toEqual([...THIRTY_ONE].sort());
  });

  it.each(THIRTY_ONE)('%s has every key of English, each a non-empty text, and no other key', (locale) => {
    const messages = LOCALE_MESSAGES[locale];
    expect(messages).toBeDefined();
    if (messages === undefined) return;
    expect(keyPaths(messages).sort()).toEqual(keyPaths(en).sort());
    for (const path of keyPaths(en)) {
      const text = textAt(messages, path);
      expect(typeof text === 'string' && text.trim() !== '', `${locale} ${path}`).toBe(true);
    }
  });

  it.each(THIRTY_ONE)('%s keeps every interpolation placeholder of English', (locale) => {
    const messages = LOCALE_MESSAGES[locale]!;
    for (const path of keyPaths(en)) {
      expect(placeholders(String(textAt(messages, path))), `${locale} ${path}`).toEqual(
        placeholders(String(textAt(en, path))),
      );
    }
  });

  it.each(THIRTY_ONE.filter((locale) => !ENGLISH_VARIANTS.has(locale)))(
    '%s is translated, not English',
    (locale) => {
      const messages = LOCALE_MESSAGES[locale]!;
      const translated = keyPaths(en).filter((path) => textAt(messages, path) !== textAt(en, path));
      // Brand names and shared trading terms (Spot, P2P, Futures) may stay as in English.
      expect(translated.length / keyPaths(en).length).toBeGreaterThan(0.7);
    },
  );

  it('§2 bg reads English, and an unknown locale falls back to English', async () => {
    expect(await messagesFor('bg')).toBe(LOCALE_MESSAGES.en);
    expect(await messagesFor('xx')).toBe(LOCALE_MESSAGES.en);
    expect(await messagesFor('ar')).toBe(LOCALE_MESSAGES.ar);
  });

  it('a regional variant reads its base language, with only the words its own file changes', () => {
    const british = LOCALE_MESSAGES['en-GB']!;
    expect(british.footer.vip).toBe('VIP programme');
    expect(british.footer.fees).toBe(en.footer.fees);
    expect(british.nav.markets).toBe(en.nav.markets);
    expect(british.nav.demoTradingDescription).toBe('Practise with virtual funds, risk-free');
    expect(en.footer.vip).toBe('VIP program');
    expect(LOCALE_MESSAGES['pt-PT']!.home.loading).toBe('A carregar mercados…');
    expect(LOCALE_MESSAGES['pt-PT']!.nav.markets).toBe(LOCALE_MESSAGES.pt!.nav.markets);
    expect(LOCALE_MESSAGES.asia).toEqual(LOCALE_MESSAGES.en);
  });
});
