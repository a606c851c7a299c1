import { useMutation } from '@tanstack/react-query';
import {
  formatByPrecision,
  formatFuturesPnl,
  formatNumber,
  formatSignedPercent,
} from '@tideline/core/format';
import { MarginMode, PositionDirection } from '@tideline/core/futures';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { type TableColumn, toast } from '@tideline/ui';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { AccountTabs, accountTab, queryRows } from '../../trading/tables/AccountTabs.tsx';
import {
  buttonColumn,
  decimalColumn,
  directionText as directed,
  orderPriceColumn,
  orderTypeColumn,
  sideColumn,
  timeColumn,
} from '../../trading/tables/columns.tsx';
import {
  useFills,
  useFundingHistory,
  useOrderHistory,
  useRefreshFuturesAccount,
} from '../feed/use-futures-account.ts';
import { useFuturesText } from '../i18n/use-futures-text.ts';
import { fundingRatePercent } from '../model/funding.ts';
import type {
  FundingRecord,
  FuturesAccount,
  FuturesContract,
  FuturesFill,
  FuturesOpenOrder,
  FuturesOrderRecord,
  FuturesPositionRow,
} from '../model/futures-types.ts';
import { positionKey, positionMarginRatio } from '../model/position-figures.ts';
import { PositionManager } from './PositionManager.tsx';

function signOf(value: string | null): 'up' | 'down' | 'flat' {
  if (value === null || Number(value) === 0) return 'flat';
  return value.startsWith('-') ? 'down' : 'up';
}

export interface FuturesAccountTablesProps {
  contract: FuturesContract;
  contracts: readonly FuturesContract[];
  authenticated: boolean | null;
  account: FuturesAccount | undefined;
  positions: { data: FuturesPositionRow[] | undefined; isPending: boolean; isError: boolean };
  openOrders: { data: FuturesOpenOrder[] | undefined; isPending: boolean; isError: boolean };
}

