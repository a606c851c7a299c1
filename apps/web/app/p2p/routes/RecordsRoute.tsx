import { P2P_RECORD_KINDS } from '@tideline/protocol/p2p/schemas';
import type { TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RecordFilterBar } from '../../record/components/RecordFilterBar.tsx';
import { downloadCsv } from '../../record/model/csv.ts';
import { fileDate } from '../../record/model/display-time.ts';
import { dayRange } from '../../record/model/record-kinds.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { type P2pText, useP2pText } from '../i18n/use-p2p-text.ts';
import { p2pRecordsCsv, signedAmount } from '../model/p2p-records.ts';
import { P2pPage, P2pTable, QueryState } from '../P2pPage.tsx';
import type { P2pRecord } from '../p2p-account.ts';
import { type P2pRecordKind, useP2pRecords } from '../p2p-api.ts';

function columns(
  t: P2pText,
  localize: (path: string) => string,
  time: (ms: number) => string,
): TableColumn<P2pRecord>[] {
  return [
    { key: 'ts', title: t('recordTime'), minWidth: 190, render: (row) => time(row.ts) },
    { key: 'kind', title: t('recordKind'), minWidth: 190, render: (row) => t(`record_${row.kind}`) },
    {
      key: 'amount',
      title: t('amount'),
      align: 'end',
      minWidth: 140,
      render: (row) => `${signedAmount(row)} ${row.asset}`,
    },
    {
      key: 'reference',
      title: t('recordReference'),
      minWidth: 150,
      render: (row) =>
        row.orderId !== null ? (
          <Link to={localize(`/p2p/order/${row.orderId}`)}>
            {t('order')} {row.orderId.slice(0, 8)}
          </Link>
        ) : row.adId !== null ? (
          `${t('ad')} ${row.adId.slice(0, 8)}`
        ) : (
          '–'
        ),
    },
  ];
}

/**
 * `/record/p2p`: my P2P funds records (`GET /p2p/records`), newest first: transfers with spot,
 * crypto locked in and freed from sell ads, order escrows locked, released and returned, and
 * crypto received; by kind and a range of days, a page of 100 at a time, with their CSV.
 */
export default function RecordsRoute() {
  const t = useP2pText();
  const ids = useId();
  const { localize } = usePageLocale();
  const time = useUtcTime();
  const [kind, setKind] = useState<P2pRecordKind | ''>('');
  const [range, setRange] = useState<[Date, Date] | null>(null);
  const records = useP2pRecords(kind, dayRange(range));
  const rows = records.data?.pages.flat() ?? [];
  return (
    <P2pPage path="/record/p2p" signedInOnly={true}>
      <section className="p2p-section" aria-labelledby={`${ids}-records`}>
        <h2 id={`${ids}-records`}>{t('navRecords')}</h2>
        <RecordFilterBar<P2pRecordKind>
          className="p2p-filters p2p-records-filters"
          fieldClassName="p2p-field"
          kind={{
            label: t('recordKind'),
            allLabel: t('recordAllKinds'),
            options: P2P_RECORD_KINDS.map((value) => ({ value, label: t(`record_${value}`) })),
            value: kind,
            onChange: setKind,
          }}
          range={{
            label: t('recordDates'),
            startPlaceholder: t('recordStart'),
            endPlaceholder: t('recordEnd'),
            value: range,
            onChange: setRange,
          }}
          csv={{
            label: t('recordCsv'),
            disabled: rows.length === 0,
            onExport: () => downloadCsv(`p2p-records-${fileDate(new Date())}.csv`, p2pRecordsCsv(rows)),
          }}
        />
        <QueryState query={records}>
          {() => (
            <>
              <P2pTable
                label={t('navRecords')}
                columns={columns(t, localize, time)}
                rows={rows}
                rowKey={(row) => row.recordId}
                emptyText={t('recordNone')}
              />
              {records.hasNextPage ? (
                <button
                  type="button"
                  className="button"
                  disabled={records.isFetchingNextPage}
                  onClick={() => void records.fetchNextPage()}
                >
                  {t('recordOlder')}
                </button>
              ) : null}
            </>
          )}
        </QueryState>
      </section>
    </P2pPage>
  );
}
