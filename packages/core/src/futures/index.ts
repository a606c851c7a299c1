// USDT-margined linear perpetual math, shared by the web client and the gateway so the shown
// liquidation estimate and the engine's liquidation price come from one formula. Pure and exact.
export { MarginMode, PositionDirection, PositionMode } from './constants.ts';
export { crossCollateral, crossLiquidationPrice } from './cross-liquidation.ts';
export type { FuturesPosition, LiquidationInput } from './entities.ts';
export { type IsolatedLiquidationInput, isolatedLiquidationPrice } from './isolated-liquidation.ts';
export {
  CASE_CONTRACTS,
  CASE_TAKER_FEE_RATE,
  type CaseContract,
  LIQUIDATION_CASES,
  type LiquidationCase,
} from './liquidation-cases.ts';
export {
  estimateLiquidationPrice,
  type LiquidationEstimateInput,
  type TieredCrossLiquidationInput,
  tieredCrossLiquidationPrice,
} from './liquidation-estimate.ts';
export { type MaxOpenSizeInput, maxOpenSize } from './max-open-size.ts';
export {
  isLiquidatable,
  marginRatio,
  notional,
  PNL_DECIMALS,
  type PnlInput,
  positionMargin,
  positionRoe,
  unrealisedPnl,
} from './position-math.ts';
export { clearIfOutOfBounds, type PriceBounds } from './price-bounds.ts';
export {
  maintenanceMarginFor,
  maxLeverageFor,
  maxNotionalForLeverage,
  type ResolvedTier,
  type RiskTier,
  resolveTiers,
  riskTierFor,
} from './risk-tiers.ts';
export { roundLiquidationPrice } from './rounding.ts';
export {
  type FuturesAccountMessage,
  type FuturesAccountView,
  type FuturesChannel,
  type FuturesChannelArg,
  type FuturesDepthLevel,
  type FuturesDepthMessage,
  type FuturesOpenOrderView,
  type FuturesOrdersMessage,
  type FuturesPositionsMessage,
  type FuturesPositionView,
  type FuturesStreamMessage,
  type FuturesTickerMessage,
  type FuturesTickerView,
  type FuturesTpslView,
  type FuturesTradesMessage,
  type FuturesTradeView,
  type FuturesVenue,
  futuresChannelKey,
  PRIVATE_FUTURES_CHANNELS,
} from './stream-messages.ts';
export {
  checkStopLoss,
  checkTakeProfit,
  type TriggerPriceCheck,
  type TriggerPriceInput,
} from './take-profit-stop-loss.ts';
