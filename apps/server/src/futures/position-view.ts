import { Decimal, roundHalfUp } from '@tideline/core/decimal';
import { PNL_DECIMALS, type PositionMode, unrealisedPnl } from '@tideline/core/futures';
import { formatUnits } from '../markets/fixed-point.ts';
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

/** Average price of `value` ledger units over `size` lots, to four places beyond the tick. */
function averagePrice(value: bigint, size: number, contract: ContractSpec): string {
  if (size === 0) return '0';
  return new Decimal(unitsToDecimal(value))
    .dividedBy(formatUnits(size, contract.sizePlace))
    .toDecimalPlaces(contract.pricePlace + 4)
    .toFixed();
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
    achievedProfits: roundHalfUp(unitsToDecimal(position.achieved), PNL_DECIMALS).toFixed(PNL_DECIMALS),
    positionsOpenAvgPrice: averagePrice(legsValue, legsSize, contract),
    positionsOpenMarginCount: unitsToDecimal(legsMargin),
    positionsCount: formatUnits(legsSize, contract.sizePlace),
    positionsLevel: leverage,
    markPrice: mark,
    unrealisedPnl:
      mark === null
        ? null
        : unrealisedPnl({
            direction: position.direction,
            entryPrice: new Decimal(unitsToDecimal(position.entryValue)).dividedBy(count === '0' ? 1 : count),
            markPrice: mark,
            size: count,
          }).toFixed(PNL_DECIMALS),
    liquidationPrice: input.liquidationPrice,
    takeProfit: position.takeProfit,
    stopLoss: position.stopLoss,
  };
}