/** The trader's futures account: positions (with their actions), open orders and the records. */
export function FuturesAccountTables({
  contract,
  contracts,
  authenticated,
  account,
  positions,
  openOrders,
}: FuturesAccountTablesProps) {
  const t = useFuturesText();
  const { locale } = usePageLocale();
  const client = useApiClient();
  const refresh = useRefreshFuturesAccount();
  const enabled = authenticated === true;
  const symbol = contract.symbol;
  const history = useOrderHistory(symbol, enabled);
  const fills = useFills(symbol, enabled);
  const funding = useFundingHistory(symbol, enabled);
  const [managed, setManaged] = useState<string | null>(null);
  const contractOf = (name: string) => contracts.find((item) => item.symbol === name) ?? contract;

  const closeMarket = useMutation({
    mutationFn: (position: FuturesPositionRow) =>
      callEndpoint(client, FUTURES_ENDPOINTS.closePosition, {
        symbol: position.symbol,
        positionSide: position.direction,
        orderType: 'market',
      }),
    onSuccess: () => toast({ message: t('positionClosed'), type: 'success' }),
    onSettled: refresh,
  });
  const closeAll = useMutation({
    mutationFn: () => callEndpoint(client, FUTURES_ENDPOINTS.closeAll, {}),
    onSuccess: () => toast({ message: t('positionClosed'), type: 'success' }),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (orderId: string) => callEndpoint(client, FUTURES_ENDPOINTS.cancelOrder, { symbol, orderId }),
    onSuccess: () => toast({ message: t('orderCancelled'), type: 'success' }),
    onSettled: refresh,
  });

  const directionText = (direction: PositionDirection) =>
    directed(
      direction === PositionDirection.Long,
      direction === PositionDirection.Long ? t('long') : t('short'),
    );
  const sides = { buy: t('buy'), sell: t('sell') };
  const kinds = { limit: t('limit'), market: t('market') };
  const quote = contract.quoteCoin;
  const priceTitle = t('price', { coin: quote });
  const orderPrice = <Row extends { orderType: string; price: string | null }>() =>
    orderPriceColumn<Row>('price', priceTitle, t('market'), {
      market: (row) => row.orderType === 'market',
      price: (row) => row.price,
      places: () => contract.pricePlace,
    });

  const positionColumns: TableColumn<FuturesPositionRow>[] = [
    {
      key: 'symbol',
      title: t('contract'),
      minWidth: 150,
      render: (row) => (
        <span>
          {row.symbol} {directionText(row.direction)}{' '}
          <small>
            {row.marginMode === MarginMode.Fixed ? t('isolated') : t('cross')} {row.openLevel}x
          </small>
        </span>
      ),
    },
    {
      key: 'count',
      title: t('positionSize'),
      align: 'end',
      render: (row) =>
        `${formatByPrecision(row.count, contractOf(row.symbol).sizePlace)} ${contractOf(row.symbol).baseCoin}`,
    },
    {
      key: 'openAvgPrice',
      title: t('entryPrice'),
      align: 'end',
      render: (row) => formatByPrecision(row.openAvgPrice, contractOf(row.symbol).pricePlace),
    },
    {
      key: 'markPrice',
      title: t('markPrice'),
      align: 'end',
      render: (row) => formatByPrecision(row.markPrice, contractOf(row.symbol).pricePlace),
    },
    {
      key: 'liquidationPrice',
      title: t('liquidationPrice'),
      align: 'end',
      render: (row) => formatByPrecision(row.liquidationPrice, contractOf(row.symbol).pricePlace),
    },
    {
      key: 'openMarginCount',
      title: t('margin'),
      align: 'end',
      render: (row) => `${formatNumber(row.openMarginCount, { decimals: 2 })} ${quote}`,
    },
    {
      key: 'marginRatio',
      title: t('marginRatio'),
      align: 'end',
      render: (row) => {
        const ratio = positionMarginRatio(row, contractOf(row.symbol), account);
        return ratio === null ? formatNumber(undefined) : `${ratio}%`;
      },
    },
    {
      key: 'unrealisedPnl',
      title: `${t('unrealisedPnl')} (${t('roe')})`,
      align: 'end',
      minWidth: 170,
      render: (row) => (
        <span data-direction={signOf(row.unrealisedPnl)} data-testid="position-pnl">
          {formatFuturesPnl(row.unrealisedPnl ?? undefined)} {quote} (
          {formatSignedPercent(row.roe ?? undefined, locale)})
        </span>
      ),
    },
    {
      key: 'tpsl',
      title: t('tpsl'),
      align: 'end',
      render: (row) =>
        `${formatByPrecision(row.takeProfit?.triggerPrice, contractOf(row.symbol).pricePlace)} / ${formatByPrecision(row.stopLoss?.triggerPrice, contractOf(row.symbol).pricePlace)}`,
    },
    {
      key: 'actions',
      title: t('actions'),
      minWidth: 190,
      render: (row) => {
        const key = positionKey(row);
        return (
          <span className="futures-row-actions">
            <button
              type="button"
              className="spot-link-button"
              disabled={closeMarket.isPending}
              onClick={() => closeMarket.mutate(row)}
            >
              {t('marketClose')}
            </button>
            <button
              type="button"
              className="spot-link-button"
              aria-expanded={managed === key}
              onClick={() => setManaged((now) => (now === key ? null : key))}
            >
              {t('manage')}
            </button>
          </span>
        );
      },
    },
  ];

  const openColumns: TableColumn<FuturesOpenOrder>[] = [
    sideColumn(t('side'), sides, (row) => row.side),
    { key: 'positionSide', title: t('direction'), render: (row) => directionText(row.positionSide) },
    {
      key: 'orderType',
      title: t('orderType'),
      render: (row) =>
        `${row.triggerPrice === null ? '' : `${t('trigger')} `}${row.orderType === 'limit' ? t('limit') : t('market')}`,
    },
    orderPrice<FuturesOpenOrder>(),
    decimalColumn(
      'triggerPrice',
      t('triggerPrice', { coin: quote }),
      (row) => row.triggerPrice,
      contract.pricePlace,
    ),
    decimalColumn('size', t('size', { coin: contract.baseCoin }), (row) => row.size, contract.sizePlace),
    {
      key: 'reduceOnly',
      title: t('reduceOnly'),
      render: (row) => (row.reduceOnly ? '✓' : ''),
    },
    buttonColumn({
      key: 'action',
      title: t('actions'),
      text: t('cancel'),
      label: (row) => t('cancelOrder', { orderId: row.orderId }),
      disabled: cancel.isPending,
      onClick: (row) => cancel.mutate(row.orderId),
    }),
  ];

  const statusText = (reason: string | null) =>
    reason === 'filled'
      ? t('statusFilled')
      : reason === 'cancelled'
        ? t('statusCancelled')
        : t('statusOther');
  const historyColumns: TableColumn<FuturesOrderRecord>[] = [
    timeColumn('time', t('time'), (row) => row.time),
    sideColumn(t('side'), sides, (row) => row.side),
    { key: 'positionSide', title: t('direction'), render: (row) => directionText(row.positionSide) },
    orderTypeColumn(t('orderType'), kinds, (row) => row.orderType),
    orderPrice<FuturesOrderRecord>(),
    decimalColumn('size', t('amount', { coin: contract.baseCoin }), (row) => row.size, contract.sizePlace),
    decimalColumn('dealCount', t('filled'), (row) => row.dealCount, contract.sizePlace),
    decimalColumn('priceAvg', t('averagePrice'), (row) => row.priceAvg, contract.pricePlace),
    { key: 'reason', title: t('status'), render: (row) => statusText(row.reason) },
  ];
  const fillColumns: TableColumn<FuturesFill>[] = [
    timeColumn('time', t('time'), (row) => row.time),
    sideColumn(t('side'), sides, (row) => row.side),
    decimalColumn('price', priceTitle, (row) => row.price, contract.pricePlace),
    decimalColumn('size', t('positionSize'), (row) => row.size, contract.sizePlace),
    { key: 'fee', title: t('fee'), align: 'end', render: (row) => `${formatNumber(row.fee)} ${quote}` },
    {
      key: 'realisedPnl',
      title: t('realisedPnl'),
      align: 'end',
      render: (row) => (
        <span data-direction={signOf(row.realisedPnl)}>{formatFuturesPnl(row.realisedPnl)}</span>
      ),
    },
  ];
  const fundingColumns: TableColumn<FundingRecord>[] = [
    timeColumn('time', t('time'), (row) => row.time),
    { key: 'positionSide', title: t('direction'), render: (row) => directionText(row.positionSide) },
    {
      key: 'rate',
      title: t('rate'),
      align: 'end',
      render: (row) => formatSignedPercent(fundingRatePercent(row.rate), locale, 4),
    },
    decimalColumn('markPrice', t('markPrice'), (row) => row.markPrice, contract.pricePlace),
    {
      key: 'amount',
      title: t('fundingAmount'),
      align: 'end',
      render: (row) => (
        <span
          data-direction={signOf(row.amount)}
        >{`${formatNumber(row.amount, { decimals: 8 })} ${quote}`}</span>
      ),
    },
  ];

  const positionRows = positions.data ?? [];
  const managedPosition = positionRows.find((row) => positionKey(row) === managed);
  const openCount = openOrders.data?.length ?? 0;

  return (
    <AccountTabs
      label={t('account')}
      className="futures-account"
      signedIn={enabled}
      texts={{ signedOut: t('logInForAccount'), failed: t('loadError'), loading: t('loading') }}
      head={
        enabled && account !== undefined ? (
          <dl className="futures-account__summary">
            <div>
              <dt>{t('equity')}</dt>
              <dd className="numeric" data-testid="futures-equity">
                {formatNumber(account.equity, { decimals: 2 })} {quote}
              </dd>
            </div>
            <div>
              <dt>{t('available')}</dt>
              <dd className="numeric">
                {formatNumber(account.available, { decimals: 2 })} {quote}
              </dd>
            </div>
            <div>
              <dt>{t('positionMargin')}</dt>
              <dd className="numeric">
                {formatNumber(account.positionMargin, { decimals: 2 })} {quote}
              </dd>
            </div>
            <div>
              <dt>{t('orderMargin')}</dt>
              <dd className="numeric">
                {formatNumber(account.orderMargin, { decimals: 2 })} {quote}
              </dd>
            </div>
            <div>
              <dt>{t('unrealisedPnl')}</dt>
              <dd className="numeric" data-direction={signOf(account.unrealisedPnl)}>
                {formatFuturesPnl(account.unrealisedPnl)} {quote}
              </dd>
            </div>
          </dl>
        ) : null
      }
      tabs={[
        accountTab({
          value: 'positions',
          label: t('positions', { count: positionRows.length }),
          columns: positionColumns,
          rows: positionRows,
          rowKey: positionKey,
          emptyText: t('noPositions'),
          pending: positions.isPending,
          failed: positions.isError,
          actions: (
            <button
              type="button"
              className="button"
              disabled={positionRows.length === 0 || closeAll.isPending}
              onClick={() => closeAll.mutate()}
            >
              {t('closeAll')}
            </button>
          ),
          after:
            managedPosition === undefined ? undefined : (
              <PositionManager
                key={positionKey(managedPosition)}
                position={managedPosition}
                contract={contractOf(managedPosition.symbol)}
              />
            ),
        }),
        accountTab({
          value: 'open',
          label: t('openOrders', { count: openCount }),
          columns: openColumns,
          ...queryRows(openOrders),
          rowKey: (row) => row.orderId,
          emptyText: t('noOpenOrders'),
        }),
        accountTab({
          value: 'history',
          label: t('orderHistory'),
          columns: historyColumns,
          ...queryRows(history),
          rowKey: (row) => row.orderId,
          emptyText: t('noOrders'),
        }),
        accountTab({
          value: 'fills',
          label: t('tradeHistory'),
          columns: fillColumns,
          ...queryRows(fills),
          rowKey: (row) => row.tradeId,
          emptyText: t('noFills'),
        }),
        accountTab({
          value: 'funding',
          label: t('fundingHistory'),
          columns: fundingColumns,
          ...queryRows(funding),
          rowKey: (row) => `${row.time}:${row.symbol}:${row.positionSide}`,
          emptyText: t('noFunding'),
        }),
      ]}
    />
  );
}
