import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { Input, QRCode, toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { ASSET_QUERY_KEYS, fetchDepositAddress, simulateDeposit } from '../asset-api.ts';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { checkAmount, sanitizeAmount } from '../model/withdraw-form.ts';
import { useFailureText } from '../use-failure-text.ts';

/** Deposit: the address (and memo) with its QR code, and the gateway's simulated arrival. */
export function DepositPanel({ coin }: { coin: string }) {
  const t = useAssetText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const address = useQuery({
    queryKey: ['asset', 'deposit-address', coin],
    queryFn: () => fetchDepositAddress(client, coin),
  });
  const arrive = useMutation({
    mutationFn: () => simulateDeposit(client, coin, amount),
    onSuccess: () => {
      toast({ message: t('depositArrived', { amount: formatNumber(amount), coin }), type: 'success' });
      setAmount('');
      void queryClient.invalidateQueries({ queryKey: ASSET_QUERY_KEYS.balances });
    },
    onError: (failure) => setError(failureText(failure)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAmount(amount, undefined);
    if (problem !== null) {
      setError(t(problem.key));
      return;
    }
    setError(null);
    arrive.mutate();
  };
  const copy = async (value: string) => {
    await navigator.clipboard?.writeText(value);
    setCopied(true);
  };

  return (
    <div className="asset-panel__body" data-panel="deposit">
      {address.data ? (
        <div className="asset-deposit">
          <QRCode value={address.data.address} size={160} label={t('addressQr', { coin })} />
          <dl className="asset-facts">
            <dt>{t('network')}</dt>
            <dd>{address.data.network}</dd>
            <dt>{t('depositAddress')}</dt>
            <dd className="asset-mono" data-testid="deposit-address">
              {address.data.address}
              <button
                type="button"
                className="button asset-copy"
                onClick={() => void copy(address.data.address)}
              >
                {copied ? t('copied') : t('copy')}
              </button>
            </dd>
            {address.data.memo !== null ? (
              <>
                <dt>{t('memo')}</dt>
                <dd className="asset-mono" data-testid="deposit-memo">
                  {address.data.memo}
                </dd>
              </>
            ) : null}
          </dl>
          {address.data.memo !== null ? <p className="asset-warning">{t('memoWarning')}</p> : null}
        </div>
      ) : (
        <p role={address.isError ? 'alert' : 'status'}>{address.isError ? t('loadError') : t('loading')}</p>
      )}
      <form className="asset-form" onSubmit={onSubmit} data-form="deposit" noValidate>
        <h3>{t('simulateArrival')}</h3>
        <p className="asset-hint">{t('simulateHint')}</p>
        <label htmlFor="deposit-amount">{t('amount')}</label>
        <Input
          id="deposit-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          invalid={error !== null}
          aria-describedby={error ? 'deposit-error' : undefined}
          onValueChange={(raw) => setAmount(sanitizeAmount(raw))}
          suffix={coin}
        />
        {error ? (
          <p id="deposit-error" className="asset-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={arrive.isPending}>
          {t('confirmDeposit')}
        </button>
      </form>
    </div>
  );
}
