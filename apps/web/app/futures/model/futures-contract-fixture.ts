import type { FuturesContract } from './futures-types.ts';

/** BTCUSDT perpetual with one risk tier, for the order form and estimate tests. */
export const BTCUSDT_CONTRACT_FIXTURE: FuturesContract = {
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  pricePlace: 2,
  sizePlace: 3,
  tickSize: '0.01',
  minTradeSize: '0.001',
  maxTradeSize: '1000.000',
  maxPrice: '9500000.00',
  riskTiers: [
    { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: '125', maintenanceAmount: '0' },
  ],
};
