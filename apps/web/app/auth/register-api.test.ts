import { describe, expect, it } from 'vitest';
import { type RegisterForm, registerBody } from './register-api.ts';

const FORM: RegisterForm = {
  email: ' new@x.test ',
  emailCode: '111111',
  areaCode: '+86',
  mobile: '13800000000',
  mobileCode: '222222',
  password: 'abcdefg1',
  confirmPassword: 'abcdefg1',
  inviteCode: '',
};

describe('§7 registration bodies by e-mail, by mobile and by both (protocol §3.3)', () => {
  it('by e-mail sends the e-mail code as verifyCode', () => {
    expect(registerBody('email', FORM)).toEqual({
      email: 'new@x.test',
      verifyCode: '111111',
      pwd: 'abcdefg1',
      rePwd: 'abcdefg1',
    });
  });

  it('by mobile sends the area code without +', () => {
    expect(registerBody('mobile', FORM)).toEqual({
      mobile: '13800000000',
      areaCode: '86',
      verifyCode: '222222',
      pwd: 'abcdefg1',
      rePwd: 'abcdefg1',
    });
  });

  it('by both sends the SMS code as verifyCode and the e-mail code as emailVerifyCode', () => {
    expect(registerBody('both', { ...FORM, inviteCode: 'REF7' })).toEqual({
      mobile: '13800000000',
      areaCode: '86',
      email: 'new@x.test',
      verifyCode: '222222',
      emailVerifyCode: '111111',
      pwd: 'abcdefg1',
      rePwd: 'abcdefg1',
      inviteCode: 'REF7',
    });
  });
});
