import { Decimal } from '@tideline/core/decimal';
import { sanitizeNumericInput } from '@tideline/core/numeric-input';
import { type FormMode, type OrderKind, spendsTotal } from '../../trading/form/order-type.ts';
import type { SpotSymbol } from './market-types.ts';

export type { FormMode, OrderKind };
export type OrderSide = 'buy' | 'sell';
/** A market buy is sized by the base amount or by the quote total it may spend (`funds`). */
export type MarketSizing = 'amount' | 'total';

/** The order form's fields, as typed (already sanitised). */
export interface OrderFormValues {
  side: OrderSide;
  kind: OrderKind;
  price: string;
  amount: string;
  total: string;
}

/** Quote amounts (totals, fees, balances) carry 8 decimals on the wire (markets protocol §1). */
export const QUOTE_AMOUNT_PLACES = 8;

/** §5 numeric input with the pair's precisions: prices `pricePlace`, amounts `quotePrecision`. */
export function sanitizePrice(raw: string, symbol: SpotSymbol): string {
  return sanitizeNumericInput(raw, { decimals: symbol.pricePlace });
}

export function sanitizeAmount(raw: string, symbol: SpotSymbol): string {
  return sanitizeNumericInput(raw, { decimals: symbol.quotePrecision });
}

export function sanitizeTotal(raw: string, symbol: SpotSymbol): string {
  return sanitizeNumericInput(raw, { decimals: symbol.pricePlace });
}

/** A typed number as the wire takes it: `1.` (a dot typed on the way to `1.5`) is sent as 1. */
function complete(value: string): string {
  return value.endsWith('.') ? value.slice(0, -1) : value;
}

/** A typed number above zero, or null. */
function positive(value: string): Decimal | null {
  const typed = complete(value);
  if (!/^\d+(\.\d+)?$/.test(typed)) return null;
  const parsed = new Decimal(typed);
  return parsed.isZero() ? null : parsed;
}

/** Price x amount, cut to the total field's decimals; '' until both are there. */
export function totalFor(price: string, amount: string, symbol: SpotSymbol): string {
  const p = positive(price);
  const a = positive(amount);
  if (p === null || a === null) return '';
  return p.times(a).toFixed(symbol.pricePlace, Decimal.ROUND_DOWN);
}

/** The amount a total buys at a price, cut (never rounded up) to the pair's size decimals. */
export function amountForTotal(total: string, price: string, symbol: SpotSymbol): string {
  const t = positive(total);
  const p = positive(price);
  if (t === null || p === null) return '';
  return t.dividedBy(p).toFixed(symbol.quotePrecision, Decimal.ROUND_DOWN);
}

/**
 * The amount for a share of the available balance: a seller's base, or for a buyer the quote
 * balance divided by the price (for a market buy, the best ask or last price). Cut to size decimals.
 */
export function amountForPercent(
  percent: number,
  side: OrderSide,
  available: string | undefined,
  price: string,
  symbol: SpotSymbol,
): string {
  if (available === undefined) return '';
  const share = new Decimal(available).times(percent).dividedBy(100);
  if (side === 'sell') return share.toFixed(symbol.quotePrecision, Decimal.ROUND_DOWN);
  const p = positive(price);
  if (p === null) return '';
  return share.dividedBy(p).toFixed(symbol.quotePrecision, Decimal.ROUND_DOWN);
}

/** A share of the quote balance as the total a market buy may spend, cut to the total's decimals. */
export function totalForPercent(percent: number, available: string | undefined, symbol: SpotSymbol): string {
  if (available === undefined) return '';
  return new Decimal(available).times(percent).dividedBy(100).toFixed(symbol.pricePlace, Decimal.ROUND_DOWN);
}

/**
 * Estimated fee at the taker rate (the most a new order can pay): charged in the asset received,
 * so a buyer pays in base and a seller in quote, rounded up to 10^-8 (markets protocol §2).
 */
export function estimatedFee(
  side: OrderSide,
  amount: string,
  price: string,
  symbol: SpotSymbol,
): { fee: string; asset: string } | null {
  const a = positive(amount);
  if (a === null) return null;
  const rate = new Decimal(symbol.takerFeeRate);
  if (side === 'buy') {
    return { fee: a.times(rate).toFixed(QUOTE_AMOUNT_PLACES, Decimal.ROUND_UP), asset: symbol.baseCoin };
  }
  const p = positive(price);
  if (p === null) return null;
  return {
    fee: a.times(p).times(rate).toFixed(QUOTE_AMOUNT_PLACES, Decimal.ROUND_UP),
    asset: symbol.quoteCoin,
  };
}

export type OrderFormError =
  | { key: 'priceRequired' }
  | { key: 'priceTooHigh'; max: string }
  | { key: 'amountRequired' }
  | { key: 'amountTooSmall'; min: string }
  | { key: 'amountTooLarge'; max: string }
  | { key: 'totalTooSmall'; min: string }
  | { key: 'insufficient'; coin: string }
  | { key: 'triggerRequired' }
  | { key: 'triggerTooHigh'; max: string };

/**
 * Every rule an order breaks before it is sent, most important first, with the gateway's own
 * limits (markets protocol §2, codes 30002-30004), so a bad amount is refused with a clear reason
 * instead of a round trip. `available` is the balance that pays (quote for a buy, base for a
 * sell); `referencePrice` prices a market order.
 */
