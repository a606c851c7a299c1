import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';

/** The wire shapes of /v1/info (docs/protocol.md "Informational pages"). */

export const feeTierName = z.enum(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5']);
export type FeeTierName = z.infer<typeof feeTierName>;

export const spotFeeTier = z.object({
  tier: feeTierName,
  minThirtyDayVolumeUsdt: z.number().nonnegative(),
  minBnbBalance: z.number().nonnegative(),
  /** Decimal fraction of the traded amount, "0.001000" = 0.1%. */
  makerRate: wireDecimal,
  takerRate: wireDecimal,
});
export type SpotFeeTier = z.infer<typeof spotFeeTier>;

export const futuresFeeTier = z.object({ tier: feeTierName, makerRate: wireDecimal, takerRate: wireDecimal });
export type FuturesFeeTier = z.infer<typeof futuresFeeTier>;

export const feeSchedule = z.object({
  spot: z.array(spotFeeTier),
  futures: z.array(futuresFeeTier),
  /** The caller's tier when a session is present, otherwise null. */
  userTier: feeTierName.nullable(),
});
export type FeeSchedule = z.infer<typeof feeSchedule>;

export const assetReserve = z.object({
  asset: z.string(),
  /** What the exchange owes its users: every user's available plus held balance. */
  liabilities: wireDecimal,
  /** What it holds in custody: everything deposited less everything withdrawn. */
  reserves: wireDecimal,
  /** reserves / liabilities, four decimals, rounded down; null while nobody holds the asset. */
  ratio: wireDecimal.nullable(),
});
export type AssetReserve = z.infer<typeof assetReserve>;

export const reserves = z.object({
  takenAt: wireTime,
  merkleRoot: z.string().regex(/^[0-9a-f]{64}$/),
  leafCount: z.number().int().nonnegative(),
  assets: z.array(assetReserve),
});
export type Reserves = z.infer<typeof reserves>;

export const proofStep = z.object({
  position: z.enum(['left', 'right']),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ProofStep = z.infer<typeof proofStep>;

export const inclusionProof = reserves.omit({ assets: true }).extend({
  leafIndex: z.number().int().nonnegative(),
  /** The leaf's text as hashed: the user's pseudonym and balances. */
  leaf: z.string(),
  balances: z.array(z.object({ asset: z.string(), amount: wireDecimal })),
  proof: z.array(proofStep),
});
export type InclusionProof = z.infer<typeof inclusionProof>;

export const protectionFund = z.object({
  asset: z.string(),
  balance: wireDecimal,
  /** Stored samples, newest first. */
  history: z.array(z.object({ time: wireTime, balance: wireDecimal })),
});
export type ProtectionFund = z.infer<typeof protectionFund>;

export const downloadPlatform = z.enum(['web', 'ios', 'android', 'windows', 'macos', 'linux']);
export type DownloadPlatform = z.infer<typeof downloadPlatform>;

export const downloadEntry = z.strictObject({
  platform: downloadPlatform,
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  releasedAt: z.iso.date(),
  /** The oldest operating system (or browser) release it runs on. */
  minimumSystem: z.string().min(1).max(60),
  /** Package size in bytes; null for the web app, which installs from the browser. */
  sizeBytes: z.number().int().positive().nullable(),
  /** An https address or a path on this site; null while the operator has not published it. */
  url: z
    .string()
    .regex(/^(https:\/\/|\/)/)
    .nullable(),
});
export type DownloadEntry = z.infer<typeof downloadEntry>;
