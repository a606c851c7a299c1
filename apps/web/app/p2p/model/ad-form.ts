import { Decimal, parseDecimal } from '@tideline/core/decimal';
import {
  P2P_MARGIN_BOUNDS,
  P2P_MAX_AD_PAYMENT_METHODS,
  type P2pCrypto,
  type P2pFiat,
  type P2pPaymentWindow,
  type P2pPriceType,
  type P2pSide,
} from '@tideline/protocol/p2p/markets';
import type { adFields } from '@tideline/protocol/p2p/schemas';
import type { z } from 'zod';

/**
 * The ad form as a pure reducer (docs/protocol-p2p.md, ads): the draft as typed, `adFormErrors()`
 * with the gateway's own rules (price or margin, limits inside the total's worth, one to five
 * payment methods of the ad's fiat), and `adFormSummary()` with the request body and what the
 * total is worth.
 */

export interface AdDraft {
  side: P2pSide;
  crypto: P2pCrypto;
  fiat: P2pFiat;
  priceType: P2pPriceType;
  price: string;
  margin: string;
  total: string;
  minOrder: string;
  maxOrder: string;
  paymentMethodIds: readonly string[];
  paymentWindow: P2pPaymentWindow;
  terms: string;
  minAccountAgeDays: string;
}

export type AdTextField =
  | 'price'
  | 'margin'
  | 'total'
  | 'minOrder'
  | 'maxOrder'
  | 'terms'
  | 'minAccountAgeDays';

export type AdFormAction =
  | { type: 'side'; side: P2pSide }
  | { type: 'crypto'; crypto: P2pCrypto }
  | { type: 'fiat'; fiat: P2pFiat }
  | { type: 'priceType'; priceType: P2pPriceType }
  | { type: 'paymentWindow'; minutes: P2pPaymentWindow }
  | { type: 'text'; field: AdTextField; value: string }
  | { type: 'toggleMethod'; id: string }
  | { type: 'load'; draft: AdDraft };

export const EMPTY_AD: AdDraft = {
  side: 'sell',
  crypto: 'USDT',
  fiat: 'USD',
  priceType: 'fixed',
  price: '',
  margin: '',
  total: '',
  minOrder: '',
  maxOrder: '',
  paymentMethodIds: [],
  paymentWindow: 15,
  terms: '',
  minAccountAgeDays: '0',
};

export function adFormReducer(draft: AdDraft, action: AdFormAction): AdDraft {
  switch (action.type) {
    case 'side':
      return { ...draft, side: action.side };
    case 'crypto':
      return { ...draft, crypto: action.crypto };
    // Payment methods serve one fiat: another fiat drops the chosen ones.
    case 'fiat':
      return action.fiat === draft.fiat ? draft : { ...draft, fiat: action.fiat, paymentMethodIds: [] };
    case 'priceType':
      return { ...draft, priceType: action.priceType };
    case 'paymentWindow':
      return { ...draft, paymentWindow: action.minutes };
    case 'text':
      return { ...draft, [action.field]: action.value };
    case 'toggleMethod':
      return {
        ...draft,
        paymentMethodIds: draft.paymentMethodIds.includes(action.id)
          ? draft.paymentMethodIds.filter((id) => id !== action.id)
          : [...draft.paymentMethodIds, action.id],
      };
    case 'load':
      return action.draft;
  }
}

export type AdFormProblem =
  | 'required'
  | 'invalid'
  | 'marginRange'
  | 'limitsOrder'
  | 'limitsAboveTotal'
  | 'methodsCount'
  | 'tooLong';

export type AdFormErrors = Partial<Record<AdTextField | 'paymentMethodIds', AdFormProblem>>;

const AMOUNT = /^\d{1,20}(\.\d{1,8})?$/;
const MARGIN = /^-?\d{1,3}(\.\d{1,2})?$/;
const TERMS_MAX = 500;

function amountProblem(text: string): AdFormProblem | undefined {
  if (text.trim() === '') return 'required';
  if (!AMOUNT.test(text.trim()) || !new Decimal(text.trim()).gt(0)) return 'invalid';
  return undefined;
}

