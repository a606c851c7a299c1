import type { PaymentType } from '@tideline/protocol/p2p/payment-types';
import type { P2pText } from './i18n/use-p2p-text.ts';

/** E-wallets go by their brand in every language; only a bank transfer is a phrase to translate. */
const BRANDS: Readonly<Record<Exclude<PaymentType, 'bank'>, string>> = {
  wise: 'Wise',
  paypay: 'PayPay',
  kakaopay: 'KakaoPay',
  momo: 'MoMo',
  sbp: 'SBP',
  papara: 'Papara',
  alipay: 'Alipay',
  jkopay: 'JKOPAY',
  dana: 'DANA',
  gcash: 'GCash',
  fps: 'FPS',
  promptpay: 'PromptPay',
  monobank: 'Monobank',
  privatbank: 'PrivatBank',
  payme: 'Payme',
  click: 'Click',
  payit: 'Payit',
  interac: 'Interac e-Transfer',
  upi: 'UPI',
  paytm: 'Paytm',
  payshap: 'PayShap',
  swish: 'Swish',
};

export function paymentTypeName(type: PaymentType, t: P2pText): string {
  return type === 'bank' ? t('bankTransfer') : BRANDS[type];
}

const FIELD_LABELS = {
  holder: 'fieldHolder',
  bankName: 'fieldBankName',
  accountNumber: 'fieldAccountNumber',
  branch: 'fieldBranch',
  email: 'fieldEmail',
  phone: 'fieldPhone',
  paypayId: 'fieldPaypayId',
  paparaNumber: 'fieldPaparaNumber',
  account: 'fieldAccount',
  fpsId: 'fieldFpsId',
  promptpayId: 'fieldPromptpayId',
  cardNumber: 'fieldCardNumber',
  upiId: 'fieldUpiId',
} as const;

/** A payment field's label; a name the table does not know (never, today) shows as it is. */
export function paymentFieldLabel(name: string, t: P2pText): string {
  const key = FIELD_LABELS[name as keyof typeof FIELD_LABELS];
  return key === undefined ? name : t(key);
}
