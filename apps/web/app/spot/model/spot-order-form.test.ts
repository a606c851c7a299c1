import { describe, expect, it } from 'vitest';
import type { OrderFormError } from './order-form-model.ts';
import { BTCUSDT_FIXTURE } from './spot-order-fixture.ts';
import {
  type SpotFormAction,
  type SpotFormContext,
  type SpotFormState,
  spotFormRequest,
  spotOrderForm,
} from './spot-order-form.ts';

// The spot order form model as tables, without React: each row is the actions a trader takes and
// what the form then holds, shows or refuses.

const BTCUSDT = BTCUSDT_FIXTURE;

const BALANCES: Record<string, string> = { USDT: '1000', BTC: '0.5' };
const CONTEXT: SpotFormContext = {
  symbol: BTCUSDT,
  available: (coin) => BALANCES[coin],
  referencePrice: (side) => (side === 'buy' ? '100000.00' : '99990.00'),
};
const SIGNED_OUT: SpotFormContext = { ...CONTEXT, available: () => undefined };

const after = (actions: SpotFormAction[], context = CONTEXT): SpotFormState =>
  spotOrderForm.reduceAll(spotOrderForm.initial, actions, context);
const errorsAfter = (actions: SpotFormAction[], context = CONTEXT): OrderFormError[] =>
  spotOrderForm.errors(after(actions, context), context);

const price = (raw: string): SpotFormAction => ({ type: 'price', raw });
const amount = (raw: string): SpotFormAction => ({ type: 'amount', raw });
const total = (raw: string): SpotFormAction => ({ type: 'total', raw });
const sell: SpotFormAction = { type: 'side', side: 'sell' };
const market: SpotFormAction = { type: 'mode', mode: 'market' };
const trigger: SpotFormAction = { type: 'mode', mode: 'trigger' };

describe('spot order form: errors(), every rule and its boundary', () => {
  it.each<[string, SpotFormAction[], OrderFormError[]]>([
    ['a valid limit buy', [price('95000'), amount('0.01')], []],
    ['no price', [amount('0.01')], [{ key: 'priceRequired' }]],
    ['a zero price', [price('0'), amount('0.01')], [{ key: 'priceRequired' }]],
    ['price at maxPrice', [price('9500000.00'), amount('0.00001')], []],
    [
      'price above maxPrice (and so more than the balance)',
      [price('9500000.01'), amount('0.001')],
      [
        { key: 'priceTooHigh', max: '9500000.00' },
        { key: 'insufficient', coin: 'USDT' },
      ],
    ],
    ['no amount', [price('95000')], [{ key: 'amountRequired' }]],
    ['amount at minTradeAmount', [price('600000'), amount('0.00001'), sell], []],
    [
      'amount below minTradeAmount (and the total below 5)',
      [price('95000'), amount('0.000009')],
      [
        { key: 'amountTooSmall', min: '0.000010' },
        { key: 'totalTooSmall', min: '5' },
      ],
    ],
    [
      'amount above maxTradeAmount',
      [price('0.01'), amount('1000.000001'), sell],
      [
        { key: 'amountTooLarge', max: '1000.000000' },
        { key: 'insufficient', coin: 'BTC' },
      ],
    ],
    ['total exactly 5', [price('100'), amount('0.05')], []],
    ['total just under 5', [price('100'), amount('0.049999')], [{ key: 'totalTooSmall', min: '5' }]],
    ['a buy spending the whole balance', [price('100000'), amount('0.01')], []],
    [
      'a buy over the quote balance',
      [price('100000'), amount('0.010001')],
      [{ key: 'insufficient', coin: 'USDT' }],
    ],
    ['a sell of the whole base balance', [sell, price('100000'), amount('0.5')], []],
    [
      'a sell over the base balance',
      [sell, price('100000'), amount('0.500001')],
      [{ key: 'insufficient', coin: 'BTC' }],
    ],
    ['a market buy priced at the best ask', [market, amount('0.01')], []],
    [
      'a market buy over the balance at the best ask',
      [market, amount('0.010001')],
      [{ key: 'insufficient', coin: 'USDT' }],
    ],
    ['a market order has no minimum total', [market, amount('0.00001')], []],
    ['a plan needs its trigger', [trigger, price('95000'), amount('0.01')], [{ key: 'triggerRequired' }]],
    [
      'a plan trigger above maxPrice',
      [trigger, { type: 'triggerPrice', raw: '9500000.01' }, price('95000'), amount('0.01')],
      [{ key: 'triggerTooHigh', max: '9500000.00' }],
    ],
    [
      'a plan is not limited by the balance or the minimum total',
      [trigger, { type: 'triggerPrice', raw: '90000' }, price('100'), amount('0.01')],
      [],
    ],
    [
      'a market plan needs no price',
      [
        trigger,
        { type: 'execution', execution: 'market' },
        { type: 'triggerPrice', raw: '90000' },
        amount('0.01'),
      ],
      [],
    ],
  ])('%s', (_name, actions, expected) => {
    expect(errorsAfter(actions)).toEqual(expected);
  });

  it('a visitor (no balances) is not refused for funds', () => {
    expect(errorsAfter([price('100000'), amount('1')], SIGNED_OUT)).toEqual([]);
  });
});

