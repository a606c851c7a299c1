import { COPY_RECORD_KINDS } from '@tideline/protocol/copy-trading/schemas';
import type { TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { RecordFilterBar } from '../../record/components/RecordFilterBar.tsx';
import { downloadCsv } from '../../record/model/csv.ts';
import { fileDate } from '../../record/model/display-time.ts';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { CopyPage, CopyTable, QueryState } from '../CopyPage.tsx';
import { useAllCopyRecords, useCopyRecords, useMyCopies } from '../copy-api.ts';
import { type CopyText, useCopyText } from '../i18n/use-copy-text.ts';
import {
  type CopyRecord,
  type CopyRecordKind,
  profitShareTotals,
  recordsCsv,
} from '../model/copy-records.ts';
import { usdt } from '../PnlGraphics.tsx';

function columns(
  t: CopyText,
  time: (ms: number) => string,
  nicknames: ReadonlyMap<string, string>,
): TableColumn<CopyRecord>[] {
  return [
    { key: 'at', title: t('time'), minWidth: 220, render: (row) => time(row.at) },
    { key: 'kind', title: t('kind'), minWidth: 150, render: (row) => t(`kind_${row.kind}`) },
    {
      key: 'trader',
      title: t('trader'),
      minWidth: 130,
      render: (row) => nicknames.get(row.copyId) ?? row.traderId,
    },
    { key: 'symbol', title: t('symbol'), minWidth: 100, render: (row) => row.symbol ?? '–' },
    {
      key: 'action',
      title: t('action'),
      minWidth: 110,
      render: (row) =>
        row.action === null
          ? '–'
          : `${t(`action_${row.action}`)}${row.direction === null ? '' : ` · ${t(row.direction)}`}`,
    },
    { key: 'size', title: t('size'), align: 'end', minWidth: 90, render: (row) => row.size ?? '–' },
    {
      key: 'amount',
      title: t('amount'),
      align: 'end',
      minWidth: 120,
      render: (row) => (row.amount === null ? '–' : usdt(row.amount)),
    },
    {
      key: 'reason',
      title: t('reason'),
      minWidth: 170,
      render: (row) => (row.skipReason === null ? '–' : t(`skip_${row.skipReason}`)),
    },
  ];
}

/**
 * `/record/mcp`: my copy history, newest first: copied and skipped orders (with the reason),
 * profit share paid and received, stopped copies with what came back; by kind and a range of days,
 * with the range's profit-share totals and its CSV.
 */
export default function RecordsRoute() {
  const t = useCopyText();
  const ids = useId();
  const time = useUtcTime();
  const [kind, setKind] = useState<CopyRecordKind | ''>('');
  const [range, setRange] = useState<[Date, Date] | null>(null);
  const records = useCopyRecords(kind, range);
  const everyRecord = useAllCopyRecords(kind, range);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const exportCsv = async () => {
    setExporting('busy');
    try {
      downloadCsv(`copy-trading-${fileDate(new Date())}.csv`, recordsCsv(await everyRecord()));
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };
  const copies = useMyCopies();
  const nicknames = new Map((copies.data ?? []).map((copy) => [copy.copyId, copy.nickname]));
  return (
    <CopyPage path="/record/mcp" signedInOnly={true}>
      <section className="copy-section" aria-labelledby={`${ids}-records`}>
        <h2 id={`${ids}-records`}>{t('recordsHeading')}</h2>
        <RecordFilterBar<CopyRecordKind>
          className="copy-filters"
          fieldClassName="copy-field"
          kind={{
            label: t('kind'),
            allLabel: t('allKinds'),
            options: COPY_RECORD_KINDS.map((value) => ({ value, label: t(`kind_${value}`) })),
            value: kind,
            onChange: setKind,
          }}
          range={{
            label: t('dateRange'),
            startPlaceholder: t('startDate'),
            endPlaceholder: t('endDate'),
            value: range,
            onChange: setRange,
          }}
          csv={{
            label: t('exportCsv'),
            disabled: (records.data?.length ?? 0) === 0,
            busy: exporting === 'busy',
            onExport: () => void exportCsv(),
          }}
        />
        {exporting === 'failed' ? (
          <p className="copy-muted" role="alert">
            {t('loadError')}
          </p>
        ) : null}
        <QueryState query={records}>
          {(rows) => {
            const totals = profitShareTotals(rows);
            return (
              <>
                <p className="copy-muted" data-testid="copy-share-totals">
                  {t('sharePaidTotal', { amount: usdt(totals.paid) })} ·{' '}
                  {t('shareReceivedTotal', { amount: usdt(totals.received) })}
                </p>
                <CopyTable
                  label={t('recordsHeading')}
                  columns={columns(t, time, nicknames)}
                  rows={rows}
                  rowKey={(row) => `${row.kind}-${row.id}`}
                  emptyText={t('noRecords')}
                />
              </>
            );
          }}
        </QueryState>
      </section>
    </CopyPage>
  );
}
