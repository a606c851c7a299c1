import { toUnits, UNIT } from '../../platform/ledger/book-units.ts';
import { DEFAULT_RISK_LEVELS, type RiskLevels } from './rules.ts';

/** Margin settings from the environment (README.md lists them). */
export interface MarginSettings {
  /** Cross margin's maximum leverage (3x). */
  readonly crossLeverage: number;
  /** Isolated maximum leverage per pair (10x unless listed otherwise). */
  readonly isolatedLeverage: ReadonlyMap<string, number>;
  /** Daily interest rate per asset, 1e8 = 100% a day. */
  readonly dailyRates: ReadonlyMap<string, bigint>;
  /** What the lending pool is funded with at first start, per asset, in units. */
  readonly poolSupply: ReadonlyMap<string, bigint>;
  /** What the protection fund is funded with at first start (USDT), in units. */
  readonly protectionFund: bigint;
  readonly levels: RiskLevels;
  /** An account may move assets out only while its level stays at or above this (2). */
  readonly transferOutLevel: bigint;
  /** How often the hourly interest run looks at the clock, besides every clock move. */
  readonly tickMs: number;
  /**
   * A pause between a liquidation's steps (0 in the product): the crash test stops the gateway
   * between the sale and the repayment.
   */
  readonly liquidationPauseMs: number;
}

/** The margin pairs (USDT quoted) and each one's isolated leverage. */
export const MARGIN_PAIRS: Readonly<Record<string, number>> = {
  BTCUSDT: 10,
  ETHUSDT: 10,
  SOLUSDT: 5,
  XRPUSDT: 5,
  DOGEUSDT: 5,
  BNBUSDT: 5,
};

const DEFAULT_RATES: Readonly<Record<string, string>> = {
  USDT: '0.0002',
  BTC: '0.0001',
  ETH: '0.0001',
  SOL: '0.0003',
  XRP: '0.0003',
  DOGE: '0.0003',
  BNB: '0.0002',
};

const DEFAULT_POOL: Readonly<Record<string, string>> = {
  USDT: '50000000',
  BTC: '500',
  ETH: '10000',
  SOL: '200000',
  XRP: '10000000',
  DOGE: '100000000',
  BNB: '20000',
};

function units(name: string, text: string): bigint {
  const value = toUnits(text);
  if (value === null) throw new Error(`${name}: ${text} is not a plain decimal`);
  return value;
}

/** `ASSET:amount,ASSET:amount` over the defaults. */
function assetAmounts(name: string, raw: string | undefined, defaults: Readonly<Record<string, string>>) {
  const merged = new Map(Object.entries(defaults).map(([asset, text]) => [asset, units(name, text)]));
  for (const pair of (raw ?? '').split(',').filter((part) => part.trim() !== '')) {
    const [asset, text] = pair.split(':').map((part) => part.trim());
    if (!asset || !text) throw new Error(`${name}: write ASSET:amount pairs, comma separated`);
    merged.set(asset, units(name, text));
  }
  return merged;
}

function whole(name: string, raw: string | undefined, fallback: number, least: number): number {
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number of at least ${least}`);
  return value;
}

export function marginSettings(env: NodeJS.ProcessEnv = process.env): MarginSettings {
  const isolated = new Map(Object.entries(MARGIN_PAIRS));
  for (const [symbol, leverage] of assetAmounts(
    'MARGIN_ISOLATED_LEVERAGE',
    env.MARGIN_ISOLATED_LEVERAGE,
    {},
  )) {
    if (!isolated.has(symbol)) throw new Error(`MARGIN_ISOLATED_LEVERAGE: ${symbol} is not a margin pair`);
    isolated.set(symbol, Number(leverage / UNIT));
  }
  return {
    crossLeverage: whole('MARGIN_CROSS_LEVERAGE', env.MARGIN_CROSS_LEVERAGE, 3, 2),
    isolatedLeverage: isolated,
    dailyRates: assetAmounts('MARGIN_DAILY_RATES', env.MARGIN_DAILY_RATES, DEFAULT_RATES),
    poolSupply: assetAmounts('MARGIN_POOL_SUPPLY', env.MARGIN_POOL_SUPPLY, DEFAULT_POOL),
    protectionFund: units('MARGIN_PROTECTION_FUND', env.MARGIN_PROTECTION_FUND ?? '10000000'),
    levels: DEFAULT_RISK_LEVELS,
    transferOutLevel: 2n * UNIT,
    tickMs: whole('MARGIN_TICK_MS', env.MARGIN_TICK_MS, 10_000, 100),
    liquidationPauseMs: whole('MARGIN_LIQUIDATION_PAUSE_MS', env.MARGIN_LIQUIDATION_PAUSE_MS, 0, 0),
  };
}
