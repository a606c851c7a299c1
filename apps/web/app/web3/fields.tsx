import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useWeb3Text } from './i18n/use-web3-text.ts';
import { WrongPassphrase } from './model/vault.ts';

/** A form's refusal or failure, read out when it appears. */
export function ErrorLine({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className="web3-error" role="alert">
      {error}
    </p>
  );
}

/** A labelled password input (the passphrase, its repeat). */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
}) {
  const id = useId();
  return (
    <label className="web3-field" htmlFor={id}>
      {label}
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * The passphrase asked again (unlock, reveal the phrase): the field, a wrong passphrase's
 * refusal, and the submit button; `onPassphrase` opens the vault with it.
 */
export function PassphrasePrompt({
  submitLabel,
  busyLabel,
  lead,
  primary,
  onPassphrase,
}: {
  submitLabel: string;
  busyLabel: string;
  lead?: ReactNode;
  primary: boolean;
  onPassphrase: (passphrase: string) => Promise<void>;
}) {
  const t = useWeb3Text();
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onPassphrase(passphrase);
      setPassphrase('');
    } catch (failure) {
      setError(failure instanceof WrongPassphrase ? t('wrongPassphrase') : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="web3-form" onSubmit={(event) => void submit(event)}>
      {lead}
      <PasswordField
        label={t('passphrase')}
        value={passphrase}
        onChange={setPassphrase}
        autoComplete="current-password"
      />
      <ErrorLine error={error} />
      <div className="web3-row">
        <button
          type="submit"
          className={primary ? 'button button--primary' : 'button'}
          disabled={busy || passphrase === ''}
        >
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
