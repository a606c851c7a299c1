import { describe, expect, it } from 'vitest';
import { codeFactors } from './login-api.ts';

describe('§6 second factors answered on the login page', () => {
  it('keeps the code factors in the order the gateway listed them and leaves out a passkey offer', () => {
    expect(codeFactors(['google'])).toEqual(['google']);
    expect(codeFactors(['email', 'fido'])).toEqual(['email']);
    expect(codeFactors(['mobile', 'email'])).toEqual(['mobile', 'email']);
    expect(codeFactors(['fido'])).toEqual([]);
  });
});
