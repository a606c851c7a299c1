import { toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { Field } from './Field.tsx';
import { messageLeftToScreen } from './gateway-failure.ts';
import { fillText, useAuthTexts } from './i18n/use-auth-texts.ts';
import { type SecondFactor, sendLoginCode, verifyLogin } from './login-api.ts';
import { useCountdown } from './use-countdown.ts';
import { checkCode, collectErrors, type FieldErrors } from './validation.ts';

export interface SecondFactorFormProps {
  loginTicket: string;
  verifyTypes: readonly SecondFactor[];
  agency: boolean;
  onVerified: (userId: string) => void;
  onBack: () => void;
}

const FIELD_ID: Record<SecondFactor, string> = {
  email: 'verify-email',
  mobile: 'verify-mobile',
  google: 'verify-google',
};

/** The second step of a login (protocol §3.4): every factor the gateway listed must be answered. */
export function SecondFactorForm({
  loginTicket,
  verifyTypes,
  agency,
  onVerified,
  onBack,
}: SecondFactorFormProps) {
  const texts = useAuthTexts();
  const client = useApiClient();
  const [codes, setCodes] = useState<Partial<Record<SecondFactor, string>>>({});
  const [errors, setErrors] = useState<FieldErrors<SecondFactor>>({});
  const [busy, setBusy] = useState(false);
  const emailWait = useCountdown();
  const mobileWait = useCountdown();
  const waits = { email: emailWait, mobile: mobileWait };
  const labels: Record<SecondFactor, string> = {
    email: texts.emailCode,
    mobile: texts.mobileCode,
    google: texts.googleCode,
  };

  const send = async (type: 'email' | 'mobile') => {
    try {
      await sendLoginCode(client, loginTicket, type);
      waits[type].start();
      toast({ message: texts.codeSent, type: 'success' });
    } catch (error) {
      const message = messageLeftToScreen(error);
      if (message) toast({ message, type: 'error' });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<SecondFactor>(
      Object.fromEntries(verifyTypes.map((type) => [type, () => checkCode(codes[type] ?? '')])),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await verifyLogin(
        client,
        loginTicket,
        Object.fromEntries(verifyTypes.map((type) => [`${type}Code`, (codes[type] ?? '').trim()])),
        agency,
      );
      if (answer) onVerified(String(answer.userId));
    } catch (error) {
      const message = messageLeftToScreen(error);
      if (message) toast({ message, type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" data-form="verify" noValidate onSubmit={submit} aria-busy={busy}>
      <h2 className="auth-form__subtitle">{texts.verifyTitle}</h2>
      <p className="auth-form__intro">{texts.verifyIntro}</p>
      {verifyTypes.map((type) => {
        const wait = type === 'google' ? undefined : waits[type];
        return (
          <Field
            key={type}
            id={FIELD_ID[type]}
            label={labels[type]}
            value={codes[type] ?? ''}
            onValueChange={(value) => setCodes((current) => ({ ...current, [type]: value }))}
            error={errors[type] ? texts[errors[type]] : undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            action={
              wait && type !== 'google' ? (
                <button
                  type="button"
                  className="button auth-field__action"
                  data-send={type}
                  disabled={wait.left > 0}
                  onClick={() => void send(type)}
                >
                  {wait.left > 0 ? fillText(texts.resendIn, { seconds: wait.left }) : texts.sendCode}
                </button>
              ) : undefined
            }
          />
        );
      })}
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {texts.confirm}
      </button>
      <button type="button" className="auth-form__link" onClick={onBack}>
        {texts.backToLogin}
      </button>
    </form>
  );
}
