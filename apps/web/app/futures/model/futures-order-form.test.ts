import { MarginMode, PositionMode } from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { BTCUSDT_CONTRACT_FIXTURE } from './futures-contract-fixture.ts';
import {
  type FuturesFormAction,
  type FuturesFormContext,
  type FuturesFormState,
  futuresOrderBody,
  futuresOrderForm,
} from './futures-order-form.ts';
import type { FuturesAccount, FuturesSettings } from './futures-types.ts';

// The futures order form model as tables, without React.

const CONTRACT = BTCUSDT_CONTRACT_FIXTURE;
const ACCOUNT: FuturesAccount = {
  marginCoin: 'USDT',
  available: '1000',
  orderMargin: '0',
  positionMargin: '0',
  unrealisedPnl: '0',
  equity: '1000',
  maxTransferOut: '1000',
  positionMode: PositionMode.OneWay,
};
const SETTINGS: FuturesSettings = {
  symbol: 'BTCUSDT',
  leverage: 10,
  marginMode: MarginMode.Fixed,
  positionMode: PositionMode.OneWay,
  maxLeverage: 125,
};
const CONTEXT: FuturesFormContext = {
  contract: CONTRACT,
  account: ACCOUNT,
  settings: SETTINGS,
  positions: [],
  others: [],
  referencePrice: (buying) => (buying ? '50010.00' : '49990.00'),
};
const HEDGE: FuturesFormContext = {
  ...CONTEXT,
  settings: { ...SETTINGS, positionMode: PositionMode.TwoWay },
};

const after = (actions: FuturesFormAction[], context = CONTEXT): FuturesFormState =>
  futuresOrderForm.reduceAll(futuresOrderForm.initial, actions, context);
const summaryAfter = (actions: FuturesFormAction[], context = CONTEXT) =>
  futuresOrderForm.summary(after(actions, context), context);
const price = (raw: string): FuturesFormAction => ({ type: 'price', raw });
const size = (raw: string): FuturesFormAction => ({ type: 'size', raw });
const mode = (value: 'limit' | 'market' | 'trigger'): FuturesFormAction => ({ type: 'mode', mode: value });

describe('futures order form: errors(), every rule', () => {
  it.each<[string, FuturesFormAction[], string[]]>([
    ['a limit order with price and size', [price('50000'), size('0.01')], []],
    ['a limit order needs its price', [size('0.01')], ['priceRequired']],
    ['a zero price is no price', [price('0'), size('0.01')], ['priceRequired']],
    ['an order needs its size', [price('50000')], ['sizeRequired']],
    ['a market order needs no price', [mode('market'), size('0.01')], []],
    ['a trigger order needs its trigger', [mode('trigger'), size('0.01')], ['triggerRequired']],
    [
      'a trigger order without price is a market one',
      [mode('trigger'), { type: 'triggerPrice', raw: '51000' }, size('0.01')],
      [],
    ],
  ])('%s', (_name, actions, expected) => {
    expect(futuresOrderForm.errors(after(actions), CONTEXT)).toEqual(expected);
  });
});

describe('futures order form: summary()', () => {
  it('cost is margin plus the taker fee, rounded up to the cent; the largest size and the isolated liquidation price', () => {
    const summary = summaryAfter([price('50000'), size('0.1')]);
    // 5000 / 10 + 5000 * 0.0005 = 502.5
    expect(summary.cost?.toFixed()).toBe('502.5');
    expect(summary.leverage).toBe(10);
    expect(summary.maxSize?.toFixed()).toBe('0.199');
    expect(summary.liquidation?.direction).toBe(1);
    expect(summary.kind).toBe('limit');
  });

  it.each<[string, FuturesFormAction[], FuturesFormContext, Record<string, unknown>]>([
    [
      'a market buy is priced at the best ask',
      [mode('market')],
      CONTEXT,
      { pricing: '50010.00', kind: 'market' },
    ],
    [
      'a market sell at the best bid',
      [mode('market'), { type: 'side', side: 'sell' }],
      CONTEXT,
      { pricing: '49990.00', orderSide: 'sell' },
    ],
    [
      'a trigger with a price places a limit order at it',
      [mode('trigger'), price('49000')],
      CONTEXT,
      { pricing: '49000', kind: 'limit' },
    ],
    [
      'a trigger without price is valued at the trigger',
      [mode('trigger'), { type: 'triggerPrice', raw: '51000' }],
      CONTEXT,
      { pricing: '51000', kind: 'market' },
    ],
    [
      'reduce-only does not open: no cost',
      [price('50000'), size('0.1'), { type: 'reduceOnly', reduceOnly: true }],
      CONTEXT,
      { opening: false, cost: null },
    ],
    ['hedge mode offers the open sides', [], HEDGE, { sides: ['openLong', 'openShort'], side: 'openLong' }],
    [
      'hedge close tab: the close sides, closing',
      [{ type: 'closing', closing: true }],
      HEDGE,
      { side: 'closeLong', opening: false, orderSide: 'sell' },
    ],
    [
      'a typed leverage above the tier maximum is clamped',
      [{ type: 'leverage', value: '500' }],
      CONTEXT,
      { leverage: 125, leverageText: '500' },
    ],
    ['a typed leverage of 0 reads as 1', [{ type: 'leverage', value: '0' }], CONTEXT, { leverage: 1 }],
    [
      'no settings yet: leverage 20, the first tier maximum, cross, one-way',
      [],
      { ...CONTEXT, settings: undefined },
      { leverage: 20, maxLeverage: 125, marginMode: MarginMode.Cross, positionMode: PositionMode.OneWay },
    ],
  ])('%s', (_name, actions, context, expected) => {
    expect(summaryAfter(actions, context)).toMatchObject(expected);
  });

  it('a typed leverage is dropped once another leverage is saved', () => {
    const typed = after([{ type: 'leverage', value: '30' }]);
    expect(futuresOrderForm.summary(typed, CONTEXT).leverage).toBe(30);
    const saved = { ...CONTEXT, settings: { ...SETTINGS, leverage: 15 } };
    expect(futuresOrderForm.summary(typed, saved)).toMatchObject({ leverage: 15, leverageText: '15' });
  });
});

