import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableColumn } from '@tideline/ui';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { PAGE_SIZE } from '../../record/model/record-kinds.ts';
import { useOrderText } from '../i18n/use-order-text.ts';
import type { Cursors } from '../model/merge-page.ts';
import type { HistoryOrderRow, OrderFilter, TradeRow } from '../model/order-rows.ts';
import { ORDER_VENUES } from '../venues/index.ts';
import { loadRecordPage } from '../venues/load-rows.ts';
import type { OrderVenue, VenueRecords } from '../venues/order-venue.ts';
import { OrderTable } from './OrderTable.tsx';
import { ORDER_QUERY_KEY } from './order-query.ts';
import { PanelError } from './PanelError.tsx';

/**
 * Order history or trade history merged over the venues shown, newest first, a page at a time
 * (the record pages' page size) by each venue's own cursor. Mount it again (a new `key`) when the
 * filter changes, so paging starts over.
 */
export function RecordPanel<Row extends HistoryOrderRow | TradeRow>({
  id,
  records,
  columns,
  filter,
  label,
  emptyText,
}: {
  id: 'history' | 'trades';
  records: (venue: OrderVenue) => VenueRecords<Row>;
  columns: TableColumn<Row>[];
  filter: OrderFilter;
  label: string;
  emptyText: string;
}) {
  const t = useOrderText();
  const client = useApiClient();
  /** Cursors of the pages visited: page n continues from pages[n - 1]. */
  const [pages, setPages] = useState<Cursors[]>([]);
  const cursors = pages.at(-1) ?? {};
  const page = useQuery({
    queryKey: [...ORDER_QUERY_KEY, id, filter, cursors],
    queryFn: () => loadRecordPage(client, ORDER_VENUES, records, filter, cursors, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.rows ?? [];

  return (
    <>
      {page.isError ? (
        <PanelError onRetry={() => void page.refetch()} />
      ) : (
        <OrderTable
          label={label}
          testId={`order-${id}`}
          columns={columns}
          rows={rows}
          emptyText={page.isPending ? t('loading') : emptyText}
        />
      )}
      <nav className="record-pager" aria-label={`${label}: ${t('pagination')}`}>
        <button
          type="button"
          className="button"
          data-page="newer"
          disabled={pages.length === 0}
          onClick={() => setPages((list) => list.slice(0, -1))}
        >
          {t('previousPage')}
        </button>
        <span aria-live="polite">{t('pageLabel', { page: pages.length + 1 })}</span>
        <button
          type="button"
          className="button"
          data-page="older"
          disabled={page.isPlaceholderData || !page.data?.hasOlder}
          onClick={() => {
            const next = page.data?.next;
            if (next) setPages((list) => [...list, next]);
          }}
        >
          {t('nextPage')}
        </button>
      </nav>
    </>
  );
}
