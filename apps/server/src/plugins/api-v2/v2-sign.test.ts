import { describe, expect, it } from 'vitest';
import { ipAllowed } from './key-auth.ts';
import { sameSignature, signedTargets, v2Signature } from './v2-sign.ts';

describe('issue #32 Bitget v2 request signature', () => {
  it('reproduces the worked examples of docs/api.md (also: openssl dgst -sha256 -hmac)', () => {
    const get = {
      timestamp: '1700000000000',
      method: 'GET',
      pathWithQuery: '/api/v2/spot/account/assets?coin=USDT',
      body: '',
    };
    expect(v2Signature('example-secret', get)).toBe('hpGVcejqWz0MwyxaL+BSa7dopaM81wgF8FLKWW3fmCw=');
    const body =
      '{"symbol":"BTCUSDT","side":"buy","orderType":"limit","force":"gtc","price":"50000","size":"0.01"}';
    const post = {
      timestamp: '1700000000000',
      method: 'post',
      pathWithQuery: '/api/v2/spot/trade/place-order',
      body,
    };
    expect(v2Signature('example-secret', post)).toBe('3/GvH+NFl18LSCzuDGdvi+oGTy1hyfQ0N0YiyAuHlpU=');
  });

  it('accepts the query as sent and with its percent-encoding undone', () => {
    expect(signedTargets('/api/v2/x')).toEqual(['/api/v2/x']);
    expect(signedTargets('/api/v2/x?a=1&b=2')).toEqual(['/api/v2/x?a=1&b=2']);
    expect(signedTargets('/api/v2/x?id=a%2Fb')).toEqual(['/api/v2/x?id=a%2Fb', '/api/v2/x?id=a/b']);
    expect(signedTargets('/api/v2/x?id=%E0%A4%A')).toEqual(['/api/v2/x?id=%E0%A4%A']);
  });

  it('compares signatures of any length without throwing', () => {
    expect(sameSignature('abc', 'abc')).toBe(true);
    expect(sameSignature('abc', 'abd')).toBe(false);
    expect(sameSignature('abc', 'abcd')).toBe(false);
  });

  it('allows an address of the list or inside one of its blocks; an empty list allows all', () => {
    expect(ipAllowed([], '198.51.100.1')).toBe(true);
    expect(ipAllowed(['203.0.113.7'], '203.0.113.7')).toBe(true);
    expect(ipAllowed(['203.0.113.7'], '::ffff:203.0.113.7')).toBe(true);
    expect(ipAllowed(['203.0.113.0/24'], '203.0.113.200')).toBe(true);
    expect(ipAllowed(['203.0.113.0/24'], '203.0.114.1')).toBe(false);
    expect(ipAllowed(['2001:db8::/32'], '2001:db8::1')).toBe(true);
    expect(ipAllowed(['2001:db8::/32'], '127.0.0.1')).toBe(false);
  });
});
