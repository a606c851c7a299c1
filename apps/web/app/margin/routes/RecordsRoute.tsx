import { MARGIN_RECORD_KINDS } from '@tideline/protocol/margin/schemas';
import type { TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { RecordFilterBar } from '../../record/components/RecordFilterBar.tsx';
import { downloadCsv } from '../../record/model/csv.ts';
import { fileDate } from '../../record/model/display-time.ts';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { type MarginText, useMarginText } from '../i18n/use-margin-text.ts';
import { MarginPage, MarginTable, QueryState } from '../MarginPage.tsx';
import type { MarginRecord } from '../margin-account.ts';
import { useMarginRecords } from '../margin-api.ts';
import { MARGIN_LINKS } from '../margin-links.ts';
import { marginRecordsCsv } from '../model/records-csv.ts';

const KIND_TEXT = {
  'transfer-in': 'kindTransferIn',
  'transfer-out': 'kindTransferOut',
  borrow: 'kindBorrow',
  repay: 'kindRepay',
  interest: 'kindInterest',
  liquidation: 'kindLiquidation',
} as const;

function columns(t: MarginText, time: (ms: number) => string): TableColumn<MarginRecord>[] {
  return [
    { key: 'createdAt', title: t('time'), minWidth: 200, render: (row) => time(row.createdAt) },
    { key: 'kind', title: t('kind'), minWidth: 130, render: (row) => t(KIND_TEXT[row.kind]) },
    {
      key: 'account',
      title: t('accountFilter'),
      minWidth: 150,
      render: (row) =>
        row.mode === 'cross' ? t('crossAccount') : t('isolatedAccount', { pair: row.symbol ?? '' }),
    },
    { key: 'asset', title: t('asset'), minWidth: 70, render: (row) => row.asset },
    { key: 'amount', title: t('amount'), align: 'end', minWidth: 130, render: (row) => row.amount },
    { key: 'interest', title: t('interest'), align: 'end', minWidth: 120, render: (row) => row.interest },
  ];
}

/**
 * `/record/margin`: transfers, borrows, repayments, interest and liquidations, newest first, by
 * kind and a range of days, with the list's CSV.
 */
export default function RecordsRoute() {
  const t = useMarginText();
  const ids = useId();
  const time = useUtcTime();
  const [kind, setKind] = useState<MarginRecord['kind'] | ''>('');
  const [range, setRange] = useState<[Date, Date] | null>(null);
  const records = useMarginRecords(kind, range);
  return (
    <MarginPage path={MARGIN_LINKS.records} signedInOnly>
      <section className="margin-section" aria-labelledby={`${ids}-records`}>
        <h2 id={`${ids}-records`}>{t('recordsHeading')}</h2>
        <RecordFilterBar<MarginRecord['kind']>
          className="margin-filters"
          fieldClassName="margin-field"
          kind={{
            label: t('kind'),
            allLabel: t('allKinds'),
            options: MARGIN_RECORD_KINDS.map((value) => ({ value, label: t(KIND_TEXT[value]) })),
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
            onExport: () =>
              downloadCsv(`margin-${fileDate(new Date())}.csv`, marginRecordsCsv(records.data ?? [])),
          }}
        />
        <QueryState query={records}>
          {(rows) => (
            <MarginTable
              label={t('recordsHeading')}
              columns={columns(t, time)}
              rows={rows}
              rowKey={(row) => row.id}
              emptyText={t('noRecords')}
            />
          )}
        </QueryState>
      </section>
    </MarginPage>
  );
}
