import { createForm, type FormMessage } from '../../trading/form/create-form.ts';
import { modeAfterPick, placedKind, valuingPrice } from '../../trading/form/order-type.ts';
import type { SpotSymbol } from './market-types.ts';
import {
  amountForPercent,
  amountForTotal,
  canSizeByTotal,
  estimatedFee,
  type FormMode,
  type MarketSizing,
  type OrderFormError,
  type OrderKind,
  type OrderSide,
  orderErrors,
  type PlaceOrderBody,
  placeOrderBody,
  placePlanBody,
  planErrors,
  sanitizeAmount,
  sanitizePrice,
  sanitizeTotal,
  totalFor,
  totalForPercent,
} from './order-form-model.ts';

// The spot pair's order form as a pure model (trading/form/create-form.ts): limit, market and
// plan (trigger) orders, by amount or (a market buy) by total, with the share-of-balance slider.
// The margin form is this model plus its side effect (margin/model/margin-order-form.ts).

/** Good till cancelled; immediate or cancel; fill or kill (markets protocol §3). Post-only rests, so GTC only. */
export const TIME_IN_FORCE = ['GTC', 'IOC', 'FOK'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

export interface SpotFormState {
  side: OrderSide;
  mode: FormMode;
  /** The order a trigger places. */
  execution: OrderKind;
  sizing: MarketSizing;
  triggerPrice: string;
  timeInForce: TimeInForce;
  postOnly: boolean;
  price: string;
  amount: string;
  total: string;
  percent: number;
  message: FormMessage<OrderFormError> | null;
}

export interface SpotFormContext {
  symbol: SpotSymbol;
  /** The available balance of a coin, undefined until the balances arrive (or signed out). */
  available: (coin: string) => string | undefined;
  /** Best ask for a buy, best bid for a sell, or the last price: prices a market order. */
  referencePrice: (side: OrderSide) => string | undefined;
}

export type SpotFormAction =
  | { type: 'side'; side: OrderSide }
  | { type: 'mode'; mode: FormMode }
  | { type: 'execution'; execution: OrderKind }
  | { type: 'pick'; price: string }
  | { type: 'triggerPrice'; raw: string }
  | { type: 'price'; raw: string }
  | { type: 'amount'; raw: string }
  | { type: 'total'; raw: string }
  | { type: 'percent'; percent: number }
  | { type: 'timeInForce'; timeInForce: TimeInForce }
  | { type: 'postOnly'; postOnly: boolean }
  /** The amount field was left: a bad amount is named at once, not only on submit. */
  | { type: 'amountLeft' }
  | { type: 'submit' }
  | { type: 'placed' }
  | { type: 'failed'; text: string };

export interface SpotFormSummary {
  /** The kind of order placed now or at the trigger. */
  kind: OrderKind;
  /** The price that values the order ('' when there is none yet). */
  pricing: string;
  payingCoin: string;
  available: string | undefined;
  /** A market buy shown with its total field, which it may spend. */
  byTotal: boolean;
  showsTotal: boolean;
  fee: { fee: string; asset: string } | null;
}

export const SPOT_FORM_INITIAL: SpotFormState = {
  side: 'buy',
  mode: 'limit',
  execution: 'limit',
  sizing: 'amount',
  triggerPrice: '',
  timeInForce: 'GTC',
  postOnly: false,
  price: '',
  amount: '',
  total: '',
  percent: 0,
  message: null,
};

export function payingCoinOf(side: OrderSide, symbol: SpotSymbol): string {
  return side === 'buy' ? symbol.quoteCoin : symbol.baseCoin;
}

function pricingOf(state: SpotFormState, context: SpotFormContext): string {
  return valuingPrice(state.mode, state.execution, {
    price: state.price,
    triggerPrice: state.triggerPrice,
    market: context.referencePrice(state.side),
  });
}

function kindOf(state: SpotFormState): OrderKind {
  return placedKind(state.mode, state.execution);
}

/** A market buy now may spend a total (a plan's market buy is sized by its amount). */
function byTotalOf(state: SpotFormState): boolean {
  return state.mode === 'market' && canSizeByTotal(state.side, kindOf(state));
}

function spotErrors(state: SpotFormState, context: SpotFormContext): OrderFormError[] {
  const { symbol } = context;
  if (state.mode === 'trigger') return planErrors(state, symbol);
  const { side, price, amount, total } = state;
  return orderErrors(
    { side, kind: kindOf(state), price, amount, total },
    symbol,
    context.available(payingCoinOf(side, symbol)),
    context.referencePrice(side),
  );
}

function spotReducer(state: SpotFormState, action: SpotFormAction, context: SpotFormContext): SpotFormState {
  const { symbol } = context;
  const pricing = pricingOf(state, context);
  switch (action.type) {
    case 'side':
      return { ...state, side: action.side, percent: 0, message: null };
    case 'mode':
      return { ...state, mode: action.mode, message: null };
    case 'execution':
      return { ...state, execution: action.execution, message: null };
    case 'pick':
      return { ...state, mode: modeAfterPick(state.mode), price: action.price, message: null };
    case 'triggerPrice': {
      const triggerPrice = sanitizePrice(action.raw, symbol);
      return state.execution === 'market'
        ? { ...state, triggerPrice, total: totalFor(triggerPrice, state.amount, symbol) }
        : { ...state, triggerPrice };
    }
    case 'price': {
      const price = sanitizePrice(action.raw, symbol);
      return { ...state, price, total: totalFor(price, state.amount, symbol) };
    }
    case 'amount': {
      const amount = sanitizeAmount(action.raw, symbol);
      return { ...state, amount, total: totalFor(pricing, amount, symbol), sizing: 'amount', percent: 0 };
    }
    case 'total': {
      const total = sanitizeTotal(action.raw, symbol);
      return { ...state, total, amount: amountForTotal(total, pricing, symbol), sizing: 'total', percent: 0 };
    }
    case 'percent': {
      const available = context.available(payingCoinOf(state.side, symbol));
      if (byTotalOf(state)) {
        // A market buy spends the share itself; its amount is only an estimate at the best ask.
        const total = totalForPercent(action.percent, available, symbol);
        const amount = amountForTotal(total, pricing, symbol);
        return { ...state, percent: action.percent, total, amount, sizing: 'total' };
      }
      const amount = amountForPercent(action.percent, state.side, available, pricing, symbol);
      const total = totalFor(pricing, amount, symbol);
      return { ...state, percent: action.percent, amount, total, sizing: 'amount' };
    }
    case 'timeInForce':
      return { ...state, timeInForce: action.timeInForce };
    case 'postOnly':
      return { ...state, postOnly: action.postOnly };
    case 'amountLeft': {
      if (state.amount === '') return state;
      const problem = orderErrors(
        { side: state.side, kind: kindOf(state), price: '1', amount: state.amount, total: state.total },
        symbol,
        undefined,
        undefined,
      ).find((item) => item.key === 'amountTooSmall' || item.key === 'amountTooLarge');
      return problem === undefined ? state : { ...state, message: { problem } };
    }
    case 'submit': {
      const problem = spotErrors(state, context)[0];
      return { ...state, message: problem === undefined ? null : { problem } };
    }
    case 'placed':
      return { ...state, amount: '', total: '', percent: 0 };
    case 'failed':
      return { ...state, message: { text: action.text } };
  }
}

export const spotOrderForm = createForm<
  SpotFormState,
  SpotFormAction,
  SpotFormContext,
  SpotFormSummary,
  OrderFormError
>({
  initial: SPOT_FORM_INITIAL,
  reducer: spotReducer,
  summary: (state, context) => {
    const { symbol } = context;
    const pricing = pricingOf(state, context);
    const byTotal = byTotalOf(state);
    const payingCoin = payingCoinOf(state.side, symbol);
    return {
      kind: kindOf(state),
      pricing,
      payingCoin,
      available: context.available(payingCoin),
      byTotal,
      showsTotal: state.mode === 'limit' || byTotal,
      fee: estimatedFee(state.side, state.amount, pricing, symbol),
    };
  },
  errors: spotErrors,
});

/** The request a valid form sends: a plan to `placePlan`, an order to `placeOrder`. */
export function spotFormRequest(
  state: SpotFormState,
  symbol: SpotSymbol,
  clientOrderId: string,
):
  | { endpoint: 'placePlan'; body: ReturnType<typeof placePlanBody> }
  | { endpoint: 'placeOrder'; body: PlaceOrderBody } {
  if (state.mode === 'trigger') return { endpoint: 'placePlan', body: placePlanBody(state, symbol) };
  const { side, price, amount, total, timeInForce, postOnly } = state;
  return {
    endpoint: 'placeOrder',
    body: placeOrderBody(
      { side, kind: kindOf(state), price, amount, total },
      { sizing: byTotalOf(state) ? state.sizing : 'amount', timeInForce, postOnly, clientOrderId },
      symbol,
    ),
  };
}
