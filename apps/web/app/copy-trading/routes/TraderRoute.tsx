import { STAT_WINDOWS } from '@tideline/protocol/copy-trading/schemas';
import { SegmentedControl, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { refusalText } from '../../api/refusal-text.ts';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { CopyPage, CopyTable, useCopyPaths } from '../CopyPage.tsx';
import { type LeadProfile, type StatWindow, useLeadProfile } from '../copy-api.ts';
import { type CopyText, useCopyText } from '../i18n/use-copy-text.ts';
import { LeadAvatar } from '../LeadAvatar.tsx';
import { CopyAction } from '../LeadCardActions.tsx';
import { LeadStats } from '../LeadStats.tsx';
import { PnlChart, Signed, usdt } from '../PnlGraphics.tsx';
import { positionColumns } from '../PositionColumns.tsx';

type ClosedTrade = LeadProfile['history'][number];

function windowOf(value: string | null): StatWindow {
  const days = Number(value);
  return (STAT_WINDOWS as readonly number[]).includes(days) ? (days as StatWindow) : 30;
}

function historyColumns(t: CopyText, time: (ms: number) => string): TableColumn<ClosedTrade>[] {
  return [
    { key: 'at', title: t('time'), minWidth: 220, render: (row) => time(row.at) },
    { key: 'symbol', title: t('symbol'), minWidth: 110, render: (row) => row.symbol },
    {
      key: 'direction',
      title: t('direction'),
      minWidth: 90,
      render: (row) => (
        <span className={`copy-direction copy-direction--${row.direction}`}>{t(row.direction)}</span>
      ),
    },
    { key: 'size', title: t('size'), align: 'end', minWidth: 100, render: (row) => row.size },
    { key: 'price', title: t('price'), align: 'end', minWidth: 110, render: (row) => row.price },
    { key: 'pnl', title: t('pnl'), align: 'end', minWidth: 120, render: (row) => <Signed value={row.pnl} /> },
  ];
}

function Profile({ lead, window }: { lead: LeadProfile; window: StatWindow }) {
  const t = useCopyText();
  const ids = useId();
  const time = useUtcTime();
  const paths = useCopyPaths();
  return (
    <>
      <section className="copy-section copy-profile" aria-labelledby={`${ids}-name`}>
        <div className="copy-card__head">
          <LeadAvatar avatar={lead.avatar} nickname={lead.nickname} />
          <div className="copy-card__who">
            <h2 id={`${ids}-name`}>{lead.nickname}</h2>
            {lead.tags.length > 0 ? (
              <span className="copy-muted">
                {t('tags')}: {lead.tags.join(' · ')}
              </span>
            ) : null}
          </div>
          <div className="copy-card__actions">
            <CopyAction lead={lead} returnPath={paths.trader(lead.traderId)} />
          </div>
        </div>
        {lead.bio === '' ? null : (
          <p className="copy-bio" dir="auto">
            {lead.bio}
          </p>
        )}
        <dl className="copy-card__stats">
          <div>
            <dt>{t('profitShare')}</dt>
            <dd>{lead.profitShareRate}%</dd>
          </div>
          <div>
            <dt>{t('followers')}</dt>
            <dd data-testid="copy-followers">
              <span dir="ltr">
                {lead.followers} / {lead.maxFollowers}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('assetsUnderCopy')}</dt>
            <dd>{usdt(lead.assetsUnderCopy)}</dd>
          </div>
        </dl>
      </section>
      <section className="copy-section" aria-labelledby={`${ids}-stats`}>
        <h2 id={`${ids}-stats`}>
          {t('statistics')} · {t('days', { days: window })}
        </h2>
        <LeadStats stats={lead.stats}>
          <div>
            <dt>{t('tradingDays')}</dt>
            <dd>{lead.stats.tradingDays}</dd>
          </div>
        </LeadStats>
        <PnlChart series={lead.dailyPnl} />
      </section>
      <section className="copy-section" aria-labelledby={`${ids}-positions`}>
        <h2 id={`${ids}-positions`}>{t('positions')}</h2>
        <CopyTable
          label={t('positions')}
          columns={positionColumns(t)}
          rows={lead.positions}
          rowKey={(row) => `${row.symbol}-${row.direction}`}
          emptyText={t('noPositions')}
        />
      </section>
      <section className="copy-section" aria-labelledby={`${ids}-history`}>
        <h2 id={`${ids}-history`}>{t('history')}</h2>
        <CopyTable
          label={t('history')}
          columns={historyColumns(t, time)}
          rows={lead.history}
          rowKey={(row) => `${row.at}-${row.symbol}-${row.direction}-${row.size}`}
          emptyText={t('noHistory')}
        />
      </section>
    </>
  );
}

/**
 * `/copytrading/trader/:id?window=` (in demo mode `/order/mcp/trader/:id`): a lead's profile, its statistics over 7, 30 or 90 days with
 * the daily PnL chart, its open positions and closed trades (renewed every few seconds, as the
 * lead trades), and the Copy button.
 */
export default function TraderRoute() {
  const t = useCopyText();
  const ids = useId();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const [window, setWindow] = useState<StatWindow>(() => windowOf(search.get('window')));
  const profile = useLeadProfile(id, window);
  const paths = useCopyPaths();
  return (
    <CopyPage path={paths.trader(id)} signedInOnly={false}>
      <div className="copy-filters">
        <div className="copy-field">
          <span id={`${ids}-period`}>{t('period')}</span>
          <SegmentedControl<StatWindow>
            aria-labelledby={`${ids}-period`}
            options={STAT_WINDOWS.map((days) => ({ value: days, label: t('days', { days }) }))}
            value={window}
            onValueChange={setWindow}
          />
        </div>
      </div>
      {profile.isPending ? (
        <p className="copy-muted" role="status">
          {t('loading')}
        </p>
      ) : profile.isError && profile.data === undefined ? (
        <div role="alert">
          <p>{refusalText(profile.error)}</p>
          <button type="button" className="button" onClick={() => void profile.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : profile.data ? (
        <Profile lead={profile.data} window={window} />
      ) : null}
    </CopyPage>
  );
}
