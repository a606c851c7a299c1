import type { TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { refusalText } from '../../api/refusal-text.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { CopyDialog } from '../CopyDialog.tsx';
import { CopyPage, CopyTable, QueryState, useCopyPaths } from '../CopyPage.tsx';
import type { CopySummary } from '../copy-account.ts';
import { useMyCopies, useUnfollow } from '../copy-api.ts';
import { type CopyText, useCopyText } from '../i18n/use-copy-text.ts';
import { Signed, usdt } from '../PnlGraphics.tsx';
import { positionColumns } from '../PositionColumns.tsx';

/** A copy's settings in a few words: its amount mode, TP/SL and chosen contracts. */
export function settingsText(t: CopyText, copy: CopySummary): string {
  const amount =
    copy.mode === 'fixed'
      ? t('fixedSummary', { amount: copy.fixedMargin ?? '–' })
      : t('multipleSummary', { multiple: copy.multiple ?? '–' });
  const tpsl =
    copy.takeProfitPercent === null && copy.stopLossPercent === null
      ? ''
      : ` · ${t('tpsl')}: ${copy.takeProfitPercent ?? '–'}% / ${copy.stopLossPercent ?? '–'}%`;
  const symbols = copy.symbols === null ? '' : ` · ${copy.symbols.join(', ')}`;
  return `${amount}${tpsl}${symbols}`;
}

function ActiveCopy({ copy, onStop }: { copy: CopySummary; onStop: () => void }) {
  const t = useCopyText();
  const ids = useId();
  const time = useUtcTime();
  const { localize } = usePageLocale();
  const paths = useCopyPaths();
  return (
    <li className="copy-card" aria-labelledby={`${ids}-name`} data-copy={copy.copyId}>
      <div className="copy-card__head">
        <div className="copy-card__who">
          <h3 id={`${ids}-name`}>
            <Link to={localize(paths.trader(copy.traderId))}>{copy.nickname}</Link>
          </h3>
          <span className="copy-muted">
            {t(`state_${copy.state}`)} · {t('started')}: {time(copy.startedAt)}
          </span>
          <span className="copy-muted">{settingsText(t, copy)}</span>
        </div>
        <div className="copy-card__actions">
          {copy.state === 'active' ? (
            <button
              type="button"
              className="button"
              aria-label={`${t('stopCopying')}: ${copy.nickname}`}
              onClick={onStop}
            >
              {t('stopCopying')}
            </button>
          ) : null}
        </div>
      </div>
      <dl className="copy-card__stats">
        <div>
          <dt>{t('investment')}</dt>
          <dd>{usdt(copy.investment)}</dd>
        </div>
        <div>
          <dt>{t('equity')}</dt>
          <dd>{usdt(copy.equity)}</dd>
        </div>
        <div>
          <dt>{t('realisedProfit')}</dt>
          <dd>
            <Signed value={copy.realisedProfit} />
          </dd>
        </div>
        <div>
          <dt>{t('profitSharePaid')}</dt>
          <dd>{usdt(copy.profitSharePaid)}</dd>
        </div>
      </dl>
      <CopyTable
        label={t('copiedPositions', { name: copy.nickname })}
        columns={positionColumns(t)}
        rows={copy.positions}
        rowKey={(row) => `${row.symbol}-${row.direction}`}
        emptyText={t('noPositions')}
      />
    </li>
  );
}

function pastColumns(t: CopyText, time: (ms: number) => string): TableColumn<CopySummary>[] {
  return [
    { key: 'trader', title: t('trader'), minWidth: 140, render: (row) => row.nickname },
    { key: 'settings', title: t('settings'), minWidth: 200, render: (row) => settingsText(t, row) },
    {
      key: 'investment',
      title: t('investment'),
      align: 'end',
      minWidth: 120,
      render: (row) => usdt(row.investment),
    },
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
      key: 'stopped',
      title: t('state_stopped'),
      minWidth: 220,
      render: (row) => (row.stoppedAt === null ? '–' : time(row.stoppedAt)),
    },
  ];
}

/**
 * `/order/mcp`: my copies. Each live copy with its settings, equity, realised profit, profit
 * share paid and copied positions (renewed every few seconds), and Stop copying behind a
 * confirmation; then the stopped ones.
 */
export default function CopiesRoute() {
  const t = useCopyText();
  const ids = useId();
  const time = useUtcTime();
  const { localize } = usePageLocale();
  const paths = useCopyPaths();
  const copies = useMyCopies();
  const unfollow = useUnfollow();
  const [stopping, setStopping] = useState<CopySummary | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  return (
    <CopyPage path="/order/mcp" signedInOnly={true}>
      <section className="copy-section" aria-labelledby={`${ids}-copies`}>
        <h2 id={`${ids}-copies`}>{t('copiesHeading')}</h2>
        {stopped === null ? null : (
          <p className="copy-notice" role="status">
            {t('stoppedNotice', { name: stopped })}
          </p>
        )}
        <QueryState query={copies}>
          {(rows) => {
            const live = rows.filter((copy) => copy.state !== 'stopped');
            const past = rows.filter((copy) => copy.state === 'stopped');
            return (
              <>
                {live.length === 0 ? (
                  <p className="copy-muted">
                    {t('noCopies')} <Link to={localize(paths.ranking)}>{t('browseTraders')}</Link>
                  </p>
                ) : (
                  <ul className="copy-cards copy-cards--wide" aria-label={t('copiesHeading')}>
                    {live.map((copy) => (
                      <ActiveCopy key={copy.copyId} copy={copy} onStop={() => setStopping(copy)} />
                    ))}
                  </ul>
                )}
                {past.length === 0 ? null : (
                  <>
                    <h3>{t('state_stopped')}</h3>
                    <CopyTable
                      label={t('state_stopped')}
                      columns={pastColumns(t, time)}
                      rows={past}
                      rowKey={(row) => row.copyId}
                      emptyText={t('noCopies')}
                    />
                  </>
                )}
              </>
            );
          }}
        </QueryState>
      </section>
      {stopping === null ? null : (
        <CopyDialog
          title={t('stopTitle', { name: stopping.nickname })}
          submitLabel={t('stopCopying')}
          testId="copy-stop-dialog"
          busy={unfollow.isPending}
          onClose={() => {
            unfollow.reset();
            setStopping(null);
          }}
          onSubmit={() =>
            unfollow.mutate(stopping.copyId, {
              onSuccess: () => {
                setStopped(stopping.nickname);
                setStopping(null);
              },
            })
          }
        >
          <p>{t('stopText')}</p>
          {unfollow.isError ? (
            <p className="copy-error" role="alert">
              {refusalText(unfollow.error)}
            </p>
          ) : null}
        </CopyDialog>
      )}
    </CopyPage>
  );
}
