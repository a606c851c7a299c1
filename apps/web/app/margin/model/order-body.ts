import { Decimal } from '@tideline/core/decimal';
import type { MARGIN_SIDE_EFFECTS, marginPlaceBody } from '@tideline/protocol/margin/schemas';
import type { z } from 'zod';
import type { SpotSymbol } from '../../spot/index.ts';
import { type OrderFormError, type OrderFormValues, orderErrors } from '../../spot/index.ts';
import { spendsTotal as spendsTotalOf } from '../../trading/form/order-type.ts';
import { type AccountRef, accountFields } from '../margin-account.ts';

// The margin order form's checks and request, without React (docs/protocol-margin.md "Orders"): a
// limit order by price and amount, a market buy by the USDT it spends (`funds`), a market sell by
// its amount; each with a side effect. The spot form's checks of the pair's limits are reused.

export type SideEffect = (typeof MARGIN_SIDE_EFFECTS)[number];
export type MarginPlaceBody = z.input<typeof marginPlaceBody>;

/** Only a market buy spends a total; every other order has an amount. */
export function spendsTotal(values: Pick<OrderFormValues, 'side' | 'kind'>): boolean {
  return spendsTotalOf(values.side, values.kind);
}

/**
 * Every rule the form breaks, most important first. With auto-borrow the account's free balance
 * is no limit (the gateway borrows what is missing, within the maximum borrowable), so it is not
 * checked. A market buy is checked by the total it spends.
 */
export function marginOrderErrors(
  values: OrderFormValues,
  symbol: SpotSymbol,
  available: string | undefined,
  referencePrice: string | undefined,
  sideEffect: SideEffect,
): OrderFormError[] {
  const paying = sideEffect === 'auto-borrow' ? undefined : available;
  if (!spendsTotal(values)) return orderErrors(values, symbol, paying, referencePrice);
  const total = /^\d+(\.\d+)?$/.test(values.total) ? new Decimal(values.total) : null;
  if (total === null || total.isZero()) return [{ key: 'amountRequired' }];
  const errors: OrderFormError[] = [];
  if (total.lessThan(symbol.minTradeUSDT)) errors.push({ key: 'totalTooSmall', min: symbol.minTradeUSDT });
  if (paying !== undefined && total.greaterThan(paying))
    errors.push({ key: 'insufficient', coin: symbol.quoteCoin });
  return errors;
}

/** The first rule the form breaks (the one it names), or null. */
export function validateMarginOrder(
  values: OrderFormValues,
  symbol: SpotSymbol,
  available: string | undefined,
  referencePrice: string | undefined,
  sideEffect: SideEffect,
): OrderFormError | null {
  return marginOrderErrors(values, symbol, available, referencePrice, sideEffect)[0] ?? null;
}

/** The place-order request of a valid form. */
export function marginOrderBody(
  values: OrderFormValues,
  context: { account: AccountRef; symbol: string; sideEffect: SideEffect; clientOrderId: string },
): MarginPlaceBody {
  const base = {
    ...accountFields(context.account),
    symbol: context.symbol,
    side: values.side,
    orderType: values.kind,
    sideEffect: context.sideEffect,
    clientOrderId: context.clientOrderId,
  };
  if (values.kind === 'limit') return { ...base, price: values.price, size: values.amount };
  return spendsTotal(values) ? { ...base, funds: values.total } : { ...base, size: values.amount };
}
