import { describe, expect, it } from 'vitest';
import { loadConfig, trustedProxies } from './config.ts';

describe('issue #21 item 14: TRUST_PROXY names the proxies, never "anyone"', () => {
  it('is off by default and for the usual false words', () => {
    for (const value of [undefined, '', ' ', '0', 'false', 'NO', 'off'])
      expect(trustedProxies(value)).toBe(false);
  });

  it('1 (or true, yes, on) trusts only a proxy on this machine', () => {
    for (const value of ['1', 'true', 'Yes', 'on']) expect(trustedProxies(value)).toEqual(['loopback']);
  });

  it('takes a list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(trustedProxies('10.0.0.7, 192.168.0.0/16,fd00::/8 ,uniquelocal')).toEqual([
      '10.0.0.7',
      '192.168.0.0/16',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it('refuses anything else with a message that names the entry', () => {
    for (const entry of ['*', 'proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '300.1.1.1'])
      expect(() => trustedProxies(`10.0.0.1,${entry}`)).toThrow(`got '${entry}'`);
  });
});

describe('issue #22 item 3: PGLITE_THREAD', () => {
  it('runs an on-disk PGlite in its own thread unless told not to', () => {
    expect(loadConfig({}).pgliteThread).toBe(true);
    expect(loadConfig({ PGLITE_THREAD: '1' }).pgliteThread).toBe(true);
    for (const value of ['0', 'false', 'off'])
      expect(loadConfig({ PGLITE_THREAD: value }).pgliteThread).toBe(false);
  });
});
