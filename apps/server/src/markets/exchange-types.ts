import type {
  CancelReason,
  OrderType,
  RejectReason,
  SelfTradePrevention,
  Side,
  TimeInForce,
} from './engine/types.ts';
import type { FeeTierName } from './ledger/fee-tiers.ts';

/**
 * The exchange's input: plain JSON, so the server can journal each command before acknowledging
 * it and replay the journal after a crash. Prices, sizes and amounts are decimal strings in the
 * symbol's or asset's precision (never floats); `ts` is the server's clock when it journaled the
 * command (milliseconds), the only time the exchange ever sees.
 */
export type ExchangeCommand =
  | DepositCommand
  | WithdrawCommand
  | SetFeeTierCommand
  | PlaceCommand
  | CancelCommand
  | CancelAllCommand
  | AmendCommand;

export interface DepositCommand {
  readonly type: 'deposit';
  readonly accountId: string;
  readonly asset: string;
  readonly amount: string;
  readonly ts: number;
}

export interface WithdrawCommand {
  readonly type: 'withdraw';
  readonly accountId: string;
  readonly asset: string;
  readonly amount: string;
  readonly ts: number;
}

export interface SetFeeTierCommand {
  readonly type: 'set-fee-tier';
  readonly accountId: string;
  readonly tier: FeeTierName;
  readonly ts: number;
}

export interface PlaceCommand {
  readonly type: 'place';
  readonly symbol: string;
  readonly accountId: string;
  readonly side: Side;
  readonly orderType: OrderType;
  /** Required for limit orders. */
  readonly price?: string;
  /** Base size; required except for a market buy given by `funds`. */
  readonly size?: string;
  /**
   * Market buys only, instead of `size`: the most quote to spend (e.g. "100" USDT). The exchange
   * turns it into the largest size the book sells for at most that much.
   */
  readonly funds?: string;
  readonly timeInForce?: TimeInForce;
  readonly postOnly?: boolean;
  readonly clientOrderId?: string;
  readonly selfTradePrevention?: SelfTradePrevention;
  readonly ts: number;
}

/** Cancels by `orderId` or by the account's `clientOrderId`. */
export interface CancelCommand {
  readonly type: 'cancel';
  readonly symbol: string;
  readonly accountId: string;
  readonly orderId?: number;
  readonly clientOrderId?: string;
  readonly ts: number;
}

/** Cancels every open order of the account on one symbol, optionally only on one side. */
export interface CancelAllCommand {
  readonly type: 'cancel-all';
  readonly accountId: string;
  readonly symbol: string;
  readonly side?: Side;
  readonly ts: number;
}

export interface AmendCommand {
  readonly type: 'amend';
  readonly symbol: string;
  readonly accountId: string;
  readonly orderId: number;
  readonly price?: string;
  readonly size?: string;
  readonly ts: number;
}

export type ExchangeRejectReason =
  | RejectReason
  | 'unknown-symbol'
  | 'unknown-asset'
  | 'unknown-fee-tier'
  | 'invalid-amount'
  /** System accounts (ids starting with '@') cannot trade, deposit or withdraw. */
  | 'invalid-account'
  | 'below-min-size'
  | 'above-max-size'
  | 'below-min-notional'
  | 'insufficient-balance'
  | 'duplicate-client-order-id';

/** The exchange's output, JSON-ready: what the server stores, pushes and answers with. */
export type ExchangeEvent =
  | OrderAcceptedEvent
  | OrderTradeEvent
  | OrderCancelledEvent
  | OrderAmendedEvent
  | OrderDoneEvent
  | CommandRejectedEvent
  | BalanceEvent;

export interface OrderAcceptedEvent {
  readonly type: 'accepted';
  readonly symbol: string;
  readonly orderId: number;
  readonly accountId: string;
  readonly clientOrderId: string | undefined;
  readonly side: Side;
  readonly orderType: OrderType;
  /** Null for market orders. */
  readonly price: string | null;
  readonly size: string;
  readonly timeInForce: TimeInForce;
  readonly postOnly: boolean;
  readonly ts: number;
}

export interface OrderTradeEvent {
  readonly type: 'trade';
  readonly symbol: string;
  readonly tradeId: number;
  readonly price: string;
  readonly size: string;
  /** price x size in the quote asset. */
  readonly quoteAmount: string;
  readonly takerSide: Side;
  readonly makerOrderId: number;
  readonly makerAccountId: string;
  readonly takerOrderId: number;
  readonly takerAccountId: string;
  readonly makerFee: string;
  readonly makerFeeAsset: string;
  readonly takerFee: string;
  readonly takerFeeAsset: string;
  readonly ts: number;
}

export interface OrderCancelledEvent {
  readonly type: 'cancelled';
  readonly symbol: string;
  readonly orderId: number;
  readonly accountId: string;
  readonly side: Side;
  /** The open size that was cancelled. */
  readonly size: string;
  readonly reason: CancelReason;
  readonly ts: number;
}

export interface OrderAmendedEvent {
  readonly type: 'amended';
  readonly symbol: string;
  readonly orderId: number;
  readonly accountId: string;
  readonly price: string;
  readonly size: string;
  readonly priorityKept: boolean;
  readonly ts: number;
}

export interface OrderDoneEvent {
  readonly type: 'done';
  readonly symbol: string;
  readonly orderId: number;
  readonly accountId: string;
  readonly reason: 'filled' | 'cancelled';
  /** Why it was cancelled; null when it filled. */
  readonly cancelReason: CancelReason | null;
  readonly filled: string;
  readonly ts: number;
}

export interface CommandRejectedEvent {
  readonly type: 'rejected';
  readonly command: ExchangeCommand['type'];
  readonly accountId: string;
  readonly symbol: string | undefined;
  /** The order concerned; for a rejected place, the id it would have had. */
  readonly orderId: number | undefined;
  readonly clientOrderId: string | undefined;
  readonly reason: ExchangeRejectReason;
  readonly ts: number;
}

/** A user's balance after the command, for every (account, asset) the command changed. */
export interface BalanceEvent {
  readonly type: 'balance';
  readonly accountId: string;
  readonly asset: string;
  readonly available: string;
  readonly hold: string;
}
