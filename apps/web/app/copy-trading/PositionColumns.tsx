import type { copyPosition } from '@tideline/protocol/copy-trading/schemas';
import type { TableColumn } from '@tideline/ui';
import type { z } from 'zod';
import type { CopyText } from './i18n/use-copy-text.ts';
import { Signed, usdt } from './PnlGraphics.tsx';

export type CopyPosition = z.infer<typeof copyPosition>;

/** The columns of a lead's or a copy's open positions. */
export function positionColumns(t: CopyText): TableColumn<CopyPosition>[] {
  return [
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
    { key: 'entry', title: t('entryPrice'), align: 'end', minWidth: 110, render: (row) => row.entryPrice },
    { key: 'margin', title: t('margin'), align: 'end', minWidth: 110, render: (row) => usdt(row.margin) },
    {
      key: 'pnl',
      title: t('unrealisedPnl'),
      align: 'end',
      minWidth: 150,
      render: (row) => (row.unrealisedPnl === null ? '–' : <Signed value={row.unrealisedPnl} />),
    },
  ];
}
