import { useEffect } from 'react';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { isLoggedIn } from '../security/auth-session.ts';
import { loginUrl } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';

/** Visitors without a session go to the login page, which brings them back to `path`. */
export function useRequireLogin(path: string): void {
  const { localize } = usePageLocale();
  useEffect(() => {
    if (!isLoggedIn()) window.location.replace(loginUrl(localize(AUTH_LINKS.login), localize(path)));
  }, [localize, path]);
}
