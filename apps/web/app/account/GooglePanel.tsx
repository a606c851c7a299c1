import { toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { Field } from '../auth/Field.tsx';
import { GoogleAuthenticatorSetup } from '../auth/GoogleAuthenticatorSetup.tsx';
import { checkCode } from '../auth/validation.ts';
import { type ActingAccount, unbindGoogle } from './account-settings-api.ts';
import { useAccountText } from './i18n/use-account-text.ts';
import { Panel } from './Panel.tsx';

/** Google Authenticator: turned on with the shared set-up, turned off with a current code. */
export function GooglePanel({ account, onChanged }: { account: ActingAccount; onChanged: () => void }) {
  const text = useAccountText();
  const client = useApiClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const disable = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkCode(code) ? text('checkCode') : undefined;
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await unbindGoogle(client, code.trim());
      toast({ message: text('googleDisabled'), type: 'success' });
      setCode('');
      onChanged();
    } catch {
      // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={text('googleTitle')} testId="google-panel">
      <p className="account-status" data-testid="google-status" data-on={account.googleBound}>
        {account.googleBound ? text('googleOn') : text('googleOff')}
      </p>
      {account.googleBound ? (
        <form
          className="auth-form account-form"
          data-form="google-unbind"
          noValidate
          onSubmit={disable}
          aria-busy={busy}
        >
          <p className="account-note">{text('googleDisableIntro')}</p>
          <Field
            id="google-unbind-code"
            label={text('googleCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValueChange={setCode}
            error={error}
          />
          <button type="submit" className="button account-form__submit" disabled={busy}>
            {text('googleDisable')}
          </button>
        </form>
      ) : (
        <GoogleAuthenticatorSetup onEnabled={onChanged} />
      )}
    </Panel>
  );
}
