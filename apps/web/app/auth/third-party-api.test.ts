import { describe, expect, it } from 'vitest';
import { REGISTER_PENDING_ENDPOINTS, registerPendingBody } from './third-party-api.ts';

describe('§7 finishing a pending third-party sign-in by e-mail', () => {
  it('Google and Apple send emailCode, and may leave it out for the address they vouched for', () => {
    expect(registerPendingBody('google', { serialNO: 's', email: ' a@b.co ', code: '123456' })).toEqual({
      serialNO: 's',
      email: 'a@b.co',
      emailCode: '123456',
    });
    expect(registerPendingBody('apple', { serialNO: 's', email: 'a@b.co', code: ' ' })).toEqual({
      serialNO: 's',
      email: 'a@b.co',
    });
  });

  it('Telegram and wallet always send verifyCode', () => {
    expect(registerPendingBody('wallet', { serialNO: 's', email: 'a@b.co', code: '654321' })).toEqual({
      serialNO: 's',
      email: 'a@b.co',
      verifyCode: '654321',
    });
    expect(registerPendingBody('telegram', { serialNO: 's', email: 'a@b.co', code: '' })).toEqual({
      serialNO: 's',
      email: 'a@b.co',
      verifyCode: '',
    });
  });

  it('each provider has its own register call', () => {
    const paths = Object.fromEntries(
      Object.entries(REGISTER_PENDING_ENDPOINTS).map(([provider, row]) => [provider, row.path]),
    );
    expect(paths).toEqual({
      google: '/user/public/third/google/register',
      apple: '/user/public/third/apple/register',
      telegram: '/user/public/third/tg/register',
      wallet: '/user/public/third/wallet/register',
    });
  });
});
