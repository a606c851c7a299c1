import { z } from 'zod';
import { endpointQuery, wireDecimal, wireTime } from '../endpoint.ts';

/** Referral programme wire shapes (docs/protocol-referral.md). */

/** An invite code: eight characters of an alphabet without look-alikes (no 0, O, 1, I). */
export const INVITE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
export const inviteCode = z.string().regex(INVITE_CODE_PATTERN);

/** Whole percent of the commission handed back to the invitee (the kickback), 0 to 100. */
export const kickbackPercent = z.number().int().min(0).max(100);

/** A calendar day (UTC) as `YYYY-MM-DD`. */
export const referralDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const assetAmount = z.object({ asset: z.string(), amount: wireDecimal });

export const inviteCodeRow = z.object({
  code: inviteCode,
  kickbackPercent,
  isDefault: z.boolean(),
  invitees: z.number().int().nonnegative(),
  createdAt: wireTime,
});

export const referralOverview = z.object({
  codes: z.array(inviteCodeRow),
  /** How many more codes the user may create. */
  codesLeft: z.number().int().nonnegative(),
  invitees: z.number().int().nonnegative(),
  tradingInvitees: z.number().int().nonnegative(),
  /** The commission tier, from the number of trading invitees, and its share of their fees. */
  tier: z.number().int().nonnegative(),
  commissionPercent: z.number().int().positive(),
  earned: z.array(assetAmount),
  thisMonth: z.array(assetAmount),
  /** Who invited this user, when someone did. */
  invitedBy: z.string().nullable(),
});

export const createCodeBody = z.strictObject({ kickbackPercent });

export const bindCodeBody = z.strictObject({ code: z.string().min(1).max(32) });
export const bindAnswer = z.object({ inviter: z.string() });

export const lookupQuery = endpointQuery({ code: z.string().min(1).max(32) });
/** What the registration page shows about a code from a link. */
export const codeLookup = z.object({
  kind: z.enum(['invite', 'campaign']),
  inviter: z.string().nullable(),
  kickbackPercent: z.number().int().min(0).max(100).nullable(),
});

export const VOLUME_BANDS = ['none', 'under-1k', '1k-10k', '10k-100k', 'over-100k'] as const;

export const inviteeRow = z.object({
  /** The invitee's nickname, masked. */
  invitee: z.string(),
  code: z.string(),
  registeredAt: wireTime,
  firstTradeDay: referralDay.nullable(),
  volumeBand: z.enum(VOLUME_BANDS),
  commission: z.array(assetAmount),
});

export const pageQuery = endpointQuery({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const inviteeList = z.object({ total: z.number().int().nonnegative(), rows: z.array(inviteeRow) });

export const commissionQuery = endpointQuery({
  from: referralDay.optional(),
  to: referralDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

export const commissionRow = z.object({
  day: referralDay,
  /** The trading product whose fees earned it: spot or futures. */
  source: z.string(),
  role: z.enum(['inviter', 'invitee']),
  invitee: z.string(),
  asset: z.string(),
  fee: wireDecimal,
  commissionPercent: z.number().int().positive(),
  amount: wireDecimal,
});

export const commissionList = z.object({
  total: z.number().int().nonnegative(),
  totals: z.array(assetAmount),
  rows: z.array(commissionRow),
});

/**
 * The operator's campaign report: the UTC days [from, to], at most a quarter; `token` is the
 * operator key (or the `x-outbox-token` header).
 */
export const campaignQuery = endpointQuery({
  from: referralDay,
  to: referralDay,
  token: z.string().max(200).optional(),
});

/**
 * One campaign code's registrations in the days asked, and what they traded in those days (from
 * the trading products' fee records). Users who came through an inviter's code are the invite
 * programme's, not a campaign's.
 */
export const campaignRow = z.object({
  campaign: z.string(),
  registrations: z.number().int().nonnegative(),
  /** Of those, the users with at least one fill in the days asked. */
  tradingUsers: z.number().int().nonnegative(),
  fees: z.array(assetAmount),
  /** Quote-currency volume of their fills. */
  volume: wireDecimal,
});

export const campaignReport = z.object({
  from: referralDay,
  to: referralDay,
  rows: z.array(campaignRow),
});
