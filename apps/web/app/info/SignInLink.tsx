import { Link, useLocation } from 'react-router';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { loginUrl } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useInfoText } from './i18n/use-info-text.ts';

/** "Sign in", coming back to this page afterwards. */
export function SignInLink() {
  const t = useInfoText();
  const { localize } = usePageLocale();
  const { pathname } = useLocation();
  return <Link to={loginUrl(localize(AUTH_LINKS.login), pathname)}>{t('signIn')}</Link>;
}
