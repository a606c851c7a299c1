import { useQuery } from '@tanstack/react-query';
import { NumberField, toast } from '@tideline/ui';
import { useId, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { ASSET_QUERY_KEYS, fetchSpotBalances } from '../asset/asset-api.ts';
import { FormDialog } from '../shell/FormDialog.tsx';
import { accountTitle } from './AccountCard.tsx';
import { useMarginText } from './i18n/use-margin-text.ts';
import type { AccountRef, MarginAccount } from './margin-account.ts';
import { type MoneyMove, useMaxBorrowable, useMoneyMove } from './margin-api.ts';
import { moveLimit, owedOf } from './model/move-limit.ts';

const TITLE = {
  'transfer-in': 'transferInTitle',
  'transfer-out': 'transferOutTitle',
  borrow: 'borrowTitle',
  repay: 'repayTitle',
} as const;

const LIMIT = {
  'transfer-in': 'availableInSpot',
  'transfer-out': 'freeInAccount',
  borrow: 'maxBorrowable',
  repay: 'owed',
} as const;

const DONE = {
  'transfer-in': 'transferred',
  'transfer-out': 'transferred',
  borrow: 'borrowedDone',
  repay: 'repaid',
} as const;

/**
 * A transfer (spot to margin or back), borrow or repay of one account: the asset, the amount with
 * the most it may be (spot's available, the account's free, the maximum borrowable from the
 * gateway, or what is owed with its interest) and a Max button; the gateway's refusal in the page's
 * language when it refuses.
 */
export function MoneyDialog({
  move,
  refOf,
  account,
  assets,
  onClose,
}: {
  move: MoneyMove;
  refOf: AccountRef;
  account: MarginAccount | undefined;
  /** The assets this account may hold (cross: USDT and the pairs' bases; isolated: its two). */
  assets: readonly string[];
  onClose: () => void;
}) {
  const t = useMarginText();
  const ids = useId();
  const client = useApiClient();
  const owing = move === 'repay' ? assets.filter((asset) => Number(owedOf(account, asset)) > 0) : assets;
  const [asset, setAsset] = useState(owing.includes('USDT') ? 'USDT' : (owing[0] ?? 'USDT'));
  const [amount, setAmount] = useState('');
  const spot = useQuery({
    queryKey: ASSET_QUERY_KEYS.balances,
    queryFn: () => fetchSpotBalances(client),
    enabled: move === 'transfer-in',
  });
  const maxBorrow = useMaxBorrowable(refOf, asset, move === 'borrow');
  const limit = moveLimit(move, asset, {
    spot: spot.data?.balances,
    account,
    maxBorrowable: maxBorrow.data?.amount,
  });
  const moving = useMoneyMove(() => {
    toast({ message: t(DONE[move]), type: 'success' });
    onClose();
  });
  const error = moving.error === null ? null : refusalText(moving.error);
  return (
    <FormDialog
      title={`${t(TITLE[move])} · ${accountTitle(t, refOf)}`}
      submitLabel={t('confirm')}
      closeLabel={t('close')}
      testId={`margin-${move}-dialog`}
      busy={moving.isPending}
      onClose={onClose}
      onSubmit={() => moving.mutate({ move, ref: refOf, asset, amount })}
      prefix="margin"
    >
      <label htmlFor={`${ids}-asset`}>{t('asset')}</label>
      <select
        id={`${ids}-asset`}
        className="margin-select"
        value={asset}
        onChange={(event) => {
          setAsset(event.target.value);
          setAmount('');
        }}
      >
        {owing.map((item) => (
          <option key={item} value={item}>
            {item}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-amount`}>{t('amount')}</label>
      <NumberField
        id={`${ids}-amount`}
        value={amount}
        onValueChange={setAmount}
        decimals={8}
        min="0"
        suffix={asset}
        invalid={error !== null}
      />
      <p className="margin-muted" data-testid="margin-move-limit">
        {t(LIMIT[move])}: <span className="numeric">{limit ?? '–'}</span> {asset}{' '}
        <button
          type="button"
          className="button margin-max"
          disabled={limit === undefined || Number(limit) <= 0}
          onClick={() => setAmount(limit ?? '')}
        >
          {t('max')}
        </button>
      </p>
      {error !== null ? (
        <p className="margin-error" role="alert">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
