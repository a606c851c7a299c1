/**
 * P2P payment method types (issue #25): bank transfer for every fiat and a few named e-wallets per
 * fiat, each with the fields a buyer needs to pay. The gateway validates an added method with
 * these rows and the web form draws its fields from them, so the two agree.
 */
import type { P2pFiat } from './markets.ts';

export interface PaymentField {
  readonly name: string;
  readonly required: boolean;
  /** The whole value must match. */
  readonly pattern: RegExp;
}

export interface PaymentTypeRule {
  /** The fiats it pays in; `any` for bank transfer. */
  readonly fiats: readonly P2pFiat[] | 'any';
  readonly fields: readonly PaymentField[];
}

const holder: PaymentField = { name: 'holder', required: true, pattern: /^[\p{L}\p{M} .'-]{2,60}$/u };
const phone: PaymentField = { name: 'phone', required: true, pattern: /^\+?\d{8,15}$/ };
const email: PaymentField = {
  name: 'email',
  required: true,
  pattern: /^[^\s@]{1,64}@[^\s@]{1,190}\.[a-z]{2,24}$/i,
};
/** A payment card's number (Ukrainian banks are paid to a card). */
const cardNumber: PaymentField = { name: 'cardNumber', required: true, pattern: /^\d{16}$/ };

export const PAYMENT_TYPE_RULES = {
  bank: {
    fiats: 'any',
    fields: [
      holder,
      { name: 'bankName', required: true, pattern: /^[\p{L}\p{M}\d .&'-]{2,60}$/u },
      { name: 'accountNumber', required: true, pattern: /^[A-Z0-9]{4,34}$/ },
      { name: 'branch', required: false, pattern: /^[\p{L}\p{M}\d .'-]{1,60}$/u },
    ],
  },
  wise: { fiats: ['USD', 'EUR'], fields: [holder, email] },
  paypay: {
    fiats: ['JPY'],
    fields: [holder, { name: 'paypayId', required: true, pattern: /^[a-z0-9_-]{3,20}$/ }],
  },
  kakaopay: { fiats: ['KRW'], fields: [holder, phone] },
  momo: { fiats: ['VND'], fields: [holder, phone] },
  sbp: { fiats: ['RUB'], fields: [holder, phone] },
  papara: { fiats: ['TRY'], fields: [holder, { name: 'paparaNumber', required: true, pattern: /^\d{10}$/ }] },
  alipay: {
    fiats: ['CNY'],
    fields: [
      holder,
      {
        name: 'account',
        required: true,
        pattern: /^(\+?\d{8,15}|[^\s@]{1,64}@[^\s@]{1,190}\.[a-z]{2,24})$/i,
      },
    ],
  },
  jkopay: { fiats: ['TWD'], fields: [holder, phone] },
  dana: { fiats: ['IDR'], fields: [holder, phone] },
  gcash: { fiats: ['PHP'], fields: [holder, phone] },
  fps: { fiats: ['HKD'], fields: [holder, { name: 'fpsId', required: true, pattern: /^\d{7,9}$/ }] },
  promptpay: {
    fiats: ['THB'],
    fields: [holder, { name: 'promptpayId', required: true, pattern: /^(\d{10}|\d{13})$/ }],
  },
  monobank: { fiats: ['UAH'], fields: [holder, cardNumber] },
  privatbank: { fiats: ['UAH'], fields: [holder, cardNumber] },
  payme: { fiats: ['UZS'], fields: [holder, phone] },
  click: { fiats: ['UZS'], fields: [holder, phone] },
  payit: { fiats: ['AED'], fields: [holder, phone] },
  interac: { fiats: ['CAD'], fields: [holder, email] },
  upi: {
    fiats: ['INR'],
    fields: [holder, { name: 'upiId', required: true, pattern: /^[a-z0-9._-]{2,64}@[a-z]{2,64}$/i }],
  },
  paytm: { fiats: ['INR'], fields: [holder, phone] },
  payshap: { fiats: ['ZAR'], fields: [holder, phone] },
  swish: { fiats: ['SEK'], fields: [holder, phone] },
} as const satisfies Record<string, PaymentTypeRule>;

export type PaymentType = keyof typeof PAYMENT_TYPE_RULES;
export const PAYMENT_TYPES = Object.keys(PAYMENT_TYPE_RULES) as PaymentType[];

/** Why a method's details were refused. */
export type PaymentFieldProblem = 'fiatNotServed' | 'fieldMissing' | 'fieldInvalid' | 'fieldUnknown';

/** The first problem of a method's details for `fiat`, or undefined when they are sound. */
export function paymentFieldProblem(
  type: PaymentType,
  fiat: P2pFiat,
  fields: Readonly<Record<string, string>>,
): { problem: PaymentFieldProblem; field?: string } | undefined {
  const rule: PaymentTypeRule = PAYMENT_TYPE_RULES[type];
  if (rule.fiats !== 'any' && !rule.fiats.includes(fiat)) return { problem: 'fiatNotServed' };
  const known = new Set(rule.fields.map((field) => field.name));
  const unknown = Object.keys(fields).find((name) => !known.has(name));
  if (unknown !== undefined) return { problem: 'fieldUnknown', field: unknown };
  for (const field of rule.fields) {
    const value = fields[field.name]?.trim() ?? '';
    if (value === '') {
      if (field.required) return { problem: 'fieldMissing', field: field.name };
      continue;
    }
    if (!field.pattern.test(value)) return { problem: 'fieldInvalid', field: field.name };
  }
  return undefined;
}

/** The types a user may add for `fiat`. */
export function paymentTypesFor(fiat: P2pFiat): PaymentType[] {
  return PAYMENT_TYPES.filter((type) => {
    const fiats: PaymentTypeRule['fiats'] = PAYMENT_TYPE_RULES[type].fiats;
    return fiats === 'any' || fiats.includes(fiat);
  });
}
