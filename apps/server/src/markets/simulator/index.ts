export { FairPriceProcess, type FairPriceState, REGIMES, type VolatilityRegime } from './fair-price.ts';
export { generateHistory, type History, type HistoryOptions, type HistoryTrade } from './history.ts';
export {
  MARKET_MAKER_ACCOUNT,
  MarketSimulator,
  type MarketSimulatorOptions,
  TAKER_ACCOUNTS,
} from './market-simulator.ts';
export { buildLadder, LADDER_LEVELS, poisson, sampleTakerOrders } from './order-flow.ts';
export { Prng } from './prng.ts';
export { type MarketProfile, profileFor } from './profiles.ts';
