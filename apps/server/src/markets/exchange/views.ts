import type { Side } from '../engine/types.ts';
import type { SpotCore } from './core.ts';
import { amountText, priceText, sizeText } from './events.ts';

// Read-only views for the server's queries, in decimal strings.

export interface OpenOrderView {
  readonly orderId: number;
  readonly symbol: string;
  readonly clientOrderId: string | undefined;
  readonly side: Side;
  readonly price: string;
  readonly size: string;
  readonly filled: string;
  readonly postOnly: boolean;
}

export function balanceView(
  e: SpotCore,
  accountId: string,
  asset: string,
): { available: string; hold: string } {
  const balance = e.ledger.balance(accountId, asset);
  return { available: amountText(balance.available), hold: amountText(balance.hold) };
}

export function openOrders(e: SpotCore, accountId: string, symbol?: string): OpenOrderView[] {
  const result: OpenOrderView[] = [];
  for (const [orderId, record] of e.orders) {
    if (record.accountId !== accountId || (symbol !== undefined && record.symbol !== symbol)) continue;
    const market = e.markets.get(record.symbol)!;
    const resting = market.book.getOrder(orderId);
    if (resting === undefined) continue;
    result.push({
      orderId,
      symbol: record.symbol,
      clientOrderId: record.clientOrderId,
      side: record.side,
      price: priceText(market.spec, resting.price),
      size: sizeText(market.spec, resting.size),
      filled: sizeText(market.spec, resting.filled),
      postOnly: resting.postOnly,
    });
  }
  return result;
}
