// The order-type rule of every trading form (spot, margin, futures), written once: the form's
// modes, the kind of order they place, the price that values the order, and what a price picked
// in the book does to the mode.

/** The kind of order the gateway places: at a price, or at the best price. */
export type OrderKind = 'limit' | 'market';
/** What the form places: an order now, or a trigger (plan) order that places one later. */
export type FormMode = OrderKind | 'trigger';

export const FORM_MODES: readonly FormMode[] = ['limit', 'market', 'trigger'];

/** The kind of order placed now, or at the trigger (`atTrigger`). */
export function placedKind(mode: FormMode, atTrigger: OrderKind): OrderKind {
  return mode === 'trigger' ? atTrigger : mode;
}

/**
 * The price that values the order (its total, fee, cost, largest size): a limit order's own
 * price; a market order at the trigger is valued at the trigger price; a market order now at the
 * market (`market`: best ask for a buy, best bid for a sell, else the last or mark price).
 */
export function valuingPrice(
  mode: FormMode,
  atTrigger: OrderKind,
  prices: { price: string; triggerPrice: string; market: string | undefined },
): string {
  if (placedKind(mode, atTrigger) === 'limit') return prices.price;
  return mode === 'trigger' ? prices.triggerPrice : (prices.market ?? '');
}

/** A price picked in the book makes a market order a limit order; a limit or trigger form keeps its mode. */
export function modeAfterPick<Mode extends FormMode>(mode: Mode): Mode | 'limit' {
  return mode === 'market' ? 'limit' : mode;
}

/** Only a market buy can be sized by the total it spends (spot and margin: `funds`). */
export function spendsTotal(side: 'buy' | 'sell', kind: OrderKind): boolean {
  return side === 'buy' && kind === 'market';
}

/** A fresh client order id for an order the web form sends (`web-<time>-<random>`). */
export function newClientOrderId(): string {
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
