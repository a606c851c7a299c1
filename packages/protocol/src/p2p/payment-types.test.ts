import { describe, expect, it } from 'vitest';
import { paymentFieldProblem, paymentTypesFor } from './payment-types.ts';

const bank = { holder: 'Ada Lovelace', bankName: 'First Bank', accountNumber: 'GB29NWBK60161331926819' };

describe('P2P payment method fields', () => {
  it('accepts sound details of every kind', () => {
    expect(paymentFieldProblem('bank', 'EUR', bank)).toBeUndefined();
    expect(paymentFieldProblem('bank', 'JPY', { ...bank, branch: 'Shibuya' })).toBeUndefined();
    expect(
      paymentFieldProblem('paypay', 'JPY', { holder: '山田 太郎', paypayId: 'yamada_t' }),
    ).toBeUndefined();
    expect(paymentFieldProblem('wise', 'USD', { holder: 'Ada', email: 'ada@example.com' })).toBeUndefined();
    expect(
      paymentFieldProblem('papara', 'TRY', { holder: 'Ali Veli', paparaNumber: '1234567890' }),
    ).toBeUndefined();
    expect(
      paymentFieldProblem('promptpay', 'THB', { holder: 'Somchai', promptpayId: '1234567890123' }),
    ).toBeUndefined();
    expect(
      paymentFieldProblem('gcash', 'PHP', { holder: 'Juan Cruz', phone: '+639171234567' }),
    ).toBeUndefined();
  });

  it.each([
    [
      'an e-wallet in a fiat it does not serve',
      'paypay',
      'USD',
      { holder: 'Ada', paypayId: 'ada' },
      { problem: 'fiatNotServed' },
    ],
    [
      'a missing required field',
      'bank',
      'USD',
      { holder: 'Ada', bankName: 'First Bank' },
      { problem: 'fieldMissing', field: 'accountNumber' },
    ],
    [
      'a blank required field',
      'bank',
      'USD',
      { ...bank, holder: '  ' },
      { problem: 'fieldMissing', field: 'holder' },
    ],
    [
      'an account number with markup',
      'bank',
      'USD',
      { ...bank, accountNumber: '<b>1234</b>' },
      { problem: 'fieldInvalid', field: 'accountNumber' },
    ],
    [
      'a holder name with digits',
      'bank',
      'USD',
      { ...bank, holder: 'R2D2' },
      { problem: 'fieldInvalid', field: 'holder' },
    ],
    [
      'a field the type does not have',
      'bank',
      'USD',
      { ...bank, iban: 'x' },
      { problem: 'fieldUnknown', field: 'iban' },
    ],
    [
      'a short Papara number',
      'papara',
      'TRY',
      { holder: 'Ali', paparaNumber: '123456789' },
      { problem: 'fieldInvalid', field: 'paparaNumber' },
    ],
    [
      'a phone with letters',
      'kakaopay',
      'KRW',
      { holder: '김민수', phone: '010-ABCD' },
      { problem: 'fieldInvalid', field: 'phone' },
    ],
    [
      'a card number one digit short',
      'monobank',
      'UAH',
      { holder: 'Олена Коваль', cardNumber: '537541234567890' },
      { problem: 'fieldInvalid', field: 'cardNumber' },
    ],
    [
      'a UPI ID without its handle',
      'upi',
      'INR',
      { holder: 'Asha Rao', upiId: 'asharao' },
      { problem: 'fieldInvalid', field: 'upiId' },
    ],
    [
      'Swish in Canada',
      'swish',
      'CAD',
      { holder: 'Ada', phone: '46701234567' },
      { problem: 'fiatNotServed' },
    ],
    [
      'a bad e-mail',
      'wise',
      'EUR',
      { holder: 'Ada', email: 'ada@' },
      { problem: 'fieldInvalid', field: 'email' },
    ],
  ] as const)('refuses %s', (_name, type, fiat, fields, problem) => {
    expect(paymentFieldProblem(type, fiat, fields)).toEqual(problem);
  });

  it('offers bank transfer everywhere and each e-wallet in its fiats only', () => {
    expect(paymentTypesFor('JPY')).toEqual(['bank', 'paypay']);
    expect(paymentTypesFor('USD')).toEqual(['bank', 'wise']);
    expect(paymentTypesFor('EUR')).toEqual(['bank', 'wise']);
    expect(paymentTypesFor('UAH')).toEqual(['bank', 'monobank', 'privatbank']);
    expect(paymentTypesFor('INR')).toEqual(['bank', 'upi', 'paytm']);
    expect(paymentTypesFor('ZAR')).toEqual(['bank', 'payshap']);
  });
});
