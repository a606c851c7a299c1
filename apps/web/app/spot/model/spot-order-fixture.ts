import type { SpotOrder } from './market-types.ts';

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
