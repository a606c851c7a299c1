import { describe, expect, it } from 'vitest';
import { toUnits } from '../../platform/ledger/book-units.ts';
import {
  type AdInput,
  adTransition,
  effectivePrice,
  marginBasisPoints,
  orderAmount,
  validateAd,
} from './ad-rules.ts';
import { P2pCode } from './codes.ts';

const u = (text: string) => toUnits(text) as bigint;
const INDEX = u('100');
const base: AdInput = {
  priceType: 'fixed',
  price: '101',
  total: '10',
  minOrder: '50',
  maxOrder: '1000',
  paymentMethodIds: ['a'],
};

describe('P2P ad validation', () => {
  it('accepts a fixed price ad and keeps its numbers', () => {
    expect(validateAd(base, INDEX)).toEqual({
      ok: true,
      ad: { price: u('101'), marginBp: null, total: u('10'), minOrder: u('50'), maxOrder: u('1000') },
    });
  });

  it.each<[string, Partial<AdInput>, string]>([
    ['a fixed ad without a price', { price: undefined }, P2pCode.invalidPrice],
    ['a zero price', { price: '0' }, P2pCode.invalidPrice],
    ['a fixed ad with a margin', { margin: '1' }, P2pCode.invalidPrice],
    ['a floating ad without a margin', { priceType: 'floating', price: undefined }, P2pCode.invalidPrice],
    ['a floating ad with a price', { priceType: 'floating', margin: '1' }, P2pCode.invalidPrice],
    [
      'a margin above +20%',
      { priceType: 'floating', price: undefined, margin: '20.01' },
      P2pCode.marginOutOfRange,
    ],
    [
      'a margin below -20%',
      { priceType: 'floating', price: undefined, margin: '-20.01' },
      P2pCode.marginOutOfRange,
    ],
    [
      'a malformed margin',
      { priceType: 'floating', price: undefined, margin: '1.234' },
      P2pCode.invalidPrice,
    ],
    ['a zero total', { total: '0' }, P2pCode.invalidAmount],
    ['a total with 9 decimals', { total: '1.000000001' }, P2pCode.invalidAmount],
    ['a zero minimum', { minOrder: '0' }, P2pCode.limitsInvalid],
    ['a minimum above the maximum', { minOrder: '1001' }, P2pCode.limitsInvalid],
    [
      'a minimum above the whole ad (10 × 101 = 1010)',
      { minOrder: '1010.01', maxOrder: '2000' },
      P2pCode.limitsAboveTotal,
    ],
    ['no payment method', { paymentMethodIds: [] }, P2pCode.paymentMethodsInvalid],
    ['a repeated payment method', { paymentMethodIds: ['a', 'a'] }, P2pCode.paymentMethodsInvalid],
    [
      'six payment methods',
      { paymentMethodIds: ['a', 'b', 'c', 'd', 'e', 'f'] },
      P2pCode.paymentMethodsInvalid,
    ],
  ])('refuses %s', (_name, change, code) => {
    expect(validateAd({ ...base, ...change }, INDEX)).toEqual({ ok: false, code });
  });

  it.each([
    ['20', 12_000n],
    ['-20', 8_000n],
    ['0', 10_000n],
    ['2.5', 10_250n],
  ])('accepts the margin %s%% at the bounds and within, priced off the index', (margin, factor) => {
    const result = validateAd({ ...base, priceType: 'floating', price: undefined, margin }, INDEX);
    expect(result.ok).toBe(true);
    if (result.ok) expect(effectivePrice(result.ad, INDEX)).toBe((INDEX * factor) / 10_000n);
  });

  it('accepts a minimum equal to the whole ad', () => {
    expect(validateAd({ ...base, minOrder: '1010', maxOrder: '2000' }, INDEX).ok).toBe(true);
  });

  it('reads margins in hundredths of a percent', () => {
    expect(marginBasisPoints('-2.5')).toBe(-250n);
    expect(marginBasisPoints('abc')).toBeNull();
  });
});

describe('P2P ad states', () => {
  it.each([
    ['draft', 'edit', 'draft'],
    ['offline', 'edit', 'offline'],
    ['draft', 'publish', 'online'],
    ['offline', 'publish', 'online'],
    ['online', 'offline', 'offline'],
    ['draft', 'close', 'completed'],
    ['online', 'close', 'completed'],
    ['offline', 'close', 'completed'],
    ['online', 'putCoin', 'online'],
    ['online', 'take', 'online'],
  ] as const)('%s --%s--> %s', (state, action, next) => {
    expect(adTransition(state, action)).toEqual({ ok: true, next });
  });

  it.each([
    ['online', 'edit'],
    ['online', 'publish'],
    ['draft', 'offline'],
    ['offline', 'offline'],
    ['draft', 'take'],
    ['offline', 'take'],
    ['completed', 'edit'],
    ['completed', 'publish'],
    ['completed', 'offline'],
    ['completed', 'close'],
    ['completed', 'putCoin'],
    ['completed', 'take'],
  ] as const)('refuses %s --%s-->', (state, action) => {
    expect(adTransition(state, action)).toEqual({ ok: false, code: P2pCode.adStateInvalid });
  });
});

describe('P2P order amounts', () => {
  const ad = { minOrder: u('50'), maxOrder: u('1000'), remaining: u('5') };
  const price = u('100');

  it('takes fiat ÷ price in crypto, rounded down', () => {
    expect(orderAmount(ad, price, u('50'))).toEqual({ ok: true, crypto: u('0.5') });
    expect(orderAmount({ ...ad, remaining: u('20') }, u('3'), u('50'))).toEqual({
      ok: true,
      crypto: u('16.66666666'),
    });
  });

  it.each([
    ['below the minimum', '49.99999999', P2pCode.amountOutsideLimits],
    ['above the maximum', '1000.00000001', P2pCode.amountOutsideLimits],
    ['above what remains (5 × 100 = 500)', '500.000001', P2pCode.adSoldOut],
  ])('refuses an amount %s', (_name, fiat, code) => {
    expect(orderAmount(ad, price, u(fiat))).toEqual({ ok: false, code });
  });

  it('accepts exactly what remains', () => {
    expect(orderAmount(ad, price, u('500'))).toEqual({ ok: true, crypto: u('5') });
  });
});
