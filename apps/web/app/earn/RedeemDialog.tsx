import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { EARN_ENDPOINTS } from '@tideline/protocol/earn/endpoints';
import { NumberField, toast } from '@tideline/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { ASSET_QUERY_KEYS } from '../asset/asset-api.ts';
import type { EarnHolding } from './earn-account.ts';
import { useEarnText } from './i18n/use-earn-text.ts';
import '../shell/form-dialog.css';

/**
 * Redeeming a holding to the spot wallet: a flexible one in part (an amount) or whole (empty), a
 * fixed one whole and early, after the warning that the term's interest is forfeited.
 */
export function RedeemDialog({
  holding,
  name,
  onClose,
}: {
  holding: EarnHolding;
  name: string;
  onClose: () => void;
}) {
  const t = useEarnText();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const redeem = useMutation({
    mutationFn: () =>
      callEndpoint(client, EARN_ENDPOINTS.redeem, {
        holdingId: holding.id,
        ...(holding.kind === 'flexible' && amount !== '' ? { amount } : {}),
      }),
    onSuccess: async () => {
      toast({ message: t('redeemed'), type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['earn'] });
      await queryClient.invalidateQueries({ queryKey: ASSET_QUERY_KEYS.balances });
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate();
  };

  return (
    <dialog
      ref={dialog}
      className="form-dialog earn-dialog"
      aria-labelledby={`${ids}-title`}
      data-testid="earn-redeem-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        className="form-dialog__form earn-dialog__form"
        noValidate
        onSubmit={submit}
        aria-busy={redeem.isPending}
      >
        <h2 id={`${ids}-title`}>{t('redeemTitle', { product: name })}</h2>
        <p>
          {t('principal')}: {holding.principal} {holding.asset}
        </p>
        {holding.kind === 'flexible' ? (
          <>
            <label htmlFor={`${ids}-amount`}>{t('amount')}</label>
            <NumberField
              id={`${ids}-amount`}
              value={amount}
              onValueChange={setAmount}
              decimals={8}
              min="0"
              max={holding.principal}
              suffix={holding.asset}
              placeholder={t('redeemAll')}
            />
          </>
        ) : (
          <p className="earn-warning">{t('redeemFixedWarning')}</p>
        )}
        <div className="form-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={redeem.isPending}>
            {t('confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
