/**
 * The book a client rebuilds from the result stream (`spot.evt.<SYMBOL>`): resting orders from the
 * `accepted` events, reduced by `trade`, removed by `cancelled` and `done`, with the size per price
 * level kept as it changes. A result whose sequence is not above the last one applied is skipped,
 * so a re-published result (an engine replaying after a restart) is never applied twice. The
 * gateways serve their REST depth from it and stream each result's changed levels.
 */
import { getSymbol, parseUnits } from '../markets/index.ts';
import type { CommandResult } from './symbol-engine.ts';

interface RestingOrder {
  side: 'buy' | 'sell';
  price: number | undefined;
  remaining: number;
}

export type Levels = Array<[price: number, size: number]>;

/** The levels one result changed: new total size per price, 0 = the level is gone. */
export interface LevelDelta {
  symbol: string;
  seq: number;
  bids: Levels;
  asks: Levels;
}

/** Finished orders whose outcome a replica keeps per symbol (`/cluster/v1/orders` look-ups). */
const FINISHED_KEPT = 100_000;

/**
 * Everything a `BookReplica` holds, as plain JSON (cluster-checkpoint.ts). The levels are not in it:
 * they are the resting orders summed, rebuilt on restore.
 */
export interface BookReplicaCheckpoint {
  seq: number;
  orders: Array<[orderId: number, order: RestingOrder]>;
  /** Order ids that left the book filled, then those cancelled, each in the order they left. */
  finished: Array<[orderId: number, how: 'filled' | 'cancelled']>;
}

export class BookReplica {
  private readonly orders = new Map<number, RestingOrder>();
  /**
   * How each order that left the book ended (kept for the gateways' order look-up), the latest
   * FINISHED_KEPT of them: the simulated market ends orders all the time.
   */
  private readonly finished = new Map<number, 'filled' | 'cancelled'>();
  private readonly levels = { buy: new Map<number, number>(), sell: new Map<number, number>() };
  private touched = { buy: new Set<number>(), sell: new Set<number>() };
  seq = 0;

  constructor(readonly symbol: string) {}

  /** Applies one result; returns the levels it changed, or undefined when it was already applied. */
  apply(result: CommandResult): LevelDelta | undefined {
    if (result.seq <= this.seq) return undefined;
    this.seq = result.seq;
    this.touched = { buy: new Set(), sell: new Set() };
    const spec = getSymbol(this.symbol);
    const lots = (size: string) => Number(parseUnits(size, spec.quotePrecision) ?? 0n);
    for (const event of result.events) {
      switch (event.type) {
        case 'accepted': {
          const order: RestingOrder = {
            side: event.side,
            price: event.price === null ? undefined : Number(parseUnits(event.price, spec.pricePlace)),
            remaining: lots(event.size),
          };
          this.orders.set(event.orderId, order);
          this.change(order, order.remaining);
          break;
        }
        case 'trade':
          for (const orderId of [event.makerOrderId, event.takerOrderId]) {
            const order = this.orders.get(orderId);
            if (order === undefined) continue;
            const filled = Math.min(order.remaining, lots(event.size));
            order.remaining -= filled;
            this.change(order, -filled);
            if (order.remaining <= 0) this.finish(orderId, 'filled');
          }
          break;
        case 'amended': {
          const order = this.orders.get(event.orderId);
          if (order === undefined) break;
          this.change(order, -order.remaining);
          order.price = Number(parseUnits(event.price, spec.pricePlace));
          order.remaining = lots(event.size);
          this.change(order, order.remaining);
          break;
        }
        case 'cancelled':
          this.finish(event.orderId, 'cancelled');
          break;
        case 'done':
          this.finish(event.orderId, event.reason);
          break;
        default:
          break;
      }
    }
    const changed = (side: 'buy' | 'sell'): Levels =>
      [...this.touched[side]].map((price) => [price, this.levels[side].get(price) ?? 0]);
    return { symbol: this.symbol, seq: this.seq, bids: changed('buy'), asks: changed('sell') };
  }

  private change(order: RestingOrder, by: number): void {
    if (order.price === undefined || by === 0) return;
    const side = this.levels[order.side];
    const size = (side.get(order.price) ?? 0) + by;
    if (size > 0) side.set(order.price, size);
    else side.delete(order.price);
    this.touched[order.side].add(order.price);
  }

  private finish(orderId: number, how: 'filled' | 'cancelled'): void {
    const order = this.orders.get(orderId);
    if (order !== undefined) {
      this.change(order, -order.remaining);
      this.orders.delete(orderId);
    }
    this.finished.set(orderId, how);
    if (this.finished.size > FINISHED_KEPT) this.finished.delete(this.finished.keys().next().value!);
  }

  toCheckpoint(): BookReplicaCheckpoint {
    return {
      seq: this.seq,
      orders: [...this.orders].map(([orderId, order]) => [orderId, { ...order }]),
      finished: [...this.finished],
    };
  }

  static fromCheckpoint(symbol: string, checkpoint: BookReplicaCheckpoint): BookReplica {
    const restored = new BookReplica(symbol);
    restored.seq = checkpoint.seq;
    for (const [orderId, order] of checkpoint.orders) {
      restored.orders.set(orderId, { ...order });
      restored.change(order, order.remaining);
    }
    for (const [orderId, how] of checkpoint.finished) restored.finished.set(orderId, how);
    restored.touched = { buy: new Set(), sell: new Set() };
    return restored;
  }

  /** Resting levels as [price ticks, size lots], best first (bids high to low, asks low to high). */
  depth(): { bids: Levels; asks: Levels } {
    return {
      bids: [...this.levels.buy].sort((a, b) => b[0] - a[0]),
      asks: [...this.levels.sell].sort((a, b) => a[0] - b[0]),
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

/** A client's book from a gateway's level stream: a snapshot, then the deltas after its sequence. */
export class LevelBook {
  private readonly bids = new Map<number, number>();
  private readonly asks = new Map<number, number>();
  seq = 0;

  apply(delta: LevelDelta, snapshot = false): void {
    if (snapshot) {
      this.bids.clear();
      this.asks.clear();
    } else if (delta.seq <= this.seq) return;
    this.seq = delta.seq;
    for (const [levels, side] of [
      [delta.bids, this.bids],
      [delta.asks, this.asks],
    ] as const) {
      for (const [price, size] of levels) {
        if (size > 0) side.set(price, size);
        else side.delete(price);
      }
    }
  }

  depth(): { bids: Levels; asks: Levels } {
    return {
      bids: [...this.bids].sort((a, b) => b[0] - a[0]),
      asks: [...this.asks].sort((a, b) => a[0] - b[0]),
    };
  }
}
