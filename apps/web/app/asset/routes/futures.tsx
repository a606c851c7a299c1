import { sub } from '@tideline/core/decimal';
import { formatFuturesPnl, formatNumber, formatUsdt } from '@tideline/core/format';
import { Table, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import '../asset.css';
import type { FuturesPosition } from '../asset-api.ts';
import { AssetFrame, LoadState } from '../components/AssetFrame.tsx';
import { ScrollingTable } from '../components/ScrollingTable.tsx';
import { TransferPanel } from '../components/TransferPanel.tsx';
import { useAssetText } from '../i18n/use-asset-text.ts';
import { tableHeight } from '../model/table-height.ts';
import type { TransferDirection } from '../model/transfer-accounts.ts';
import { useFuturesAccount, useFuturesPositions, useSpotBalances } from '../use-asset-data.ts';
import { useFigures } from '../use-figures.ts';
import { useRequireLogin } from '../use-require-login.ts';

/** /asset/futures: the USDT futures wallet (futures protocol §3), its positions, and transfers. */
export default function FuturesAssets() {
  const t = useAssetText();
  const ids = useId();
  const figures = useFigures();
  const userId = useRequireLogin();
  const account = useFuturesAccount(userId);
  const positions = useFuturesPositions(userId);
  const spot = useSpotBalances(userId);
  const [transfer, setTransfer] = useState<TransferDirection | null>(null);

  const columns: TableColumn<FuturesPosition>[] = [
    { key: 'symbol', title: t('symbol') },
    {
      key: 'direction',
      title: t('direction'),
      render: (row) => (
        <span data-trend={row.direction === 1 ? 'up' : 'down'}>
          {row.direction === 1 ? t('long') : t('short')}
        </span>
      ),
    },
    { key: 'count', title: t('size'), align: 'end', render: (row) => figures.show(formatNumber(row.count)) },
    {
      key: 'openAvgPrice',
      title: t('entryPrice'),
      align: 'end',
      render: (row) => formatNumber(row.openAvgPrice),
    },
    { key: 'markPrice', title: t('markPrice'), align: 'end', render: (row) => formatNumber(row.markPrice) },
    { key: 'openLevel', title: t('leverage'), align: 'end', render: (row) => `${row.openLevel}x` },
    {
      key: 'openMarginCount',
      title: t('positionMargin'),
      align: 'end',
      render: (row) => figures.show(formatUsdt(row.openMarginCount)),
    },
    {
      key: 'unrealisedPnl',
      title: t('unrealisedPnl'),
      align: 'end',
      render: (row) => figures.show(formatFuturesPnl(row.unrealisedPnl)),
    },
  ];

  const data = account.data;
  // Wallet balance: equity less unrealised PnL, what the wallet holds whatever the mark does.
  const facts = data
    ? ([
        ['walletBalance', formatUsdt(sub(data.equity, data.unrealisedPnl))],
        ['unrealisedPnl', formatFuturesPnl(data.unrealisedPnl)],
        ['marginBalance', formatUsdt(data.equity)],
        ['available', formatUsdt(data.available)],
        ['positionMargin', formatUsdt(data.positionMargin)],
        ['orderMargin', formatUsdt(data.orderMargin)],
        ['maxTransferOut', formatUsdt(data.maxTransferOut)],
      ] as const)
    : [];

  return (
    <AssetFrame heading={t('futuresAccount')} pageTitle={t('futuresTitle')} demo={spot.data?.demo}>
      {data ? (
        <>
          <section className="asset-card" aria-labelledby={`${ids}-wallet`}>
            <h2 id={`${ids}-wallet`}>{t('marginBalance')}</h2>
            <dl className="asset-grid-facts" data-testid="futures-account">
              {facts.map(([key, value]) => (
                <div key={key} data-fact={key}>
                  <dt>{t(key)}</dt>
                  <dd>{figures.show(`${value} USDT`)}</dd>
                </div>
              ))}
            </dl>
            <div className="asset-toolbar">
              <button type="button" className="button button--primary" onClick={() => setTransfer('in')}>
                {t('transferIn')}
              </button>
              <button type="button" className="button" onClick={() => setTransfer('out')}>
                {t('transferOut')}
              </button>
            </div>
          </section>
          {transfer !== null ? (
            <section className="asset-card asset-panel" aria-labelledby={`${ids}-transfer`}>
              <div className="asset-panel__head">
                <h2 id={`${ids}-transfer`}>{t('transfer')}</h2>
                <button type="button" className="button" onClick={() => setTransfer(null)}>
                  {t('close')}
                </button>
              </div>
              <TransferPanel
                key={transfer}
                initialDirection={transfer}
                userId={userId}
                initialAccount="futures"
              />
            </section>
          ) : null}
          <div className="asset-card">
            <h2 id={`${ids}-positions`}>{t('positions')}</h2>
            <ScrollingTable label={t('positions')}>
              <Table
                aria-labelledby={`${ids}-positions`}
                columns={columns}
                data={positions.data ?? []}
                rowKey={(row) => `${row.symbol}-${row.direction}`}
                height={tableHeight(positions.data?.length ?? 0)}
                emptyText={positions.isError ? t('loadError') : t('noPositions')}
              />
            </ScrollingTable>
          </div>
        </>
      ) : (
        <LoadState error={account.isError} onRetry={() => void account.refetch()} />
      )}
    </AssetFrame>
  );
}
