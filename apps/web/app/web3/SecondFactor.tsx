import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { fetchUserInfo, USER_INFO_PATH } from '../auth/account-api.ts';
import { sendVerificationCode } from '../auth/register-api.ts';
import { useCountdown } from '../auth/use-countdown.ts';
import { useWeb3Text } from './i18n/use-web3-text.ts';

/**
 * The withdrawal's second factor (spec §7, docs/protocol-web3-wallet.md "Withdrawals"): the
 * authenticator's code when one is bound, else a code of scene `security` e-mailed to the address
 * the user types.
 */
export function SecondFactor({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const t = useWeb3Text();
  const ids = useId();
  const client = useApiClient();
  const wait = useCountdown();
  const [email, setEmail] = useState('');
  const user = useQuery({ queryKey: [USER_INFO_PATH, 'web3'], queryFn: () => fetchUserInfo(client) });
  const send = useMutation({
    mutationFn: () => sendVerificationCode(client, { type: 'email', email: email.trim(), scene: 'security' }),
    onSuccess: () => wait.start(),
  });
  const authenticator = user.data?.googleBound === true;
  return (
    <fieldset className="web3-choices">
      <legend>{t('secondFactor')}</legend>
      {authenticator ? null : (
        <div className="web3-row">
          <label className="web3-field" htmlFor={`${ids}-email`}>
            {t('emailAddress')}
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <button
            type="button"
            className="button"
            data-send="web3-code"
            disabled={wait.left > 0 || send.isPending || email.trim() === ''}
            onClick={() => send.mutate()}
          >
            {wait.left > 0 ? `${t('sendCode')} (${wait.left})` : t('sendCode')}
          </button>
        </div>
      )}
      <label className="web3-field" htmlFor={`${ids}-code`}>
        {authenticator ? t('authenticatorCode') : t('emailCode')}
        <input
          id={`${ids}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      {send.error ? (
        <p className="web3-error" role="alert">
          {refusalText(send.error)}
        </p>
      ) : null}
    </fieldset>
  );
}
