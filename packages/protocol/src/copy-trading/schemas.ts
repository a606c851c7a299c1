import { z } from 'zod';
import { endpointQuery, wireDecimal, wireTime } from '../endpoint.ts';

/** Copy-trading wire shapes: lead traders, copies, copied orders and records (docs/protocol-copy-trading.md). */

/** A lead trader's id: the user id of the account that leads. */
export const leadTraderId = z.string().regex(/^[0-9]{1,12}$/);
/** A copy (one follower copying one lead) as the gateway hands it out. */
export const copyId = z.string().regex(/^[0-9]{1,19}$/);

/** A positive USDT amount with at most 8 decimals; hostile shapes fail here. */
export const copyAmount = z
  .string()
  .max(40)
  .regex(/^\d{1,12}(\.\d{1,8})?$/);

/** A ratio in percent (take profit, stop loss on the copy's margin), 1 to 1000, at most 2 decimals. */
export const copyPercent = z
  .string()
  .max(10)
  .regex(/^\d{1,4}(\.\d{1,2})?$/);

export const COPY_MODES = ['fixed', 'multiple'] as const;
export const RANKING_SORTS = ['roi', 'pnl', 'drawdown', 'followers'] as const;
export const STAT_WINDOWS = [7, 30, 90] as const;

/** A futures contract symbol, e.g. BTCUSDT. */
const contractSymbol = z.string().regex(/^[A-Z0-9]{2,20}$/);

export const leadStats = z.object({
  /** Realised PnL over the window, USDT. */
  pnl: wireDecimal,
  /** PnL over the window against the equity at its start, percent. */
  roi: wireDecimal,
  /** Closing trades with a profit over all closing trades, percent. */
  winRate: wireDecimal,
  /** Largest fall of equity from a peak over the window, percent. */
  maxDrawdown: wireDecimal,
  tradingDays: z.number().int().nonnegative(),
});

export const leadTraderCard = z.object({
  traderId: leadTraderId,
  nickname: z.string(),
  avatar: z.string(),
  bio: z.string(),
  tags: z.array(z.string()),
  profitShareRate: wireDecimal,
  followers: z.number().int().nonnegative(),
  maxFollowers: z.number().int().positive(),
  assetsUnderCopy: wireDecimal,
  stats: leadStats,
  /** Daily realised PnL, oldest first, one point per UTC day of the window. */
  dailyPnl: z.array(z.object({ day: wireTime, pnl: wireDecimal })),
});

export const rankingQuery = endpointQuery({
  sort: z.enum(RANKING_SORTS).default('roi'),
  window: z.coerce
    .number()
    .int()
    .refine((days) => (STAT_WINDOWS as readonly number[]).includes(days))
    .default(30),
  search: z.string().max(40).optional(),
});

export const traderQuery = endpointQuery({
  traderId: leadTraderId,
  window: z.coerce
    .number()
    .int()
    .refine((days) => (STAT_WINDOWS as readonly number[]).includes(days))
    .default(30),
});

export const copyPosition = z.object({
  symbol: z.string(),
  direction: z.enum(['long', 'short']),
  size: wireDecimal,
  entryPrice: wireDecimal,
  margin: wireDecimal,
  unrealisedPnl: wireDecimal.nullable(),
});

export const leadTraderProfile = leadTraderCard.extend({
  positions: z.array(copyPosition),
  /** Closed lead trades, newest first. */
  history: z.array(
    z.object({
      symbol: z.string(),
      direction: z.enum(['long', 'short']),
      size: wireDecimal,
      price: wireDecimal,
      pnl: wireDecimal,
      at: wireTime,
    }),
  ),
});

export const applyLeadBody = z.strictObject({
  nickname: z.string().trim().min(2).max(24),
  bio: z.string().max(280).default(''),
  tags: z.array(z.string().trim().min(1).max(16)).max(5).default([]),
  /** Share of each follower's net profit, percent: 0 to 20. */
  profitShareRate: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/)
    .default('10'),
  maxFollowers: z.number().int().min(1).max(1000).default(100),
});

export const followBody = z.strictObject({
  traderId: leadTraderId,
  mode: z.enum(COPY_MODES),
  /** fixed: the margin each copied opening order uses, USDT. */
  fixedMargin: copyAmount.optional(),
  /** multiple: the follower's size is the lead's size times this. */
  multiple: z
    .string()
    .max(10)
    .regex(/^\d{1,3}(\.\d{1,2})?$/)
    .optional(),
  /** USDT moved from the futures wallet into the copy account: the most the copy can lose. */
  investment: copyAmount,
  takeProfitPercent: copyPercent.optional(),
  stopLossPercent: copyPercent.optional(),
  /** Only these contracts are copied; absent: every contract the lead trades. */
  symbols: z.array(contractSymbol).min(1).max(20).optional(),
});

export const copyIdBody = z.strictObject({ copyId });

export const COPY_STATES = ['active', 'stopping', 'stopped'] as const;

export const copySummary = z.object({
  copyId,
  traderId: leadTraderId,
  nickname: z.string(),
  followerId: z.string(),
  mode: z.enum(COPY_MODES),
  fixedMargin: wireDecimal.nullable(),
  multiple: wireDecimal.nullable(),
  investment: wireDecimal,
  takeProfitPercent: wireDecimal.nullable(),
  stopLossPercent: wireDecimal.nullable(),
  symbols: z.array(z.string()).nullable(),
  state: z.enum(COPY_STATES),
  /** What the copy account holds now (free balance plus position margin), USDT. */
  equity: wireDecimal,
  /** Realised net profit so far, after fees and before profit share. */
  realisedProfit: wireDecimal,
  profitSharePaid: wireDecimal,
  positions: z.array(copyPosition),
  startedAt: wireTime,
  stoppedAt: wireTime.nullable(),
});

export const COPY_RECORD_KINDS = [
  'copied',
  'skipped',
  'profit-share-paid',
  'profit-share-received',
  'stopped',
] as const;
export const COPY_SKIP_REASONS = [
  'insufficient-margin',
  'below-minimum-size',
  'symbol-not-selected',
  'order-refused',
] as const;
export const COPY_ACTIONS = ['open', 'add', 'reduce', 'close'] as const;

export const copyRecord = z.object({
  id: z.string(),
  kind: z.enum(COPY_RECORD_KINDS),
  copyId,
  traderId: leadTraderId,
  symbol: z.string().nullable(),
  action: z.enum(COPY_ACTIONS).nullable(),
  direction: z.enum(['long', 'short']).nullable(),
  /** Size copied (copied), or the size that would have been copied (skipped). */
  size: wireDecimal.nullable(),
  amount: wireDecimal.nullable(),
  skipReason: z.enum(COPY_SKIP_REASONS).nullable(),
  at: wireTime,
});

export const copyRecordsQuery = endpointQuery({
  kind: z.enum(COPY_RECORD_KINDS).optional(),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /**
   * Paging: `<at>:<id>` of the last row of the previous answer; this answer holds the rows after
   * it in the list's order (newest first; equal times: orders, then profit shares, then stops,
   * each by id descending).
   */
  before: z
    .string()
    .max(60)
    .regex(/^\d{1,16}:(order|share|stop)-\d{1,19}$/)
    .optional(),
});

export const leadDashboard = z.object({
  lead: leadTraderCard.nullable(),
  followers: z.array(copySummary),
  profitShareEarned: wireDecimal,
});
