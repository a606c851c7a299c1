import { formatNumber } from '@tideline/core/format';
import type { TableColumn } from '@tideline/ui';
import { useId } from 'react';
import { ProductTable } from '../shell/ProductTable.tsx';
import { type MarginText, useMarginText } from './i18n/use-margin-text.ts';
import type { AccountRef, MarginAccount } from './margin-account.ts';
import type { MoneyMove } from './margin-api.ts';
import { levelText, RISK_TEXT } from './model/risk.ts';

type AssetRow = MarginAccount['assets'][number];

function columns(t: MarginText): TableColumn<AssetRow>[] {
  return [
    { key: 'asset', title: t('asset'), minWidth: 80, render: (row) => row.asset },
    { key: 'free', title: t('free'), align: 'end', minWidth: 120, render: (row) => row.free },
    { key: 'locked', title: t('locked'), align: 'end', minWidth: 110, render: (row) => row.locked },
    { key: 'borrowed', title: t('borrowed'), align: 'end', minWidth: 120, render: (row) => row.borrowed },
    { key: 'interest', title: t('interest'), align: 'end', minWidth: 120, render: (row) => row.interest },
    { key: 'net', title: t('net'), align: 'end', minWidth: 120, render: (row) => row.net },
  ];
}

/** The heading of an account: "Cross margin" or "Isolated BTCUSDT". */
export function accountTitle(t: MarginText, ref: AccountRef): string {
  return ref.mode === 'cross' ? t('crossAccount') : t('isolatedAccount', { pair: ref.symbol ?? '' });
}

/**
 * One margin account: its margin level in its risk colour, the liquidation price of an isolated
 * pair, its totals in USDT, the assets with what is borrowed and the interest, and its transfer,
 * borrow and repay buttons. An isolated pair not opened yet shows an empty account that a
 * transfer in opens.
 */
export function AccountCard({
  refOf,
  account,
  onMove,
  compact = false,
}: {
  refOf: AccountRef;
  account: MarginAccount | undefined;
  onMove: (move: MoneyMove) => void;
  /** The trading page's panel: the figures and buttons without the asset table. */
  compact?: boolean;
}) {
  const t = useMarginText();
  const ids = useId();
  const title = accountTitle(t, refOf);
  const level = levelText(account?.marginLevel ?? null);
  const risk = account?.riskState ?? 'safe';
  const owes = (account?.assets ?? []).some((row) => Number(row.borrowed) > 0 || Number(row.interest) > 0);
  const holds = (account?.assets ?? []).some((row) => Number(row.free) > 0);
  return (
    <section
      className="margin-account"
      aria-labelledby={`${ids}-title`}
      data-testid="margin-account"
      data-account={refOf.mode === 'cross' ? 'cross' : refOf.symbol}
    >
      <div className="margin-account__head">
        <h2 id={`${ids}-title`}>{title}</h2>
        {account?.liquidating ? <span className="margin-badge">{t('liquidating')}</span> : null}
      </div>
      <dl className="margin-facts">
        <div>
          <dt>{t('marginLevel')}</dt>
          <dd
            className="numeric margin-level"
            data-risk={risk}
            data-level={account?.marginLevel ?? ''}
            data-testid="margin-level"
          >
            {level === null ? t('noDebt') : `${level} · ${t(RISK_TEXT[risk])}`}
          </dd>
        </div>
        {refOf.mode === 'isolated' ? (
          <div>
            <dt>{t('liquidationPrice')}</dt>
            <dd className="numeric" data-testid="liquidation-price">
              {account?.liquidationPrice == null ? '–' : `${formatNumber(account.liquidationPrice)} USDT`}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('totalAssets')}</dt>
          <dd className="numeric">{`${formatNumber(account?.totalAssetValue ?? '0', { decimals: 2 })} USDT`}</dd>
        </div>
        <div>
          <dt>{t('totalDebt')}</dt>
          <dd className="numeric" data-testid="margin-debt">
            {`${formatNumber(account?.totalDebtValue ?? '0', { decimals: 2 })} USDT`}
          </dd>
        </div>
        <div>
          <dt>{t('leverage')}</dt>
          <dd className="numeric">{`${account?.leverage ?? '–'}x`}</dd>
        </div>
      </dl>
      <div className="margin-actions">
        <button type="button" className="button" onClick={() => onMove('transfer-in')}>
          {t('transferIn')}
        </button>
        <button type="button" className="button" disabled={!holds} onClick={() => onMove('transfer-out')}>
          {t('transferOut')}
        </button>
        <button
          type="button"
          className="button"
          disabled={account === undefined}
          onClick={() => onMove('borrow')}
        >
          {t('borrow')}
        </button>
        <button type="button" className="button" disabled={!owes} onClick={() => onMove('repay')}>
          {t('repay')}
        </button>
      </div>
      {compact ? null : (
        <ProductTable
          label={title}
          columns={columns(t)}
          rows={account?.assets ?? []}
          rowKey={(row) => row.asset}
          emptyText={t('noAssets')}
          className="product-table-scroll margin-table-scroll"
        />
      )}
    </section>
  );
}
