import { P2P_RECORD_KINDS } from '@tideline/protocol/p2p/schemas';
import { DatePicker, Select, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
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

/** The kind filter's "all" choice: the select shows its placeholder for an empty value. */
const ALL = 'all';

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
        <div className="p2p-row">
          <div className="p2p-field">
            <span id={`${ids}-kind`}>{t('recordKind')}</span>
            <Select<string>
              aria-labelledby={`${ids}-kind`}
              options={[
                { value: ALL, label: t('recordAllKinds') },
                ...P2P_RECORD_KINDS.map((value) => ({ value, label: t(`record_${value}`) })),
              ]}
              value={kind === '' ? ALL : kind}
              onChange={(value) =>
                setKind(typeof value === 'string' && value !== ALL ? (value as P2pRecordKind) : '')
              }
            />
          </div>
          <div className="p2p-field">
            <span id={`${ids}-range`}>{t('recordDates')}</span>
            <DatePicker
              type="daterange"
              aria-label={t('recordDates')}
              startPlaceholder={t('recordStart')}
              endPlaceholder={t('recordEnd')}
              value={range}
              clearable
              onChange={(value) =>
                setRange(Array.isArray(value) && value.length === 2 ? [value[0]!, value[1]!] : null)
              }
            />
          </div>
          <button
            type="button"
            className="button"
            disabled={rows.length === 0}
            onClick={() => downloadCsv(`p2p-records-${fileDate(new Date())}.csv`, p2pRecordsCsv(rows))}
          >
            {t('recordCsv')}
          </button>
        </div>
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
