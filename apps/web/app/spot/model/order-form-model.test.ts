import { describe, expect, it } from 'vitest';
import {
  amountForPercent,
  amountForTotal,
  estimatedFee,
  sanitizeAmount,
  sanitizePrice,
  totalFor,
  validateOrder,
} from './order-form-model.ts';
import { BTCUSDT_FIXTURE } from './spot-order-fixture.ts';

const BTCUSDT = BTCUSDT_FIXTURE;

const limitBuy = { side: 'buy', kind: 'limit', price: '95000.00', amount: '0.010000', total: '' } as const;

describe('§5 order form numeric input with the pair precisions', () => {
  it('§5 keeps pricePlace decimals for a price and quotePrecision for an amount, cutting not rounding', () => {
    expect(sanitizePrice('95000.129', BTCUSDT)).toBe('95000.12');
    expect(sanitizeAmount('0.00000123456', BTCUSDT)).toBe('0.000001');
    expect(sanitizeAmount('１．５', BTCUSDT)).toBe('1.5');
    expect(sanitizePrice('00012.5.3', BTCUSDT)).toBe('12.53');
  });
});

describe('order form amounts', () => {
  it('total is price x amount cut to the price decimals; amount from a total is cut to the size decimals', () => {
    expect(totalFor('95000.00', '0.010000', BTCUSDT)).toBe('950.00');
    expect(totalFor('95000.55', '0.333333', BTCUSDT)).toBe('31666.81');
    expect(totalFor('', '1', BTCUSDT)).toBe('');
    expect(amountForTotal('100', '95000.00', BTCUSDT)).toBe('0.001052');
    expect(amountForTotal('100', '0', BTCUSDT)).toBe('');
  });

  it('a share of the balance: a buyer divides the quote balance by the price, a seller takes the base', () => {
    expect(amountForPercent(50, 'buy', '1000.00000000', '95000.00', BTCUSDT)).toBe('0.005263');
    expect(amountForPercent(25, 'sell', '1.00000000', '95000.00', BTCUSDT)).toBe('0.250000');
    expect(amountForPercent(100, 'buy', undefined, '95000.00', BTCUSDT)).toBe('');
  });

  it('estimated fee at the taker rate in the asset received, rounded up to 10^-8', () => {
    expect(estimatedFee('buy', '0.010000', '95000.00', BTCUSDT)).toEqual({ fee: '0.00001000', asset: 'BTC' });
    expect(estimatedFee('sell', '0.000011', '95000.01', BTCUSDT)).toEqual({
      fee: '0.00104501',
      asset: 'USDT',
    });
    expect(estimatedFee('buy', '', '95000.00', BTCUSDT)).toBeNull();
  });
});

describe('order form validation (gateway codes 30002-30004)', () => {
  it('accepts a limit order within the limits', () => {
    expect(validateOrder(limitBuy, BTCUSDT, '10000', undefined)).toBeNull();
  });

  it('needs a price for a limit order, at most maxPrice', () => {
    expect(validateOrder({ ...limitBuy, price: '' }, BTCUSDT, undefined, undefined)).toEqual({
      key: 'priceRequired',
    });
    expect(validateOrder({ ...limitBuy, price: '0.00' }, BTCUSDT, undefined, undefined)).toEqual({
      key: 'priceRequired',
    });
    expect(validateOrder({ ...limitBuy, price: '9500000.01' }, BTCUSDT, undefined, undefined)).toEqual({
      key: 'priceTooHigh',
      max: '9500000.00',
    });
  });

  it('refuses an amount below minTradeAmount or above maxTradeAmount, and accepts the boundaries', () => {
    expect(validateOrder({ ...limitBuy, amount: '0.000009' }, BTCUSDT, undefined, undefined)).toEqual({
      key: 'amountTooSmall',
      min: '0.000010',
    });
    expect(
      validateOrder({ ...limitBuy, amount: '0.000010', price: '600000.00' }, BTCUSDT, undefined, undefined),
    ).toBeNull();
    expect(validateOrder({ ...limitBuy, amount: '1000.000001' }, BTCUSDT, undefined, undefined)).toEqual({
      key: 'amountTooLarge',
      max: '1000.000000',
    });
    expect(validateOrder({ ...limitBuy, amount: '' }, BTCUSDT, undefined, undefined)).toEqual({
      key: 'amountRequired',
    });
  });

  it('refuses a limit order worth less than minTradeUSDT (5), accepting exactly 5', () => {
    expect(
      validateOrder({ ...limitBuy, price: '100.00', amount: '0.049999' }, BTCUSDT, undefined, undefined),
    ).toEqual({
      key: 'totalTooSmall',
      min: '5',
    });
    expect(
      validateOrder({ ...limitBuy, price: '100.00', amount: '0.050000' }, BTCUSDT, undefined, undefined),
    ).toBeNull();
  });

  it('refuses more than the available balance: quote for a buy (market buys priced by the reference), base for a sell', () => {
    expect(validateOrder(limitBuy, BTCUSDT, '949.99', undefined)).toEqual({
      key: 'insufficient',
      coin: 'USDT',
    });
    expect(validateOrder(limitBuy, BTCUSDT, '950', undefined)).toBeNull();
    const marketBuy = { ...limitBuy, kind: 'market', price: '' } as const;
    expect(validateOrder(marketBuy, BTCUSDT, '900', '95000.00')).toEqual({
      key: 'insufficient',
      coin: 'USDT',
    });
    const sell = { ...limitBuy, side: 'sell' } as const;
    expect(validateOrder(sell, BTCUSDT, '0.009999', undefined)).toEqual({ key: 'insufficient', coin: 'BTC' });
  });
});
