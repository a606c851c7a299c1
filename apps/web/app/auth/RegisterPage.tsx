import { browserLocalStorage } from '@tideline/core/storage';
import { Tabs, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { rememberSession } from '../security/auth-session.ts';
import { returnTarget } from '../security/login-redirect.ts';
import { cachedInviteCode, captureLandingCodes } from '../security/referral-capture.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { Field } from './Field.tsx';
import { messageLeftToScreen } from './gateway-failure.ts';
import { fillText, useAuthTexts } from './i18n/use-auth-texts.ts';
import { type RegisterForm, type RegisterMethod, register, sendRegisterCode } from './register-api.ts';
import { useCountdown } from './use-countdown.ts';
import { useInviteNote } from './use-invite-lookup.ts';
import {
  checkAreaCode,
  checkCode,
  checkEmail,
  checkMobile,
  checkNewPassword,
  checkPasswordRepeat,
  collectErrors,
  type FieldErrors,
  type ValidationKey,
} from './validation.ts';

const EMPTY_FORM: RegisterForm = {
  email: '',
  emailCode: '',
  areaCode: '',
  mobile: '',
  mobileCode: '',
  password: '',
  confirmPassword: '',
  inviteCode: '',
};

type FormField = keyof RegisterForm;

function checksFor(
  method: RegisterMethod,
  form: RegisterForm,
): Partial<Record<FormField, () => ValidationKey | null>> {
  const email = { email: () => checkEmail(form.email), emailCode: () => checkCode(form.emailCode) };
  const mobile = {
    areaCode: () => checkAreaCode(form.areaCode),
    mobile: () => checkMobile(form.mobile),
    mobileCode: () => checkCode(form.mobileCode),
  };
  return {
    ...(method === 'mobile' ? {} : email),
    ...(method === 'email' ? {} : mobile),
    password: () => checkNewPassword(form.password),
    confirmPassword: () => checkPasswordRepeat(form.password, form.confirmPassword),
  };
}

function RegisterMethodForm({ method }: { method: RegisterMethod }) {
  const texts = useAuthTexts();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { localize } = usePageLocale();
  const [form, setForm] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<FormField>>({});
  const [busy, setBusy] = useState(false);
  const emailWait = useCountdown();
  const mobileWait = useCountdown();
  const waits = { email: emailWait, mobile: mobileWait };
  const inviteNote = useInviteNote(form.inviteCode, texts);

  useEffect(() => {
    // The shell captures a link's codes in an effect that runs after this child's, so a landing on
    // the invite link itself is captured here first (capturing twice writes the same record).
    captureLandingCodes(window.location.href, Date.now(), browserLocalStorage());
    const inviteCode = cachedInviteCode(Date.now(), browserLocalStorage());
    if (inviteCode) setForm((current) => ({ ...current, inviteCode }));
  }, []);

  const set = (field: FormField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const errorOf = (field: FormField) => {
    const key = errors[field];
    return key ? texts[key] : undefined;
  };
  const report = (error: unknown) => {
    const message = messageLeftToScreen(error);
    if (message) toast({ message, type: 'error' });
  };

  const send = async (type: 'email' | 'mobile') => {
    const found = collectErrors<FormField>(
      type === 'email'
        ? { email: () => checkEmail(form.email) }
        : { areaCode: () => checkAreaCode(form.areaCode), mobile: () => checkMobile(form.mobile) },
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await sendRegisterCode(client, type, form);
      waits[type].start();
      toast({ message: texts.codeSent, type: 'success' });
    } catch (error) {
      report(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors(checksFor(method, form));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await register(client, method, form);
      if (!answer) return;
      rememberSession(String(answer.userId));
      navigate(returnTarget(location.search, localize(AUTH_LINKS.account)), { replace: true });
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  const sendButton = (type: 'email' | 'mobile') => (
    <button
      type="button"
      className="button auth-field__action"
      data-send={type}
      disabled={waits[type].left > 0}
      onClick={() => void send(type)}
    >
      {waits[type].left > 0 ? fillText(texts.resendIn, { seconds: waits[type].left }) : texts.sendCode}
    </button>
  );
  const id = (field: FormField) => `register-${method}-${field}`;

  return (
    <form className="auth-form" data-form="register" noValidate onSubmit={submit} aria-busy={busy}>
      {method !== 'email' ? (
        <>
          <Field
            id={id('areaCode')}
            label={texts.areaCode}
            value={form.areaCode}
            onValueChange={set('areaCode')}
            error={errorOf('areaCode')}
            inputMode="tel"
            autoComplete="tel-country-code"
          />
          <Field
            id={id('mobile')}
            label={texts.mobile}
            value={form.mobile}
            onValueChange={set('mobile')}
            error={errorOf('mobile')}
            inputMode="tel"
            autoComplete="tel-national"
          />
          <Field
            id={id('mobileCode')}
            label={texts.mobileCode}
            value={form.mobileCode}
            onValueChange={set('mobileCode')}
            error={errorOf('mobileCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            action={sendButton('mobile')}
          />
        </>
      ) : null}
      {method !== 'mobile' ? (
        <>
          <Field
            id={id('email')}
            label={texts.email}
            type="email"
            value={form.email}
            onValueChange={set('email')}
            error={errorOf('email')}
            autoComplete="email"
          />
          <Field
            id={id('emailCode')}
            label={texts.emailCode}
            value={form.emailCode}
            onValueChange={set('emailCode')}
            error={errorOf('emailCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            action={sendButton('email')}
          />
        </>
      ) : null}
      <Field
        id={id('password')}
        label={texts.password}
        type="password"
        value={form.password}
        onValueChange={set('password')}
        error={errorOf('password')}
        hint={texts.passwordRules}
        autoComplete="new-password"
      />
      <Field
        id={id('confirmPassword')}
        label={texts.confirmPassword}
        type="password"
        value={form.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={errorOf('confirmPassword')}
        autoComplete="new-password"
      />
      <Field
        id={id('inviteCode')}
        label={texts.inviteCode}
        value={form.inviteCode}
        onValueChange={set('inviteCode')}
        hint={inviteNote}
        maxLength={32}
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {texts.submitRegister}
      </button>
    </form>
  );
}

/** Sign-up by e-mail, by mobile, or by both (protocol §3.3); referral codes come from the link. */
export function RegisterPage() {
  const texts = useAuthTexts();
  const { localize } = usePageLocale();
  const methods: { value: RegisterMethod; label: string }[] = [
    { value: 'email', label: texts.byEmail },
    { value: 'mobile', label: texts.byMobile },
    { value: 'both', label: texts.byBoth },
  ];
  return (
    <AuthCard title={texts.registerTitle} description={texts.registerDescription}>
      <Tabs
        aria-label={texts.registerMethod}
        items={methods.map((method) => ({
          value: method.value,
          label: method.label,
          content: <RegisterMethodForm method={method.value} />,
        }))}
      />
      <p className="auth-card__footer">
        {texts.haveAccount} <Link to={localize(AUTH_LINKS.login)}>{texts.signIn}</Link>
      </p>
    </AuthCard>
  );
}
