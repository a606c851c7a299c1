import { forgetSession } from './auth-session.ts';
import { LOGOUT_REASON_PARAM, loginUrl } from './login-redirect.ts';

/**
 * The shell's logout: forget the local session and show the login page, which brings the visitor
 * back to where they were. Already on the login page, it stays there rather than nesting returns.
 */
export function endSessionAndShowLogin(loginPath: string): void {
  forgetSession();
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === loginPath) return;
  const target = new URL(loginUrl(loginPath, here), window.location.origin);
  target.searchParams.set(LOGOUT_REASON_PARAM, 'expired');
  window.location.assign(`${target.pathname}${target.search}`);
}
