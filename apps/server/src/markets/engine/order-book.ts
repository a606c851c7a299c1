import { type BookOrder, BookSide, bookOrder } from './book-side.ts';
import type {
  AmendOrder,
  BookSnapshot,
  CancelOrder,
  CancelReason,
  EngineCommand,
  EngineEvent,
  LevelView,
  PlaceOrder,
  QueueStamps,
  RejectReason,
  RestingOrder,
  SelfTradePrevention,
  Side,
  StampedOrder,
  TimeInForce,
} from './types.ts';

/** What an incoming order could take from the book right now, honouring self-trade prevention. */
export interface TakeEstimate {
  /** Lots that would fill. */
  readonly size: number;
  /** Sum of price x size over those fills, in tick-lot units. */
  readonly notional: bigint;
}

function isPositiveSafeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * One symbol's order book and matching engine: price-time priority, pure and deterministic. Every
 * command appends its events to `out`; the same commands in the same order always give the same
 * events and the same book.
 */
export class OrderBook {
  readonly bids = new BookSide('buy');
  readonly asks = new BookSide('sell');
  private readonly orders = new Map<number, BookOrder>();
  private nextTradeId = 1;

  constructor(readonly stamps: QueueStamps = { next: 1 }) {}

  /** Convenience wrapper: applies one command and returns its events. */
  apply(command: EngineCommand): EngineEvent[] {
    const out: EngineEvent[] = [];
    switch (command.type) {
      case 'place':
        this.place(command, out);
        break;
      case 'cancel':
        this.cancel(command, out);
        break;
      case 'amend':
        this.amend(command, out);
        break;
    }
    return out;
  }

  place(command: PlaceOrder, out: EngineEvent[]): void {
    const reason = this.validatePlace(command);
    if (reason !== undefined) {
      out.push(rejected(command.orderId, 'place', reason, command.ts));
      return;
    }
    const isMarket = command.orderType === 'market';
    const timeInForce: TimeInForce = command.timeInForce ?? (isMarket ? 'IOC' : 'GTC');
    const price = isMarket ? 0 : (command.price as number);
    const limit = isMarket ? undefined : price;
    const stp = command.selfTradePrevention ?? 'cancel-newest';
    const postOnly = command.postOnly === true;
    if (timeInForce === 'FOK') {
      const estimate = this.estimateTake(command.side, limit, command.size, command.accountId, stp);
      if (estimate.size < command.size) {
        out.push(rejected(command.orderId, 'place', 'fok-not-fillable', command.ts));
        return;
      }
    }
    out.push({
      type: 'accepted',
      orderId: command.orderId,
      accountId: command.accountId,
      clientOrderId: command.clientOrderId,
      side: command.side,
      orderType: command.orderType,
      price,
      size: command.size,
      timeInForce,
      postOnly,
      ts: command.ts,
    });
    const order: BookOrder = {
      orderId: command.orderId,
      accountId: command.accountId,
      clientOrderId: command.clientOrderId,
      side: command.side,
      price,
      remaining: command.size,
      filled: 0,
      postOnly,
      selfTradePrevention: stp,
      stamp: 0,
      level: null,
      prev: null,
      next: null,
    };
    if (postOnly && this.crosses(command.side, price)) {
      this.emitCancelled(order, 'post-only-would-take', command.ts, out);
      return;
    }
    const stoppedBySelfTrade = this.match(order, limit, command.ts, out);
    this.finishTaker(order, timeInForce === 'GTC' && !isMarket, stoppedBySelfTrade, command.ts, out);
  }

  cancel(command: CancelOrder, out: EngineEvent[]): void {
    const order = this.orders.get(command.orderId);
    if (order === undefined) {
      out.push(rejected(command.orderId, 'cancel', 'unknown-order', command.ts));
      return;
    }
    if (command.accountId !== undefined && command.accountId !== order.accountId) {
      out.push(rejected(command.orderId, 'cancel', 'not-owner', command.ts));
      return;
    }
    this.sideOf(order.side).remove(order);
    this.orders.delete(order.orderId);
    this.emitCancelled(order, 'user', command.ts, out);
  }

