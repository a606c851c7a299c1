import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatByPrecision, formatNumber } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { Table, type TableColumn, Tabs, toast } from '@tideline/ui';
import type { ReactNode } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { useValuation } from '../../trading/market/use-valuation.ts';
import { applyOrderViews } from '../feed/apply-account-views.ts';
import { useSpotText } from '../i18n/use-spot-text.ts';
import { ACCOUNT_QUERY_KEY, accountKeys } from '../model/account-keys.ts';
import { fetchFills, fetchOrderHistory, fetchWaitingPlans } from '../model/account-queries.ts';
import type {
  AssetBalance,
  OrderStatus,
  PlanOrder,
  SpotFill,
  SpotOrder,
  SpotSymbol,
} from '../model/market-types.ts';
import { ACCOUNT_TABLE_HEIGHT, AccountPanel, accountDateTime } from './AccountPanel.tsx';
import { useOpenOrders } from './use-open-orders.ts';

/** Open orders, order history, trade history and balances of a signed-in trader. */
export function AccountTables({
  symbol,
  authenticated,
  balances,
}: {
  symbol: SpotSymbol;
  authenticated: boolean | null;
  balances: AssetBalance[] | undefined;
}) {
  const t = useSpotText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const enabled = authenticated === true;
  const valuation = useValuation();
  const open = useOpenOrders(symbol.symbol, enabled);
  const history = useQuery({
    queryKey: accountKeys.history(symbol.symbol),
    queryFn: () => fetchOrderHistory(client, symbol.symbol),
    enabled,
  });
  const fills = useQuery({
    queryKey: accountKeys.fills(symbol.symbol),
    queryFn: () => fetchFills(client, symbol.symbol),
    enabled,
  });
  const plans = useQuery({
    queryKey: accountKeys.plans(symbol.symbol),
    queryFn: () => fetchWaitingPlans(client, symbol.symbol),
    enabled,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  const cancel = useMutation({
    mutationFn: (orderNo: string) =>
      callEndpoint(client, SPOT_ENDPOINTS.cancelOrder, { symbol: symbol.symbol, orderNo }),
    // The answer is the cancelled order's view; a refusal (already filled, say) refetches.
    onSuccess: (order) => {
      toast({ message: t('orderCancelled'), type: 'success' });
      applyOrderViews(queryClient, [order]);
    },
    onError: refresh,
  });
  const cancelPlan = useMutation({
    mutationFn: (planNo: string) => callEndpoint(client, SPOT_ENDPOINTS.cancelPlan, { planNo }),
    onSuccess: () => toast({ message: t('planCancelled'), type: 'success' }),
    onSettled: refresh,
  });
  const cancelAll = useMutation({
    mutationFn: () => callEndpoint(client, SPOT_ENDPOINTS.batchCancel, { symbol: symbol.symbol }),
    onSuccess: () => toast({ message: t('allCancelled'), type: 'success' }),
    onSettled: refresh,
  });

  const statusText: Record<OrderStatus, string> = {
    new: t('statusNew'),
    partially_filled: t('statusPartial'),
    filled: t('statusFilled'),
    cancelled: t('statusCancelled'),
  };
  const sideText = (side: 'buy' | 'sell') => (
    <span data-direction={side === 'buy' ? 'up' : 'down'}>{side === 'buy' ? t('buy') : t('sell')}</span>
  );

  const orderColumns: TableColumn<SpotOrder>[] = [
    { key: 'createTime', title: t('time'), render: (row) => accountDateTime(row.createTime), minWidth: 150 },
    { key: 'side', title: t('side'), render: (row) => sideText(row.side) },
    {
      key: 'orderType',
      title: t('orderType'),
      render: (row) => (row.orderType === 'limit' ? t('limit') : t('market')),
    },
    {
      key: 'buyPrice',
      title: t('price', { coin: symbol.quoteCoin }),
      align: 'end',
      render: (row) =>
        row.orderType === 'market' ? t('market') : formatByPrecision(row.buyPrice, row.pricePlace),
    },
    {
      key: 'buyDelegateCount',
      title: t('amount', { coin: symbol.baseCoin }),
      align: 'end',
      render: (row) => formatByPrecision(row.buyDelegateCount, row.quotePrecision),
    },
    {
      key: 'buyDealCount',
      title: t('filled'),
      align: 'end',
      render: (row) => formatByPrecision(row.buyDealCount, row.quotePrecision),
    },
    {
      key: 'marketPrice',
      title: t('averagePrice'),
      align: 'end',
      render: (row) => formatByPrecision(row.marketPrice, row.pricePlace),
    },
    { key: 'status', title: t('status'), render: (row) => statusText[row.status] ?? row.status },
  ];

  const openColumns: TableColumn<SpotOrder>[] = [
    ...orderColumns.filter((column) => column.key !== 'marketPrice'),
    {
      key: 'action',
      title: t('action'),
      render: (row) => (
        <button
          type="button"
          className="spot-link-button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(row.orderNo)}
          aria-label={t('cancelOrder', { orderNo: row.orderNo })}
        >
          {t('cancel')}
        </button>
      ),
    },
  ];

  const planColumns: TableColumn<PlanOrder>[] = [
    { key: 'createTime', title: t('time'), render: (row) => accountDateTime(row.createTime), minWidth: 150 },
    { key: 'side', title: t('side'), render: (row) => sideText(row.side) },
    {
      key: 'triggerPrice',
      title: t('triggerPrice', { coin: symbol.quoteCoin }),
      align: 'end',
      render: (row) =>
        `${row.triggerDirection === 'up' ? '≥' : '≤'} ${formatByPrecision(row.triggerPrice, symbol.pricePlace)}`,
    },
    {
      key: 'price',
      title: t('price', { coin: symbol.quoteCoin }),
      align: 'end',
      render: (row) => (row.price === null ? t('market') : formatByPrecision(row.price, symbol.pricePlace)),
    },
    {
      key: 'size',
      title: t('amount', { coin: symbol.baseCoin }),
      align: 'end',
      render: (row) => formatByPrecision(row.size, symbol.quotePrecision),
    },
    {
      key: 'action',
      title: t('action'),
      render: (row) => (
        <button
          type="button"
          className="spot-link-button"
          disabled={cancelPlan.isPending}
          onClick={() => cancelPlan.mutate(row.planNo)}
          aria-label={t('cancelPlan', { planNo: row.planNo })}
        >
          {t('cancel')}
        </button>
      ),
    },
  ];

  const fillColumns: TableColumn<SpotFill>[] = [
    { key: 'ts', title: t('time'), render: (row) => accountDateTime(row.ts), minWidth: 150 },
    { key: 'side', title: t('side'), render: (row) => sideText(row.side) },
    {
      key: 'price',
      title: t('price', { coin: symbol.quoteCoin }),
      align: 'end',
      render: (row) => formatByPrecision(row.price, symbol.pricePlace),
    },
    {
      key: 'size',
      title: t('amount', { coin: symbol.baseCoin }),
      align: 'end',
      render: (row) => formatByPrecision(row.size, symbol.quotePrecision),
    },
    {
      key: 'fee',
      title: t('fee'),
      align: 'end',
      render: (row) => `${formatNumber(row.fee)} ${row.feeAsset}`,
    },
  ];

  const balanceColumns: TableColumn<AssetBalance>[] = [
    { key: 'asset', title: t('asset'), sortable: true },
    { key: 'available', title: t('available'), align: 'end', render: (row) => formatNumber(row.available) },
    { key: 'hold', title: t('onHold'), align: 'end', render: (row) => formatNumber(row.hold) },
    { key: 'total', title: t('totalBalance'), align: 'end', render: (row) => formatNumber(row.total) },
    {
      key: 'worth',
      title: t('worth', { currency: valuation.currency }),
      align: 'end',
      render: (row) => valuation.format(row.total, row.asset),
    },
  ];

  const panelTexts = { signedOut: t('logInForAccount'), failed: t('loadError'), loading: t('loading') };
  const panel = (content: ReactNode, pending: boolean, failed: boolean) => (
    <AccountPanel signedIn={enabled} pending={pending} failed={failed} texts={panelTexts}>
      {content}
    </AccountPanel>
  );
  const openCount = open.data?.length ?? 0;
  const planCount = plans.data?.length ?? 0;

  return (
    <section className="spot-panel spot-account" aria-label={t('account')}>
      <Tabs
        aria-label={t('account')}
        items={[
          {
            value: 'open',
            label: t('openOrders', { count: openCount }),
            content: panel(
              <>
                <div className="spot-account__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={openCount === 0 || cancelAll.isPending}
                    onClick={() => cancelAll.mutate()}
                  >
                    {t('cancelAll')}
                  </button>
                </div>
                <Table
                  columns={openColumns}
                  data={open.data ?? []}
                  rowKey={(row) => row.orderNo}
                  height={ACCOUNT_TABLE_HEIGHT}
                  aria-label={t('openOrders', { count: openCount })}
                  emptyText={t('noOpenOrders')}
                />
              </>,
              open.isPending,
              open.isError,
            ),
          },
          {
            value: 'plans',
            label: t('triggerOrders', { count: planCount }),
            content: panel(
              <Table
                columns={planColumns}
                data={plans.data ?? []}
                rowKey={(row) => row.planNo}
                height={ACCOUNT_TABLE_HEIGHT}
                aria-label={t('triggerOrders', { count: planCount })}
                emptyText={t('noTriggerOrders')}
              />,
              plans.isPending,
              plans.isError,
            ),
          },
          {
            value: 'history',
            label: t('orderHistory'),
            content: panel(
              <Table
                columns={orderColumns}
                data={history.data ?? []}
                rowKey={(row) => row.orderNo}
                height={ACCOUNT_TABLE_HEIGHT}
                aria-label={t('orderHistory')}
                emptyText={t('noOrders')}
              />,
              history.isPending,
              history.isError,
            ),
          },
          {
            value: 'fills',
            label: t('tradeHistory'),
            content: panel(
              <Table
                columns={fillColumns}
                data={fills.data ?? []}
                rowKey={(row) => row.tradeId}
                height={ACCOUNT_TABLE_HEIGHT}
                aria-label={t('tradeHistory')}
                emptyText={t('noFills')}
              />,
              fills.isPending,
              fills.isError,
            ),
          },
          {
            value: 'balances',
            label: t('balances'),
            content: panel(
              <Table
                columns={balanceColumns}
                data={balances ?? []}
                rowKey={(row) => row.asset}
                height={ACCOUNT_TABLE_HEIGHT}
                aria-label={t('balances')}
                emptyText={t('noBalances')}
              />,
              balances === undefined,
              false,
            ),
          },
        ]}
      />
    </section>
  );
}
