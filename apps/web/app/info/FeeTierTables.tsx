import type { FeeSchedule, FeeTierName, FuturesFeeTier, SpotFeeTier } from '@tideline/protocol/info/schemas';
import type { TableColumn } from '@tideline/ui';
import { InfoTable } from './InfoTable.tsx';
import { useInfoText } from './i18n/use-info-text.ts';
import { formatRate, formatWhole } from './info-format.ts';
import { SignInLink } from './SignInLink.tsx';

/**
 * The requirement table's five columns get fixed widths (1,000 px in all): the widget table grows
 * to its widest text, and long headings (Arabic, German) would otherwise push it into a sideways
 * scroll. Narrower windows show it as cards.
 */
const REQUIREMENT_WIDTHS = { tier: 180, volume: 280, bnb: 200, fee: 170 } as const;
const REQUIREMENT_TABLE_MIN_VIEWPORT_PX = 1200;

/** The level's name, marked (text and style, not colour alone) when it is the caller's own. */
function TierCell({ tier, userTier }: { tier: FeeTierName; userTier: FeeTierName | null }) {
  const t = useInfoText();
  if (tier !== userTier) return <span className="info-tier">{tier}</span>;
  return (
    <span className="info-tier info-tier--current" data-current-tier="true">
      <strong>{tier}</strong>
      <span className="info-badge">{t('yourTier')}</span>
    </span>
  );
}

/** "Your current level is VIP2." or, without a session, a sign-in link. */
export function UserTierLine({ userTier }: { userTier: FeeTierName | null }) {
  const t = useInfoText();
  if (userTier !== null) {
    return (
      <p className="info-note" data-testid="user-tier">
        {t('currentTier', { tier: userTier })}
      </p>
    );
  }
  return (
    <p className="info-note">
      {t('signInForTier')} <SignInLink />
    </p>
  );
}

export function SpotTierTable({
  schedule,
  labelledBy,
  withRequirements,
}: {
  schedule: FeeSchedule;
  labelledBy: string;
  withRequirements: boolean;
}) {
  const t = useInfoText();
  const columns: TableColumn<SpotFeeTier>[] = [
    {
      key: 'tier',
      title: t('tier'),
      width: withRequirements ? REQUIREMENT_WIDTHS.tier : undefined,
      render: (row) => <TierCell tier={row.tier} userTier={schedule.userTier} />,
    },
    ...(withRequirements
      ? [
          {
            key: 'volume',
            title: t('thirtyDayVolume'),
            align: 'end' as const,
            width: REQUIREMENT_WIDTHS.volume,
            render: (row: SpotFeeTier) => (
              <span className="numeric">≥ {formatWhole(row.minThirtyDayVolumeUsdt)}</span>
            ),
          },
          {
            key: 'bnb',
            title: t('bnbBalance'),
            align: 'end' as const,
            width: REQUIREMENT_WIDTHS.bnb,
            render: (row: SpotFeeTier) => (
              <span className="numeric">≥ {formatWhole(row.minBnbBalance)} BNB</span>
            ),
          },
        ]
      : []),
    {
      key: 'maker',
      title: t('makerFee'),
      align: 'end',
      width: withRequirements ? REQUIREMENT_WIDTHS.fee : undefined,
      render: (row) => <span className="numeric">{formatRate(row.makerRate)}</span>,
    },
    {
      key: 'taker',
      title: t('takerFee'),
      align: 'end',
      width: withRequirements ? REQUIREMENT_WIDTHS.fee : undefined,
      render: (row) => <span className="numeric">{formatRate(row.takerRate)}</span>,
    },
  ];
  return (
    <InfoTable
      columns={columns}
      rows={schedule.spot}
      rowKey={(row) => row.tier}
      labelledBy={labelledBy}
      cardsBelowPx={withRequirements ? REQUIREMENT_TABLE_MIN_VIEWPORT_PX : undefined}
    />
  );
}

export function FuturesTierTable({ schedule, labelledBy }: { schedule: FeeSchedule; labelledBy: string }) {
  const t = useInfoText();
  const columns: TableColumn<FuturesFeeTier>[] = [
    {
      key: 'tier',
      title: t('tier'),
      render: (row) => <TierCell tier={row.tier} userTier={schedule.userTier} />,
    },
    {
      key: 'maker',
      title: t('makerFee'),
      align: 'end',
      render: (row) => <span className="numeric">{formatRate(row.makerRate)}</span>,
    },
    {
      key: 'taker',
      title: t('takerFee'),
      align: 'end',
      render: (row) => <span className="numeric">{formatRate(row.takerRate)}</span>,
    },
  ];
  return (
    <InfoTable columns={columns} rows={schedule.futures} rowKey={(row) => row.tier} labelledBy={labelledBy} />
  );
}
