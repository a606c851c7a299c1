import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { MARGIN_ENDPOINTS } from '@tideline/protocol/margin/endpoints';
import { type TableColumn, toast } from '@tideline/ui';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { ProductTable } from '../shell/ProductTable.tsx';
import { useUtcTime } from '../shell/use-utc-time.ts';
import { type MarginText, useMarginText } from './i18n/use-margin-text.ts';
import { accountFields, type MarginOrder } from './margin-account.ts';
import { useRefreshAfterMove } from './margin-api.ts';

const SIDE_EFFECT_TEXT = {
  normal: 'normal',
  'auto-borrow': 'autoBorrow',
  'auto-repay': 'autoRepay',
} as const;

function columns(
  t: MarginText,
  time: (ms: number) => string,
  onCancel: ((order: MarginOrder) => void) | null,
): TableColumn<MarginOrder>[] {
  return [
    { key: 'createdAt', title: t('time'), minWidth: 190, render: (row) => time(row.createdAt) },
    { key: 'symbol', title: t('pair'), minWidth: 100, render: (row) => row.symbol },
    { key: 'mode', title: t('mode'), minWidth: 90, render: (row) => t(row.mode) },
    { key: 'side', title: t('side'), minWidth: 70, render: (row) => t(row.side) },
    {
      key: 'orderType',
      title: t('orderType'),
      minWidth: 80,
      render: (row) => t(row.orderType),
    },
    { key: 'price', title: t('price'), align: 'end', minWidth: 110, render: (row) => row.price ?? '–' },
    { key: 'size', title: t('size'), align: 'end', minWidth: 110, render: (row) => row.size },
    { key: 'filled', title: t('filled'), align: 'end', minWidth: 110, render: (row) => row.filled },
    {
      key: 'sideEffect',
      title: t('sideEffect'),
      minWidth: 120,
      render: (row) => t(SIDE_EFFECT_TEXT[row.sideEffect]),
    },
    { key: 'borrowed', title: t('autoBorrowed'), align: 'end', minWidth: 110, render: (row) => row.borrowed },
    ...(onCancel === null
      ? []
      : [
          {
            key: 'action',
            title: t('action'),
            align: 'end' as const,
            render: (row: MarginOrder) => (
              <button
                type="button"
                className="button"
                aria-label={t('cancelOrder', { orderNo: row.orderNo })}
                onClick={() => onCancel(row)}
              >
                {t('cancel')}
              </button>
            ),
          },
        ]),
  ];
}

/** Margin orders as a table: open ones with their cancel button, or finished ones. */
export function OrdersTable({
  label,
  orders,
  open,
}: {
  label: string;
  orders: readonly MarginOrder[];
  open: boolean;
}) {
  const t = useMarginText();
  const time = useUtcTime();
  const client = useApiClient();
  const refresh = useRefreshAfterMove();
  const cancel = useMutation({
    mutationFn: (order: MarginOrder) =>
      callEndpoint(client, MARGIN_ENDPOINTS.cancelOrder, {
        ...accountFields({ mode: order.mode, symbol: order.symbol }),
        symbol: order.symbol,
        orderNo: order.orderNo,
      }),
    onSuccess: () => toast({ message: t('orderCancelled'), type: 'success' }),
    onError: (failure) => toast({ message: refusalText(failure), type: 'error' }),
    onSettled: () => refresh(),
  });
  return (
    <ProductTable
      label={label}
      columns={columns(t, time, open ? (order) => cancel.mutate(order) : null)}
      rows={orders}
      rowKey={(row) => row.orderNo}
      emptyText={open ? t('noOpenOrders') : t('noOrders')}
      className="product-table-scroll margin-table-scroll"
    />
  );
}
