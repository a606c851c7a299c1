import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, loginUrl, returnTarget } from './login-redirect.ts';

describe('§8 login expired sends the visitor to the login page with a return path', () => {
  it('carries the current path and query to the login page', () => {
    expect(loginUrl('/login', '/account?tab=security')).toBe('/login?redirect=%2Faccount%3Ftab%3Dsecurity');
    expect(loginUrl('/ar/login', '/ar/account')).toBe('/ar/login?redirect=%2Far%2Faccount');
  });

  it('returns to that path after the login, and to the fallback without one', () => {
    expect(returnTarget('?redirect=%2Fspot%2FBTCUSDT', '/account')).toBe('/spot/BTCUSDT');
    expect(returnTarget('', '/account')).toBe('/account');
  });

  it('never returns to another origin', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(isSafeReturnPath(target)).toBe(false);
      expect(returnTarget(`?redirect=${encodeURIComponent(target)}`, '/account')).toBe('/account');
    }
  });
});