export function adFormErrors(draft: AdDraft): AdFormErrors {
  const errors: AdFormErrors = {};
  if (draft.priceType === 'fixed') {
    const problem = amountProblem(draft.price);
    if (problem) errors.price = problem;
  } else if (draft.margin.trim() === '') errors.margin = 'required';
  else if (!MARGIN.test(draft.margin.trim())) errors.margin = 'invalid';
  else {
    const margin = Number(draft.margin);
    if (margin < P2P_MARGIN_BOUNDS.min || margin > P2P_MARGIN_BOUNDS.max) errors.margin = 'marginRange';
  }
  for (const field of ['total', 'minOrder', 'maxOrder'] as const) {
    const problem = amountProblem(draft[field]);
    if (problem) errors[field] = problem;
  }
  if (!errors.minOrder && !errors.maxOrder && new Decimal(draft.minOrder).gt(draft.maxOrder))
    errors.maxOrder = 'limitsOrder';
  const worth = totalWorth(draft);
  if (
    !errors.minOrder &&
    !errors.price &&
    !errors.total &&
    worth !== null &&
    new Decimal(draft.minOrder).gt(worth)
  )
    errors.minOrder = 'limitsAboveTotal';
  const count = new Set(draft.paymentMethodIds).size;
  if (count === 0 || count > P2P_MAX_AD_PAYMENT_METHODS) errors.paymentMethodIds = 'methodsCount';
  if (draft.terms.length > TERMS_MAX) errors.terms = 'tooLong';
  const age = draft.minAccountAgeDays.trim();
  if (!/^\d{1,3}$/.test(age) || Number(age) > 365) errors.minAccountAgeDays = 'invalid';
  return errors;
}

/** The total's worth in fiat at a fixed price, rounded down; null for a floating price or no number. */
export function totalWorth(draft: AdDraft): Decimal | null {
  if (draft.priceType !== 'fixed') return null;
  const price = parseDecimal(draft.price);
  const total = parseDecimal(draft.total);
  if (price === null || total === null) return null;
  return total.times(price).toDecimalPlaces(8, Decimal.ROUND_DOWN);
}

export interface AdFormSummary {
  body: z.input<typeof adFields>;
  worth: Decimal | null;
}

export function adFormSummary(draft: AdDraft): AdFormSummary {
  return {
    body: {
      side: draft.side,
      crypto: draft.crypto,
      fiat: draft.fiat,
      priceType: draft.priceType,
      ...(draft.priceType === 'fixed' ? { price: draft.price.trim() } : { margin: draft.margin.trim() }),
      total: draft.total.trim(),
      minOrder: draft.minOrder.trim(),
      maxOrder: draft.maxOrder.trim(),
      paymentMethodIds: [...new Set(draft.paymentMethodIds)],
      paymentWindow: draft.paymentWindow,
      terms: draft.terms,
      minAccountAgeDays: Number(draft.minAccountAgeDays.trim()),
    },
    worth: totalWorth(draft),
  };
}

/** An existing ad's values in the form, to edit it. */
export function draftOf(ad: {
  side: P2pSide;
  crypto: P2pCrypto;
  fiat: P2pFiat;
  priceType: P2pPriceType;
  price: string;
  margin: string | null;
  total: string;
  minOrder: string;
  maxOrder: string;
  paymentMethodIds: readonly string[];
  paymentWindow: number;
  terms: string;
  minAccountAgeDays: number;
}): AdDraft {
  return {
    side: ad.side,
    crypto: ad.crypto,
    fiat: ad.fiat,
    priceType: ad.priceType,
    price: ad.priceType === 'fixed' ? ad.price : '',
    margin: ad.margin ?? '',
    total: ad.total,
    minOrder: ad.minOrder,
    maxOrder: ad.maxOrder,
    paymentMethodIds: ad.paymentMethodIds,
    paymentWindow: ad.paymentWindow as P2pPaymentWindow,
    terms: ad.terms,
    minAccountAgeDays: String(ad.minAccountAgeDays),
  };
}
