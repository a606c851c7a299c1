import { LEAD_MIN_EQUITY } from '@tideline/protocol/copy-trading/limits';
import { Input, NumberField, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { refusalText } from '../../api/refusal-text.ts';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { CopyDialog } from '../CopyDialog.tsx';
import { CopyPage, CopyTable, QueryState } from '../CopyPage.tsx';
import type { CopySummary } from '../copy-account.ts';
import { type LeadCard, useApplyLead, useLeadDashboard, useRemoveFollower } from '../copy-api.ts';
import { type CopyText, useCopyText } from '../i18n/use-copy-text.ts';
import {
  EMPTY_LEAD,
  type LeadDraft,
  type LeadField,
  type LeadProblem,
  leadDraftOf,
  leadFormErrors,
  leadRequest,
} from '../model/lead-form.ts';
import { Signed, usdt } from '../PnlGraphics.tsx';
import { settingsText } from './CopiesRoute.tsx';

const PROBLEM_TEXT = {
  nickname: 'errorNickname',
  bio: 'errorBio',
  tags: 'errorTags',
  shareRate: 'errorShareRate',
  maxFollowers: 'errorMaxFollowers',
} as const satisfies Record<LeadProblem, string>;

/** The public profile: applying to lead, or editing the profile of a lead. */
function ProfileForm({ lead }: { lead: LeadCard | null }) {
  const t = useCopyText();
  const ids = useId();
  const apply = useApplyLead();
  const [draft, setDraft] = useState<LeadDraft>(() => (lead === null ? EMPTY_LEAD : leadDraftOf(lead)));
  const [touched, setTouched] = useState(false);
  const errors = leadFormErrors(draft);
  const set = (field: LeadField) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const problem = (field: LeadField) => {
    const found = touched ? errors[field] : undefined;
    return found === undefined ? null : (
      <p id={`${ids}-${field}-error`} className="copy-error">
        {t(PROBLEM_TEXT[found])}
      </p>
    );
  };
  const described = (field: LeadField) => (touched && errors[field] ? `${ids}-${field}-error` : undefined);
  return (
    <form
      className="copy-form"
      noValidate
      aria-labelledby={`${ids}-heading`}
      aria-busy={apply.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (Object.keys(errors).length === 0) apply.mutate(leadRequest(draft));
      }}
    >
      <h3 id={`${ids}-heading`}>{t('profileHeading')}</h3>
      <div className="copy-field">
        <label htmlFor={`${ids}-nickname`}>{t('nickname')}</label>
        <Input
          id={`${ids}-nickname`}
          value={draft.nickname}
          onValueChange={set('nickname')}
          maxLength={24}
          invalid={described('nickname') !== undefined}
          aria-describedby={described('nickname')}
        />
        {problem('nickname')}
      </div>
      <div className="copy-field">
        <label htmlFor={`${ids}-bio`}>{t('bio')}</label>
        <Input
          id={`${ids}-bio`}
          type="textarea"
          rows={3}
          value={draft.bio}
          onValueChange={set('bio')}
          maxLength={280}
          showWordLimit
          invalid={described('bio') !== undefined}
          aria-describedby={described('bio')}
        />
        {problem('bio')}
      </div>
      <div className="copy-field">
        <label htmlFor={`${ids}-tags`}>{t('tagsField')}</label>
        <Input
          id={`${ids}-tags`}
          value={draft.tags}
          onValueChange={set('tags')}
          invalid={described('tags') !== undefined}
          aria-describedby={described('tags')}
        />
        {problem('tags')}
      </div>
      <div className="copy-row">
        <div className="copy-field">
          <label htmlFor={`${ids}-rate`}>{t('profitShareRate')}</label>
          <NumberField
            id={`${ids}-rate`}
            value={draft.profitShareRate}
            onValueChange={set('profitShareRate')}
            decimals={2}
            min="0"
            max="20"
            suffix="%"
            invalid={described('profitShareRate') !== undefined}
            aria-describedby={described('profitShareRate')}
          />
          {problem('profitShareRate')}
        </div>
        <div className="copy-field">
          <label htmlFor={`${ids}-followers`}>{t('maxFollowers')}</label>
          <NumberField
            id={`${ids}-followers`}
            value={draft.maxFollowers}
            onValueChange={set('maxFollowers')}
            decimals={0}
            min="1"
            max="1000"
            invalid={described('maxFollowers') !== undefined}
            aria-describedby={described('maxFollowers')}
          />
          {problem('maxFollowers')}
        </div>
      </div>
      <div className="copy-row">
        <button type="submit" className="button button--primary" disabled={apply.isPending}>
          {lead === null ? t('applyLead') : t('saveProfile')}
        </button>
      </div>
      {apply.isSuccess ? (
        <p className="copy-notice" role="status">
          {t('profileSaved')}
        </p>
      ) : null}
      {apply.isError ? (
        <p className="copy-error" role="alert">
          {refusalText(apply.error)}
        </p>
      ) : null}
    </form>
  );
}