export function orderErrors(
  values: OrderFormValues,
  symbol: SpotSymbol,
  available: string | undefined,
  referencePrice: string | undefined,
): OrderFormError[] {
  const errors: OrderFormError[] = [];
  const price = values.kind === 'limit' ? positive(values.price) : null;
  if (values.kind === 'limit') {
    if (price === null) errors.push({ key: 'priceRequired' });
    else if (price.greaterThan(symbol.maxPrice)) errors.push({ key: 'priceTooHigh', max: symbol.maxPrice });
  }
  const amount = positive(values.amount);
  if (amount === null) return [...errors, { key: 'amountRequired' }];
  if (amount.lessThan(symbol.minTradeAmount))
    errors.push({ key: 'amountTooSmall', min: symbol.minTradeAmount });
  else if (amount.greaterThan(symbol.maxTradeAmount))
    errors.push({ key: 'amountTooLarge', max: symbol.maxTradeAmount });
  const valuePrice = price ?? (referencePrice === undefined ? null : positive(referencePrice));
  const value = valuePrice === null ? null : amount.times(valuePrice);
  if (price !== null && value?.lessThan(symbol.minTradeUSDT)) {
    errors.push({ key: 'totalTooSmall', min: symbol.minTradeUSDT });
  }
  if (available !== undefined) {
    const needed = values.side === 'sell' ? amount : value;
    const coin = values.side === 'sell' ? symbol.baseCoin : symbol.quoteCoin;
    if (needed?.greaterThan(available)) errors.push({ key: 'insufficient', coin });
  }
  return errors;
}

/** The first rule an order breaks (the one the form names), or null. */
export function validateOrder(
  values: OrderFormValues,
  symbol: SpotSymbol,
  available: string | undefined,
  referencePrice: string | undefined,
): OrderFormError | null {
  return orderErrors(values, symbol, available, referencePrice)[0] ?? null;
}

/** Only a market buy can be sized by its total (markets protocol §3: `funds`). */
export const canSizeByTotal: (side: OrderSide, kind: OrderKind) => boolean = spendsTotal;

// A type, not an interface, so it stays assignable to the request client's parameter record.
export type PlaceOrderBody = {
  symbol: string;
  side: OrderSide;
  orderType: OrderKind;
  price?: string;
  size?: string;
  funds?: string;
  timeInForce?: 'GTC' | 'IOC' | 'FOK';
  postOnly?: boolean;
  clientOrderId: string;
};

/**
 * The body of `POST /v1/spot/order/place`: a limit order with its price and time in force, a
 * market order by size, or a market buy by the total it may spend. Post-only applies to GTC only.
 */
export function placeOrderBody(
  values: OrderFormValues,
  options: {
    sizing: MarketSizing;
    timeInForce: 'GTC' | 'IOC' | 'FOK';
    postOnly: boolean;
    clientOrderId: string;
  },
  symbol: SpotSymbol,
): PlaceOrderBody {
  const base = {
    symbol: symbol.symbol,
    side: values.side,
    orderType: values.kind,
    clientOrderId: options.clientOrderId,
  };
  if (values.kind === 'limit') {
    return {
      ...base,
      price: complete(values.price),
      size: complete(values.amount),
      timeInForce: options.timeInForce,
      postOnly: options.postOnly && options.timeInForce === 'GTC',
    };
  }
  if (options.sizing === 'total' && canSizeByTotal(values.side, values.kind))
    return { ...base, funds: complete(values.total) };
  return { ...base, size: complete(values.amount) };
}

/** A plan (trigger) order as typed: when the last price reaches `triggerPrice`, its order is placed. */
export interface PlanFormValues {
  side: OrderSide;
  /** The order placed at the trigger. */
  execution: OrderKind;
  triggerPrice: string;
  price: string;
  amount: string;
}

/**
 * Every rule a plan order breaks, with the limits the gateway applies at placement (trigger and
 * limit price, size bounds). Funds are checked by the gateway when it triggers, not before (§3).
 */
export function planErrors(values: PlanFormValues, symbol: SpotSymbol): OrderFormError[] {
  const trigger = positive(values.triggerPrice);
  const errors: OrderFormError[] = [];
  if (trigger === null) errors.push({ key: 'triggerRequired' });
  else if (trigger.greaterThan(symbol.maxPrice)) errors.push({ key: 'triggerTooHigh', max: symbol.maxPrice });
  const order = orderErrors(
    { side: values.side, kind: values.execution, price: values.price, amount: values.amount, total: '' },
    symbol,
    undefined,
    undefined,
  );
  return [...errors, ...order.filter((problem) => problem.key !== 'totalTooSmall')];
}

/** The first rule a plan order breaks, or null. */
export function validatePlan(values: PlanFormValues, symbol: SpotSymbol): OrderFormError | null {
  return planErrors(values, symbol)[0] ?? null;
}

/** The body of `POST /v1/spot/plan/place`; `price` only for a limit order at the trigger. */
export function placePlanBody(values: PlanFormValues, symbol: SpotSymbol) {
  return {
    symbol: symbol.symbol,
    side: values.side,
    orderType: values.execution,
    triggerPrice: complete(values.triggerPrice),
    ...(values.execution === 'limit' ? { price: complete(values.price) } : {}),
    size: complete(values.amount),
  };
}
