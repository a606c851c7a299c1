import { RANKING_SORTS, STAT_WINDOWS } from '@tideline/protocol/copy-trading/schemas';
import { Input, SegmentedControl } from '@tideline/ui';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { CopyPage, QueryState, useCopyPaths } from '../CopyPage.tsx';
import { type LeadCard, type RankingSort, type StatWindow, useRanking } from '../copy-api.ts';
import { useCopyText } from '../i18n/use-copy-text.ts';
import { LeadAvatar } from '../LeadAvatar.tsx';
import { CopyAction } from '../LeadCardActions.tsx';
import { LeadStats } from '../LeadStats.tsx';
import { PnlSparkline } from '../PnlGraphics.tsx';

const SORT_LABEL = {
  roi: 'sortRoi',
  pnl: 'sortPnl',
  drawdown: 'sortDrawdown',
  followers: 'sortFollowers',
} as const satisfies Record<RankingSort, string>;

function LeadCardItem({ lead, window }: { lead: LeadCard; window: StatWindow }) {
  const t = useCopyText();
  const ids = useId();
  const { localize } = usePageLocale();
  const paths = useCopyPaths();
  return (
    <li className="copy-card" aria-labelledby={`${ids}-name`} data-trader={lead.traderId}>
      <div className="copy-card__head">
        <LeadAvatar avatar={lead.avatar} nickname={lead.nickname} />
        <div className="copy-card__who">
          <h3 id={`${ids}-name`}>
            <Link
              to={localize(`${paths.trader(lead.traderId)}?window=${window}`)}
              aria-label={t('viewProfile', { name: lead.nickname })}
            >
              {lead.nickname}
            </Link>
          </h3>
          {lead.tags.length > 0 ? <span className="copy-muted">{lead.tags.join(' · ')}</span> : null}
        </div>
        <PnlSparkline series={lead.dailyPnl} total={lead.stats.pnl} />
      </div>
      <LeadStats stats={lead.stats}>
        <div>
          <dt>{t('followers')}</dt>
          <dd>
            <span dir="ltr">
              {lead.followers} / {lead.maxFollowers}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('profitShare')}</dt>
          <dd>{lead.profitShareRate}%</dd>
        </div>
      </LeadStats>
      <div className="copy-card__actions">
        <CopyAction lead={lead} returnPath={paths.ranking} />
      </div>
    </li>
  );
}

/**
 * `/copytrading` (in demo mode `/order/mcp/leads`, model/copy-paths.ts): the lead traders ranked by ROI, PnL, lowest drawdown or followers over 7, 30 or
 * 90 days, searchable by nickname; each card with its statistics, a sparkline of the window's PnL
 * and its Copy button.
 */
export default function RankingRoute() {
  const t = useCopyText();
  const ids = useId();
  const [sort, setSort] = useState<RankingSort>('roi');
  const [window, setWindow] = useState<StatWindow>(30);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const ranking = useRanking(sort, window, deferredSearch);
  const paths = useCopyPaths();
  return (
    <CopyPage path={paths.ranking} signedInOnly={false}>
      <section className="copy-section" aria-labelledby={`${ids}-ranking`}>
        <h2 id={`${ids}-ranking`}>{t('ranking')}</h2>
        <div className="copy-filters">
          <div className="copy-field">
            <span id={`${ids}-sort`}>{t('sortBy')}</span>
            <SegmentedControl<RankingSort>
              aria-labelledby={`${ids}-sort`}
              options={RANKING_SORTS.map((value) => ({ value, label: t(SORT_LABEL[value]) }))}
              value={sort}
              onValueChange={setSort}
            />
          </div>
          <div className="copy-field">
            <span id={`${ids}-period`}>{t('period')}</span>
            <SegmentedControl<StatWindow>
              aria-labelledby={`${ids}-period`}
              options={STAT_WINDOWS.map((days) => ({ value: days, label: t('days', { days }) }))}
              value={window}
              onValueChange={setWindow}
            />
          </div>
          <div className="copy-field copy-field--search">
            <label htmlFor={`${ids}-search`}>{t('search')}</label>
            <Input
              id={`${ids}-search`}
              type="search"
              value={search}
              onValueChange={setSearch}
              maxLength={40}
              clearable
            />
          </div>
        </div>
        <QueryState query={ranking}>
          {(leads) =>
            leads.length === 0 ? (
              <p className="copy-muted" role="status">
                {t('noTraders')}
              </p>
            ) : (
              <ul className="copy-cards" aria-label={t('ranking')} aria-busy={ranking.isFetching}>
                {leads.map((lead) => (
                  <LeadCardItem key={lead.traderId} lead={lead} window={window} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </CopyPage>
  );
}
