import { useMutation, useQuery } from '@tanstack/react-query';
import { Input, toast } from '@tideline/ui';
import { useId, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { fetchUserInfo, USER_INFO_PATH } from '../auth/account-api.ts';
import { sendVerificationCode } from '../auth/register-api.ts';
import { useCountdown } from '../auth/use-countdown.ts';
import { useP2pText } from './i18n/use-p2p-text.ts';

/**
 * The second factor a release or a new payment method proves in its own body (spec §7): the
 * authenticator's code when one is bound, else an e-mailed code of scene `security`, sent to the
 * address the user types (the profile shows it masked).
 */
export function SecondFactorFields({
  code,
  onCodeChange,
}: {
  code: string;
  onCodeChange: (code: string) => void;
}) {
  const t = useP2pText();
  const ids = useId();
  const client = useApiClient();
  const wait = useCountdown();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const user = useQuery({ queryKey: [USER_INFO_PATH, 'p2p'], queryFn: () => fetchUserInfo(client) });
  const google = user.data?.googleBound === true;
  const send = useMutation({
    mutationFn: () => sendVerificationCode(client, { type: 'email', email: email.trim(), scene: 'security' }),
    onSuccess: () => {
      setError(null);
      wait.start();
      toast({ message: t('codeSent'), type: 'success' });
    },
    onError: (failure) => setError(refusalText(failure)),
  });
  const codeInput = (
    <Input
      id={`${ids}-code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={code}
      onValueChange={(raw) => onCodeChange(raw.replace(/\D/g, ''))}
    />
  );
  return (
    <fieldset className="p2p-fieldset">
      <legend>{t('secondFactor')}</legend>
      {google ? (
        <>
          <label htmlFor={`${ids}-code`}>{t('googleCode')}</label>
          {codeInput}
        </>
      ) : (
        <>
          <label htmlFor={`${ids}-email`}>{t('emailAddress')}</label>
          <div className="p2p-row">
            <Input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onValueChange={setEmail}
            />
            <button
              type="button"
              className="button"
              data-send="p2p-code"
              disabled={wait.left > 0 || send.isPending || email.trim() === ''}
              onClick={() => send.mutate()}
            >
              {wait.left > 0 ? `${t('sendCode')} (${wait.left})` : t('sendCode')}
            </button>
          </div>
          <label htmlFor={`${ids}-code`}>{t('emailCode')}</label>
          {codeInput}
        </>
      )}
      {error ? (
        <p className="p2p-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
