import { Decimal } from '@tideline/core/decimal';
import type { FeeSource, UserFees } from '../../platform/fee-sources.ts';
import { DAY_MS, dayStartMs } from './rules.ts';
import type { ReferralDb } from './tables.ts';

/** A user who registered with a campaign code (channelCode, actCode... spec §3). */
export interface CampaignRegistration {
  readonly userId: number;
  readonly campaign: string;
}

export interface CampaignRow {
  campaign: string;
  registrations: number;
  tradingUsers: number;
  fees: { asset: string; amount: string }[];
  volume: string;
}

/**
 * Each campaign's registrations, how many of them traded and what they paid and traded, from the
 * fee records of the same days: a pure fold, most registrations first, then by code.
 */
export function campaignRows(
  registrations: readonly CampaignRegistration[],
  fees: readonly UserFees[],
): CampaignRow[] {
  const campaignOf = new Map(registrations.map((entry) => [entry.userId, entry.campaign]));
  const rows = new Map<
    string,
    { users: number; traders: Set<number>; fees: Map<string, Decimal>; volume: Decimal }
  >();
  const rowOf = (campaign: string) => {
    let row = rows.get(campaign);
    if (row === undefined) {
      row = { users: 0, traders: new Set(), fees: new Map(), volume: new Decimal(0) };
      rows.set(campaign, row);
    }
    return row;
  };
  for (const entry of registrations) rowOf(entry.campaign).users += 1;
  for (const fee of fees) {
    const campaign = campaignOf.get(fee.userId);
    if (campaign === undefined) continue;
    const row = rowOf(campaign);
    row.traders.add(fee.userId);
    row.fees.set(fee.asset, (row.fees.get(fee.asset) ?? new Decimal(0)).plus(fee.fee));
    row.volume = row.volume.plus(fee.volume);
  }
  return [...rows.entries()]
    .map(([campaign, row]) => ({
      campaign,
      registrations: row.users,
      tradingUsers: row.traders.size,
      fees: [...row.fees.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([asset, amount]) => ({ asset, amount: amount.toFixed() })),
      volume: row.volume.toFixed(),
    }))
    .sort((a, b) => b.registrations - a.registrations || a.campaign.localeCompare(b.campaign));
}

/** The report over the UTC days [fromDay, toDay]: registrations in those days, their fills in those days. */
export async function campaignReport(
  db: ReferralDb,
  sources: readonly FeeSource[],
  fromDay: string,
  toDay: string,
): Promise<CampaignRow[]> {
  const fromMs = dayStartMs(fromDay);
  const toMs = dayStartMs(toDay) + DAY_MS;
  const registered = await db
    .selectFrom('referral_attributions')
    .select(['invitee_id', 'campaign'])
    .where('campaign', 'is not', null)
    .where('registered_at', '>=', fromMs)
    .where('registered_at', '<', toMs)
    .execute();
  const registrations = registered.map((row) => ({ userId: row.invitee_id, campaign: row.campaign ?? '' }));
  const fees =
    registrations.length === 0
      ? []
      : (await Promise.all(sources.map((source) => source.feesBetween(fromMs, toMs)))).flat();
  return campaignRows(registrations, fees);
}
