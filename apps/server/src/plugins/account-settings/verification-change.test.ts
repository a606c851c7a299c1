import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../platform/result-codes.ts';
import { assertWithdrawalsOpen, secondFactorMethod, withdrawLockEnd } from '../accounts/index.ts';
import { planMethodChange } from './verification-change.ts';

const byEmail = {
  totp_enabled: false,
  totp_secret: null,
  second_factor: null,
  email: 'a@example.com',
  mobile: null,
  area_code: null,
} as const;
const withPhone = { ...byEmail, mobile: '5550001', area_code: '44' };
const withGoogle = { ...byEmail, totp_enabled: true, totp_secret: 'SECRET' };

describe('issue #20 item 6: the account’s second-factor method', () => {
  it.each([
    ['an e-mail account', byEmail, 'email'],
    ['a phone-only account', { ...byEmail, email: null, mobile: '5550001', area_code: '44' }, 'mobile'],
    [
      'a bound authenticator, whatever was chosen before',
      { ...withGoogle, second_factor: 'mobile' },
      'google',
    ],
    ['an enabled flag without a secret', { ...byEmail, totp_enabled: true }, 'email'],
    ['the phone, chosen', { ...withPhone, second_factor: 'mobile' }, 'mobile'],
    ['the phone, chosen, once the number is gone', { ...byEmail, second_factor: 'mobile' }, 'email'],
  ] as const)('%s proves itself by %s', (_name, user, method) => {
    expect(secondFactorMethod(user)).toBe(method);
  });
});

describe('issue #20 item 6: what a change of method must prove', () => {
  it('the method in force is refused as a change', () => {
    expect(planMethodChange(byEmail, 'email', {})).toMatchObject({
      kind: 'refused',
      code: ResultCode.verificationMethod,
      messageKey: 'account.verificationUnchanged',
    });
  });

  it('an authenticator must be prepared first; then its code and the e-mail code prove the change', () => {
    expect(planMethodChange(byEmail, 'google', {})).toMatchObject({
      kind: 'refused',
      code: ResultCode.googleState,
    });
    expect(planMethodChange({ ...byEmail, totp_secret: 'NEW' }, 'google', {})).toEqual({
      kind: 'proceed',
      current: { kind: 'code', channel: 'email', target: 'a@example.com', scene: 'security' },
      next: { kind: 'google', secret: 'NEW' },
      newAddress: undefined,
    });
  });

  it('from the authenticator to the own e-mail: the authenticator code, then a security code', () => {
    expect(planMethodChange(withGoogle, 'email', { email: 'ignored@example.com' })).toEqual({
      kind: 'proceed',
      current: { kind: 'google', secret: 'SECRET' },
      next: { kind: 'code', channel: 'email', target: 'a@example.com', scene: 'security' },
      newAddress: undefined,
    });
  });

  it('to a phone the account lacks: the number is needed, and its code is of scene bind', () => {
    expect(planMethodChange(byEmail, 'mobile', { areaCode: '44' })).toMatchObject({
      kind: 'refused',
      messageKey: 'account.verificationAddressNeeded',
    });
    expect(planMethodChange(byEmail, 'mobile', { areaCode: '44', mobile: '5550002' })).toEqual({
      kind: 'proceed',
      current: { kind: 'code', channel: 'email', target: 'a@example.com', scene: 'security' },
      next: { kind: 'code', channel: 'mobile', target: '+44 5550002', scene: 'bind' },
      newAddress: { areaCode: '44', mobile: '5550002' },
    });
  });

  it('to an e-mail a phone-only account lacks: the address is needed', () => {
    const phoneOnly = { ...withPhone, email: null };
    expect(planMethodChange(phoneOnly, 'email', {})).toMatchObject({ kind: 'refused' });
    expect(planMethodChange(phoneOnly, 'email', { email: 'new@example.com' })).toMatchObject({
      kind: 'proceed',
      current: { kind: 'code', channel: 'mobile', target: '+44 5550001', scene: 'security' },
      next: { kind: 'code', channel: 'email', target: 'new@example.com', scene: 'bind' },
      newAddress: { email: 'new@example.com' },
    });
  });
});

describe('issue #21 item 1: the withdrawal lock after a change', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('lasts until its end, and says the hours left rounded up', () => {
    const until = new Date('2026-11-27T11:30:00Z');
    expect(withdrawLockEnd({ withdraw_locked_until: until }, now)).toEqual(until);
    expect(() => assertWithdrawalsOpen({ withdraw_locked_until: until }, now)).toThrow(
      expect.objectContaining({ code: ResultCode.withdrawLocked, params: { hours: 24 } }),
    );
    const oneMinute = new Date(now.getTime() + 60_000);
    expect(() => assertWithdrawalsOpen({ withdraw_locked_until: oneMinute }, now)).toThrow(
      expect.objectContaining({ params: { hours: 1 } }),
    );
  });
  it('is over at its end, and absent when never set', () => {
    expect(withdrawLockEnd({ withdraw_locked_until: now }, now)).toBeNull();
    expect(() => assertWithdrawalsOpen({ withdraw_locked_until: now }, now)).not.toThrow();
    expect(() => assertWithdrawalsOpen({ withdraw_locked_until: null }, now)).not.toThrow();
  });
});
