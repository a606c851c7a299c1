import { requestMessageByType } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import { serverMessage } from './index.ts';

describe('serverMessage', () => {
  it('§8 answers the spec request messages in every language through @tideline/protocol', () => {
    expect(serverMessage('auth.expired', 0)).toBe('Login expired, please log in again');
    expect(serverMessage('auth.loginRequired', 0)).toBe('Please login to visit');
    expect(serverMessage('request.notFound', 0)).toBe('Request error');
    expect(serverMessage('request.internal', 0)).toBe('The system is busy');
    for (const type of [1, 2, 6, 39])
      expect(serverMessage('auth.expired', type)).toBe(requestMessageByType('expired', type));
    expect(serverMessage('auth.expired', 2)).not.toBe('Login expired, please log in again');
  });

  it('§8 falls back to English for languages without a server catalogue and for unknown types', () => {
    expect(serverMessage('account.loginFailed', 1)).toBe('账号或密码错误');
    expect(serverMessage('account.loginFailed', 6)).toBe('Incorrect account or password');
    expect(serverMessage('account.loginFailed', 999)).toBe('Incorrect account or password');
  });

  it('fills named parameters and leaves unknown ones visible', () => {
    expect(serverMessage('account.codeTooFrequent', 0, { seconds: 42 })).toBe(
      'Please wait 42 seconds before requesting another code',
    );
    expect(serverMessage('sub.limit', 0)).toBe('You can create at most {limit} sub-accounts');
  });
});
