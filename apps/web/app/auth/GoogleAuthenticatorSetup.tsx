import { toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { bindGoogle, createGoogleSecret, type GoogleSecret } from './account-api.ts';
import { Field } from './Field.tsx';
import { GoogleSecretView } from './GoogleSecretView.tsx';
import { useAuthTexts } from './i18n/use-auth-texts.ts';
import { checkCode, type ValidationKey } from './validation.ts';

/** Turning on Google Authenticator (protocol §3.5): show the key and its QR code, confirm a code. */
export function GoogleAuthenticatorSetup({ onEnabled }: { onEnabled: () => void }) {
  const texts = useAuthTexts();
  const client = useApiClient();
  const [secret, setSecret] = useState<GoogleSecret>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<ValidationKey | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setSecret(await createGoogleSecret(client));
    } catch {
      // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCode(code);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      await bindGoogle(client, code.trim());
      toast({ message: texts.googleEnabled, type: 'success' });
      onEnabled();
    } catch {
      // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  if (!secret) {
    return (
      <button
        type="button"
        className="button button--primary"
        data-action="enable-google"
        disabled={busy}
        onClick={() => void start()}
      >
        {texts.enableGoogle}
      </button>
    );
  }
  return (
    <form
      className="auth-form google-setup"
      data-form="google-bind"
      noValidate
      onSubmit={confirm}
      aria-busy={busy}
    >
      <GoogleSecretView secret={secret} testId="google-secret" />
      <Field
        id="google-bind-code"
        label={texts.googleCode}
        value={code}
        onValueChange={setCode}
        error={error ? texts[error] : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {texts.confirm}
      </button>
    </form>
  );
}
