import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './locales.ts';
import {
  httpErrorMessage,
  REQUEST_MESSAGE_KEYS,
  REQUEST_MESSAGES,
  requestMessage,
  requestMessageByType,
} from './request-messages.ts';

const ENGLISH_TEXT = {
  tip: 'Tip',
  timeout: 'Request timed out!',
  expired: 'Login expired, please log in again',
  loginvalid: 'Please login to visit',
  unknow: 'The system is busy',
  notfound: 'Request error',
  forbidden: 'Request is forbidden',
};

const ENGLISH_LOCALES = new Set([
  'en',
  'asia',
  'en-GB',
  'en-CA',
  'en-IN',
  'en-PH',
  'en-ZA',
  'th',
  'nl',
  'bg',
]);

describe('§8 localised request messages', () => {
  it('§8 English texts are the spec text', () => {
    expect(REQUEST_MESSAGE_KEYS).toEqual(Object.keys(ENGLISH_TEXT));
    expect(REQUEST_MESSAGES.en).toEqual(ENGLISH_TEXT);
  });

  it.each(LANGUAGES.map((l) => [l.locale, l.languageType] as const))(
    '§8 %s has every key, by code and by language type %i',
    (locale, type) => {
      for (const key of REQUEST_MESSAGE_KEYS) {
        const text = requestMessage(key, locale);
        expect(text.trim().length).toBeGreaterThan(0);
        expect(requestMessageByType(key, type)).toBe(text);
      }
    },
  );

  it.each(LANGUAGES.map((l) => [l.locale]))('§8 %s is translated unless it reuses English', (locale) => {
    const reusesEnglish = ENGLISH_LOCALES.has(locale);
    expect(REQUEST_MESSAGES[locale as keyof typeof REQUEST_MESSAGES] === REQUEST_MESSAGES.en).toBe(
      reusesEnglish,
    );
    if (!reusesEnglish) expect(requestMessage('timeout', locale)).not.toBe(ENGLISH_TEXT.timeout);
  });

  it('§8 th, nl and bg reuse English', () => {
    for (const locale of ['th', 'nl', 'bg'])
      expect(requestMessage('expired', locale)).toBe(ENGLISH_TEXT.expired);
  });

  it('§8 unknown languages fall back to English; regional tags use their language', () => {
    expect(requestMessage('forbidden', 'xx')).toBe('Request is forbidden');
    expect(requestMessage('forbidden', '')).toBe('Request is forbidden');
    expect(requestMessageByType('forbidden', 999)).toBe('Request is forbidden');
    expect(requestMessage('unknow', 'zh-cn')).toBe('系统繁忙');
    expect(requestMessage('unknow', 'de-AT')).toBe('Das System ist ausgelastet');
    expect(requestMessageByType('unknow', 1)).toBe('系统繁忙');
    expect(requestMessageByType('tip', 39)).toBe('تنبيه');
  });

  it('§8 HTTP errors: 403, 404/504, 500 and other statuses', () => {
    expect(httpErrorMessage(403, 'en')).toBe('Request is forbidden');
    expect(httpErrorMessage(404, 'en')).toBe('Request error');
    expect(httpErrorMessage(504, 'en')).toBe('Request error');
    expect(httpErrorMessage(500, 'en')).toBe('The system is busy');
    expect(httpErrorMessage(502, 'en')).toBe('502 The system is busy');
    expect(httpErrorMessage(404, 'ja')).toBe('リクエストエラー');
    expect(httpErrorMessage(503, 'zh-CN')).toBe('503 系统繁忙');
  });
});