  amend(command: AmendOrder, out: EngineEvent[]): void {
    const order = this.orders.get(command.orderId);
    const reason = this.validateAmend(command, order);
    if (reason !== undefined || order === undefined) {
      out.push(rejected(command.orderId, 'amend', reason ?? 'unknown-order', command.ts));
      return;
    }
    const newPrice = command.price ?? order.price;
    const newSize = command.size ?? order.remaining;
    const oldPrice = order.price;
    const oldSize = order.remaining;
    const priorityKept = newPrice === oldPrice && newSize < oldSize;
    const amended = {
      type: 'amended',
      orderId: order.orderId,
      accountId: order.accountId,
      side: order.side,
      oldPrice,
      price: newPrice,
      oldSize,
      size: newSize,
      priorityKept,
      ts: command.ts,
    } as const;
    if (priorityKept) {
      order.level!.size -= oldSize - newSize;
      order.remaining = newSize;
      out.push(amended);
      return;
    }
    this.sideOf(order.side).remove(order);
    this.orders.delete(order.orderId);
    order.price = newPrice;
    order.remaining = newSize;
    out.push(amended);
    const stoppedBySelfTrade = this.match(order, newPrice, command.ts, out);
    this.finishTaker(order, true, stoppedBySelfTrade, command.ts, out);
  }

  /**
   * Walks the opposite side exactly as matching would (same priority, same self-trade rule)
   * without changing anything. Used for fill-or-kill and by the exchange to size holds.
   */
  estimateTake(
    side: Side,
    limit: number | undefined,
    size: number,
    accountId: string,
    stp: SelfTradePrevention,
  ): TakeEstimate {
    const levels = (side === 'buy' ? this.asks : this.bids).levels;
    let filled = 0;
    let notional = 0n;
    for (let i = levels.length - 1; i >= 0 && filled < size; i -= 1) {
      const level = levels[i]!;
      if (limit !== undefined && (side === 'buy' ? level.price > limit : level.price < limit)) break;
      for (let maker = level.head; maker !== null && filled < size; maker = maker.next) {
        if (maker.accountId === accountId) {
          if (stp === 'cancel-oldest') continue;
          return { size: filled, notional };
        }
        const take = Math.min(maker.remaining, size - filled);
        filled += take;
        notional += BigInt(level.price) * BigInt(take);
      }
    }
    return { size: filled, notional };
  }

  /**
   * How much a market buy could take for at most `funds` (tick-lot units), honouring self-trade
   * prevention like estimateTake. It stops at the first maker it cannot buy whole, taking as
   * many lots from it as the funds allow, exactly as matching that size would.
   */
  estimateTakeForFunds(funds: bigint, accountId: string, stp: SelfTradePrevention): TakeEstimate {
    const levels = this.asks.levels;
    let filled = 0;
    let notional = 0n;
    for (let i = levels.length - 1; i >= 0; i -= 1) {
      const level = levels[i]!;
      const price = BigInt(level.price);
      for (let maker = level.head; maker !== null; maker = maker.next) {
        if (maker.accountId === accountId) {
          if (stp === 'cancel-oldest') continue;
          return { size: filled, notional };
        }
        const affordable = (funds - notional) / price;
        const take = affordable < BigInt(maker.remaining) ? Number(affordable) : maker.remaining;
        filled += take;
        notional += price * BigInt(take);
        if (take < maker.remaining) return { size: filled, notional };
      }
    }
    return { size: filled, notional };
  }

  getOrder(orderId: number): RestingOrder | undefined {
    const order = this.orders.get(orderId);
    return order === undefined ? undefined : toResting(order);
  }

