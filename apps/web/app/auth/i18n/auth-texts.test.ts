import { EXTRA_LOCALES, MAIN_LOCALES, SELECTABLE_LANGUAGES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import { loadLocaleMessages } from '../../i18n/locales/index.ts';
import { joinSections } from '../../i18n/text-sections.ts';
import authEn from './en.json';
import { AUTH_TEXTS } from './index.ts';
import { fillText } from './use-auth-texts.ts';

describe('§3 the sign-in texts travel with every language', () => {
  it('each of the 31 languages carries its own auth section', async () => {
    const LOCALE_MESSAGES = await loadLocaleMessages();
    for (const locale of [...MAIN_LOCALES, ...EXTRA_LOCALES]) {
      const messages = LOCALE_MESSAGES[locale] as unknown as { auth: unknown };
      expect(messages.auth, locale).toBe(AUTH_TEXTS[locale]);
    }
    expect((LOCALE_MESSAGES.ar as unknown as { auth: typeof authEn }).auth.signIn).toBe('تسجيل الدخول');
  });

  it('each language describes the login, agency login and sign-up pages in its own words', () => {
    const english = new Set(
      SELECTABLE_LANGUAGES.filter((entry) => entry.languageKey.startsWith('en_')).map(
        (entry) => entry.locale,
      ),
    );
    for (const locale of [...MAIN_LOCALES, ...EXTRA_LOCALES]) {
      const texts = AUTH_TEXTS[locale];
      const descriptions = [texts.loginDescription, texts.agencyLoginDescription, texts.registerDescription];
      for (const description of descriptions) {
        expect(description, locale).toContain('Tideline');
        // Short enough for a search result; CJK sentences are shorter in characters.
        expect(description.length, locale).toBeGreaterThanOrEqual(40);
        expect(description.length, locale).toBeLessThanOrEqual(180);
      }
      expect(new Set(descriptions).size, locale).toBe(3);
      if (!english.has(locale)) {
        expect(texts.loginDescription, locale).not.toBe(authEn.loginDescription);
        expect(texts.registerDescription, locale).not.toBe(authEn.registerDescription);
      }
    }
    // Regional variants keep the base texts and change only what the region says differently.
    expect(AUTH_TEXTS['pt-PT'].loginDescription).toContain('telemóvel');
    expect(AUTH_TEXTS['pt-PT'].signIn).toBe(AUTH_TEXTS.pt.signIn);
    expect(AUTH_TEXTS['es-AR'].loginDescription).toMatch(/^Iniciá sesión/);
    expect(AUTH_TEXTS['es-AR'].signIn).toBe(AUTH_TEXTS.es.signIn);
  });

  it('a code without a section of its own reads English', () => {
    expect((joinSections({ xx: { meta: {} } }, [['auth', AUTH_TEXTS]]).xx as { auth?: unknown }).auth).toBe(
      authEn,
    );
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillText(authEn.resendIn, { seconds: 42 })).toBe('Resend in 42 s');
    expect(fillText('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}');
  });
});
