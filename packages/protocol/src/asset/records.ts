import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';

export const ASSET_RECORD_KINDS = [
  'deposit',
  'withdraw',
  'transfer_in',
  'transfer_out',
  'demo_grant',
  'demo_reset',
] as const;
export type AssetRecordKind = (typeof ASSET_RECORD_KINDS)[number];

/** One funds movement of the account (`GET /v1/asset/records`), newest first. */
export const assetRecord = z.object({
  recordId: z.string(),
  kind: z.enum(ASSET_RECORD_KINDS),
  asset: z.string(),
  amount: wireDecimal,
  /** The other account of a transfer. */
  counterpartyUserId: z.string().nullable(),
  /** Where a withdrawal went. */
  address: z.string().nullable(),
  status: z.literal('completed'),
  demo: z.boolean(),
  ts: wireTime,
});
export type AssetRecordWire = z.infer<typeof assetRecord>;

/** §7 batch withdraw query: at most this many withdrawals per call (ours). */
export const WITHDRAW_BATCH_QUERY_MAX = 50;

export const withdrawBatchQueryBody = z.strictObject({
  recordIds: z
    .array(z.string().regex(/^[1-9]\d{0,17}$/))
    .min(1)
    .max(WITHDRAW_BATCH_QUERY_MAX),
});

/**
 * The caller's withdrawals among the ids asked for, in the order asked; `unknown` holds the ids that
 * name no withdrawal of the caller (another user's, a transfer, none at all), told apart from
 * nothing else so the answer says no more about other users' records than a missing one would.
 */
export const withdrawBatchQueryAnswer = z.object({
  withdrawals: z.array(assetRecord),
  unknown: z.array(z.string()),
});
