import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { fido2Catalogues, fido2Message } from './messages.ts';

describeCatalogueContract('passkey message', fido2Catalogues, fido2Message);

describe('fido2Message', () => {
  it('§8 passkey refusals read in the request language (§3 types ko 19, fr 10, ar 39, bg 26)', () => {
    expect(fido2Message('credentialExists', 0)).toBe('This passkey is already registered');
    expect(fido2Message('credentialExists', 19)).toBe('이미 등록된 패스키입니다');
    expect(fido2Message('credentialNotFound', 10)).toBe('La clé d’accès n’existe pas');
    expect(fido2Message('assertionFailed', 39)).toBe('فشل التحقق من مفتاح المرور');
    expect(fido2Message('assertionFailed', 26)).toBe('The passkey verification failed');
  });
});
