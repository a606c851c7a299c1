import type { leadStats } from '@tideline/protocol/copy-trading/schemas';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useCopyText } from './i18n/use-copy-text.ts';
import { Signed } from './PnlGraphics.tsx';

/**
 * A lead's figures over the chosen window as the ranking card and the profile show them: ROI, PnL,
 * win rate and drawdown, then the entries the place adds (`children`, each a `<div>` of `dt`/`dd`).
 */
export function LeadStats({ stats, children }: { stats: z.infer<typeof leadStats>; children?: ReactNode }) {
  const t = useCopyText();
  return (
    <dl className="copy-card__stats">
      <div>
        <dt>{t('roi')}</dt>
        <dd className="copy-card__roi">
          <Signed value={stats.roi} suffix="%" />
        </dd>
      </div>
      <div>
        <dt>{t('pnl')}</dt>
        <dd>
          <Signed value={stats.pnl} />
        </dd>
      </div>
      <div>
        <dt>{t('winRate')}</dt>
        <dd>{stats.winRate}%</dd>
      </div>
      <div>
        <dt>{t('maxDrawdown')}</dt>
        <dd>{stats.maxDrawdown}%</dd>
      </div>
      {children}
    </dl>
  );
}