function followerColumns(
  t: CopyText,
  time: (ms: number) => string,
  onRemove: (copy: CopySummary) => void,
): TableColumn<CopySummary>[] {
  return [
    { key: 'follower', title: t('follower'), minWidth: 110, render: (row) => row.followerId },
    { key: 'settings', title: t('settings'), minWidth: 200, render: (row) => settingsText(t, row) },
    { key: 'equity', title: t('equity'), align: 'end', minWidth: 120, render: (row) => usdt(row.equity) },
    {
      key: 'profit',
      title: t('realisedProfit'),
      align: 'end',
      minWidth: 160,
      render: (row) => <Signed value={row.realisedProfit} />,
    },
    {
      key: 'share',
      title: t('profitSharePaid'),
      align: 'end',
      minWidth: 160,
      render: (row) => usdt(row.profitSharePaid),
    },
    { key: 'started', title: t('started'), minWidth: 220, render: (row) => time(row.startedAt) },
    {
      key: 'action',
      title: t('action'),
      align: 'end',
      minWidth: 140,
      render: (row) =>
        row.state === 'active' ? (
          <button
            type="button"
            className="button"
            aria-label={`${t('removeFollower')}: ${row.followerId}`}
            onClick={() => onRemove(row)}
          >
            {t('removeFollower')}
          </button>
        ) : (
          t(`state_${row.state}`)
        ),
    },
  ];
}

/**
 * `/copytrading/lead`: as a lead trader, my card, my followers' copies (each of which I may end)
 * and the profit share earned, and my public profile; as anyone else, the application to lead.
 */
export default function LeadRoute() {
  const t = useCopyText();
  const ids = useId();
  const time = useUtcTime();
  const dashboard = useLeadDashboard();
  const remove = useRemoveFollower();
  const [removing, setRemoving] = useState<CopySummary | null>(null);
  return (
    <CopyPage path="/copytrading/lead" signedInOnly={true}>
      <section className="copy-section" aria-labelledby={`${ids}-lead`}>
        <h2 id={`${ids}-lead`}>{t('leadHeading')}</h2>
        <QueryState query={dashboard}>
          {(data) =>
            data.lead === null ? (
              <>
                <p className="copy-muted">{t('notLeadYet', { min: LEAD_MIN_EQUITY })}</p>
                <ProfileForm lead={null} />
              </>
            ) : (
              <>
                <dl className="copy-card__stats">
                  <div>
                    <dt>{t('roi')}</dt>
                    <dd className="copy-card__roi">
                      <Signed value={data.lead.stats.roi} suffix="%" />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('pnl')}</dt>
                    <dd>
                      <Signed value={data.lead.stats.pnl} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('followers')}</dt>
                    <dd>
                      <span dir="ltr">
                        {data.lead.followers} / {data.lead.maxFollowers}
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('assetsUnderCopy')}</dt>
                    <dd>{usdt(data.lead.assetsUnderCopy)}</dd>
                  </div>
                </dl>
                <p data-testid="copy-share-earned">
                  {t('shareEarned', { amount: usdt(data.profitShareEarned) })}
                </p>
                <h3>{t('myFollowers')}</h3>
                <CopyTable
                  label={t('myFollowers')}
                  columns={followerColumns(t, time, setRemoving)}
                  rows={data.followers}
                  rowKey={(row) => row.copyId}
                  emptyText={t('noFollowers')}
                />
                <ProfileForm key={data.lead.traderId} lead={data.lead} />
              </>
            )
          }
        </QueryState>
      </section>
      {removing === null ? null : (
        <CopyDialog
          title={t('removeTitle', { name: removing.followerId })}
          submitLabel={t('removeFollower')}
          testId="copy-remove-dialog"
          busy={remove.isPending}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
          onSubmit={() => remove.mutate(removing.copyId, { onSuccess: () => setRemoving(null) })}
        >
          <p>{t('removeText')}</p>
          {remove.isError ? (
            <p className="copy-error" role="alert">
              {refusalText(remove.error)}
            </p>
          ) : null}
        </CopyDialog>
      )}
    </CopyPage>
  );
}
