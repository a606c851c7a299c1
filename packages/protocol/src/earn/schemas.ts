import { z } from 'zod';
import { endpointQuery, wireDecimal, wireTime } from '../endpoint.ts';

/** Earn wire shapes: products, holdings and records (docs/protocol-earn.md). */

export const EARN_KINDS = ['flexible', 'fixed'] as const;
export const earnKind = z.enum(EARN_KINDS);

/** Fixed terms on offer, in days. */
export const EARN_TERMS = [7, 30, 90] as const;

/** A product id: lower-case letters, digits and dashes, e.g. `usdt-fixed-30`. */
export const earnProductId = z.string().regex(/^[a-z0-9-]{3,40}$/);
/** A holding id as the gateway hands it out. */
export const earnHoldingId = z.string().regex(/^[0-9]{1,19}$/);

/** A positive amount with at most 8 decimals (the book's scale); hostile shapes fail here. */
export const earnAmount = z
  .string()
  .max(40)
  .regex(/^\d{1,20}(\.\d{1,8})?$/);

/** One rate band: `apr` (a yearly rate in percent) on the part of the holding up to `upTo` (null: the rest). */
export const aprTier = z.object({ upTo: wireDecimal.nullable(), apr: wireDecimal });

export const earnProduct = z.object({
  id: earnProductId,
  asset: z.string(),
  kind: earnKind,
  /** Days locked; null for flexible. */
  termDays: z.number().int().positive().nullable(),
  tiers: z.array(aprTier).min(1),
  minAmount: wireDecimal,
  perUserCap: wireDecimal,
  totalCap: wireDecimal,
  /** What is still open of the total cap. */
  remaining: wireDecimal,
});

export const earnProductsQuery = endpointQuery({
  asset: z.string().min(1).max(12).optional(),
  kind: earnKind.optional(),
});

export const subscribeBody = z.strictObject({
  productId: earnProductId,
  amount: earnAmount,
  autoRenew: z.boolean().default(false),
  /**
   * An idempotency key the client makes per subscription: sent again (a retry, a replay) it
   * answers the holding it made the first time and moves nothing.
   */
  clientKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

export const EARN_HOLDING_STATES = ['active', 'redeemed', 'matured'] as const;

export const earnHolding = z.object({
  id: earnHoldingId,
  productId: earnProductId,
  asset: z.string(),
  kind: earnKind,
  principal: wireDecimal,
  /** Interest paid to the earn wallet so far. */
  interestPaid: wireDecimal,
  /** Interest the holding will earn by maturity at today's rate (fixed only; null for flexible). */
  expectedInterest: wireDecimal.nullable(),
  autoRenew: z.boolean(),
  state: z.enum(EARN_HOLDING_STATES),
  startedAt: wireTime,
  /** Fixed: when principal and interest come back; null for flexible. */
  maturesAt: wireTime.nullable(),
  /** The start of the next daily payout. */
  nextPayoutAt: wireTime.nullable(),
});

export const redeemBody = z.strictObject({
  holdingId: earnHoldingId,
  /** Flexible: a part or all of the principal; fixed: absent (early redemption returns all, forfeiting interest). */
  amount: earnAmount.optional(),
});

export const autoRenewBody = z.strictObject({ holdingId: earnHoldingId, autoRenew: z.boolean() });

export const EARN_RECORD_KINDS = ['subscribe', 'redeem', 'interest', 'maturity', 'renew'] as const;
export const earnRecord = z.object({
  id: z.string(),
  kind: z.enum(EARN_RECORD_KINDS),
  holdingId: earnHoldingId,
  productId: earnProductId,
  asset: z.string(),
  amount: wireDecimal,
  at: wireTime,
});

export const earnRecordsQuery = endpointQuery({
  kind: z.enum(EARN_RECORD_KINDS).optional(),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const aprHistoryQuery = endpointQuery({ productId: earnProductId });
export const aprChange = z.object({ tiers: z.array(aprTier).min(1), from: wireTime });

/** The earn wallet per asset: `available` (interest and returned principal, free to move to spot) and `held` (active principal). */
export const earnAccount = z.object({
  balances: z.array(z.object({ asset: z.string(), available: wireDecimal, held: wireDecimal })),
});

/** Moves money between the spot wallet and the earn wallet's available part: `in` to earn, `out` to spot. */
export const earnTransferBody = z.strictObject({
  direction: z.enum(['in', 'out']),
  asset: z
    .string()
    .regex(/^[A-Z0-9]{2,12}$/)
    .default('USDT'),
  amount: earnAmount,
});