describe('spot order form: the reducer', () => {
  it.each<[string, SpotFormAction[], Partial<SpotFormState>]>([
    ['price then amount fills the total', [price('95000'), amount('0.01')], { total: '950.00' }],
    [
      'a total fills the amount, cut to size decimals',
      [price('95000'), total('100')],
      { amount: '0.001052', sizing: 'total' },
    ],
    [
      '§5: typed decimals are cut to the pair precision',
      [price('95000.129'), amount('0.00000123')],
      { price: '95000.12', amount: '0.000001' },
    ],
    [
      '50 % of 1000 USDT at 100000',
      [price('100000'), { type: 'percent', percent: 50 }],
      { amount: '0.005000', total: '500.00', percent: 50 },
    ],
    ['25 % of 0.5 BTC for a seller', [sell, { type: 'percent', percent: 25 }], { amount: '0.125000' }],
    [
      'a market buy spends the share itself',
      [market, { type: 'percent', percent: 100 }],
      { total: '1000.00', amount: '0.010000', sizing: 'total' },
    ],
    ['typing an amount drops the share', [{ type: 'percent', percent: 50 }, amount('0.1')], { percent: 0 }],
    ['a new side drops the share', [{ type: 'percent', percent: 50 }, sell], { percent: 0, side: 'sell' }],
    [
      'a picked price makes a market form a limit one',
      [market, { type: 'pick', price: '94000.00' }],
      { mode: 'limit', price: '94000.00' },
    ],
    [
      'a picked price keeps a trigger form',
      [trigger, { type: 'pick', price: '94000.00' }],
      { mode: 'trigger' },
    ],
    [
      'a placed order empties the size',
      [price('95000'), amount('0.01'), { type: 'placed' }],
      { amount: '', total: '', price: '95000' },
    ],
    [
      'submit names the first broken rule',
      [price('95000'), { type: 'submit' }],
      { message: { problem: { key: 'amountRequired' } } },
    ],
    [
      'submit of a valid form says nothing',
      [price('95000'), amount('0.01'), { type: 'submit' }],
      { message: null },
    ],
    ['a refusal is shown as text', [{ type: 'failed', text: 'no' }], { message: { text: 'no' } }],
    ['changing the mode clears the message', [{ type: 'submit' }, market], { message: null }],
    [
      'leaving a too small amount names it at once',
      [amount('0.000001'), { type: 'amountLeft' }],
      { message: { problem: { key: 'amountTooSmall', min: '0.000010' } } },
    ],
    ['leaving an empty amount says nothing', [{ type: 'amountLeft' }], { message: null }],
  ])('%s', (_name, actions, expected) => {
    expect(after(actions)).toMatchObject(expected);
  });
});

describe('spot order form: summary() and the request', () => {
  it.each<[string, SpotFormAction[], Record<string, unknown>]>([
    [
      'a limit buy: fee in base at the taker rate',
      [price('95000'), amount('0.01')],
      {
        kind: 'limit',
        pricing: '95000',
        payingCoin: 'USDT',
        available: '1000',
        fee: { fee: '0.00001000', asset: 'BTC' },
        showsTotal: true,
        byTotal: false,
      },
    ],
    [
      'a market sell: priced at the best bid, fee in quote',
      [sell, market, amount('0.01')],
      {
        kind: 'market',
        pricing: '99990.00',
        payingCoin: 'BTC',
        available: '0.5',
        fee: { fee: '0.99990000', asset: 'USDT' },
        showsTotal: false,
      },
    ],
    ['a market buy may spend a total', [market], { byTotal: true, showsTotal: true }],
    [
      'a market plan is valued at its trigger',
      [trigger, { type: 'execution', execution: 'market' }, { type: 'triggerPrice', raw: '90000' }],
      { kind: 'market', pricing: '90000', byTotal: false, showsTotal: false },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(spotOrderForm.summary(after(actions), CONTEXT)).toMatchObject(expected);
  });

  it('a limit form sends its price, size, time in force and post-only; a market buy by total sends funds; a plan goes to placePlan', () => {
    const limit = after([price('95000'), amount('0.01'), { type: 'postOnly', postOnly: true }]);
    expect(spotFormRequest(limit, BTCUSDT, 'c1')).toEqual({
      endpoint: 'placeOrder',
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        clientOrderId: 'c1',
        price: '95000',
        size: '0.01',
        timeInForce: 'GTC',
        postOnly: true,
      },
    });
    const ioc = after([
      price('95000'),
      amount('0.01'),
      { type: 'postOnly', postOnly: true },
      { type: 'timeInForce', timeInForce: 'IOC' },
    ]);
    expect(spotFormRequest(ioc, BTCUSDT, 'c1').body).toMatchObject({ timeInForce: 'IOC', postOnly: false });
    const funds = after([market, total('250')]);
    expect(spotFormRequest(funds, BTCUSDT, 'c2').body).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      clientOrderId: 'c2',
      funds: '250',
    });
    const plan = after([trigger, { type: 'triggerPrice', raw: '90000' }, price('89000'), amount('0.01')]);
    expect(spotFormRequest(plan, BTCUSDT, 'c3')).toEqual({
      endpoint: 'placePlan',
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        triggerPrice: '90000',
        price: '89000',
        size: '0.01',
      },
    });
  });
});
