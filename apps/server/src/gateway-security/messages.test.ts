import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../i18n/catalogue-contract.ts';
import { securityCatalogues, securityMessage } from './messages.ts';

describeCatalogueContract('gateway security message', securityCatalogues, securityMessage);

describe('securityMessage', () => {
  it('§8 signing refusals 00020-00023 read in the request language (§3 types ja 2, de 11, sv 22)', () => {
    expect(securityMessage('sign00022', 0)).toBe(
      'The request has expired. Please check your device clock and try again.',
    );
    expect(securityMessage('sign00020', 2)).toBe(
      'このリクエストには署名が必要です。ページを更新してもう一度お試しください。',
    );
    expect(securityMessage('sign00023', 11)).toBe(
      'Die Signatur der Anfrage ist ungültig. Bitte melden Sie sich erneut an.',
    );
    expect(securityMessage('captchaRequired', 22)).toBe('Slutför säkerhetskontrollen för att fortsätta.');
    expect(securityMessage('captchaRequired', 26)).toBe('Please complete the security check to continue.');
  });
});
