import { describe, expect, it } from 'vitest';
import { type AdDraft, adFormErrors, adFormReducer, adFormSummary, EMPTY_AD } from './ad-form.ts';

const METHOD = '00000000-0000-4000-8000-000000000001';
const sound: AdDraft = {
  ...EMPTY_AD,
  price: '1.01',
  total: '100',
  minOrder: '10',
  maxOrder: '100',
  paymentMethodIds: [METHOD],
};

describe('ad form (docs/protocol-p2p.md: ads)', () => {
  it('a sound fixed-price ad has no error and sends the gateway body with its worth', () => {
    expect(adFormErrors(sound)).toEqual({});
    const summary = adFormSummary(sound);
    expect(summary.body).toEqual({
      side: 'sell',
      crypto: 'USDT',
      fiat: 'USD',
      priceType: 'fixed',
      price: '1.01',
      total: '100',
      minOrder: '10',
      maxOrder: '100',
      paymentMethodIds: [METHOD],
      paymentWindow: 15,
      terms: '',
      minAccountAgeDays: 0,
    });
    expect(summary.worth?.toFixed()).toBe('101');
  });

  it.each([
    [{ price: '' }, { price: 'required' }],
    [{ price: '0' }, { price: 'invalid' }],
    [{ price: '1e5' }, { price: 'invalid' }],
    [{ price: '1.123456789' }, { price: 'invalid' }],
    [{ priceType: 'floating', margin: '' }, { margin: 'required' }],
    [{ priceType: 'floating', margin: '2.5' }, {}],
    [{ priceType: 'floating', margin: '-20' }, {}],
    [{ priceType: 'floating', margin: '20.01' }, { margin: 'marginRange' }],
    [{ priceType: 'floating', margin: '-21' }, { margin: 'marginRange' }],
    [{ priceType: 'floating', margin: '1.234' }, { margin: 'invalid' }],
    [{ total: '' }, { total: 'required' }],
    [{ total: '-1' }, { total: 'invalid' }],
    [{ minOrder: '50', maxOrder: '40' }, { maxOrder: 'limitsOrder' }],
    [{ minOrder: '102', maxOrder: '200' }, { minOrder: 'limitsAboveTotal' }],
    [{ minOrder: '101', maxOrder: '200' }, {}],
    [{ paymentMethodIds: [] }, { paymentMethodIds: 'methodsCount' }],
    [{ paymentMethodIds: ['1', '2', '3', '4', '5', '6'] }, { paymentMethodIds: 'methodsCount' }],
    [{ terms: 'x'.repeat(501) }, { terms: 'tooLong' }],
    [{ minAccountAgeDays: '366' }, { minAccountAgeDays: 'invalid' }],
    [{ minAccountAgeDays: '1.5' }, { minAccountAgeDays: 'invalid' }],
  ] as const)('%o: %o', (change, errors) => {
    expect(adFormErrors({ ...sound, ...change } as AdDraft)).toEqual(errors);
  });

  it('a floating price sends the margin and no price, and has no fixed worth', () => {
    const floating = adFormReducer(adFormReducer(sound, { type: 'priceType', priceType: 'floating' }), {
      type: 'text',
      field: 'margin',
      value: ' 1.5 ',
    });
    const summary = adFormSummary(floating);
    expect(summary.body.margin).toBe('1.5');
    expect(summary.body).not.toHaveProperty('price');
    expect(summary.worth).toBeNull();
  });

  it('another fiat drops the chosen payment methods (each serves one fiat); toggling adds and removes', () => {
    expect(adFormReducer(sound, { type: 'fiat', fiat: 'EUR' }).paymentMethodIds).toEqual([]);
    expect(adFormReducer(sound, { type: 'fiat', fiat: 'USD' })).toBe(sound);
    const second = '00000000-0000-4000-8000-000000000002';
    const two = adFormReducer(sound, { type: 'toggleMethod', id: second });
    expect(two.paymentMethodIds).toEqual([METHOD, second]);
    expect(adFormReducer(two, { type: 'toggleMethod', id: METHOD }).paymentMethodIds).toEqual([second]);
  });
});
