import { toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { Field } from './Field.tsx';
import { messageLeftToScreen } from './gateway-failure.ts';
import type { AuthMessages } from './i18n/use-auth-texts.ts';
import { fillText, useAuthTexts } from './i18n/use-auth-texts.ts';
import type { LoginAnswer } from './login-api.ts';
import { sendVerificationCode } from './register-api.ts';
import {
  type IdentityProvider,
  linkVerifiedEmail,
  linkWithPassword,
  registerPending,
  type UnboundAnswer,
} from './third-party-api.ts';
import { useCountdown } from './use-countdown.ts';
import {
  checkAreaCode,
  checkCode,
  checkEmail,
  checkLoginName,
  checkRequired,
  collectErrors,
  type FieldErrors,
  isEmailLoginName,
} from './validation.ts';

export function providerName(provider: IdentityProvider, texts: AuthMessages): string {
  const brands: Record<Exclude<IdentityProvider, 'wallet'>, string> = {
    telegram: 'Telegram',
    google: 'Google',
    apple: 'Apple',
  };
  return provider === 'wallet' ? texts.walletName : brands[provider];
}

/** Google and Apple may vouch for an e-mail; that address needs no code (protocol §6). */
function providerMayVouch(identity: UnboundAnswer, email: string): boolean {
  return (
    (identity.provider === 'google' || identity.provider === 'apple') &&
    identity.email !== null &&
    identity.email === email.trim().toLowerCase()
  );
}

type CreateField = 'email' | 'code';
type LinkField = 'loginName' | 'areaCode' | 'password';

export interface PendingIdentityFormProps {
  identity: UnboundAnswer;
  onAnswer: (answer: LoginAnswer) => void;
  onBack: () => void;
}

/**
 * A provider vouched for an identity no account owns yet: create an account for it by e-mail, or
 * link it to an existing account with that account's password (or its verified e-mail).
 */
export function PendingIdentityForm({ identity, onAnswer, onBack }: PendingIdentityFormProps) {
  const texts = useAuthTexts();
  const client = useApiClient();
  const provider = providerName(identity.provider, texts);
  const [email, setEmail] = useState(identity.email ?? '');
  const [code, setCode] = useState('');
  const [loginName, setLoginName] = useState('');
  const [areaCode, setAreaCode] = useState('');
  const [password, setPassword] = useState('');
  const [createErrors, setCreateErrors] = useState<FieldErrors<CreateField>>({});
  const [linkErrors, setLinkErrors] = useState<FieldErrors<LinkField>>({});
  const [busy, setBusy] = useState(false);
  const wait = useCountdown();
  const codeOptional = providerMayVouch(identity, email);
  const byMobile = loginName.trim() !== '' && !isEmailLoginName(loginName);

  const run = async (call: () => Promise<LoginAnswer>) => {
    setBusy(true);
    try {
      onAnswer(await call());
    } catch (error) {
      // The request client has shown the gateway's message; only a closed captcha is left here.
      const message = messageLeftToScreen(error);
      if (message) toast({ message, type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    const problem = checkEmail(email);
    setCreateErrors(problem ? { email: problem } : {});
    if (problem) return;
    try {
      await sendVerificationCode(client, { type: 'email', email: email.trim(), scene: 'register' });
      wait.start();
      toast({ message: texts.codeSent, type: 'success' });
    } catch (error) {
      const message = messageLeftToScreen(error);
      if (message) toast({ message, type: 'error' });
    }
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<CreateField>({
      email: () => checkEmail(email),
      code: () => (codeOptional && code.trim() === '' ? null : checkCode(code)),
    });
    setCreateErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(() => registerPending(client, identity.provider, { serialNO: identity.serialNO, email, code }));
  };

  const link = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<LinkField>({
      loginName: () => checkLoginName(loginName),
      areaCode: () => (byMobile ? checkAreaCode(areaCode) : null),
      password: () => checkRequired(password),
    });
    setLinkErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(() =>
      linkWithPassword(client, {
        serialNO: identity.serialNO,
        loginName: loginName.trim(),
        pwd: password,
        ...(byMobile ? { areaCode: areaCode.trim().replace(/^\+/, '') } : {}),
      }),
    );
  };

  const verifiedEmail = identity.emailAccountExists ? identity.email : null;
  return (
    <div className="auth-pending" data-pending={identity.provider}>
      <h2 className="auth-form__subtitle">{texts.pendingTitle}</h2>
      <p className="auth-form__intro">{fillText(texts.pendingIntro, { provider })}</p>
      {verifiedEmail ? (
        <button
          type="button"
          className="button button--primary auth-form__submit"
          data-action="link-verified-email"
          disabled={busy}
          onClick={() =>
            void run(() => linkVerifiedEmail(client, { serialNO: identity.serialNO, email: verifiedEmail }))
          }
        >
          {fillText(texts.linkVerifiedEmail, { email: verifiedEmail })}
        </button>
      ) : null}
      <form
        className="auth-form"
        data-form="pending-create"
        noValidate
        onSubmit={create}
        aria-busy={busy}
        aria-labelledby="pending-create-title"
      >
        <h3 id="pending-create-title" className="auth-form__section">
          {texts.createAccount}
        </h3>
        <Field
          id="pending-email"
          label={texts.email}
          value={email}
          onValueChange={setEmail}
          error={createErrors.email && texts[createErrors.email]}
          autoComplete="email"
          inputMode="email"
        />
        <Field
          id="pending-code"
          label={texts.emailCode}
          value={code}
          onValueChange={setCode}
          error={createErrors.code && texts[createErrors.code]}
          {...(codeOptional ? { hint: fillText(texts.codeNotNeeded, { provider }) } : {})}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          action={
            <button
              type="button"
              className="button auth-field__action"
              data-send="pending-email"
              disabled={wait.left > 0}
              onClick={() => void sendCode()}
            >
              {wait.left > 0 ? fillText(texts.resendIn, { seconds: wait.left }) : texts.sendCode}
            </button>
          }
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
          {texts.submitRegister}
        </button>
      </form>
      <form
        className="auth-form"
        data-form="pending-link"
        noValidate
        onSubmit={link}
        aria-busy={busy}
        aria-labelledby="pending-link-title"
      >
        <h3 id="pending-link-title" className="auth-form__section">
          {texts.linkAccount}
        </h3>
        <Field
          id="pending-login-name"
          label={texts.loginName}
          value={loginName}
          onValueChange={setLoginName}
          error={linkErrors.loginName && texts[linkErrors.loginName]}
          autoComplete="username"
        />
        {byMobile ? (
          <Field
            id="pending-area-code"
            label={texts.areaCode}
            value={areaCode}
            onValueChange={setAreaCode}
            error={linkErrors.areaCode && texts[linkErrors.areaCode]}
            inputMode="tel"
            autoComplete="tel-country-code"
          />
        ) : null}
        <Field
          id="pending-password"
          label={texts.password}
          type="password"
          value={password}
          onValueChange={setPassword}
          error={linkErrors.password && texts[linkErrors.password]}
          autoComplete="current-password"
        />
        <button type="submit" className="button auth-form__submit" disabled={busy}>
          {texts.submitLink}
        </button>
      </form>
      <button type="button" className="auth-form__link" onClick={onBack}>
        {texts.backToLogin}
      </button>
    </div>
  );
}
