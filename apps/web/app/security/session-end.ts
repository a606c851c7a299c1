import { forgetSession } from './auth-session.ts';
import { LOGOUT_REASON_PARAM, loginUrl } from './login-redirect.ts';

let deliberateLogouts = 0;

/**
 * Runs a logout the user asked for. Requests still in flight when the gateway ends the session
 * answer "login expired"; during this window that is the expected outcome, not a reason to send
 * the user to the login page with the expired notice.
 */
export async function duringDeliberateLogout<T>(work: () => Promise<T>): Promise<T> {
  deliberateLogouts += 1;
  try {
    return await work();
  } finally {
    deliberateLogouts -= 1;
  }
}

/**
 * The shell's logout: forget the local session and show the login page, which brings the visitor
 * back to where they were. Already on the login page, it stays there rather than nesting returns.
 */
export function endSessionAndShowLogin(loginPath: string): void {
  if (deliberateLogouts > 0) return;
  forgetSession();
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === loginPath) return;
  const target = new URL(loginUrl(loginPath, here), window.location.origin);
  target.searchParams.set(LOGOUT_REASON_PARAM, 'expired');
  window.location.assign(`${target.pathname}${target.search}`);
}
