import { useMutation } from '@tanstack/react-query';
import { sanitizeNumericInput } from '@tideline/core/numeric-input';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { Input, SegmentedControl, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useRefreshFuturesAccount } from '../feed/use-futures-account.ts';
import { useFuturesText } from '../i18n/use-futures-text.ts';
import { typedPositive } from '../model/order-estimate.ts';

/** Transfers carry at most 8 decimals (protocol-futures §3). */
const TRANSFER_DECIMALS = 8;

/**
 * Moves USDT between the spot and the futures wallet, opened from the order form (its own button,
 * or the funding offer of an empty balance, hence the open state lives with the form).
 */
export function TransferPanel({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const t = useFuturesText();
  const client = useApiClient();
  const refresh = useRefreshFuturesAccount();
  const ids = useId();
  // Whoever opened the panel came to type an amount.
  useEffect(() => {
    if (open) document.getElementById(`${ids}-amount`)?.focus();
  }, [open, ids]);
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const transfer = useMutation({
    mutationFn: () => callEndpoint(client, FUTURES_ENDPOINTS.transfer, { direction, amount }),
    onSuccess: () => {
      toast({ message: t('transferDone'), type: 'success' });
      setAmount('');
      setOpen(false);
    },
    onSettled: refresh,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typedPositive(amount) !== null) transfer.mutate();
  };

  if (!open) {
    return (
      <button type="button" className="button futures-transfer__open" onClick={() => setOpen(true)}>
        {t('transfer')}
      </button>
    );
  }
  return (
    <form className="futures-transfer" onSubmit={onSubmit} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="spot-panel__title">
        {t('transferTitle')}
      </h3>
      <SegmentedControl
        className="spot-chips"
        itemClassName="spot-chip"
        aria-label={t('transferTitle')}
        options={[
          { value: 'in' as const, label: t('transferIn') },
          { value: 'out' as const, label: t('transferOut') },
        ]}
        value={direction}
        onValueChange={setDirection}
      />
      <label htmlFor={`${ids}-amount`}>{t('amount', { coin: 'USDT' })}</label>
      <Input
        id={`${ids}-amount`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={(raw) => setAmount(sanitizeNumericInput(raw, { decimals: TRANSFER_DECIMALS }))}
      />
      <div className="futures-transfer__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={typedPositive(amount) === null || transfer.isPending}
        >
          {t('confirm')}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
