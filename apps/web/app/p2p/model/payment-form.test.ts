import { describe, expect, it } from 'vitest';
import { emptyPayment, paymentFormErrors, paymentFormReducer, paymentFormSummary } from './payment-form.ts';

describe('payment method form (docs/protocol-p2p.md: payment types)', () => {
  it('the fiat offers its own e-wallets and bank transfer; another fiat keeps bank, drops an e-wallet', () => {
    const jpy = emptyPayment('JPY');
    expect(jpy.type).toBe('bank');
    const paypay = paymentFormReducer(jpy, { type: 'type', paymentType: 'paypay' });
    expect(paymentFormReducer(paypay, { type: 'fiat', fiat: 'USD' })).toEqual(emptyPayment('USD'));
    const bank = paymentFormReducer(jpy, { type: 'field', name: 'holder', value: 'Ada' });
    expect(paymentFormReducer(bank, { type: 'fiat', fiat: 'EUR' })).toEqual({ ...bank, fiat: 'EUR' });
  });

  it('another type asks its own fields from scratch', () => {
    const typed = paymentFormReducer(emptyPayment('USD'), { type: 'field', name: 'holder', value: 'Ada' });
    expect(paymentFormReducer(typed, { type: 'type', paymentType: 'wise' }).fields).toEqual({});
  });

  it.each([
    [{}, { problem: 'fieldMissing', field: 'holder' }],
    [{ holder: 'Ada Lovelace' }, { problem: 'fieldMissing', field: 'bankName' }],
    [
      { holder: 'Ada Lovelace', bankName: 'First Bank', accountNumber: 'bad number' },
      { problem: 'fieldInvalid', field: 'accountNumber' },
    ],
    [
      { holder: '<b>x</b>', bankName: 'First Bank', accountNumber: '12345678' },
      { problem: 'fieldInvalid', field: 'holder' },
    ],
    [
      { holder: ' Ada Lovelace ', bankName: 'First Bank', accountNumber: '12345678', branch: '  ' },
      undefined,
    ],
  ])('bank in USD with %o: %o', (fields, problem) => {
    const draft = { fiat: 'USD' as const, type: 'bank' as const, fields };
    expect(paymentFormErrors(draft)).toEqual(problem);
  });

  it('sends trimmed values and leaves an empty optional field out', () => {
    const draft = {
      fiat: 'USD' as const,
      type: 'bank' as const,
      fields: { holder: ' Ada ', bankName: 'First Bank', accountNumber: '1234', branch: '' },
    };
    expect(paymentFormSummary(draft)).toEqual({
      type: 'bank',
      fiat: 'USD',
      fields: { holder: 'Ada', bankName: 'First Bank', accountNumber: '1234' },
    });
  });
});