  get orderCount(): number {
    return this.orders.size;
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  /** Aggregated levels, best first, at most `limit` per side. */
  depth(limit = Number.POSITIVE_INFINITY): { bids: LevelView[]; asks: LevelView[] } {
    return { bids: topLevels(this.bids, limit), asks: topLevels(this.asks, limit) };
  }

  snapshot(): BookSnapshot {
    return {
      version: 1,
      nextTradeId: this.nextTradeId,
      bids: sideOrders(this.bids),
      asks: sideOrders(this.asks),
    };
  }

  static restore(snapshot: BookSnapshot, stamps: QueueStamps = { next: 1 }): OrderBook {
    const book = new OrderBook(stamps);
    book.nextTradeId = snapshot.nextTradeId;
    for (const resting of [...snapshot.bids, ...snapshot.asks]) {
      book.rest(bookOrder(resting, stamps.next++));
    }
    return book;
  }

  /** The next trade's id (what a snapshot part of the book keeps besides its orders). */
  get tradeIdNext(): number {
    return this.nextTradeId;
  }

  /** A resting order with its queue stamp. */
  stamped(orderId: number): StampedOrder | undefined {
    const order = this.orders.get(orderId);
    return order === undefined ? undefined : { ...toResting(order), stamp: order.stamp };
  }

  /** A book from its resting orders in any order (each queue is rebuilt in stamp order). */
  static fromStamped(nextTradeId: number, orders: readonly StampedOrder[], stamps: QueueStamps): OrderBook {
    const book = new OrderBook(stamps);
    book.nextTradeId = nextTradeId;
    for (const resting of [...orders].sort((a, b) => a.stamp - b.stamp)) {
      book.rest(bookOrder(resting, resting.stamp));
    }
    return book;
  }

  private rest(order: BookOrder): void {
    this.sideOf(order.side).append(order);
    this.orders.set(order.orderId, order);
  }

  hasOrder(orderId: number): boolean {
    return this.orders.has(orderId);
  }

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  private crosses(side: Side, price: number): boolean {
    if (side === 'buy') {
      const ask = this.asks.best();
      return ask !== undefined && ask.price <= price;
    }
    const bid = this.bids.best();
    return bid !== undefined && bid.price >= price;
  }

  /** Trades the taker against the book; returns true when self-trade prevention stopped it. */
  private match(taker: BookOrder, limit: number | undefined, ts: number, out: EngineEvent[]): boolean {
    const book = taker.side === 'buy' ? this.asks : this.bids;
    const isBuy = taker.side === 'buy';
    while (taker.remaining > 0) {
      const level = book.best();
      if (level === undefined) return false;
      if (limit !== undefined && (isBuy ? level.price > limit : level.price < limit)) return false;
      let maker = level.head;
      while (maker !== null && taker.remaining > 0) {
        const next = maker.next;
        if (maker.accountId === taker.accountId) {
          const mode = taker.selfTradePrevention;
          if (mode !== 'cancel-newest') {
            book.remove(maker);
            this.orders.delete(maker.orderId);
            this.emitCancelled(maker, 'self-trade', ts, out);
          }
          if (mode !== 'cancel-oldest') return true;
          maker = next;
          continue;
        }
        const size = Math.min(maker.remaining, taker.remaining);
        maker.remaining -= size;
        maker.filled += size;
        taker.remaining -= size;
        taker.filled += size;
        level.size -= size;
        out.push({
          type: 'trade',
          tradeId: this.nextTradeId++,
          price: level.price,
          size,
          takerSide: taker.side,
          makerOrderId: maker.orderId,
          makerAccountId: maker.accountId,
          takerOrderId: taker.orderId,
          takerAccountId: taker.accountId,
          makerRemaining: maker.remaining,
          takerRemaining: taker.remaining,
          ts,
        });
        if (maker.remaining === 0) {
          book.remove(maker);
          this.orders.delete(maker.orderId);
          out.push(done(maker, null, ts));
        }
        maker = next;
      }
    }
    return false;
  }

  /** After matching: the taker rests, or its remainder is cancelled, or it is done. */
  private finishTaker(
    taker: BookOrder,
    mayRest: boolean,
    stoppedBySelfTrade: boolean,
    ts: number,
    out: EngineEvent[],
  ): void {
    if (taker.remaining === 0) {
      out.push(done(taker, null, ts));
    } else if (stoppedBySelfTrade) {
      this.emitCancelled(taker, 'self-trade', ts, out);
    } else if (mayRest) {
      taker.stamp = this.stamps.next++;
      this.rest(taker);
    } else {
      this.emitCancelled(taker, 'unfilled-ioc', ts, out);
    }
  }

  private emitCancelled(order: BookOrder, reason: CancelReason, ts: number, out: EngineEvent[]): void {
    out.push({
      type: 'cancelled',
      orderId: order.orderId,
      accountId: order.accountId,
      side: order.side,
      price: order.price,
      size: order.remaining,
      reason,
      ts,
    });
    out.push(done(order, reason, ts));
  }

  private validatePlace(command: PlaceOrder): RejectReason | undefined {
    if (!Number.isSafeInteger(command.orderId) || this.orders.has(command.orderId))
      return 'duplicate-order-id';
    if (!isPositiveSafeInteger(command.size)) return 'invalid-size';
    if (command.side !== 'buy' && command.side !== 'sell') return 'invalid-order';
    if (command.orderType === 'limit') {
      if (!isPositiveSafeInteger(command.price)) return 'invalid-price';
    } else if (command.orderType !== 'market' || command.postOnly === true) {
      return 'invalid-order';
    }
    const tif = command.timeInForce;
    if (tif !== undefined && tif !== 'GTC' && tif !== 'IOC' && tif !== 'FOK') return 'invalid-order';
    if (command.orderType === 'market' && tif === 'GTC') return 'invalid-order';
    if (command.postOnly === true && tif !== undefined && tif !== 'GTC') return 'invalid-order';
    return undefined;
  }

  private validateAmend(command: AmendOrder, order: BookOrder | undefined): RejectReason | undefined {
    if (order === undefined) return 'unknown-order';
    if (command.accountId !== undefined && command.accountId !== order.accountId) return 'not-owner';
    if (command.price !== undefined && !isPositiveSafeInteger(command.price)) return 'invalid-price';
    if (command.size !== undefined && !isPositiveSafeInteger(command.size)) return 'invalid-size';
    const price = command.price ?? order.price;
    const size = command.size ?? order.remaining;
    if (price === order.price && size === order.remaining) return 'nothing-to-amend';
    if (order.postOnly && price !== order.price && this.crosses(order.side, price))
      return 'post-only-would-take';
    return undefined;
  }
}

function rejected(
  orderId: number,
  command: EngineCommand['type'],
  reason: RejectReason,
  ts: number,
): EngineEvent {
  return { type: 'rejected', orderId, command, reason, ts };
}

/** The order's last event: filled when `cancelReason` is null, cancelled for that reason otherwise. */
function done(order: BookOrder, cancelReason: CancelReason | null, ts: number): EngineEvent {
  return {
    type: 'done',
    orderId: order.orderId,
    accountId: order.accountId,
    side: order.side,
    reason: cancelReason === null ? 'filled' : 'cancelled',
    cancelReason,
    filled: order.filled,
    ts,
  };
}

function toResting(order: BookOrder): RestingOrder {
  return {
    orderId: order.orderId,
    accountId: order.accountId,
    clientOrderId: order.clientOrderId,
    side: order.side,
    price: order.price,
    size: order.remaining,
    filled: order.filled,
    postOnly: order.postOnly,
    selfTradePrevention: order.selfTradePrevention,
  };
}

function sideOrders(side: BookSide): RestingOrder[] {
  const result: RestingOrder[] = [];
  for (let i = side.levels.length - 1; i >= 0; i -= 1) {
    for (let order = side.levels[i]!.head; order !== null; order = order.next) result.push(toResting(order));
  }
  return result;
}

function topLevels(side: BookSide, limit: number): LevelView[] {
  const result: LevelView[] = [];
  for (let i = side.levels.length - 1; i >= 0 && result.length < limit; i -= 1) {
    const level = side.levels[i]!;
    if (level.count > 0) result.push([level.price, level.size, level.count]);
  }
  return result;
}
