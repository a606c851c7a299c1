import type { SpotOrder, SpotSymbol } from './market-types.ts';

/** A resting BTCUSDT limit buy as the gateway sends it, for tests; `fields` change what a test needs. */
export function spotOrderFixture(fields: Partial<SpotOrder> = {}): SpotOrder {
  return {
    orderNo: '1',
    symbol: 'BTCUSDT',
    side: 'buy',
    orderType: 'limit',
    timeInForce: 'GTC',
    postOnly: false,
    clientOrderId: null,
    status: 'new',
    buyPrice: '90000.00',
    buyDelegateCount: '0.001000',
    buyDealCount: '0.000000',
    dealCount: '0.00000000',
    holdCount: '0.00000000',
    marketPrice: '0.00',
    fee: '0.00000000',
    feeAsset: 'BTC',
    trackingType: 0,
    pricePlace: 2,
    quotePrecision: 6,
    createTime: 1,
    updateTime: 1,
    ...fields,
  };
}

/** BTCUSDT as the gateway lists it (markets protocol §2), for the order form tests. */
export const BTCUSDT_FIXTURE: SpotSymbol = {
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  pricePlace: 2,
  quotePrecision: 6,
  tickSize: '0.01',
  minTradeAmount: '0.000010',
  maxTradeAmount: '1000.000000',
  minTradeUSDT: '5',
  maxPrice: '9500000.00',
  depthSteps: ['0.01', '0.10', '1.00', '10.00'],
  makerFeeRate: '0.001000',
  takerFeeRate: '0.001000',
};
