import { describe, expect, it } from 'vitest';
import { requiresStepUp } from './step-up-paths.ts';

describe('issue #21 item 1 step-up calls, from the endpoint table', () => {
  it.each([
    ['POST', '/v1/user/security/password'],
    ['POST', '/v1/user/security/google/bind?languageType=0'],
    ['POST', '/v1/user/setting/anti-phishing'],
    ['PUT', '/v1/user/setting/api-keys/tl_0123456789abcdef0123456789abcdef'],
    ['DELETE', '/v1/user/fido2/credentials/Y3JlZGVudGlhbA'],
  ])('%s %s is one', (method, path) => {
    expect(requiresStepUp(method, path)).toBe(true);
  });

  it.each([
    // Reading shares the path of the change: only the change asks for the proof.
    ['GET', '/v1/user/setting/anti-phishing'],
    ['GET', '/v1/user/setting/api-keys'],
    ['DELETE', '/v1/user/setting/api-keys/tl_0123456789abcdef0123456789abcdef'],
    ['POST', '/v1/user/security/step-up'],
    ['POST', '/v1/user/setting/anti-phishing/extra'],
    ['GET', '/v1/user/fido2/credentials'],
  ])('%s %s is not', (method, path) => {
    expect(requiresStepUp(method, path)).toBe(false);
  });
});
