import { formatNumber, formatUsdt, MISSING_PLACEHOLDER } from '@tideline/core/format';
import { Input, Select, Table, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import '../asset.css';
import type { SpotBalance } from '../asset-api.ts';
import { AssetFrame, LoadState } from '../components/AssetFrame.tsx';
import { DepositPanel } from '../components/DepositPanel.tsx';
import { type FundingAction, fundingActionOf } from '../components/funding-links.ts';
import { ScrollingTable } from '../components/ScrollingTable.tsx';
import { TransferPanel } from '../components/TransferPanel.tsx';
import { WithdrawPanel } from '../components/WithdrawPanel.tsx';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { tableHeight } from '../model/table-height.ts';
import { isSmallBalance, totalUsdtValue, usdtValueOf } from '../model/valuation.ts';
import { LEDGER_DECIMALS } from '../model/withdraw-form.ts';
import { useLastPrices, useSpotBalances } from '../use-asset-data.ts';
import { useFigures } from '../use-figures.ts';
import { useRequireLogin } from '../use-require-login.ts';

/** Balances show the ledger's 8 decimals, so the smallest unit held is never hidden. */
const LEDGER_PLACES = { decimals: LEDGER_DECIMALS };

/** /asset/spot: spot balances with search and small-balance hiding; deposit, withdraw, transfer. */
export default function SpotAssets() {
  const t = useAssetText();
  const ids = useId();
  const figures = useFigures();
  const userId = useRequireLogin();
  const balances = useSpotBalances(userId);
  const prices = useLastPrices();
  const [search, setSearch] = useState('');
  const [hideSmall, setHideSmall] = useState(false);
  // A link may open a panel at once (the header's Deposit, an order form's funding offer).
  const [query] = useSearchParams();
  const [action, setAction] = useState<FundingAction | null>(() => fundingActionOf(query));
  const [coin, setCoin] = useState(() => query.get('coin') ?? 'USDT');

  const demo = balances.data?.demo === true;
  const rows = (balances.data?.balances ?? []).filter(
    (row) =>
      row.asset.toLowerCase().includes(search.trim().toLowerCase()) &&
      !(hideSmall && prices.data && isSmallBalance(row, prices.data)),
  );
  const open = (next: FundingAction, asset: string) => {
    setAction(next);
    setCoin(next === 'transfer' ? 'USDT' : asset);
  };
  const usdtOf = (row: SpotBalance) => {
    const value = prices.data ? usdtValueOf(row, prices.data) : undefined;
    return value === undefined ? MISSING_PLACEHOLDER : `${formatUsdt(value)} USDT`;
  };
  const columns: TableColumn<SpotBalance>[] = [
    { key: 'asset', title: t('coin'), sortable: true },
    {
      key: 'available',
      title: t('available'),
      align: 'end',
      render: (row) => figures.show(formatNumber(row.available, LEDGER_PLACES)),
    },
    {
      key: 'hold',
      title: t('inOrders'),
      align: 'end',
      render: (row) => figures.show(formatNumber(row.hold, LEDGER_PLACES)),
    },
    {
      key: 'total',
      title: t('total'),
      align: 'end',
      render: (row) => figures.show(formatNumber(row.total, LEDGER_PLACES)),
    },
    { key: 'valuation', title: t('valuation'), align: 'end', render: (row) => figures.show(usdtOf(row)) },
    {
      key: 'actions',
      title: t('actions'),
      minWidth: 240,
      render: (row) => (
        <span className="asset-actions">
          <button type="button" className="asset-link-button" onClick={() => open('deposit', row.asset)}>
            {t('deposit')}
            <span className="asset-sr-only"> {row.asset}</span>
          </button>
          {demo ? null : (
            <button type="button" className="asset-link-button" onClick={() => open('withdraw', row.asset)}>
              {t('withdraw')}
              <span className="asset-sr-only"> {row.asset}</span>
            </button>
          )}
          {row.asset === 'USDT' ? (
            <button type="button" className="asset-link-button" onClick={() => open('transfer', row.asset)}>
              {t('transfer')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  const coinOptions = (balances.data?.balances ?? []).map((row) => ({ value: row.asset, label: row.asset }));
  const available = balances.data?.balances.find((row) => row.asset === coin)?.available;

  return (
    <AssetFrame heading={t('spotAccount')} pageTitle={t('spotTitle')} demo={demo}>
      {balances.data ? (
        <>
          <section className="asset-card" aria-labelledby={`${ids}-total`}>
            <h2 id={`${ids}-total`}>{t('totalValuation')}</h2>
            <p className="asset-total__value" data-testid="spot-total">
              {figures.show(
                prices.data
                  ? `${formatUsdt(totalUsdtValue(balances.data.balances, prices.data))} USDT`
                  : MISSING_PLACEHOLDER,
              )}
            </p>
            <div className="asset-toolbar">
              <button type="button" className="button button--primary" onClick={() => open('deposit', coin)}>
                {t('deposit')}
              </button>
              {demo ? null : (
                <button type="button" className="button" onClick={() => open('withdraw', coin)}>
                  {t('withdraw')}
                </button>
              )}
              <button type="button" className="button" onClick={() => open('transfer', 'USDT')}>
                {t('transfer')}
              </button>
            </div>
          </section>
          {action !== null ? (
            <section
              className="asset-card asset-panel"
              aria-labelledby={`${ids}-action`}
              data-action={action}
            >
              <div className="asset-panel__head">
                <h2 id={`${ids}-action`}>{t(action)}</h2>
                <button type="button" className="button" onClick={() => setAction(null)}>
                  {t('close')}
                </button>
              </div>
              {action === 'transfer' ? (
                <TransferPanel
                  userId={userId}
                  initialDirection={query.get('direction') === 'out' ? 'out' : 'in'}
                />
              ) : (
                <>
                  <div className="asset-field asset-field--inline">
                    <span id={`${ids}-coin`}>{t('coin')}</span>
                    <Select<string>
                      aria-labelledby={`${ids}-coin`}
                      options={coinOptions}
                      value={coin}
                      filterable
                      onChange={(value) => typeof value === 'string' && value !== '' && setCoin(value)}
                    />
                  </div>
                  {action === 'deposit' ? (
                    <DepositPanel key={coin} coin={coin} />
                  ) : demo ? (
                    <p role="alert">{t('demoNoWithdraw')}</p>
                  ) : (
                    <WithdrawPanel key={coin} coin={coin} available={available} />
                  )}
                </>
              )}
            </section>
          ) : null}
          <div className="asset-card">
            <h2 id={`${ids}-balances`}>{t('spotAccount')}</h2>
            <div className="asset-toolbar">
              <div className="asset-field">
                <label htmlFor={`${ids}-search`} className="asset-sr-only">
                  {t('searchCoin')}
                </label>
                <Input
                  id={`${ids}-search`}
                  type="search"
                  placeholder={t('searchCoin')}
                  value={search}
                  onValueChange={setSearch}
                  clearable
                />
              </div>
              <label className="asset-check">
                <input
                  type="checkbox"
                  checked={hideSmall}
                  onChange={(event) => setHideSmall(event.target.checked)}
                />
                {t('hideSmall')}
              </label>
            </div>
            <ScrollingTable label={t('spotAccount')} testId="spot-balances">
              <Table
                aria-labelledby={`${ids}-balances`}
                columns={columns}
                data={rows}
                rowKey={(row) => row.asset}
                height={tableHeight(rows.length)}
                emptyText={t('noBalances')}
              />
            </ScrollingTable>
          </div>
        </>
      ) : (
        <LoadState error={balances.isError} onRetry={() => void balances.refetch()} />
      )}
    </AssetFrame>
  );
}
