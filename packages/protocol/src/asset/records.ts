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
