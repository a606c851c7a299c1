// Wire shapes of /v1/info (docs/protocol.md, "Informational pages"), as the server sends them.

export type FeeTierName = 'VIP0' | 'VIP1' | 'VIP2' | 'VIP3' | 'VIP4' | 'VIP5';

export interface SpotFeeTier {
  readonly tier: FeeTierName;
  readonly minThirtyDayVolumeUsdt: number;
  readonly minBnbBalance: number;
  /** Decimal fraction of the traded amount, "0.001000" = 0.1%. */
  readonly makerRate: string;
  readonly takerRate: string;
}

export interface FuturesFeeTier {
  readonly tier: FeeTierName;
  readonly makerRate: string;
  readonly takerRate: string;
}

export interface FeeSchedule {
  readonly spot: readonly SpotFeeTier[];
  readonly futures: readonly FuturesFeeTier[];
  readonly userTier: FeeTierName | null;
}

export interface AssetReserve {
  readonly asset: string;
  readonly liabilities: string;
  readonly reserves: string;
  readonly ratio: string | null;
}

export interface Reserves {
  readonly takenAt: number;
  readonly merkleRoot: string;
  readonly leafCount: number;
  readonly assets: readonly AssetReserve[];
}

export interface ProofStep {
  readonly position: 'left' | 'right';
  readonly hash: string;
}

export interface InclusionProof {
  readonly takenAt: number;
  readonly merkleRoot: string;
  readonly leafIndex: number;
  readonly leaf: string;
  readonly balances: ReadonlyArray<{ asset: string; amount: string }>;
  readonly proof: readonly ProofStep[];
}

export interface ProtectionFund {
  readonly asset: string;
  readonly balance: string;
  readonly history: ReadonlyArray<{ time: number; balance: string }>;
}

export type DownloadPlatform = 'web' | 'ios' | 'android' | 'windows' | 'macos' | 'linux';

export interface DownloadEntry {
  readonly platform: DownloadPlatform;
  readonly version: string;
  readonly releasedAt: string;
  readonly minimumSystem: string;
  readonly sizeBytes: number | null;
  readonly url: string | null;
}

export const INFO_PATHS = {
  fees: '/info/fees',
  reserves: '/info/reserves',
  proof: '/info/reserves/proof',
  protectionFund: '/info/protection-fund',
  downloads: '/info/downloads',
} as const;
