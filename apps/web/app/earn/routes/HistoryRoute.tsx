import { Select, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { EarnPage, EarnTable, QueryState } from '../EarnPage.tsx';
import type { EarnRecord } from '../earn-account.ts';
import { useEarnRecords } from '../earn-api.ts';
import { type EarnText, useEarnText } from '../i18n/use-earn-text.ts';
import { recordsCsv } from '../model/records-csv.ts';

const KIND_TEXT = {
  subscribe: 'kindSubscribe',
  redeem: 'kindRedeem',
  interest: 'kindInterest',
  maturity: 'kindMaturity',
  renew: 'kindRenew',
} as const satisfies Record<EarnRecord['kind'], string>;

const ALL = 'all';

function columns(t: EarnText, time: (ms: number) => string): TableColumn<EarnRecord>[] {
  return [
    { key: 'at', title: t('time'), minWidth: 200, render: (row) => time(row.at) },
    { key: 'kind', title: t('kind'), render: (row) => t(KIND_TEXT[row.kind]) },
    { key: 'productId', title: t('product'), minWidth: 150, render: (row) => row.productId },
    {
      key: 'amount',
      title: t('amount'),
      align: 'end',
      minWidth: 160,
      render: (row) => `${row.amount} ${row.asset}`,
    },
  ];
}

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'earn-history.csv';
  anchor.click();
  URL.revokeObjectURL(url);
}

/** `/earn/history`: subscriptions, redemptions and payouts within a date range (UTC days), and a CSV. */
export default function HistoryRoute() {
  const t = useEarnText();
  const ids = useId();
  const time = useUtcTime();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<EarnRecord['kind'] | typeof ALL>(ALL);
  const records = useEarnRecords(from, to, kind === ALL ? '' : kind);
  return (
    <EarnPage path="/earn/history" signedInOnly>
      <section className="earn-section" aria-labelledby="earn-history">
        <h2 id="earn-history">{t('navHistory')}</h2>
        <div className="earn-filters">
          <label htmlFor={`${ids}-from`}>
            {t('from')}
            <input
              id={`${ids}-from`}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label htmlFor={`${ids}-to`}>
            {t('to')}
            <input
              id={`${ids}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          <Select
            aria-label={t('kind')}
            value={kind}
            onChange={(value) => setKind(value as EarnRecord['kind'] | typeof ALL)}
            options={[
              { value: ALL, label: t('allKinds') },
              ...Object.entries(KIND_TEXT).map(([value, label]) => ({ value, label: t(label) })),
            ]}
          />
        </div>
        <QueryState query={records}>
          {(data) => (
            <>
              <EarnTable
                label={t('navHistory')}
                columns={columns(t, time)}
                rows={data}
                rowKey={(row) => row.id}
                emptyText={t('noRecords')}
              />
              {data.length > 0 ? (
                <div className="earn-actions">
                  <button type="button" className="button" onClick={() => download(recordsCsv(data))}>
                    {t('downloadCsv')}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </QueryState>
      </section>
    </EarnPage>
  );
}
