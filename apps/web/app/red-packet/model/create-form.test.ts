import { describe, expect, it } from 'vitest';
import { type CreateForm, formBody, INITIAL_FORM, reduceForm } from './create-form.ts';

const form = (change: Partial<CreateForm>): CreateForm => ({
  ...INITIAL_FORM,
  amount: '30',
  count: '3',
  ...change,
});

describe('reduceForm', () => {
  it('a lucky packet always splits a total', () => {
    const equal = reduceForm(form({ mode: 'equal' }), { field: 'amountIs', value: 'perShare' });
    expect(equal.amountIs).toBe('perShare');
    expect(reduceForm(equal, { field: 'mode', value: 'lucky' }).amountIs).toBe('total');
  });
});

describe('formBody', () => {
  it.each([
    [{ amount: '' }, 'amount'],
    [{ amount: '0' }, 'amount'],
    [{ amount: '0.000' }, 'amount'],
    [{ amount: '1.123456789' }, 'amount'],
    [{ amount: '-1' }, 'amount'],
    [{ count: '0' }, 'count'],
    [{ count: '1001' }, 'count'],
    [{ count: '2.5' }, 'count'],
    [{ expiresInHours: '0' }, 'hours'],
    [{ expiresInHours: '169' }, 'hours'],
    [{ greeting: '🧧'.repeat(121) }, 'greeting'],
  ] as const)('%j -> problem %s', (change, problem) => {
    expect(formBody(form(change))).toEqual({ problem });
  });

  it('builds the body at the boundaries, the second factor only when typed', () => {
    expect(formBody(form({ amount: '0.00000001', count: '1000', expiresInHours: '168' }))).toEqual({
      body: {
        asset: 'USDT',
        source: 'spot',
        amount: '0.00000001',
        amountIs: 'total',
        count: 1000,
        mode: 'lucky',
        greeting: '',
        cover: 'classic',
        expiresInHours: 168,
        newUsersOnly: false,
      },
    });
    const result = formBody(form({ secondFactor: '123456', greeting: '🧧'.repeat(120) }));
    expect('body' in result && result.body.secondFactor).toBe('123456');
  });

  it('names the funding wallet when the packet is paid from it', () => {
    const result = formBody(form({ source: 'funding' }));
    expect('body' in result && result.body.source).toBe('funding');
  });
});
