import { PNL_DECIMALS, PositionDirection, type PositionMode } from '@tideline/core/futures';
import { formatUnits } from '../markets/fixed-point.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import type { ContractSpec } from './contracts.ts';
import { type Position, unitsToDecimal } from './state.ts';
import type { PositionView } from './types.ts';

export interface PositionViewInput {
  readonly position: Position;
  /** The account's positions on the symbol (both legs in two-way mode), the position included. */
  readonly legs: readonly Position[];
  readonly contract: ContractSpec;
  readonly leverage: number;
  readonly positionMode: PositionMode;
  readonly markPrice: number | undefined;
  readonly liquidationPrice: string | null;
}

/** num / den rounded half away from zero (den > 0). */
function divideHalfUp(num: bigint, den: bigint): bigint {
  const magnitude = (2n * (num < 0n ? -num : num) + den) / (2n * den);
  return num < 0n ? -magnitude : magnitude;
}

/** Ledger units per unit of the last PnL place. */
const PNL_UNIT = 10n ** BigInt(LEDGER_DECIMALS - PNL_DECIMALS);

/** Powers of ten by exponent, built once (each view needs a few). */
const POWERS: bigint[] = [];
function pow10(exponent: number): bigint {
  let power = POWERS[exponent];
  if (power === undefined) {
    power = 10n ** BigInt(exponent);
    POWERS[exponent] = power;
  }
  return power;
}

/** Ledger units rounded half away from zero to the §9 PnL places, with exactly that many places. */
function pnlText(units: bigint): string {
  return formatUnits(divideHalfUp(units, PNL_UNIT), PNL_DECIMALS);
}

/**
 * Average price of `value` ledger units over `size` lots, rounded half up to four places beyond
 * the tick, trailing zeros dropped (as a decimal's toFixed() writes it).
 */
function averagePrice(value: bigint, size: number, contract: ContractSpec): string {
  if (size === 0) return '0';
  const places = contract.pricePlace + 4;
  const rounded = divideHalfUp(
    value * pow10(contract.sizePlace + places),
    BigInt(size) * pow10(LEDGER_DECIMALS),
  );
  const text = formatUnits(rounded, places);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** (mark - entry) x size for a long, the opposite for a short, in ledger units. */
function unrealisedUnits(position: Position, markPrice: number, contract: ContractSpec): bigint {
  if (position.size === 0) return 0n;
  const unitsPerTickLot = pow10(LEDGER_DECIMALS - contract.pricePlace - contract.sizePlace);
  const value = BigInt(markPrice) * BigInt(position.size) * unitsPerTickLot;
  return position.direction === PositionDirection.Long
    ? value - position.entryValue
    : position.entryValue - value;
}

/**
 * The §3 position record (see PositionView for our reading of each field). Profit and loss are
 * shown to the §9 futures PnL precision of 6 decimals, rounded half up; the ledger keeps 8.
 */
export function buildPositionView(input: PositionViewInput): PositionView {
  const { position, legs, contract, markPrice } = input;
  const legsSize = legs.reduce((sum, leg) => sum + leg.size, 0);
  const legsValue = legs.reduce((sum, leg) => sum + leg.entryValue, 0n);
  const legsMargin = legs.reduce((sum, leg) => sum + leg.margin, 0n);
  const leverage = String(input.leverage);
  const openAvgPrice = averagePrice(position.entryValue, position.size, contract);
  const count = formatUnits(position.size, contract.sizePlace);
  const mark = markPrice === undefined ? null : formatUnits(markPrice, contract.pricePlace);
  return {
    symbol: position.symbol,
    direction: position.direction,
    marginMode: position.marginMode,
    positionMode: input.positionMode,
    openAvgPrice,
    openDealCount: formatUnits(position.openDeal, contract.sizePlace),
    closeDealCount: formatUnits(position.closeDeal, contract.sizePlace),
    openLevel: leverage,
    openMarginCount: unitsToDecimal(position.margin),
    count,
    achievedProfits: pnlText(position.achieved),
    positionsOpenAvgPrice: averagePrice(legsValue, legsSize, contract),
    positionsOpenMarginCount: unitsToDecimal(legsMargin),
    positionsCount: formatUnits(legsSize, contract.sizePlace),
    positionsLevel: leverage,
    markPrice: mark,
    unrealisedPnl: markPrice === undefined ? null : pnlText(unrealisedUnits(position, markPrice, contract)),
    liquidationPrice: input.liquidationPrice,
    takeProfit: position.takeProfit,
    stopLoss: position.stopLoss,
  };
}
