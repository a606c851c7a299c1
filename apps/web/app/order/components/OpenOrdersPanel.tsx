import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageBox, toast } from '@tideline/ui';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { useFailureText } from '../../asset/use-failure-text.ts';
import { useOrderText } from '../i18n/use-order-text.ts';
import type { OpenOrderRow, OrderFilter } from '../model/order-rows.ts';
import { ORDER_VENUES, venueById } from '../venues/index.ts';
import { loadOpenOrders } from '../venues/load-rows.ts';
import { OrderTable } from './OrderTable.tsx';
import { openOrderColumns } from './order-columns.tsx';
import { OPEN_ORDERS_POLL_MS, ORDER_QUERY_KEY } from './order-query.ts';
import { PanelError } from './PanelError.tsx';

/** The open orders the filter shows, each with Cancel, and Cancel all (confirmed) for them all. */
export function OpenOrdersPanel({ filter, label }: { filter: OrderFilter; label: string }) {
  const t = useOrderText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const open = useQuery({
    queryKey: [...ORDER_QUERY_KEY, 'open', filter],
    queryFn: () => loadOpenOrders(client, ORDER_VENUES, filter),
    refetchInterval: OPEN_ORDERS_POLL_MS,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
  const cancel = useMutation({
    mutationFn: (row: OpenOrderRow) => venueById(row.venue)!.cancel(client, row),
    onSuccess: () => toast({ message: t('orderCancelled'), type: 'success' }),
    onError: (failure) => toast({ message: failureText(failure), type: 'error' }),
    onSettled: refresh,
  });
  const cancelAll = useMutation({
    mutationFn: async (rows: readonly OpenOrderRow[]) => {
      let failed = 0;
      for (const venue of ORDER_VENUES) {
        const own = rows.filter((row) => row.venue === venue.id);
        if (own.length > 0) failed += await venue.cancelAll(client, own);
      }
      return failed;
    },
    onSuccess: (failed) =>
      failed === 0
        ? toast({ message: t('allCancelled'), type: 'success' })
        : toast({ message: t('someNotCancelled', { count: failed }), type: 'error' }),
    onError: (failure) => toast({ message: failureText(failure), type: 'error' }),
    onSettled: refresh,
  });

  const rows = open.data ?? [];
  const confirmCancelAll = async () => {
    // The rows on screen may be a cached list from before a cancel or fill (a venue switch shows the
    // cache while it re-reads): the dialog names, and Cancel all takes, the orders open now.
    let current: readonly OpenOrderRow[];
    try {
      current = (await open.refetch({ throwOnError: true })).data ?? [];
    } catch (failure) {
      toast({ message: failureText(failure), type: 'error' });
      return;
    }
    if (current.length === 0) return;
    const venues = ORDER_VENUES.filter((venue) => current.some((row) => row.venue === venue.id))
      .map((venue) => t(venue.label))
      .join(', ');
    try {
      await MessageBox.confirm(
        t('cancelAllConfirm', { count: current.length, venues }),
        t('cancelAllTitle'),
        {
          type: 'warning',
          confirmButtonText: t('cancelAll'),
          cancelButtonText: t('keepOrders'),
        },
      );
    } catch {
      return; // Kept.
    }
    cancelAll.mutate(current);
  };

  const columns = openOrderColumns(
    t,
    { venue: filter.venue === 'all', trigger: rows.some((row) => row.triggerPrice !== null) },
    (row) => (
      <button
        type="button"
        className="order-link-button"
        disabled={cancel.isPending || cancelAll.isPending}
        onClick={() => cancel.mutate(row)}
        aria-label={t('cancelOrder', { orderNo: row.id })}
      >
        {t('cancel')}
      </button>
    ),
  );

  return (
    <>
      <div className="order-panel__actions">
        <button
          type="button"
          className="button"
          data-action="cancel-all"
          disabled={rows.length === 0 || cancelAll.isPending}
          onClick={() => void confirmCancelAll()}
        >
          {t('cancelAll')}
        </button>
      </div>
      {open.isError ? (
        <PanelError onRetry={() => void open.refetch()} />
      ) : (
        <OrderTable
          label={label}
          testId="order-open"
          columns={columns}
          rows={rows}
          emptyText={open.isPending ? t('loading') : t('noOpenOrders')}
        />
      )}
    </>
  );
}
