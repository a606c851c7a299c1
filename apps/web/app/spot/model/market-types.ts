import type { SpotBalanceWire } from '@tideline/protocol/asset/balances';
import type { SpotFillWire } from '@tideline/protocol/spot/fill';
import type { SpotOrderWire } from '@tideline/protocol/spot/order';
import type { SpotPlanWire } from '@tideline/protocol/spot/plan';
import type {
  CandleInterval,
  CandleRow,
  MarketSymbol,
  MarketTicker,
  PublicTrade,
} from '../../trading/market/market-types.ts';

/** A listed pair: the trading kit's market shape (`trading/market/market-types.ts`). */
export type SpotSymbol = MarketSymbol;
/** The 24-hour ticker of a pair. */
export type SpotTicker = MarketTicker;
export { CANDLE_INTERVALS } from '../../trading/market/market-types.ts';
export type { CandleInterval, CandleRow, PublicTrade };

/** The spot order of spec §3 as the gateway returns it. */
export type SpotOrder = SpotOrderWire;
export type OrderStatus = SpotOrder['status'];
export type SpotFill = SpotFillWire;
export type AssetBalance = SpotBalanceWire;
/** A plan (trigger) order (markets protocol §3): it places its order when the last price reaches the trigger. */
export type PlanOrder = SpotPlanWire;
