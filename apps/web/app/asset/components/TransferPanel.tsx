import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { Input, Select, toast } from '@tideline/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { useText } from '../../shell/use-text.ts';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { type TransferDirection, transferAccounts, transferRoute } from '../model/transfer-accounts.ts';
import { checkAmount, sanitizeAmount } from '../model/withdraw-form.ts';
import { ACCOUNT_SUMMARIES, useAccountSummaries } from '../use-account-summaries.ts';
import { useFailureText } from '../use-failure-text.ts';

const { funding: FUNDING, choices: CHOICES } = transferAccounts(ACCOUNT_SUMMARIES);

/**
 * USDT between the funding (spot) account and a product's account, each named by its product
 * manifest (futures protocol §3 for futures): `in` moves funding to the product, `out` back. The
 * amount is checked against the source account before sending. A choice of account shows only
 * when more than one product takes transfers.
 */
export function TransferPanel({
  userId,
  initialDirection,
  initialAccount,
}: {
  userId: string | null;
  initialDirection: TransferDirection;
  initialAccount?: string;
}) {
  const t = useAssetText();
  const text = useText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const answers = useAccountSummaries(userId);
  const [direction, setDirection] = useState<TransferDirection>(initialDirection);
  const [accountId, setAccountId] = useState(initialAccount);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const account = CHOICES.find((choice) => choice.account === accountId) ?? CHOICES[0]!;
  const route = transferRoute(FUNDING, account, direction);
  const sourceAnswer = answers[ACCOUNT_SUMMARIES.indexOf(route.source)]?.data;
  const available = sourceAnswer === undefined ? undefined : route.source.transferable?.(sourceAnswer);
  const from = text(route.from.label);
  const to = text(route.to.label);

  const send = useMutation({
    mutationFn: () => account.transfer(client, direction, amount),
    onSuccess: () => {
      toast({ message: t('transferDone', { amount: formatNumber(amount) }), type: 'success' });
      setAmount('');
      for (const summary of [FUNDING, account])
        void queryClient.invalidateQueries({ queryKey: summary.queryKey });
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
      {CHOICES.length > 1 ? (
        <>
          <label htmlFor="transfer-account">{t('account')}</label>
          <Select<string>
            id="transfer-account"
            options={CHOICES.map((choice) => ({ value: choice.account, label: text(choice.label) }))}
            value={account.account}
            onChange={(value) => {
              if (typeof value !== 'string') return;
              setAccountId(value);
              setError(null);
            }}
          />
        </>
      ) : null}
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
