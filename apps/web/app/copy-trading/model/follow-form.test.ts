import { followBody } from '@tideline/protocol/copy-trading/schemas';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FOLLOW,
  type FollowDraft,
  type FollowFormAction,
  followFormErrors,
  followFormReducer,
  followRequest,
} from './follow-form.ts';

const draft = (...actions: FollowFormAction[]): FollowDraft =>
  actions.reduce(followFormReducer, EMPTY_FOLLOW);
const text = (
  field: Extract<FollowFormAction, { type: 'text' }>['field'],
  value: string,
): FollowFormAction => ({
  type: 'text',
  field,
  value,
});
const fixed = (margin: string, investment: string) =>
  draft(text('fixedMargin', margin), text('investment', investment));

describe('the follow form (docs/protocol-copy-trading.md §2)', () => {
  it('starts in fixed mode, copying every contract, with nothing typed', () => {
    expect(followFormErrors(EMPTY_FOLLOW, undefined)).toEqual({
      investment: 'required',
      fixedMargin: 'required',
    });
  });

  it.each([
    ['20', '200', undefined, {}],
    ['20', '10', undefined, { fixedMargin: 'aboveInvestment' }],
    ['10', '10', undefined, {}],
    ['5', '9.99', undefined, { investment: 'belowMinInvestment' }],
    ['20', '200', '199.99', { investment: 'aboveBalance' }],
    ['20', '200', '200', {}],
    ['0', '200', undefined, { fixedMargin: 'invalid' }],
    ['-1', '200', undefined, { fixedMargin: 'invalid' }],
    ['1e3', '200', undefined, { fixedMargin: 'invalid' }],
    ['20', '0.000000001', undefined, { investment: 'invalid' }],
    ['20', '1234567890123', undefined, { investment: 'invalid' }],
    ['20', 'abc', undefined, { investment: 'invalid' }],
  ] as const)('fixed %s per order of %s with %s available: %j', (margin, investment, available, errors) => {
    expect(followFormErrors(fixed(margin, investment), available)).toEqual(errors);
  });

  it.each([
    ['1', {}],
    ['0.5', {}],
    ['100', {}],
    ['100.01', { multiple: 'multipleRange' }],
    ['0', { multiple: 'multipleRange' }],
    ['1.234', { multiple: 'multipleRange' }],
    ['', { multiple: 'required' }],
  ] as const)('a multiple of %s: %j', (multiple, errors) => {
    const form = draft(
      { type: 'mode', mode: 'multiple' },
      text('multiple', multiple),
      text('investment', '50'),
    );
    expect(followFormErrors(form, undefined)).toEqual(errors);
  });

  it.each([
    ['', {}],
    ['1', {}],
    ['1000', {}],
    ['0.99', { takeProfitPercent: 'percentRange' }],
    ['1000.01', { takeProfitPercent: 'percentRange' }],
    ['12.345', { takeProfitPercent: 'invalid' }],
  ] as const)('a take profit of %s%%: %j', (percent, errors) => {
    expect(
      followFormErrors(
        draft(text('takeProfitPercent', percent), text('fixedMargin', '5'), text('investment', '50')),
        undefined,
      ),
    ).toEqual(errors);
  });

  it('a stop loss is checked as a take profit is', () => {
    const form = draft(text('stopLossPercent', '0'), text('fixedMargin', '5'), text('investment', '50'));
    expect(followFormErrors(form, undefined)).toEqual({ stopLossPercent: 'invalid' });
  });

  it('choosing contracts needs at least one', () => {
    const chosen = draft(text('fixedMargin', '5'), text('investment', '50'), {
      type: 'allSymbols',
      all: false,
    });
    expect(followFormErrors(chosen, undefined)).toEqual({ symbols: 'noSymbols' });
    expect(
      followFormErrors(followFormReducer(chosen, { type: 'symbols', symbols: ['ETHUSDT'] }), undefined),
    ).toEqual({});
  });

  it('the request carries the chosen mode only, leaves empty options out, and passes the protocol schema', () => {
    const fixedDraft = fixed(' 20 ', '200.50');
    expect(followRequest('7', fixedDraft)).toEqual({
      traderId: '7',
      mode: 'fixed',
      fixedMargin: '20',
      investment: '200.5',
    });
    const multiple = draft(
      { type: 'mode', mode: 'multiple' },
      text('fixedMargin', '20'),
      text('multiple', '2.50'),
      text('investment', '100'),
      text('takeProfitPercent', '50'),
      text('stopLossPercent', '25'),
      { type: 'allSymbols', all: false },
      { type: 'symbols', symbols: ['BTCUSDT', 'ETHUSDT'] },
    );
    const body = followRequest('7', multiple);
    expect(body).toEqual({
      traderId: '7',
      mode: 'multiple',
      multiple: '2.5',
      investment: '100',
      takeProfitPercent: '50',
      stopLossPercent: '25',
      symbols: ['BTCUSDT', 'ETHUSDT'],
    });
    expect(followBody.safeParse(body).success).toBe(true);
    expect(followBody.safeParse(followRequest('7', fixedDraft)).success).toBe(true);
  });
});
