import { toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { rememberSession } from '../security/auth-session.ts';
import { returnTarget } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { Field } from './Field.tsx';
import { messageLeftToScreen } from './gateway-failure.ts';
import { useAuthTexts } from './i18n/use-auth-texts.ts';
import { codeFactors, logIn, type SecondFactor } from './login-api.ts';
import { SecondFactorForm } from './SecondFactorForm.tsx';
import {
  checkAreaCode,
  checkLoginName,
  checkRequired,
  collectErrors,
  type FieldErrors,
  isEmailLoginName,
} from './validation.ts';

type LoginField = 'loginName' | 'areaCode' | 'password';

interface PendingVerification {
  loginTicket: string;
  verifyTypes: SecondFactor[];
}

/** Login and agency login (protocol §3.4), then the second factor when the gateway asks for one. */
export function LoginPage({ agency }: { agency: boolean }) {
  const texts = useAuthTexts();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { localize } = usePageLocale();
  const [loginName, setLoginName] = useState('');
  const [areaCode, setAreaCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const byMobile = loginName.trim() !== '' && !isEmailLoginName(loginName);

  const finish = (userId: string) => {
    rememberSession(userId);
    navigate(returnTarget(location.search, localize(AUTH_LINKS.account)), { replace: true });
  };

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
      const answer = await logIn(
        client,
        { loginName: loginName.trim(), pwd: password, ...(byMobile ? { areaCode: areaCode.trim() } : {}) },
        agency,
      );
      if (!answer) return;
      if (answer.needVerify && answer.loginTicket && answer.verifyTypes) {
        setPending({ loginTicket: answer.loginTicket, verifyTypes: codeFactors(answer.verifyTypes) });
      } else {
        finish(String(answer.userId));
      }
    } catch (error) {
      const message = messageLeftToScreen(error);
      if (message) toast({ message, type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const title = agency ? texts.agencyLoginTitle : texts.loginTitle;
  if (pending) {
    return (
      <AuthCard title={title}>
        <SecondFactorForm
          loginTicket={pending.loginTicket}
          verifyTypes={pending.verifyTypes}
          agency={agency}
          onVerified={finish}
          onBack={() => setPending(null)}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      <form className="auth-form" data-form="login" noValidate onSubmit={submit} aria-busy={busy}>
        <Field
          id="login-name"
          label={texts.loginName}
          value={loginName}
          onValueChange={setLoginName}
          error={errors.loginName && texts[errors.loginName]}
          autoComplete="username"
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
          />
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
