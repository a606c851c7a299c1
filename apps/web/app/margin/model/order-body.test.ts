import { describe, expect, it } from 'vitest';
import { BTCUSDT_FIXTURE } from '../../spot/model/spot-order-fixture.ts';
import { marginOrderBody, validateMarginOrder } from './order-body.ts';

const BTCUSDT = BTCUSDT_FIXTURE;

const cross = { mode: 'cross', symbol: null } as const;
const isolated = { mode: 'isolated', symbol: 'BTCUSDT' } as const;
const values = (over: Partial<Parameters<typeof validateMarginOrder>[0]>) => ({
  side: 'buy' as const,
  kind: 'limit' as const,
  price: '',
  amount: '',
  total: '',
  ...over,
});

describe('margin order request', () => {
  it.each([
    ['limit, cross', values({ price: '60000', amount: '0.01' }), cross, { price: '60000', size: '0.01' }],
    ['market buy spends funds', values({ kind: 'market', total: '100' }), cross, { funds: '100' }],
    [
      'market sell by size, isolated',
      values({ side: 'sell', kind: 'market', amount: '0.5' }),
      isolated,
      { size: '0.5' },
    ],
  ])('%s', (_name, form, account, sizing) => {
    const body = marginOrderBody(form, {
      account,
      symbol: 'BTCUSDT',
      sideEffect: 'auto-borrow',
      clientOrderId: 'web-1',
    });
    expect(body).toEqual({
      mode: account.mode,
      symbol: 'BTCUSDT',
      side: form.side,
      orderType: form.kind,
      sideEffect: 'auto-borrow',
      clientOrderId: 'web-1',
      ...sizing,
    });
  });
});

describe('margin order checks', () => {
  const symbol = BTCUSDT;
  it.each([
    [
      'normal buy beyond the free USDT',
      values({ price: '100', amount: '10' }),
      '50',
      'normal',
      'insufficient',
    ],
    [
      'auto-borrow buy beyond the free USDT',
      values({ price: '100', amount: '10' }),
      '50',
      'auto-borrow',
      null,
    ],
    ['market buy without a total', values({ kind: 'market' }), '50', 'normal', 'amountRequired'],
    [
      'market buy beyond the free USDT',
      values({ kind: 'market', total: '60' }),
      '50',
      'normal',
      'insufficient',
    ],
    ['market buy with auto-borrow', values({ kind: 'market', total: '60' }), '50', 'auto-borrow', null],
    ['limit without a price', values({ amount: '1' }), '50', 'auto-repay', 'priceRequired'],
  ] as const)('%s', (_name, form, available, sideEffect, problem) => {
    const found = validateMarginOrder(form, symbol, available, '100', sideEffect);
    expect(found?.key ?? null).toBe(problem);
  });
});
