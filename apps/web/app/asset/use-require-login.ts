import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { isLoggedIn, useSessionUserId } from '../security/auth-session.ts';
import { loginUrl } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';

/**
 * The signed-in user id; a visitor without a session is sent to the login page, which brings
 * them back to this page (with its query) afterwards.
 */
export function useRequireLogin(): string | null {
  const { localize } = usePageLocale();
  const location = useLocation();
  const userId = useSessionUserId();
  useEffect(() => {
    if (!isLoggedIn()) {
      window.location.replace(loginUrl(localize(AUTH_LINKS.login), `${location.pathname}${location.search}`));
    }
  }, [localize, location.pathname, location.search]);
  return userId;
}
