import type { inviteeRow } from '@tideline/protocol/referral/schemas';
import type { z } from 'zod';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { type ReferralText, useReferralText } from '../i18n/use-referral-text.ts';
import { AssetAmounts, QueryState, ReferralPage } from '../ReferralPage.tsx';
import { type ReferralColumn, ReferralTable } from '../ReferralTable.tsx';
import { useInvitees } from '../use-referral-queries.ts';

type Invitee = z.infer<typeof inviteeRow>;

const BAND_TEXT = {
  none: 'bandNone',
  'under-1k': 'bandUnder1k',
  '1k-10k': 'band1k10k',
  '10k-100k': 'band10k100k',
  'over-100k': 'bandOver100k',
} as const;

function columns(t: ReferralText, formatDay: (ms: number) => string): ReferralColumn<Invitee>[] {
  return [
    { key: 'invitee', title: t('invitee'), cell: (row) => row.invitee },
    { key: 'registered', title: t('registered'), cell: (row) => formatDay(row.registeredAt) },
    { key: 'code', title: t('code'), cell: (row) => row.code },
    { key: 'firstTrade', title: t('firstTrade'), cell: (row) => row.firstTradeDay ?? '--' },
    { key: 'volume', title: t('volume'), cell: (row) => t(BAND_TEXT[row.volumeBand]) },
    { key: 'commission', title: t('commission'), cell: (row) => <AssetAmounts amounts={row.commission} /> },
  ];
}

/** `/referral/invitees`: who registered with my codes, when, their first trade, volume band and my commission. */
export default function InviteesRoute() {
  const t = useReferralText();
  const { locale } = usePageLocale();
  const invitees = useInvitees();
  const formatDay = (ms: number) => new Date(ms).toLocaleDateString(locale, { timeZone: 'UTC' });
  return (
    <ReferralPage path="/referral/invitees" signedInOnly>
      <div className="referral-section">
        <h2 id="referral-invitees">{t('inviteesHeading')}</h2>
        <QueryState query={invitees}>
          {(data) => (
            <ReferralTable
              label={t('inviteesHeading')}
              columns={columns(t, formatDay)}
              rows={data.rows}
              rowKey={(row) => `${row.invitee}-${row.registeredAt}-${row.code}`}
              emptyText={t('noInvitees')}
            />
          )}
        </QueryState>
      </div>
    </ReferralPage>
  );
}
