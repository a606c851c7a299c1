import './header-auth.css';
import { Link } from 'react-router';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { useSessionUserId } from '../security/auth-session.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useAuthTexts } from './i18n/use-auth-texts.ts';
import { useLogOut } from './use-log-out.ts';

/** The header's sign-in and sign-up links, or log out once signed in. */
export function HeaderAuthEntries() {
  const texts = useAuthTexts();
  const { localize } = usePageLocale();
  const userId = useSessionUserId();
  const leave = useLogOut();

  if (userId !== null) {
    return (
      <div className="header-auth">
        <button type="button" className="button header-auth__logout" onClick={() => void leave()}>
          {texts.logOut}
        </button>
      </div>
    );
  }
  return (
    <div className="header-auth">
      <Link className="button" to={localize(AUTH_LINKS.login)}>
        {texts.signIn}
      </Link>
      <Link className="button button--primary" to={localize(AUTH_LINKS.register)}>
        {texts.signUp}
      </Link>
    </div>
  );
}
