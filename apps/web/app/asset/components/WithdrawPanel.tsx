import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sub } from '@tideline/core/decimal';
import { formatNumber } from '@tideline/core/format';
import { Input, Select, toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { fetchUserInfo, USER_INFO_PATH } from '../../auth/account-api.ts';
import { sendVerificationCode } from '../../auth/register-api.ts';
import { useCountdown } from '../../auth/use-countdown.ts';
import {
  ASSET_QUERY_KEYS,
  fetchDepositAddress,
  fetchWithdrawSettings,
  requestWithdrawal,
  WITHDRAW_SETTINGS_KEY,
} from '../asset-api.ts';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { checkWithdraw, sanitizeAmount, shortcutApplies } from '../model/withdraw-form.ts';
import { useFailureText } from '../use-failure-text.ts';

/** The gateway charges no withdrawal fee, so the amount sent is the amount received. */
const WITHDRAW_FEE = '0';

/**
 * Withdraw (markets protocol §4): address, amount (§5 sanitiser, ledger precision), and the second
 * factor the account has: its authenticator code when bound, else an e-mail code of scene
 * `security`. The request client attaches the risk-control device token (spec §7). With the
 * withdraw no-password flag on, a whitelisted address may be picked and the code left empty
 * (issue #30 item 1); the gateway still asks for it above the flag's limits.
 */
export function WithdrawPanel({ coin, available }: { coin: string; available: string | undefined }) {
  const t = useAssetText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const wait = useCountdown();
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const user = useQuery({
    queryKey: [USER_INFO_PATH, 'withdraw'],
    queryFn: () => fetchUserInfo(client),
  });
  const network = useQuery({
    queryKey: ['asset', 'deposit-address', coin],
    queryFn: () => fetchDepositAddress(client, coin),
  });
  const google = user.data?.googleBound === true;
  // Sub-accounts and demo accounts never withdraw to an address, so they have no whitelist.
  const shortcut = useQuery({
    queryKey: WITHDRAW_SETTINGS_KEY,
    queryFn: () => fetchWithdrawSettings(client),
    enabled: user.data?.accountType === 'main',
  });
  const codeOptional = shortcutApplies(shortcut.data, address);
  const whitelist = shortcut.data?.whitelist ?? [];

  const sendCode = useMutation({
    mutationFn: () => sendVerificationCode(client, { type: 'email', email: email.trim(), scene: 'security' }),
    onSuccess: () => {
      wait.start();
      toast({ message: t('codeSent'), type: 'success' });
    },
    onError: (failure) => setError(failureText(failure)),
  });
  const withdraw = useMutation({
    mutationFn: () =>
      requestWithdrawal(client, {
        asset: coin,
        amount,
        address: address.trim(),
        ...(codeOptional && code.trim() === ''
          ? {}
          : google
            ? { googleCode: code.trim() }
            : { emailCode: code.trim() }),
      }),
    onSuccess: () => {
      toast({ message: t('withdrawDone', { amount: formatNumber(amount), coin }), type: 'success' });
      setAmount('');
      setCode('');
      void queryClient.invalidateQueries({ queryKey: ASSET_QUERY_KEYS.balances });
      void queryClient.invalidateQueries({ queryKey: WITHDRAW_SETTINGS_KEY });
    },
    onError: (failure) => setError(failureText(failure)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkWithdraw({ address, amount, available, code, codeOptional });
    if (problem !== null) {
      setError(
        problem.key === 'errorAmountTooLarge'
          ? t(problem.key, { available: formatNumber(problem.available), coin })
          : t(problem.key),
      );
      return;
    }
    setError(null);
    withdraw.mutate();
  };
  const onSendCode = () => {
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError(t('errorEmail'));
      return;
    }
    setError(null);
    sendCode.mutate();
  };

  return (
    <form className="asset-form" onSubmit={onSubmit} data-form="withdraw" noValidate>
      <p className="asset-hint">
        {t('network')}: <strong>{network.data?.network ?? '--'}</strong>
      </p>
      {whitelist.length > 0 ? (
        <>
          <label htmlFor="withdraw-whitelist">{t('whitelistPick')}</label>
          <Select<string>
            id="withdraw-whitelist"
            placeholder={t('whitelistPickNone')}
            options={whitelist.map((entry) => ({
              value: entry.address,
              label: `${entry.label} · ${entry.address}`,
            }))}
            value={whitelist.some((entry) => entry.address === address.trim()) ? address.trim() : ''}
            onChange={(value) => {
              if (typeof value === 'string' && value !== '') setAddress(value);
            }}
          />
        </>
      ) : null}
      <label htmlFor="withdraw-address">{t('withdrawAddress')}</label>
      <Input
        id="withdraw-address"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onValueChange={setAddress}
        maxLength={128}
      />
      <label htmlFor="withdraw-amount">{t('amount')}</label>
      <Input
        id="withdraw-amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        aria-describedby="withdraw-available"
        onValueChange={(raw) => setAmount(sanitizeAmount(raw))}
        suffix={coin}
      />
      <p id="withdraw-available" className="asset-hint">
        {t('available')}: {available === undefined ? '--' : `${formatNumber(available)} ${coin}`}{' '}
        <button type="button" className="button asset-max" onClick={() => setAmount(available ?? '')}>
          {t('maxAmount')}
        </button>
      </p>
      <dl className="asset-facts">
        <dt>{t('fee')}</dt>
        <dd>
          {formatNumber(WITHDRAW_FEE)} {coin}
        </dd>
        <dt>{t('receive')}</dt>
        <dd data-testid="withdraw-receive">
          {amount === '' ? '--' : formatNumber(amount)} {coin}
        </dd>
      </dl>
      <fieldset className="asset-fieldset">
        <legend>{t('secondFactor')}</legend>
        {codeOptional && shortcut.data ? (
          <p className="asset-hint" data-testid="withdraw-code-optional">
            {t('codeOptionalHint', {
              single: formatNumber(shortcut.data.singleLimitUsdt),
              left: formatNumber(sub(shortcut.data.dailyLimitUsdt, shortcut.data.usedUsdt).toFixed()),
            })}
          </p>
        ) : null}
        {google ? (
          <>
            <label htmlFor="withdraw-code">{t('googleCode')}</label>
            <Input
              id="withdraw-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onValueChange={(raw) => setCode(raw.replace(/\D/g, ''))}
            />
          </>
        ) : (
          <>
            <label htmlFor="withdraw-email">{t('emailAddress')}</label>
            <div className="asset-row">
              <Input
                id="withdraw-email"
                type="email"
                autoComplete="email"
                value={email}
                onValueChange={setEmail}
              />
              <button
                type="button"
                className="button"
                data-send="email"
                disabled={wait.left > 0 || sendCode.isPending}
                onClick={onSendCode}
              >
                {wait.left > 0 ? `${t('sendCode')} (${wait.left})` : t('sendCode')}
              </button>
            </div>
            <label htmlFor="withdraw-code">{t('emailCode')}</label>
            <Input
              id="withdraw-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onValueChange={(raw) => setCode(raw.replace(/\D/g, ''))}
            />
          </>
        )}
      </fieldset>
      {error ? (
        <p className="asset-error" role="alert" data-testid="withdraw-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={withdraw.isPending}>
        {t('confirmWithdraw')}
      </button>
    </form>
  );
}
