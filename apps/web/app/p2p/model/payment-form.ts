import type { P2pFiat } from '@tideline/protocol/p2p/markets';
import {
  PAYMENT_TYPE_RULES,
  type PaymentField,
  type PaymentFieldProblem,
  type PaymentType,
  paymentFieldProblem,
  paymentTypesFor,
} from '@tideline/protocol/p2p/payment-types';

/**
 * Adding a payment method as a pure reducer: the fiat picks which types are offered, the type
 * picks which fields are asked (the protocol's own table, which the gateway validates with), and
 * `paymentFormErrors()` names the first field the gateway would refuse.
 */

export interface PaymentDraft {
  fiat: P2pFiat;
  type: PaymentType;
  fields: Readonly<Record<string, string>>;
}

export type PaymentFormAction =
  | { type: 'fiat'; fiat: P2pFiat }
  | { type: 'type'; paymentType: PaymentType }
  | { type: 'field'; name: string; value: string };

export function emptyPayment(fiat: P2pFiat): PaymentDraft {
  return { fiat, type: paymentTypesFor(fiat)[0] ?? 'bank', fields: {} };
}

export function paymentFormReducer(draft: PaymentDraft, action: PaymentFormAction): PaymentDraft {
  switch (action.type) {
    case 'fiat':
      return paymentTypesFor(action.fiat).includes(draft.type)
        ? { ...draft, fiat: action.fiat }
        : emptyPayment(action.fiat);
    case 'type':
      return action.paymentType === draft.type ? draft : { ...draft, type: action.paymentType, fields: {} };
    case 'field':
      return { ...draft, fields: { ...draft.fields, [action.name]: action.value } };
  }
}

export function paymentFields(type: PaymentType): readonly PaymentField[] {
  return PAYMENT_TYPE_RULES[type].fields;
}

/** The values to send: trimmed, the empty optional ones left out. */
export function paymentFormSummary(draft: PaymentDraft): {
  type: PaymentType;
  fiat: P2pFiat;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const field of paymentFields(draft.type)) {
    const value = draft.fields[field.name]?.trim() ?? '';
    if (value !== '') fields[field.name] = value;
  }
  return { type: draft.type, fiat: draft.fiat, fields };
}

export function paymentFormErrors(
  draft: PaymentDraft,
): { problem: PaymentFieldProblem; field?: string } | undefined {
  const summary = paymentFormSummary(draft);
  return paymentFieldProblem(summary.type, summary.fiat, summary.fields);
}
