import type { commissionRow } from '@tideline/protocol/referral/schemas';
import { useState } from 'react';
import type { z } from 'zod';
import { commissionCsv } from '../commission-csv.ts';
import { type ReferralText, useReferralText } from '../i18n/use-referral-text.ts';
import { AssetAmounts, QueryState, ReferralPage } from '../ReferralPage.tsx';
import { type ReferralColumn, ReferralTable } from '../ReferralTable.tsx';
import { useCommissions } from '../use-referral-queries.ts';

type Commission = z.infer<typeof commissionRow>;

function columns(t: ReferralText): ReferralColumn<Commission>[] {
  return [
    { key: 'day', title: t('day'), cell: (row) => row.day },
    {
      key: 'source',
      title: t('source'),
      cell: (row) => (row.source === 'futures' ? t('futures') : t('spot')),
    },
    {
      key: 'role',
      title: t('role'),
      cell: (row) => (row.role === 'inviter' ? t('roleInviter') : t('roleInvitee')),
    },
    { key: 'invitee', title: t('invitee'), cell: (row) => row.invitee },
    { key: 'fee', title: t('fee'), numeric: true, cell: (row) => `${row.fee} ${row.asset}` },
    { key: 'amount', title: t('amount'), numeric: true, cell: (row) => `${row.amount} ${row.asset}` },
  ];
}

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'referral-commissions.csv';
  anchor.click();
  URL.revokeObjectURL(url);
}

/** `/referral/commissions`: the daily payouts within a date range, their totals, and a CSV. */
export default function CommissionsRoute() {
  const t = useReferralText();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const commissions = useCommissions(from, to);
  return (
    <ReferralPage path="/referral/commissions" signedInOnly>
      <div className="referral-section">
        <h2 id="referral-commissions">{t('commissionsHeading')}</h2>
        <div className="referral-form">
          <label>
            {t('from')}
            <input
              type="date"
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label>
            {t('to')}
            <input
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
        </div>
        <QueryState query={commissions}>
          {(data) => (
            <>
              <p>
                {t('earned')}: <AssetAmounts amounts={data.totals} />
              </p>
              <ReferralTable
                label={t('commissionsHeading')}
                columns={columns(t)}
                rows={data.rows}
                rowKey={(row) => `${row.day}-${row.source}-${row.invitee}-${row.asset}-${row.role}`}
                emptyText={t('noCommissions')}
              />
              {data.rows.length > 0 ? (
                <div className="referral-actions">
                  <button type="button" className="button" onClick={() => download(commissionCsv(data.rows))}>
                    {t('downloadCsv')}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </ReferralPage>
  );
}
