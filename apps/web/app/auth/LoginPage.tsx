import { Tabs, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { LOGOUT_REASON_PARAM, returnTarget } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { Field } from './Field.tsx';
import { messageLeftToScreen } from './gateway-failure.ts';
import { useAuthTexts } from './i18n/use-auth-texts.ts';
import { type LoginAnswer, logIn } from './login-api.ts';
import {
  checkReturningDevice,
  type PreCheckNotice,
  preCheckLogin,
  preCheckNotices,
} from './login-pre-check.ts';
import { QrLoginPanel } from './QrLoginPanel.tsx';
import { SignInFollowUp } from './SignInFollowUp.tsx';
import { ThirdPartySignIn } from './ThirdPartySignIn.tsx';
import { useSignInFlow } from './use-sign-in-flow.ts';
import {
  checkAreaCode,
  checkLoginName,
  checkRequired,
  collectErrors,
  type FieldErrors,
  isEmailLoginName,
} from './validation.ts';

type LoginField = 'loginName' | 'areaCode' | 'password';

/**
 * Login and agency login (protocol §3.4), then the second factor when the gateway asks for one.
 * The regular login also offers the QR code for the app and third-party sign-in (§6); a visitor
 * sent here because the login expired is told so (spec §8).
 */
export function LoginPage({ agency }: { agency: boolean }) {
  const texts = useAuthTexts();
  const location = useLocation();
  const { localize } = usePageLocale();
  const returnTo = returnTarget(location.search, localize(AUTH_LINKS.account));
  const flow = useSignInFlow(returnTo);
  const deviceKnown = useReturningDeviceCheck();
  const expired = new URLSearchParams(location.search).get(LOGOUT_REASON_PARAM) === 'expired';

  const title = agency ? texts.agencyLoginTitle : texts.loginTitle;
  const description = agency ? texts.agencyLoginDescription : texts.loginDescription;
  if (flow.step.kind !== 'start') {
    return (
      <SignInFollowUp
        flow={flow}
        title={title}
        description={description}
        agency={agency}
        onBack={flow.restart}
      />
    );
  }
  const passwordForm = <PasswordLoginForm agency={agency} onAnswer={flow.acceptLogin} />;
  return (
    <AuthCard title={title} description={description}>
      {expired ? (
        <p className="auth-notice" role="status" data-notice="login-expired">
          {texts.loginExpired}
        </p>
      ) : null}
      {deviceKnown ? (
        <p className="auth-notice" role="status" data-notice="device-recognised">
          {texts.deviceRecognised}
        </p>
      ) : null}
      {agency ? (
        passwordForm
      ) : (
        <>
          <Tabs
            aria-label={title}
            items={[
              { value: 'password', label: texts.passwordTab, content: passwordForm },
              { value: 'qr', label: texts.qrTab, content: <QrLoginPanel onConfirmed={flow.finish} /> },
            ]}
          />
          <ThirdPartySignIn returnTo={returnTo} onAnswer={flow.acceptThirdParty} />
        </>
      )}
      <p className="auth-card__footer">
        <Link to={localize(agency ? AUTH_LINKS.login : AUTH_LINKS.agencyLogin)}>
          {agency ? texts.regularLoginLink : texts.agencyLoginLink}
        </Link>
      </p>
      <p className="auth-card__footer">
        {texts.noAccount} <Link to={localize(AUTH_LINKS.register)}>{texts.signUp}</Link>
      </p>
    </AuthCard>
  );
}

/**
 * §6: a returning user's device is checked before login (the browser still holds the key bound to
 * that user); true when the gateway recognises it. A failed check says nothing: the login works the
 * same either way.
 */
function useReturningDeviceCheck(): boolean {
  const client = useApiClient();
  const [known, setKnown] = useState(false);
  useEffect(() => {
    let current = true;
    checkReturningDevice(client).then(
      (answer) => {
        if (current) setKnown(answer === true);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [client]);
  return known;
}

const PRE_CHECK_TEXT = {
  noAccount: 'preCheckNoAccount',
  captcha: 'preCheckCaptcha',
  secondFactor: 'preCheckSecondFactor',
} as const;

/** E-mail or mobile with a password; the answer goes to the shared sign-in steps. */
function PasswordLoginForm({
  agency,
  onAnswer,
}: {
  agency: boolean;
  onAnswer: (answer: LoginAnswer) => void;
}) {
  const texts = useAuthTexts();
  const client = useApiClient();
  const { localize } = usePageLocale();
  const [loginName, setLoginName] = useState('');
  const [areaCode, setAreaCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [busy, setBusy] = useState(false);
  /** The §7 pre-check's notices for the login name they were asked for. */
  const [preCheck, setPreCheck] = useState<{ name: string; notices: PreCheckNotice[] } | null>(null);
  const byMobile = loginName.trim() !== '' && !isEmailLoginName(loginName);
  const requestName = () => ({
    loginName: loginName.trim(),
    ...(byMobile ? { areaCode: areaCode.trim() } : {}),
  });
  const nameKey = `${byMobile ? areaCode.trim() : ''} ${loginName.trim()}`;

  // §7 login pre-check, before the password step: once the login name is complete.
  const runPreCheck = () => {
    if (checkLoginName(loginName) !== null || (byMobile && checkAreaCode(areaCode) !== null)) return;
    if (preCheck?.name === nameKey) return;
    const key = nameKey;
    preCheckLogin(client, requestName()).then(
      (answer) => setPreCheck({ name: key, notices: preCheckNotices(answer) }),
      // The login itself still works and says what is wrong; the hint is only a help.
      () => {},
    );
  };
  const shownNotices = preCheck?.name === nameKey ? preCheck.notices : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<LoginField>({
      loginName: () => checkLoginName(loginName),
      areaCode: () => (byMobile ? checkAreaCode(areaCode) : null),
      password: () => checkRequired(password),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await logIn(client, { ...requestName(), pwd: password }, agency);
      if (answer) onAnswer(answer);
    } catch (error) {
      const message = messageLeftToScreen(error);
      if (message) toast({ message, type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" data-form="login" noValidate onSubmit={submit} aria-busy={busy}>
      <Field
        id="login-name"
        label={texts.loginName}
        value={loginName}
        onValueChange={setLoginName}
        error={errors.loginName && texts[errors.loginName]}
        autoComplete="username"
        onBlur={runPreCheck}
      />
      {byMobile ? (
        <Field
          id="login-area-code"
          label={texts.areaCode}
          value={areaCode}
          onValueChange={setAreaCode}
          error={errors.areaCode && texts[errors.areaCode]}
          inputMode="tel"
          autoComplete="tel-country-code"
          onBlur={runPreCheck}
        />
      ) : null}
      {shownNotices.length > 0 ? (
        <div className="auth-notice" role="status" data-notice="pre-check">
          {shownNotices.map((notice) => (
            <p key={notice} data-pre-check={notice}>
              {texts[PRE_CHECK_TEXT[notice]]}
              {notice === 'noAccount' ? (
                <>
                  {' '}
                  <Link to={localize(AUTH_LINKS.register)}>{texts.signUp}</Link>
                </>
              ) : null}
            </p>
          ))}
        </div>
      ) : null}
      <Field
        id="login-password"
        label={texts.password}
        type="password"
        value={password}
        onValueChange={setPassword}
        error={errors.password && texts[errors.password]}
        autoComplete="current-password"
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {texts.submitLogin}
      </button>
    </form>
  );
}
