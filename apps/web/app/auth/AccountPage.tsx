import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountNav } from '../account/AccountNav.tsx';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { isLoggedIn, useSessionUserId } from '../security/auth-session.ts';
import { loginUrl } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { fetchUserInfo, USER_INFO_PATH } from './account-api.ts';
import { GoogleAuthenticatorSetup } from './GoogleAuthenticatorSetup.tsx';
import { useAuthTexts } from './i18n/use-auth-texts.ts';
import { useLogOut } from './use-log-out.ts';

/** A minimal account overview (protocol §3.5): who is signed in, the authenticator, log out. */
export function AccountPage() {
  const texts = useAuthTexts();
  const { t } = useTranslation();
  const client = useApiClient();
  const leave = useLogOut();
  const { locale, localize } = usePageLocale();
  const userId = useSessionUserId();
  const info = useQuery({
    queryKey: [USER_INFO_PATH, userId],
    queryFn: () => fetchUserInfo(client),
    enabled: userId !== null,
    retry: false,
  });

  useEffect(() => {
    // Visitors without a session go to the login page, which brings them back here.
    if (!isLoggedIn()) {
      window.location.replace(loginUrl(localize(AUTH_LINKS.login), localize(AUTH_LINKS.account)));
    }
  }, [localize]);

  const data = info.data;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="account-page">
      <title>{`${texts.accountTitle} | ${t('meta.siteName')}`}</title>
      <AccountNav />
      <h1>{texts.accountTitle}</h1>
      {info.isError ? (
        <div role="alert" className="account-page__state">
          <p>{texts.loadFailed}</p>
          <button type="button" className="button" onClick={() => void info.refetch()}>
            {texts.retry}
          </button>
        </div>
      ) : !data ? (
        <p role="status" className="account-page__state">
          {texts.loading}
        </p>
      ) : (
        <>
          <dl className="account-page__facts">
            <dt>{texts.userId}</dt>
            <dd data-testid="account-user-id">{data.userId}</dd>
            <dt>{texts.email}</dt>
            <dd>{data.email ?? texts.notSet}</dd>
            <dt>{texts.mobile}</dt>
            <dd>{data.mobile ? `+${data.areaCode ?? ''} ${data.mobile}` : texts.notSet}</dd>
            <dt>{texts.registered}</dt>
            <dd>{dateFormat.format(data.registerTime)}</dd>
            <dt>{texts.googleAuth}</dt>
            <dd data-testid="account-google">{data.googleBound ? texts.googleOn : texts.googleOff}</dd>
          </dl>
          {data.googleBound ? null : (
            <section className="account-page__section" aria-label={texts.googleAuth}>
              <GoogleAuthenticatorSetup onEnabled={() => void info.refetch()} />
            </section>
          )}
        </>
      )}
      <button
        type="button"
        className="button account-page__logout"
        data-action="log-out"
        onClick={() => void leave()}
      >
        {texts.logOut}
      </button>
    </div>
  );
}
