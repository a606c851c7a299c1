import { MarginMode, PositionDirection } from './constants.ts';
import type { RiskTier } from './risk-tiers.ts';

/**
 * One table of liquidation cases read by both sides' tests: the client's estimate
 * (packages/core/src/futures/liquidation-cases.test.ts) and the gateway engine's position
 * (apps/server/src/futures/liquidation.test.ts) must both give `expected` (spec §3, §5). The
 * expected prices were worked out apart from either implementation, from the closed forms in
 * isolated-liquidation.ts and cross-liquidation.ts at each case's tier, rounded toward the mark.
 */

/** The gateway's VIP0 taker rate: the fee of the closing (liquidating) trade. */
export const CASE_TAKER_FEE_RATE = '0.0005';

/** A contract as GET /v1/futures/contracts lists it, the parts the estimate needs. */
export interface CaseContract {
  readonly pricePlace: number;
  readonly riskTiers: readonly RiskTier[];
}

const tier = (maxNotional: string, rate: string, maxLeverage: string, amount: string): RiskTier => ({
  maxNotional,
  maintenanceMarginRate: rate,
  maxLeverage,
  maintenanceAmount: amount,
});

export const CASE_CONTRACTS: Readonly<Record<'BTCUSDT' | 'ETHUSDT' | 'SOLUSDT', CaseContract>> = {
  BTCUSDT: {
    pricePlace: 2,
    riskTiers: [
      tier('50000', '0.004', '125', '0'),
      tier('250000', '0.005', '100', '50'),
      tier('3000000', '0.01', '50', '1300'),
      tier('15000000', '0.025', '20', '46300'),
      tier('50000000', '0.05', '10', '421300'),
      tier('100000000', '0.1', '5', '2921300'),
    ],
  },
  ETHUSDT: {
    pricePlace: 2,
    riskTiers: [
      tier('50000', '0.005', '100', '0'),
      tier('250000', '0.0065', '75', '75'),
      tier('3000000', '0.01', '50', '950'),
      tier('15000000', '0.02', '25', '30950'),
      tier('50000000', '0.05', '10', '480950'),
      tier('100000000', '0.1', '5', '2980950'),
    ],
  },
  SOLUSDT: {
    pricePlace: 2,
    riskTiers: [
      tier('10000', '0.01', '75', '0'),
      tier('100000', '0.015', '50', '50'),
      tier('500000', '0.025', '25', '1050'),
      tier('2000000', '0.05', '10', '13550'),
      tier('5000000', '0.1', '5', '113550'),
      tier('10000000', '0.125', '4', '238550'),
    ],
  },
};

/**
 * A position opened by one taker trade at `price` into an empty account holding `deposit` USDT,
 * with the mark at `price`: its margin is the notional over `leverage`, and the opening taker fee
 * leaves the wallet. `tier` (1-based) is the risk tier the liquidation price falls in.
 */
export interface LiquidationCase {
  readonly symbol: keyof typeof CASE_CONTRACTS;
  readonly marginMode: MarginMode;
  readonly direction: PositionDirection;
  readonly size: string;
  readonly price: string;
  readonly leverage: number;
  readonly deposit: string;
  readonly tier: number;
  readonly expected: string;
}

const { Fixed, Cross } = MarginMode;
const { Long, Short } = PositionDirection;

const row = (
  symbol: LiquidationCase['symbol'],
  marginMode: MarginMode,
  direction: PositionDirection,
  size: string,
  price: string,
  leverage: number,
  deposit: string,
  tier: number,
  expected: string,
): LiquidationCase => ({ symbol, marginMode, direction, size, price, leverage, deposit, tier, expected });

export const LIQUIDATION_CASES: readonly LiquidationCase[] = [
  row('BTCUSDT', Fixed, Long, '0.1', '50000', 10, '1000', 1, '45203.42'),
  row('BTCUSDT', Fixed, Long, '1', '50000', 50, '10000', 1, '49221.50'),
  // Opened in tier 1 (notional 50,000), liquidated above it: tier 2.
  row('BTCUSDT', Fixed, Short, '1', '50000', 125, '10000', 2, '50174.04'),
  row('BTCUSDT', Fixed, Long, '3', '50000', 50, '10000', 2, '49254.24'),
  row('BTCUSDT', Fixed, Short, '10', '50000', 20, '40000', 3, '52083.12'),
  row('ETHUSDT', Fixed, Long, '20', '3000', 75, '5000', 2, '2977.09'),
  row('SOLUSDT', Fixed, Short, '100', '150', 25, '5000', 2, '154.11'),
  row('SOLUSDT', Fixed, Long, '1000', '150', 10, '20000', 3, '137.46'),
  row('BTCUSDT', Cross, Long, '0.5', '50000', 125, '400', 1, '49447.52'),
  row('BTCUSDT', Cross, Long, '1', '50000', 20, '3000', 1, '47237.57'),
  row('BTCUSDT', Cross, Short, '0.9', '50000', 100, '1000', 1, '50857.25'),
  row('BTCUSDT', Cross, Short, '1', '50000', 100, '1000', 2, '50745.89'),
  row('BTCUSDT', Cross, Short, '3', '50000', 50, '5000', 2, '51375.76'),
  row('BTCUSDT', Cross, Long, '10', '50000', 20, '30000', 3, '47392.63'),
  row('ETHUSDT', Cross, Short, '20', '3000', 50, '2000', 2, '3080.68'),
  row('ETHUSDT', Cross, Short, '100', '3000', 20, '20000', 3, '3174.66'),
  row('SOLUSDT', Cross, Long, '100', '150', 50, '600', 2, '145.84'),
];
