import { describe, expect, it } from 'vitest';
import {
  canSizeByTotal,
  placeOrderBody,
  placePlanBody,
  totalForPercent,
  validatePlan,
} from './order-form-model.ts';
import { BTCUSDT_FIXTURE } from './spot-order-fixture.ts';

const BTCUSDT = BTCUSDT_FIXTURE;

const options = { sizing: 'amount', timeInForce: 'GTC', postOnly: false, clientOrderId: 'web-1' } as const;

describe('issue #9 order requests (markets protocol §3)', () => {
  it('a limit order carries price, size, time in force and post-only only with GTC', () => {
    const values = {
      side: 'buy',
      kind: 'limit',
      price: '95000.10',
      amount: '0.010000',
      total: '950.00',
    } as const;
    expect(placeOrderBody(values, { ...options, postOnly: true }, BTCUSDT)).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '95000.10',
      size: '0.010000',
      timeInForce: 'GTC',
      postOnly: true,
      clientOrderId: 'web-1',
    });
    expect(placeOrderBody(values, { ...options, timeInForce: 'IOC', postOnly: true }, BTCUSDT).postOnly).toBe(
      false,
    );
  });

  it('a market buy by total sends funds and no size; a market sell is always sized in base', () => {
    const buy = { side: 'buy', kind: 'market', price: '', amount: '0.001052', total: '100' } as const;
    const byTotal = placeOrderBody(buy, { ...options, sizing: 'total' }, BTCUSDT);
    expect(byTotal).toMatchObject({ orderType: 'market', funds: '100' });
    expect(byTotal).not.toHaveProperty('size');
    expect(byTotal).not.toHaveProperty('price');
    expect(placeOrderBody(buy, options, BTCUSDT)).toMatchObject({ size: '0.001052' });
    const sell = { ...buy, side: 'sell' } as const;
    expect(placeOrderBody(sell, { ...options, sizing: 'total' }, BTCUSDT)).toMatchObject({
      size: '0.001052',
    });
    expect(canSizeByTotal('sell', 'market')).toBe(false);
    expect(canSizeByTotal('buy', 'limit')).toBe(false);
  });

  it('a market buy by share spends that share of the quote balance, cut to the price decimals', () => {
    expect(totalForPercent(25, '1000.12345678', BTCUSDT)).toBe('250.03');
    expect(totalForPercent(100, '0.00999999', BTCUSDT)).toBe('0.00');
    expect(totalForPercent(50, undefined, BTCUSDT)).toBe('');
  });

  it('a plan order needs a trigger within the price limit, a limit price when it places a limit order, and a size in bounds', () => {
    const plan = {
      side: 'sell',
      execution: 'market',
      triggerPrice: '90000',
      price: '',
      amount: '0.01',
    } as const;
    expect(validatePlan(plan, BTCUSDT)).toBeNull();
    expect(validatePlan({ ...plan, triggerPrice: '' }, BTCUSDT)).toEqual({ key: 'triggerRequired' });
    expect(validatePlan({ ...plan, triggerPrice: '9500000.01' }, BTCUSDT)).toEqual({
      key: 'triggerTooHigh',
      max: '9500000.00',
    });
    expect(validatePlan({ ...plan, execution: 'limit' }, BTCUSDT)).toEqual({ key: 'priceRequired' });
    expect(validatePlan({ ...plan, amount: '0.000009' }, BTCUSDT)).toEqual({
      key: 'amountTooSmall',
      min: '0.000010',
    });
  });

  it('the plan body names the price only for a limit order and drops a trailing dot from the trigger', () => {
    const plan = {
      side: 'buy',
      execution: 'market',
      triggerPrice: '91000.',
      price: '1',
      amount: '0.01',
    } as const;
    expect(placePlanBody(plan, BTCUSDT)).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      triggerPrice: '91000',
      size: '0.01',
    });
    expect(placePlanBody({ ...plan, execution: 'limit', price: '91500.00' }, BTCUSDT)).toMatchObject({
      orderType: 'limit',
      price: '91500.00',
    });
  });
});
