import { Link, useLocation } from 'react-router';
import { AUTH_LINKS } from '../../security/auth-links.ts';
import { loginUrl } from '../../security/login-redirect.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';

/** Where a visitor's order button would be: sign in (and come back here) or sign up. */
export function SignInPrompt({ texts }: { texts: { prompt: string; logIn: string; signUp: string } }) {
  const { localize } = usePageLocale();
  const location = useLocation();
  return (
    <div className="spot-form__login">
      <p>{texts.prompt}</p>
      <Link className="button button--primary" to={loginUrl(localize(AUTH_LINKS.login), location.pathname)}>
        {texts.logIn}
      </Link>
      <Link className="button" to={localize(AUTH_LINKS.register)}>
        {texts.signUp}
      </Link>
    </div>
  );
}
