import './header-auth.css';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { forgetSession, useSessionUserId } from '../security/auth-session.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useAuthTexts } from './i18n/use-auth-texts.ts';
import { logOut } from './login-api.ts';

/** The header's sign-in and sign-up links, or log out once signed in. */
export function HeaderAuthEntries() {
  const texts = useAuthTexts();
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { localize } = usePageLocale();
  const userId = useSessionUserId();

  const leave = async () => {
    try {
      await logOut(client);
    } finally {
      forgetSession();
      queryClient.clear();
      navigate(localize(AUTH_LINKS.login));
    }
  };

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
