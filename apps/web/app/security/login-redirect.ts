// Where the login-expired handling sends the visitor (spec §8: 20906/20205 log out), and where a
// successful login returns. Only same-site paths are accepted as a return target, so a crafted
// link cannot bounce a fresh session to another origin.
export const RETURN_PARAM = 'redirect';
/** Set to `expired` when the gateway ended the session, so the login page can say why the visitor is there. */
export const LOGOUT_REASON_PARAM = 'reason';

export function isSafeReturnPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

export function loginUrl(loginPath: string, returnPath: string): string {
  if (!isSafeReturnPath(returnPath)) return loginPath;
  return `${loginPath}?${new URLSearchParams({ [RETURN_PARAM]: returnPath }).toString()}`;
}

export function returnTarget(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get(RETURN_PARAM);
  return isSafeReturnPath(target) ? target : fallback;
}
