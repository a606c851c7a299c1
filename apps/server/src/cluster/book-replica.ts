/**
 * The book a client rebuilds from the result stream (`spot.evt.<SYMBOL>`): resting orders from the
 * `accepted` events, reduced by `trade`, removed by `cancelled` and `done`. A result whose sequence
 * is not above the last one applied is skipped, so a re-published result (an engine replaying after
 * a restart) is never applied twice. The gateways serve their REST depth from it.
 */
import { getSymbol, parseUnits } from '../markets/index.ts';
import type { CommandResult } from './symbol-engine.ts';

interface RestingOrder {
  side: 'buy' | 'sell';
  price: number | undefined;
  remaining: number;
}

export class BookReplica {
  private readonly orders = new Map<number, RestingOrder>();
  /** How each order that left the book ended (kept for the gateways' order look-up). */
  private readonly finished = new Map<number, 'filled' | 'cancelled'>();
  seq = 0;

  constructor(readonly symbol: string) {}

  apply(result: CommandResult): boolean {
    if (result.seq <= this.seq) return false;
    this.seq = result.seq;
    const spec = getSymbol(this.symbol);
    const lots = (size: string) => Number(parseUnits(size, spec.quotePrecision) ?? 0n);
    for (const event of result.events) {
      switch (event.type) {
        case 'accepted':
          this.orders.set(event.orderId, {
            side: event.side,
            price: event.price === null ? undefined : Number(parseUnits(event.price, spec.pricePlace)),
            remaining: lots(event.size),
          });
          break;
        case 'trade':
          for (const orderId of [event.makerOrderId, event.takerOrderId]) {
            const order = this.orders.get(orderId);
            if (order === undefined) continue;
            order.remaining -= lots(event.size);
            if (order.remaining <= 0) {
              this.orders.delete(orderId);
              this.finished.set(orderId, 'filled');
            }
          }
          break;
        case 'amended': {
          const order = this.orders.get(event.orderId);
          if (order === undefined) break;
          order.price = Number(parseUnits(event.price, spec.pricePlace));
          order.remaining = lots(event.size);
          break;
        }
        case 'cancelled':
          this.orders.delete(event.orderId);
          this.finished.set(event.orderId, 'cancelled');
          break;
        case 'done':
          this.orders.delete(event.orderId);
          this.finished.set(event.orderId, event.reason);
          break;
        default:
          break;
      }
    }
    return true;
  }

  /** Resting levels as [price ticks, size lots], best first (bids high to low, asks low to high). */
  depth(): { bids: Array<[number, number]>; asks: Array<[number, number]> } {
    const bids = new Map<number, number>();
    const asks = new Map<number, number>();
    for (const order of this.orders.values()) {
      if (order.price === undefined || order.remaining <= 0) continue;
      const side = order.side === 'buy' ? bids : asks;
      side.set(order.price, (side.get(order.price) ?? 0) + order.remaining);
    }
    return {
      bids: [...bids].sort((a, b) => b[0] - a[0]),
      asks: [...asks].sort((a, b) => a[0] - b[0]),
    };
  }

  /** 'open' while resting (or partly filled), then how it ended; undefined if never seen. */
  orderStatus(orderId: number): { status: 'open' | 'filled' | 'cancelled'; remaining: number } | undefined {
    const open = this.orders.get(orderId);
    if (open !== undefined) return { status: 'open', remaining: open.remaining };
    const finished = this.finished.get(orderId);
    return finished === undefined ? undefined : { status: finished, remaining: 0 };
  }
}
