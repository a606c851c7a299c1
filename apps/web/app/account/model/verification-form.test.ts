import type { VerificationState } from '@tideline/protocol/accounts/verification-method';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  lockHoursLeft,
  methodChoices,
  newFactorProof,
  verificationErrors,
  verificationRequest,
} from './verification-form.ts';

const byEmail: VerificationState = {
  method: 'email',
  googleBound: false,
  email: 'me***@example.com',
  mobile: null,
  withdrawLockedUntil: null,
};
const byGoogle: VerificationState = {
  ...byEmail,
  method: 'google',
  googleBound: true,
  mobile: '555****0001',
};

describe('issue #20 item 6: the verification-method form model', () => {
  it('offers every method but the one in force', () => {
    expect(methodChoices(byEmail)).toEqual(['google', 'mobile']);
    expect(methodChoices(byGoogle)).toEqual(['email', 'mobile']);
  });

  it.each([
    [byEmail, 'google', 'google'],
    [byEmail, 'mobile', 'address'],
    [byGoogle, 'email', 'own'],
    [byGoogle, 'mobile', 'own'],
  ] as const)('proves the new method %#: %s -> %s', (state, method, proof) => {
    expect(newFactorProof(state, method)).toBe(proof);
  });

  it('asks for a method first; the method in force is not a choice', () => {
    expect(verificationErrors(byEmail, EMPTY_DRAFT, false)).toEqual({ method: 'required' });
    expect(verificationErrors(byEmail, { ...EMPTY_DRAFT, method: 'email' }, false)).toEqual({
      method: 'required',
    });
  });

  it('to the authenticator: it must be set up, then both codes are six digits and the password is given', () => {
    const draft = { ...EMPTY_DRAFT, method: 'google' as const };
    expect(verificationErrors(byEmail, draft, false)).toEqual({
      newCode: 'required',
      currentCode: 'required',
      pwd: 'required',
    });
    const typed = { ...draft, newCode: '12345', currentCode: '12a456', pwd: 'x' };
    expect(verificationErrors(byEmail, typed, true)).toEqual({
      newCode: 'invalidCode',
      currentCode: 'invalidCode',
    });
    const done = { ...draft, newCode: '123456', currentCode: ' 654321 ', pwd: 'secret' };
    expect(verificationErrors(byEmail, done, true)).toEqual({});
    expect(verificationRequest(byEmail, done)).toEqual({
      method: 'google',
      pwd: 'secret',
      currentCode: '654321',
      newCode: '123456',
    });
  });

  it('to a phone the account lacks: the area code and number are checked and sent', () => {
    const draft = {
      ...EMPTY_DRAFT,
      method: 'mobile' as const,
      newCode: '123456',
      currentCode: '654321',
      pwd: 'p',
    };
    expect(verificationErrors(byEmail, { ...draft, areaCode: '+12345', mobile: '12' }, false)).toEqual({
      areaCode: 'invalidAreaCode',
      mobile: 'invalidMobile',
    });
    const filled = { ...draft, areaCode: ' +44 ', mobile: '5550002' };
    expect(verificationErrors(byEmail, filled, false)).toEqual({});
    expect(verificationRequest(byEmail, filled)).toMatchObject({ areaCode: '+44', mobile: '5550002' });
  });

  it('to the own e-mail: no address is asked for or sent', () => {
    const draft = {
      ...EMPTY_DRAFT,
      method: 'email' as const,
      newCode: '123456',
      currentCode: '654321',
      pwd: 'p',
    };
    expect(verificationErrors(byGoogle, draft, false)).toEqual({});
    expect(verificationRequest(byGoogle, { ...draft, email: 'typed@example.com' })).not.toHaveProperty(
      'email',
    );
  });

  it('says the lock in whole hours, rounded up, and 0 once over', () => {
    const now = 1_000_000_000_000;
    expect(lockHoursLeft(null, now)).toBe(0);
    expect(lockHoursLeft(now, now)).toBe(0);
    expect(lockHoursLeft(now + 1, now)).toBe(1);
    expect(lockHoursLeft(now + 24 * 3_600_000, now)).toBe(24);
    expect(lockHoursLeft(now + 23 * 3_600_000 + 1, now)).toBe(24);
  });
});
