import { describe, expect, it } from 'vitest';
import {
  canonicalSignData,
  DEFAULT_SIGN_MODES,
  isTimePartFresh,
  resolveSignMode,
  signDataMd5,
  timePart,
} from '../src/gateway-sign.ts';

const input = {
  path: '/v1/user/login',
  tm: '1763712000123',
  traceId: 'trace-1',
  body: { loginName: 'a@b.c', pwd: 'p&w=d', areaCode: '', extra: 'ignored' },
};

describe('§7 sign modes and canonical data', () => {
  it('mode 0 signs path and the first 8 characters of tm', () => {
    expect(canonicalSignData(DEFAULT_SIGN_MODES[0], input)).toBe('path=%2Fv1%2Fuser%2Flogin&time=17637120');
  });
  it('mode 1 adds the trace id', () => {
    expect(canonicalSignData(DEFAULT_SIGN_MODES[1], input)).toBe(
      'path=%2Fv1%2Fuser%2Flogin&time=17637120&traceId=trace-1',
    );
  });
  it('mode 2 adds exactly the body fields listed for the path, in the listed order', () => {
    expect(canonicalSignData(DEFAULT_SIGN_MODES[2], input)).toBe(
      'path=%2Fv1%2Fuser%2Flogin&time=17637120&traceId=trace-1&body.loginName=a%40b.c&body.pwd=p%26w%3Dd&body.areaCode=',
    );
  });
  it('a body value cannot imitate another part (the join is unambiguous)', () => {
    const forged = { ...input, body: { loginName: 'a@b.c&body.pwd=x', pwd: '', areaCode: '' } };
    const honest = { ...input, body: { loginName: 'a@b.c', pwd: 'x', areaCode: '' } };
    expect(canonicalSignData(DEFAULT_SIGN_MODES[2], forged)).not.toBe(
      canonicalSignData(DEFAULT_SIGN_MODES[2], honest),
    );
  });
  it('numbers, booleans and missing values have one spelling', () => {
    const a = canonicalSignData(['body'], { ...input, path: '/v1/user/sub/switchWeb', body: { userId: 42 } });
    const b = canonicalSignData(['body'], {
      ...input,
      path: '/v1/user/sub/switchWeb',
      body: { userId: '42' },
    });
    expect(a).toBe(b);
    expect(canonicalSignData(['body'], { ...input, path: '/v1/user/sub/switchWeb', body: {} })).toBe(
      'body.userId=',
    );
  });
});

describe('§9 signing time part', () => {
  it('is the first 8 characters of tm', () => expect(timePart('1763712000123')).toBe('17637120'));
  it('accepts the current 100-second bucket and its neighbours only', () => {
    const now = 1_763_712_050_000;
    expect(isTimePartFresh('17637120', now)).toBe(true);
    expect(isTimePartFresh('17637119', now)).toBe(true);
    expect(isTimePartFresh('17637121', now)).toBe(true);
    expect(isTimePartFresh('17637118', now)).toBe(false);
    expect(isTimePartFresh('17637122', now)).toBe(false);
    expect(isTimePartFresh('1763712', now)).toBe(false);
    expect(isTimePartFresh('abcdefgh', now)).toBe(false);
  });
});

describe('§3 sign config URL mapping', () => {
  const config = {
    exactUrls: { '/v1/user/login': 2 as const },
    prefixUrls: { '/v1/user/': 0 as const, '/v1/user/sub/': 1 as const },
  };
  it('takes exact matches first, then the longest prefix', () => {
    expect(resolveSignMode('/v1/user/login', config)).toBe(2);
    expect(resolveSignMode('/v1/user/sub/switchWeb', config)).toBe(1);
    expect(resolveSignMode('/v1/user/overview/userinfo', config)).toBe(0);
    expect(resolveSignMode('/v1/spot/order', config)).toBeUndefined();
  });
});

describe('device-sign-data-md5', () => {
  it('is the hex MD5 of the UTF-8 canonical data', () => {
    expect(signDataMd5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(signDataMd5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});
