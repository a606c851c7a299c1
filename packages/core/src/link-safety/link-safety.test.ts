import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALLOWED_URL_STARTS,
  containsScriptUrl,
  deepLinkStarts,
  safeHref,
  safeImageSrc,
  sameSitePath,
} from './index.ts';

function collectWarnings() {
  const messages: string[] = [];
  return { messages, warn: (message: string) => messages.push(message) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§5 allowed link starts', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:help@example.com',
    'tel:+441234567890',
    'blob:https://example.com/550e8400-e29b-41d4-a716-446655440000',
    'data:image/png;base64,iVBORw0KGgo=',
    '//cdn.example.com/logo.png',
    './relative/page',
    '../up/one',
    '#section-2',
    '/spot/BTCUSDT',
    'HTTPS://EXAMPLE.COM',
  ])('§5 accepts %s', (url) => {
    const { messages, warn } = collectWarnings();
    expect(safeHref(url, { warn })).toBe(url);
    expect(safeImageSrc(url, { warn })).toBe(url);
    expect(messages).toEqual([]);
  });

  it('lists exactly the spec starts', () => {
    expect([...ALLOWED_URL_STARTS]).toEqual([
      'https://',
      'http://',
      'mailto:',
      'tel:',
      'blob:',
      'data:image/',
      '//',
      './',
      '../',
      '#',
      '/',
    ]);
  });

  it.each([
    'ftp://example.com/file',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'example.com/page',
    'tideline://trade',
    'https:example.com',
    'about:blank',
  ])('§5 rejects %s with a console warning', (url) => {
    const warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeHref(url)).toBe('');
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(warnSpy.mock.calls[0]?.[0])).toContain('rejected href');
  });

  it('§5 empty values return empty without a warning', () => {
    const { messages, warn } = collectWarnings();
    expect(safeHref(undefined, { warn })).toBe('');
    expect(safeHref(null, { warn })).toBe('');
    expect(safeHref('', { warn })).toBe('');
    expect(safeHref('  \n ', { warn })).toBe('');
    expect(messages).toEqual([]);
  });

  it('returns the value as a browser reads it: edge spaces, tabs and newlines removed', () => {
    expect(safeHref('  https://exa\tmple.com/\n ')).toBe('https://example.com/');
  });
});

describe('§5 app deep-link schemes', () => {
  it('§5 allows configured deep-link schemes in links only', () => {
    const { messages, warn } = collectWarnings();
    expect(safeHref('tideline://trade/BTCUSDT', { deepLinkSchemes: ['tideline'], warn })).toBe(
      'tideline://trade/BTCUSDT',
    );
    expect(safeHref('TIDELINE://x', { deepLinkSchemes: ['tideline://'], warn })).toBe('TIDELINE://x');
    expect(safeHref('other://x', { deepLinkSchemes: ['tideline'], warn })).toBe('');
    expect(safeImageSrc('tideline://logo', { warn })).toBe('');
    expect(messages).toHaveLength(2);
  });

  it('normalises and refuses dangerous or malformed schemes', () => {
    expect(deepLinkStarts(['tideline', 'tg:', 'Wallet-App://'])).toEqual(['tideline:', 'tg:', 'wallet-app:']);
    expect(() => deepLinkStarts(['javascript'])).toThrow(RangeError);
    expect(() => deepLinkStarts(['data:'])).toThrow(RangeError);
    expect(() => deepLinkStarts(['1bad'])).toThrow(RangeError);
    expect(() => deepLinkStarts([''])).toThrow(RangeError);
  });
});

describe('§5 values containing javascript: are stripped', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    'java\u200bscript:alert(1)',
    'javascript\u00ad:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'javascript%3Aalert(1)',
    '%6A%61vascript:alert(1)',
    '/redirect?to=javascript:alert(1)',
    'https://example.com/#javascript:alert(1)',
    '#javascript:alert(1)',
  ])('§5 strips %j', (url) => {
    const { messages, warn } = collectWarnings();
    expect(safeHref(url, { warn })).toBe('');
    expect(safeImageSrc(url, { warn })).toBe('');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('javascript:');
  });

  it('does not flag harmless text', () => {
    expect(containsScriptUrl('https://example.com/learn-javascript')).toBe(false);
    expect(containsScriptUrl('/java/script:x')).toBe(false);
    expect(containsScriptUrl('&#0;')).toBe(false);
  });
});

describe('sameSitePath (issue #21 item 14)', () => {
  it.each([
    ['//evil.com', '/evil.com'],
    ['///evil.com/x', '/evil.com/x'],
    ['/\\evil.com', '/evil.com'],
    ['\\\\evil.com', '/evil.com'],
    ['', '/'],
    ['/', '/'],
    ['/markets', '/markets'],
    ['/spot/BTCUSDT', '/spot/BTCUSDT'],
  ])('%j stays on the site as %j', (path, expected) => {
    expect(sameSitePath(path)).toBe(expected);
  });
});
