import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { Field } from '../auth/Field.tsx';
import { checkAntiPhishingCode } from './account-checks.ts';
import { fetchAntiPhishingCode, SETTINGS_PATHS, saveAntiPhishingCode } from './account-settings-api.ts';
import { useAccountText } from './i18n/use-account-text.ts';
import { LoadState } from './LoadState.tsx';
import { Panel } from './Panel.tsx';
import { retryCancelled } from './retry-cancelled.ts';
import { useSettingsKey } from './use-settings-key.ts';

/** The anti-phishing code of the acting account, or of the sub-account `userId` names. */
export function AntiPhishingPanel({ userId }: { userId?: string | undefined }) {
  const text = useAccountText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = useSettingsKey(SETTINGS_PATHS.antiPhishing, userId);
  const current = useQuery({
    queryKey,
    queryFn: async () => ({ code: await fetchAntiPhishingCode(client, userId) }),
    retry: retryCancelled,
  });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkAntiPhishingCode(code);
    setError(invalid ? text(invalid) : undefined);
    if (invalid) return;
    setBusy(true);
    try {
      await saveAntiPhishingCode(client, code.trim(), userId);
      toast({ message: text('saved'), type: 'success' });
      setCode('');
      await queryClient.invalidateQueries({ queryKey });
    } catch {
      // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={text('antiPhishingTitle')} testId="anti-phishing-panel">
      <p className="account-note">{text('antiPhishingIntro')}</p>
      <LoadState query={current}>
        {({ code: saved }) => (
          <>
            <p className="account-status">
              {text('antiPhishingCurrent')}:{' '}
              <strong data-testid="anti-phishing-code">{saved ?? text('notSet')}</strong>
            </p>
            <form
              className="auth-form account-form"
              data-form="anti-phishing"
              noValidate
              onSubmit={submit}
              aria-busy={busy}
            >
              <Field
                id="anti-phishing-code"
                label={text('antiPhishingCode')}
                maxLength={20}
                autoComplete="off"
                value={code}
                onValueChange={setCode}
                error={error}
                hint={error ? undefined : text('checkAntiPhishing')}
              />
              <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
                {saved ? text('antiPhishingChange') : text('antiPhishingSet')}
              </button>
            </form>
          </>
        )}
      </LoadState>
    </Panel>
  );
}
