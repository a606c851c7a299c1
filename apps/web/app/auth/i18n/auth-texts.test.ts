import { EXTRA_LOCALES, MAIN_LOCALES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en.ts';
import { LOCALE_MESSAGES } from '../../i18n/locales/index.ts';
import { authEn } from './en.ts';
import { AUTH_TEXTS, withAuthTexts } from './index.ts';
import { fillText } from './use-auth-texts.ts';

describe('§3 the sign-in texts travel with every language', () => {
  it('each of the 31 languages carries its own auth section', () => {
    for (const locale of [...MAIN_LOCALES, ...EXTRA_LOCALES]) {
      const messages = LOCALE_MESSAGES[locale] as unknown as { auth: unknown };
      expect(messages.auth, locale).toBe(AUTH_TEXTS[locale]);
    }
    expect((en as { auth: unknown }).auth).toBe(authEn);
    expect((LOCALE_MESSAGES.ar as unknown as { auth: typeof authEn }).auth.signIn).toBe('تسجيل الدخول');
  });

  it('a code without a section of its own reads English', () => {
    expect(withAuthTexts({ xx: { meta: {} } }).xx?.auth).toBe(authEn);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillText(authEn.resendIn, { seconds: 42 })).toBe('Resend in 42 s');
    expect(fillText('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}');
  });
});
