import { describe, expect, it, vi } from 'vitest';
import { requiresDeviceToken } from './device-token-paths.ts';
import { appThemeHeader } from './headers.ts';
import { apiPath } from './request-config.ts';
import { createLeadingThrottle } from './request-throttle.ts';
import { clockOffsetMs, createServerClock, parseServerTime } from './server-clock.ts';

describe('device-token paths', () => {
  it.each([
    '/v1/user/login',
    '/v1/user/agency/login',
    '/v1/user/register/mobileAndEmail',
    '/v1/user/public/third/apple/register',
    '/v1/user/sub/switLogin',
    '/v1/user/sub/switchWeb',
    '/v1/user/sub/switchApp',
    '/v1/user/public/getQrKeyStatus',
    '/v1/user/login/verifySystemLogin',
    '/v1/user/public/sendCode',
  ])('§7 %s carries the device token', (path) => {
    expect(requiresDeviceToken(path)).toBe(true);
  });

  it('ignores the query string and leaves other paths alone', () => {
    expect(requiresDeviceToken('/v1/user/login?languageType=0')).toBe(true);
    expect(requiresDeviceToken('/v1/user/overview/userinfo')).toBe(false);
    expect(requiresDeviceToken('/v1/user/login/extra')).toBe(false);
  });
});

describe('request units', () => {
  it('§7 adds the /v1 prefix once', () => {
    expect(apiPath('/spot/x')).toBe('/v1/spot/x');
    expect(apiPath('spot/x')).toBe('/v1/spot/x');
    expect(apiPath('/v1/spot/x')).toBe('/v1/spot/x');
    expect(apiPath('/v10/x')).toBe('/v1/v10/x');
  });

  it('notes item 2: the dark theme is dark whether written dark or black', () => {
    expect(appThemeHeader('dark')).toBe('dark');
    expect(appThemeHeader('black')).toBe('dark');
    expect(appThemeHeader('white')).toBe('standard');
  });

  it('§9 the throttle lets the first call through and the next only 2000 ms later', () => {
    let time = 0;
    const throttle = createLeadingThrottle(2000, () => time);
    const action = vi.fn();
    expect(throttle(action)).toBe(true);
    time = 1999;
    expect(throttle(action)).toBe(false);
    time = 2000;
    expect(throttle(action)).toBe(true);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('§7 the clock offset is measured against the midpoint of the round trip', () => {
    expect(clockOffsetMs(10_500, 1000, 1200)).toBe(9400);
    const clock = createServerClock(() => 2000);
    clock.observe('5000', 1000, 1000);
    expect(clock.offsetMs()).toBe(4000);
    expect(clock.now()).toBe(6000);
    clock.observe('garbage', 0, 0);
    expect(clock.offsetMs()).toBe(4000);
  });

  it('reads the request-time header only when it is a positive number', () => {
    expect(parseServerTime('1700000000000')).toBe(1_700_000_000_000);
    expect(parseServerTime(undefined)).toBeNull();
    expect(parseServerTime('-5')).toBeNull();
  });
});
