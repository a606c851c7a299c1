import type { RiskTier } from '@tideline/core/futures';
import { getSymbol, LEDGER_DECIMALS } from '../markets/symbols.ts';

/**
 * The USDT-margined perpetuals, each on a simulated spot USDT pair. Prices use the spot pair's price
 * places (so the index, taken from the spot book, is already in the contract's ticks); sizes are
 * counted in lots of `10^-sizePlace` base units, which is also the contract size: one contract is
 * one lot of the base asset, and a position's value is price x size in USDT (linear contract).
 */
export interface ContractSpec {
  readonly symbol: string;
  readonly base: string;
  readonly pricePlace: number;
  readonly sizePlace: number;
  /** Base units per contract (one lot), as a decimal string. */
  readonly contractSize: string;
  readonly minSizeLots: number;
  readonly maxSizeLots: number;
  /** Highest accepted order price, in ticks. */
  readonly maxPriceTicks: number;
  /** Maintenance tiers in the shape the shared futures math takes (decimal strings). */
  readonly riskTiers: readonly RiskTier[];
  /** Funding rate bound for one interval, as a decimal fraction (0.0075 = 0.75%). */
  readonly fundingRateCap: string;
}

/** [max notional in USDT, maintenance margin rate, max leverage], ascending. */
type TierRow = readonly [maxNotional: number, rate: string, maxLeverage: number];

/**
 * Adds the maintenance amount that keeps maintenance continuous at every tier edge:
 * amount(n) = amount(n-1) + maxNotional(n-1) x (rate(n) - rate(n-1)). Rates are at most four
 * significant places, so the amounts are computed exactly in millionths.
 */
export function buildRiskTiers(rows: readonly TierRow[]): RiskTier[] {
  let amountMicros = 0n;
  let previousMax = 0n;
  let previousRateMicros = 0n;
  return rows.map(([maxNotional, rate, maxLeverage]) => {
    const rateMicros = BigInt(Math.round(Number(rate) * 1_000_000));
    amountMicros += previousMax * (rateMicros - previousRateMicros);
    previousMax = BigInt(maxNotional);
    previousRateMicros = rateMicros;
    return {
      maxNotional: String(maxNotional),
      maintenanceMarginRate: rate,
      maxLeverage: String(maxLeverage),
      maintenanceAmount: microsToDecimal(amountMicros),
    };
  });
}

function microsToDecimal(micros: bigint): string {
  const whole = micros / 1_000_000n;
  const fraction = (micros % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/**
 * A perpetual on the spot pair `${base}USDT`: it takes that pair's price places (the index comes
 * from that book, already in the contract's ticks) and its highest accepted price.
 */
function defineContract(
  base: string,
  sizePlace: number,
  maxSize: number,
  tiers: readonly TierRow[],
  fundingRateCap: string,
): ContractSpec {
  const pair = getSymbol(`${base}USDT`);
  const { pricePlace } = pair;
  if (pricePlace + sizePlace > LEDGER_DECIMALS) {
    throw new Error(`${base}USDT: tick x lot is finer than the ledger's ${LEDGER_DECIMALS} decimals`);
  }
  return {
    symbol: pair.symbol,
    base,
    pricePlace,
    sizePlace,
    contractSize: sizePlace === 0 ? '1' : `0.${'1'.padStart(sizePlace, '0')}`,
    minSizeLots: 1,
    maxSizeLots: Math.round(maxSize * 10 ** sizePlace),
    maxPriceTicks: pair.maxPriceTicks,
    riskTiers: buildRiskTiers(tiers),
    fundingRateCap,
  };
}

const MAJOR_TIERS: readonly TierRow[] = [
  [50_000, '0.004', 125],
  [250_000, '0.005', 100],
  [3_000_000, '0.01', 50],
  [15_000_000, '0.025', 20],
  [50_000_000, '0.05', 10],
  [100_000_000, '0.1', 5],
];

const ALT_TIERS: readonly TierRow[] = [
  [10_000, '0.01', 75],
  [100_000, '0.015', 50],
  [500_000, '0.025', 25],
  [2_000_000, '0.05', 10],
  [5_000_000, '0.1', 5],
  [10_000_000, '0.125', 4],
];

export const CONTRACTS: readonly ContractSpec[] = [
  defineContract('BTC', 3, 1_000, MAJOR_TIERS, '0.0075'),
  defineContract(
    'ETH',
    3,
    10_000,
    [
      [50_000, '0.005', 100],
      [250_000, '0.0065', 75],
      [3_000_000, '0.01', 50],
      [15_000_000, '0.02', 25],
      [50_000_000, '0.05', 10],
      [100_000_000, '0.1', 5],
    ],
    '0.0075',
  ),
  defineContract('SOL', 2, 100_000, ALT_TIERS, '0.02'),
  defineContract('XRP', 1, 10_000_000, ALT_TIERS, '0.02'),
  defineContract('DOGE', 0, 100_000_000, ALT_TIERS, '0.02'),
  defineContract('BNB', 2, 100_000, ALT_TIERS, '0.02'),
  defineContract('ADA', 0, 10_000_000, ALT_TIERS, '0.02'),
  defineContract('AVAX', 1, 1_000_000, ALT_TIERS, '0.02'),
  defineContract('LINK', 1, 1_000_000, ALT_TIERS, '0.02'),
  defineContract('LTC', 2, 100_000, ALT_TIERS, '0.02'),
  defineContract('DOT', 1, 5_000_000, ALT_TIERS, '0.02'),
];

const BY_SYMBOL = new Map(CONTRACTS.map((contract) => [contract.symbol, contract]));

export function findContract(symbol: string): ContractSpec | undefined {
  return BY_SYMBOL.get(symbol);
}

export function getContract(symbol: string): ContractSpec {
  const contract = BY_SYMBOL.get(symbol);
  if (contract === undefined) throw new Error(`unknown contract ${symbol}`);
  return contract;
}