describe('futures order form: the reducer', () => {
  it.each<[string, FuturesFormAction[], Partial<FuturesFormState>]>([
    [
      '§5: prices and sizes cut to the contract places',
      [price('50000.129'), size('0.12345')],
      { price: '50000.12', size: '0.123' },
    ],
    [
      '50 % of the largest size',
      [price('50000'), { type: 'percent', percent: 50 }],
      { size: '0.099', percent: 50 },
    ],
    [
      'a typed size drops the share',
      [price('50000'), { type: 'percent', percent: 50 }, size('0.01')],
      { percent: 0 },
    ],
    [
      'a picked price makes a market form a limit one',
      [mode('market'), { type: 'pick', price: '49000.00' }],
      { mode: 'limit', price: '49000.00' },
    ],
    [
      'a picked price keeps a trigger form',
      [mode('trigger'), { type: 'pick', price: '49000.00' }],
      { mode: 'trigger' },
    ],
    ['submit names the missing field', [{ type: 'submit' }], { message: { problem: 'priceRequired' } }],
    [
      'submit empties a take profit below a long entry, naming it',
      [price('50000'), size('0.01'), { type: 'tpsl', kind: 'takeProfit', raw: '49000' }, { type: 'submit' }],
      { takeProfit: '', cleared: 'takeProfit', message: null },
    ],
    [
      'leaving a stop loss above a long entry empties it',
      [
        price('50000'),
        { type: 'tpsl', kind: 'stopLoss', raw: '51000' },
        { type: 'tpslLeft', kind: 'stopLoss' },
      ],
      { stopLoss: '', cleared: 'stopLoss' },
    ],
    [
      'a take profit above a long entry is kept',
      [
        price('50000'),
        { type: 'tpsl', kind: 'takeProfit', raw: '51000' },
        { type: 'tpslLeft', kind: 'takeProfit' },
      ],
      { takeProfit: '51000', cleared: null },
    ],
    [
      'a placed order empties size and TP/SL',
      [price('50000'), size('0.01'), { type: 'tpsl', kind: 'takeProfit', raw: '51000' }, { type: 'placed' }],
      { size: '', takeProfit: '', price: '50000' },
    ],
    ['a refusal is shown as text', [{ type: 'failed', text: 'no' }], { message: { text: 'no' } }],
  ])('%s', (_name, actions, expected) => {
    expect(after(actions)).toMatchObject(expected);
  });
});

describe('futures order form: the request', () => {
  it('a leverage chosen but not saved goes with the order (one call, atomic); the saved one does not', () => {
    const typed = after([price('50000'), size('0.01'), { type: 'leverage', value: '25' }]);
    expect(futuresOrderBody(typed, futuresOrderForm.summary(typed, CONTEXT), 'BTCUSDT')).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '50000',
      size: '0.01',
      reduceOnly: false,
      leverage: 25,
    });
    const plain = after([mode('market'), size('0.01')]);
    expect(futuresOrderBody(plain, futuresOrderForm.summary(plain, CONTEXT), 'BTCUSDT')).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.01',
      reduceOnly: false,
    });
  });

  it('hedge sides carry their leg; a trigger carries its trigger; TP/SL only on opening orders', () => {
    const close = after([{ type: 'closing', closing: true }, mode('market'), size('0.01')], HEDGE);
    expect(futuresOrderBody(close, futuresOrderForm.summary(close, HEDGE), 'BTCUSDT')).toMatchObject({
      side: 'sell',
      positionSide: 1,
      orderType: 'market',
    });
    const plan = after([
      mode('trigger'),
      { type: 'triggerPrice', raw: '51000' },
      { type: 'triggerBy', triggerBy: 'last' },
      size('0.01'),
      { type: 'tpsl', kind: 'takeProfit', raw: '60000' },
    ]);
    expect(futuresOrderBody(plan, futuresOrderForm.summary(plan, CONTEXT), 'BTCUSDT')).toMatchObject({
      orderType: 'market',
      trigger: { triggerPrice: '51000', priceType: 'last' },
      takeProfit: { triggerPrice: '60000', priceType: 'mark' },
    });
  });
});
