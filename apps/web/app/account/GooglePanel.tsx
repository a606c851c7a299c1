import { toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { GoogleAuthenticatorSetup } from '../auth/GoogleAuthenticatorSetup.tsx';
import { type ActingAccount, unbindGoogle } from './account-settings-api.ts';
import { useAccountText } from './i18n/use-account-text.ts';
import { Panel } from './Panel.tsx';

/**
 * Google Authenticator: turned on with the shared set-up, turned off after the step-up proof
 * (which asks for its current code) that the request client opens first (issue #21 item 1).
 */
export function GooglePanel({ account, onChanged }: { account: ActingAccount; onChanged: () => void }) {
  const text = useAccountText();
  const client = useApiClient();
  const [busy, setBusy] = useState(false);

  const disable = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await unbindGoogle(client);
      toast({ message: text('googleDisabled'), type: 'success' });
      onChanged();
    } catch {
      // The request client has shown the gateway's message, or the proof was declined.
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
