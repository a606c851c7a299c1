import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatByPrecision, formatNumber } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { type TableColumn, toast } from '@tideline/ui';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { useValuation } from '../../trading/market/use-valuation.ts';
import { AccountTabs, accountTab, queryRows } from '../../trading/tables/AccountTabs.tsx';
import {
  buttonColumn,
  decimalColumn,
  orderPriceColumn,
  orderTypeColumn,
  sideColumn,
  timeColumn,
} from '../../trading/tables/columns.tsx';
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
  const sides = { buy: t('buy'), sell: t('sell') };
  const priceTitle = t('price', { coin: symbol.quoteCoin });
  const amountTitle = t('amount', { coin: symbol.baseCoin });

  const orderColumns: TableColumn<SpotOrder>[] = [
    timeColumn('createTime', t('time'), (row) => row.createTime),
    sideColumn(t('side'), sides, (row) => row.side),
    orderTypeColumn(t('orderType'), { limit: t('limit'), market: t('market') }, (row) => row.orderType),
    orderPriceColumn('buyPrice', priceTitle, t('market'), {
      market: (row) => row.orderType === 'market',
      price: (row) => row.buyPrice,
      places: (row) => row.pricePlace,
    }),
    decimalColumn(
      'buyDelegateCount',
      amountTitle,
      (row) => row.buyDelegateCount,
      (row) => row.quotePrecision,
    ),
    decimalColumn(
      'buyDealCount',
      t('filled'),
      (row) => row.buyDealCount,
      (row) => row.quotePrecision,
    ),
    decimalColumn(
      'marketPrice',
      t('averagePrice'),
      (row) => row.marketPrice,
      (row) => row.pricePlace,
    ),
    { key: 'status', title: t('status'), render: (row) => statusText[row.status] ?? row.status },
  ];

  const openColumns: TableColumn<SpotOrder>[] = [
    ...orderColumns.filter((column) => column.key !== 'marketPrice'),
    buttonColumn({
      key: 'action',
      title: t('action'),
      text: t('cancel'),
      label: (row) => t('cancelOrder', { orderNo: row.orderNo }),
      disabled: cancel.isPending,
      onClick: (row) => cancel.mutate(row.orderNo),
    }),
  ];

  const planColumns: TableColumn<PlanOrder>[] = [
    timeColumn('createTime', t('time'), (row) => row.createTime),
    sideColumn(t('side'), sides, (row) => row.side),
    {
      key: 'triggerPrice',
      title: t('triggerPrice', { coin: symbol.quoteCoin }),
      align: 'end',
      render: (row) =>
        `${row.triggerDirection === 'up' ? '≥' : '≤'} ${formatByPrecision(row.triggerPrice, symbol.pricePlace)}`,
    },
    orderPriceColumn('price', priceTitle, t('market'), {
      market: (row) => row.price === null,
      price: (row) => row.price,
      places: () => symbol.pricePlace,
    }),
    decimalColumn('size', amountTitle, (row) => row.size, symbol.quotePrecision),
    buttonColumn({
      key: 'action',
      title: t('action'),
      text: t('cancel'),
      label: (row) => t('cancelPlan', { planNo: row.planNo }),
      disabled: cancelPlan.isPending,
      onClick: (row) => cancelPlan.mutate(row.planNo),
    }),
  ];

  const fillColumns: TableColumn<SpotFill>[] = [
    timeColumn('ts', t('time'), (row) => row.ts),
    sideColumn(t('side'), sides, (row) => row.side),
    decimalColumn('price', priceTitle, (row) => row.price, symbol.pricePlace),
    decimalColumn('size', amountTitle, (row) => row.size, symbol.quotePrecision),
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

  const openCount = open.data?.length ?? 0;
  const planCount = plans.data?.length ?? 0;
  const byOrderNo = (row: SpotOrder) => row.orderNo;

  return (
    <AccountTabs
      label={t('account')}
      signedIn={enabled}
      texts={{ signedOut: t('logInForAccount'), failed: t('loadError'), loading: t('loading') }}
      tabs={[
        accountTab({
          value: 'open',
          label: t('openOrders', { count: openCount }),
          columns: openColumns,
          ...queryRows(open),
          rowKey: byOrderNo,
          emptyText: t('noOpenOrders'),
          actions: (
            <button
              type="button"
              className="button"
              disabled={openCount === 0 || cancelAll.isPending}
              onClick={() => cancelAll.mutate()}
            >
              {t('cancelAll')}
            </button>
          ),
        }),
        accountTab({
          value: 'plans',
          label: t('triggerOrders', { count: planCount }),
          columns: planColumns,
          ...queryRows(plans),
          rowKey: (row) => row.planNo,
          emptyText: t('noTriggerOrders'),
        }),
        accountTab({
          value: 'history',
          label: t('orderHistory'),
          columns: orderColumns,
          ...queryRows(history),
          rowKey: byOrderNo,
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
          value: 'balances',
          label: t('balances'),
          columns: balanceColumns,
          rows: balances,
          rowKey: (row) => row.asset,
          emptyText: t('noBalances'),
          pending: balances === undefined,
          failed: false,
        }),
      ]}
    />
  );
}
