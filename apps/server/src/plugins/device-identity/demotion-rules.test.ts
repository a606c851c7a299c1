import { describe, expect, it } from 'vitest';
import { CROWDED_ADDRESS_LIMIT, demotionReasons, isAutomationUserAgent } from './demotion-rules.ts';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const browser = {
  terminalCode: '0123456789abcdef0123456789abcdef',
  userAgent: chrome,
  terminalCodesFromAddress: 1,
};

describe('§4 demotion rules', () => {
  it('a browser with a terminal code on a quiet address earns a success token', () => {
    expect(demotionReasons(browser)).toEqual([]);
  });

  it('no terminal code demotes', () => {
    expect(demotionReasons({ ...browser, terminalCode: '', terminalCodesFromAddress: 0 })).toEqual([
      'noTerminalCode',
    ]);
  });

  it.each([
    '',
    '   ',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'Python-urllib/3.12',
    'Go-http-client/1.1',
    'okhttp/4.12.0',
    'axios/1.7.9',
    'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
    'node',
    'Selenium/4.0 (java windows)',
  ])('an automation user agent demotes: %j', (userAgent) => {
    expect(isAutomationUserAgent(userAgent)).toBe(true);
    expect(demotionReasons({ ...browser, userAgent })).toEqual(['automation']);
  });

  it.each([
    chrome,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    // A browser whose product name merely contains "node" is not Node's fetch.
    'Mozilla/5.0 Nodebrowser/1.0',
  ])('a browser user agent does not demote: %j', (userAgent) => {
    expect(isAutomationUserAgent(userAgent)).toBe(false);
  });

  it(`more than ${CROWDED_ADDRESS_LIMIT} terminal codes from one address within the hour demote`, () => {
    expect(CROWDED_ADDRESS_LIMIT).toBe(10);
    expect(demotionReasons({ ...browser, terminalCodesFromAddress: 10 })).toEqual([]);
    expect(demotionReasons({ ...browser, terminalCodesFromAddress: 11 })).toEqual(['crowdedAddress']);
  });

  it('lists every reason that applies, in a fixed order', () => {
    expect(
      demotionReasons({ terminalCode: '', userAgent: 'curl/8.5.0', terminalCodesFromAddress: 11 }),
    ).toEqual(['noTerminalCode', 'automation', 'crowdedAddress']);
  });
});
