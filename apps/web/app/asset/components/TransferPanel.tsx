import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { Input, toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { ASSET_QUERY_KEYS } from '../asset-api.ts';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { checkAmount, sanitizeAmount } from '../model/withdraw-form.ts';
import { useFailureText } from '../use-failure-text.ts';

export type TransferDirection = 'in' | 'out';

/**
 * USDT between the spot and futures wallets (futures protocol §3): `in` moves spot to futures,
 * `out` futures to spot. The amount is checked against the source wallet before sending.
 */
export function TransferPanel({
  initialDirection,
  spotAvailable,
  futuresAvailable,
}: {
  initialDirection: TransferDirection;
  spotAvailable: string | undefined;
  futuresAvailable: string | undefined;
}) {
  const t = useAssetText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [direction, setDirection] = useState<TransferDirection>(initialDirection);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const available = direction === 'in' ? spotAvailable : futuresAvailable;
  const [from, to] =
    direction === 'in' ? [t('spotAccount'), t('futuresAccount')] : [t('futuresAccount'), t('spotAccount')];

  const send = useMutation({
    mutationFn: () => callEndpoint(client, FUTURES_ENDPOINTS.transfer, { direction, amount }),
    onSuccess: () => {
      toast({ message: t('transferDone', { amount: formatNumber(amount) }), type: 'success' });
      setAmount('');
      for (const key of [ASSET_QUERY_KEYS.balances, ASSET_QUERY_KEYS.futuresAccount])
        void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (failure) => setError(failureText(failure)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAmount(amount, available);
    if (problem !== null) {
      setError(
        problem.key === 'errorAmountTooLarge'
          ? t(problem.key, { available: formatNumber(problem.available), coin: 'USDT' })
          : t(problem.key),
      );
      return;
    }
    setError(null);
    send.mutate();
  };

  return (
    <form className="asset-form" onSubmit={onSubmit} data-form="transfer" noValidate>
      <div className="asset-transfer-route">
        <p>
          <span className="asset-label">{t('from')}</span> <strong data-testid="transfer-from">{from}</strong>
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDirection(direction === 'in' ? 'out' : 'in');
            setError(null);
          }}
        >
          {t('swapDirection')}
        </button>
        <p>
          <span className="asset-label">{t('to')}</span> <strong data-testid="transfer-to">{to}</strong>
        </p>
      </div>
      <label htmlFor="transfer-amount">{t('amount')}</label>
      <Input
        id="transfer-amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        invalid={error !== null}
        aria-describedby={error ? 'transfer-error' : 'transfer-available'}
        onValueChange={(raw) => setAmount(sanitizeAmount(raw))}
        suffix="USDT"
      />
      <p id="transfer-available" className="asset-hint">
        {t('available')}: {available === undefined ? '--' : `${formatNumber(available)} USDT`}{' '}
        <button type="button" className="button asset-max" onClick={() => setAmount(available ?? '')}>
          {t('maxAmount')}
        </button>
      </p>
      {error ? (
        <p id="transfer-error" className="asset-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {t('confirmTransfer')}
      </button>
    </form>
  );
}
