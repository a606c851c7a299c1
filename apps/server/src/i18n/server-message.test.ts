import { requestMessageByType } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from './catalogue-contract.ts';
import { serverMessage } from './index.ts';
import { serverCatalogues } from './server-catalogues.ts';

describeCatalogueContract('server message', serverCatalogues, (key, languageType) =>
  serverMessage(key, languageType),
);

describe('serverMessage', () => {
  it('§8 answers the spec request messages in every language through @tideline/protocol', () => {
    expect(serverMessage('auth.expired', 0)).toBe('Login expired, please log in again');
    expect(serverMessage('auth.loginRequired', 0)).toBe('Please login to visit');
    expect(serverMessage('auth.forbidden', 0)).toBe('Request is forbidden');
    expect(serverMessage('request.notFound', 0)).toBe('Request error');
    expect(serverMessage('request.internal', 0)).toBe('The system is busy');
    for (const type of [1, 2, 5, 6, 26, 39, 999])
      expect(serverMessage('auth.expired', type)).toBe(requestMessageByType('expired', type));
    expect(serverMessage('auth.expired', 2)).not.toBe('Login expired, please log in again');
  });

  it('§7 answers by languageType: zh-CN 1, ru 6, es-AR 42, and English for bg 26 and unknown types', () => {
    expect(serverMessage('account.loginFailed', 0)).toBe('Incorrect account or password');
    expect(serverMessage('account.loginFailed', 1)).toBe('账号或密码错误');
    expect(serverMessage('account.loginFailed', 6)).toBe('Неверный аккаунт или пароль');
    expect(serverMessage('sub.notInFamily', 42)).toBe('No podés cambiar a esta cuenta');
    expect(serverMessage('account.loginFailed', 26)).toBe('Incorrect account or password');
    expect(serverMessage('account.loginFailed', 999)).toBe('Incorrect account or password');
  });

  it('fills named parameters in every language and leaves unknown ones visible', () => {
    expect(serverMessage('account.codeTooFrequent', 0, { seconds: 42 })).toBe(
      'Please wait 42 seconds before requesting another code',
    );
    expect(serverMessage('account.codeTooFrequent', 2, { seconds: 42 })).toBe(
      '42 秒後にもう一度コードを取得してください',
    );
    expect(serverMessage('request.invalidParameter', 39, { field: 'email', issue: 'x' })).toBe(
      'المعامل email غير صالح: x',
    );
    expect(serverMessage('sub.limit', 0)).toBe('You can create at most {limit} sub-accounts');
  });
});
