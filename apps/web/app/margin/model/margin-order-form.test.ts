import { describe, expect, it } from 'vitest';
import type { OrderFormError, SpotFormContext } from '../../spot/index.ts';
import { BTCUSDT_FIXTURE } from '../../spot/model/spot-order-fixture.ts';
import { type MarginFormAction, type MarginFormState, marginOrderForm } from './margin-order-form.ts';

// The margin form model is the spot model plus the side effect: these rows are margin's own rules.

const BTCUSDT = BTCUSDT_FIXTURE;

const FREE: Record<string, string> = { USDT: '100', BTC: '0.001' };
const CONTEXT: SpotFormContext = {
  symbol: BTCUSDT,
  available: (coin) => FREE[coin] ?? '0',
  referencePrice: () => '100000.00',
};

const after = (actions: MarginFormAction[]): MarginFormState =>
  marginOrderForm.reduceAll(marginOrderForm.initial, actions, CONTEXT);
const market: MarginFormAction = { type: 'mode', mode: 'market' };
const borrow: MarginFormAction = { type: 'sideEffect', sideEffect: 'auto-borrow' };
const repay: MarginFormAction = { type: 'sideEffect', sideEffect: 'auto-repay' };
const total = (raw: string): MarginFormAction => ({ type: 'total', raw });

describe('margin order form: errors()', () => {
  it.each<[string, MarginFormAction[], OrderFormError[]]>([
    ['a market buy needs its total', [market], [{ key: 'amountRequired' }]],
    ['a market buy of exactly 5 USDT', [market, total('5')], []],
    ['a market buy under 5 USDT', [market, total('4.99')], [{ key: 'totalTooSmall', min: '5' }]],
    ['a market buy of the whole free USDT', [market, total('100')], []],
    ['a market buy over the free USDT', [market, total('100.01')], [{ key: 'insufficient', coin: 'USDT' }]],
    ['auto-borrow: over the free USDT is borrowed', [market, borrow, total('100.01')], []],
    [
      'auto-repay is still limited by the free balance',
      [market, repay, total('100.01')],
      [{ key: 'insufficient', coin: 'USDT' }],
    ],
    [
      'a limit buy over the free USDT',
      [
        { type: 'price', raw: '100000' },
        { type: 'amount', raw: '0.0011' },
      ],
      [{ key: 'insufficient', coin: 'USDT' }],
    ],
    [
      'auto-borrow: a limit buy over the free USDT',
      [borrow, { type: 'price', raw: '100000' }, { type: 'amount', raw: '0.0011' }],
      [],
    ],
    [
      'a market sell over the free BTC',
      [{ type: 'side', side: 'sell' }, market, { type: 'amount', raw: '0.002' }],
      [{ key: 'insufficient', coin: 'BTC' }],
    ],
    [
      'the spot rules apply: a limit order needs its price',
      [{ type: 'amount', raw: '0.001' }],
      [{ key: 'priceRequired' }],
    ],
  ])('%s', (_name, actions, expected) => {
    expect(marginOrderForm.errors(after(actions), CONTEXT)).toEqual(expected);
  });
});

describe('margin order form: reducer and summary', () => {
  it('has no trigger orders: the mode stays', () => {
    expect(after([{ type: 'mode', mode: 'trigger' }]).mode).toBe('limit');
  });

  it('a side effect clears the message; submit uses margin rules', () => {
    expect(after([market, total('100.01'), { type: 'submit' }]).message).toEqual({
      problem: { key: 'insufficient', coin: 'USDT' },
    });
    expect(after([market, total('100.01'), { type: 'submit' }, borrow]).message).toBeNull();
    expect(after([market, borrow, total('100.01'), { type: 'submit' }]).message).toBeNull();
  });

  it.each<[string, MarginFormAction[], Record<string, unknown>]>([
    ['a limit order shows amount and total', [], { showsAmount: true, showsTotal: true, payingCoin: 'USDT' }],
    ['a market buy shows its total only', [market], { showsAmount: false, showsTotal: true, byTotal: true }],
    [
      'a market sell shows its amount only',
      [market, { type: 'side', side: 'sell' }],
      { showsAmount: true, showsTotal: false, payingCoin: 'BTC' },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(marginOrderForm.summary(after(actions), CONTEXT)).toMatchObject(expected);
  });
});
