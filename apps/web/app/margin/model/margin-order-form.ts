import type { OrderFormError } from '../../spot/index.ts';
import {
  type SpotFormAction,
  type SpotFormContext,
  type SpotFormState,
  type SpotFormSummary,
  spotOrderForm,
} from '../../spot/index.ts';
import { createForm } from '../../trading/form/create-form.ts';
import { marginOrderErrors, type SideEffect } from './order-body.ts';

// The margin order form: the spot pair's form model (limit or market, a market buy by the total
// it spends) plus margin's side effect, normal, auto-borrow or auto-repay, which changes the
// balance rule (auto-borrow is not limited by the free balance). Not a copy of the spot form.

export interface MarginFormState extends SpotFormState {
  sideEffect: SideEffect;
}

export type MarginFormAction = SpotFormAction | { type: 'sideEffect'; sideEffect: SideEffect };

export interface MarginFormSummary extends SpotFormSummary {
  /** A market buy shows its total only; every other order its amount. */
  showsAmount: boolean;
}

function marginErrors(state: MarginFormState, context: SpotFormContext): OrderFormError[] {
  const { side, price, amount, total } = state;
  const kind = state.mode === 'market' ? 'market' : 'limit';
  const payingCoin = side === 'buy' ? context.symbol.quoteCoin : context.symbol.baseCoin;
  return marginOrderErrors(
    { side, kind, price, amount, total },
    context.symbol,
    context.available(payingCoin),
    context.referencePrice(side),
    state.sideEffect,
  );
}

export const marginOrderForm = createForm<
  MarginFormState,
  MarginFormAction,
  SpotFormContext,
  MarginFormSummary,
  OrderFormError
>({
  initial: { ...spotOrderForm.initial, sideEffect: 'normal' },
  reducer: (state, action, context) => {
    switch (action.type) {
      case 'sideEffect':
        return { ...state, sideEffect: action.sideEffect, message: null };
      case 'submit': {
        const problem = marginErrors(state, context)[0];
        return { ...state, message: problem === undefined ? null : { problem } };
      }
      // Margin has no trigger orders.
      case 'mode':
        return action.mode === 'trigger'
          ? state
          : { ...state, ...spotOrderForm.reducer(state, action, context) };
      default:
        return { ...state, ...spotOrderForm.reducer(state, action, context) };
    }
  },
  summary: (state, context) => {
    const summary = spotOrderForm.summary(state, context);
    return { ...summary, showsAmount: !summary.byTotal };
  },
  errors: marginErrors,
});
