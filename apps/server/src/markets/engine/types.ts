/**
 * Commands in, events out. Prices are ticks and sizes lots (positive safe integers); order ids
 * are assigned by the caller (the exchange) so that replaying the same commands gives the same
 * ids. Nothing here reads a clock: `ts` comes in with each command and is copied to its events.
 */

export type Side = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

/**
 * What happens when an incoming order would trade with a resting order of the same account.
 * cancel-newest: the incoming order's remainder is cancelled; cancel-oldest: the resting order is
 * cancelled and matching goes on; cancel-both: both are cancelled. Self-trades never print.
 */
export type SelfTradePrevention = 'cancel-newest' | 'cancel-oldest' | 'cancel-both';

export interface PlaceOrder {
  readonly type: 'place';
  readonly orderId: number;
  readonly accountId: string;
  readonly side: Side;
  readonly orderType: OrderType;
  /** Limit price in ticks; ignored (and may be omitted) for market orders. */
  readonly price?: number;
  readonly size: number;
  /** Default GTC for limit orders; market orders always behave as IOC. */
  readonly timeInForce?: TimeInForce;
  readonly postOnly?: boolean;
  readonly clientOrderId?: string;
  /** Default cancel-newest. */
  readonly selfTradePrevention?: SelfTradePrevention;
  readonly ts: number;
}

export interface CancelOrder {
  readonly type: 'cancel';
  readonly orderId: number;
  /** When given, the order must belong to this account. */
  readonly accountId?: string;
  readonly ts: number;
}

/**
 * Changes a resting order. `size` is the new open (unfilled) size. Lowering the size at the same
 * price keeps the order's place in the queue; a new price or a larger size sends it to the back,
 * and a new price that crosses the book trades at once like a fresh limit order.
 */
export interface AmendOrder {
  readonly type: 'amend';
  readonly orderId: number;
  readonly accountId?: string;
  readonly price?: number;
  readonly size?: number;
  readonly ts: number;
}

export type EngineCommand = PlaceOrder | CancelOrder | AmendOrder;

export type RejectReason =
  | 'invalid-price'
  | 'invalid-size'
  | 'invalid-order'
  | 'duplicate-order-id'
  | 'unknown-order'
  | 'not-owner'
  | 'post-only-would-take'
  | 'fok-not-fillable'
  | 'nothing-to-amend';

export type CancelReason =
  /** Asked for by its owner. */
  | 'user'
  /** The unfilled part of a market or IOC order. */
  | 'unfilled-ioc'
  /** Self-trade prevention. */
  | 'self-trade'
  /**
   * A post-only order that would have taken liquidity: accepted and cancelled at once, so the
   * owner sees an order that ended without a fill instead of a refused command.
   */
  | 'post-only-would-take';

export interface AcceptedEvent {
  readonly type: 'accepted';
  readonly orderId: number;
  readonly accountId: string;
  readonly clientOrderId: string | undefined;
  readonly side: Side;
  readonly orderType: OrderType;
  /** Ticks; 0 for a market order. */
  readonly price: number;
  readonly size: number;
  readonly timeInForce: TimeInForce;
  readonly postOnly: boolean;
  readonly ts: number;
}

export interface TradeEvent {
  readonly type: 'trade';
  readonly tradeId: number;
  /** The maker's price, in ticks. */
  readonly price: number;
  readonly size: number;
  /** Side of the taker: 'buy' means the trade lifted an ask. */
  readonly takerSide: Side;
  readonly makerOrderId: number;
  readonly makerAccountId: string;
  readonly takerOrderId: number;
  readonly takerAccountId: string;
  /** Open sizes after this trade. */
  readonly makerRemaining: number;
  readonly takerRemaining: number;
  readonly ts: number;
}

export interface CancelledEvent {
  readonly type: 'cancelled';
  readonly orderId: number;
  readonly accountId: string;
  readonly side: Side;
  /** Ticks; 0 for a market order. */
  readonly price: number;
  /** The open size that was cancelled. */
  readonly size: number;
  readonly reason: CancelReason;
  readonly ts: number;
}

export interface RejectedEvent {
  readonly type: 'rejected';
  /** The command's order id (the new order's for place). */
  readonly orderId: number;
  readonly command: EngineCommand['type'];
  readonly reason: RejectReason;
  readonly ts: number;
}

export interface AmendedEvent {
  readonly type: 'amended';
  readonly orderId: number;
  readonly accountId: string;
  readonly side: Side;
  readonly oldPrice: number;
  readonly price: number;
  readonly oldSize: number;
  readonly size: number;
  readonly priorityKept: boolean;
  readonly ts: number;
}

/** The last event of every accepted order: it is off the book and will never trade again. */
export interface DoneEvent {
  readonly type: 'done';
  readonly orderId: number;
  readonly accountId: string;
  readonly side: Side;
  readonly reason: 'filled' | 'cancelled';
  /** Why it was cancelled (the same reason as its 'cancelled' event); null when it filled. */
  readonly cancelReason: CancelReason | null;
  /** Total size filled over the order's life. */
  readonly filled: number;
  readonly ts: number;
}

export type EngineEvent =
  | AcceptedEvent
  | TradeEvent
  | CancelledEvent
  | RejectedEvent
  | AmendedEvent
  | DoneEvent;

/** A resting order as it appears in a snapshot or a query. */
export interface RestingOrder {
  readonly orderId: number;
  readonly accountId: string;
  readonly clientOrderId: string | undefined;
  readonly side: Side;
  readonly price: number;
  readonly size: number;
  readonly filled: number;
  readonly postOnly: boolean;
  readonly selfTradePrevention: SelfTradePrevention;
}

export interface BookSnapshot {
  readonly version: 1;
  readonly nextTradeId: number;
  /** Bids best first, then by time priority within a price; same for asks. */
  readonly bids: readonly RestingOrder[];
  readonly asks: readonly RestingOrder[];
}

/** One aggregated price level: [price in ticks, total size in lots, order count]. */
export type LevelView = readonly [price: number, size: number, orders: number];

/**
 * Numbers orders as they join a queue. Books of one engine share one counter, so the stamps also
 * order resting orders across books: an incremental snapshot (../snapshot-parts.ts) stores each
 * order with its stamp and rebuilds books, and the engine's order maps, in stamp order.
 */
export interface QueueStamps {
  next: number;
}

/** A resting order with its queue stamp, as a snapshot part holds it. */
export interface StampedOrder extends RestingOrder {
  readonly stamp: number;
}
