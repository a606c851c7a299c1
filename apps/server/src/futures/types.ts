import type { MarginMode, PositionDirection, PositionMode } from '@tideline/core/futures';
import type { CancelReason, OrderType, Side, TimeInForce } from '../markets/engine/types.ts';
import type { FeeTierName } from '../markets/ledger/fee-tiers.ts';

/**
 * The futures exchange's input: plain JSON, journaled before it is applied, exactly like the spot
 * exchange's commands. Amounts, prices and sizes are decimal strings; `ts` is the server's clock
 * when it journaled the command, the only time the engine ever sees (funding is due by it).
 */
export type FuturesCommand =
  | TransferCommand
  | TransferIntentCommand
  | TransferSettledCommand
  | FundInsuranceCommand
  | FundAccountCommand
  | SetFeeTierCommand
  | SetLeverageCommand
  | SetMarginModeCommand
  | SetPositionModeCommand
  | PlaceFuturesOrderCommand
  | PlaceBatchCommand
  | CancelFuturesOrderCommand
  | SetPositionTpslCommand
  | AdjustMarginCommand
  | SpotPricesCommand;

/**
 * `in` moves USDT from the user's spot wallet into the futures account, `out` the other way. With
 * a `transferId` it is one leg of a transfer the gateway can repair after a crash: `in` completes
 * the transfer's intent, `out` leaves the transfer pending until its spot leg is settled.
 */
export interface TransferCommand {
  readonly type: 'transfer';
  readonly direction: 'in' | 'out';
  readonly accountId: string;
  readonly amount: string;
  readonly transferId?: string;
  /** The other wallet of a transfer with an id (absent: the spot wallet, as before it was named). */
  readonly counterpart?: string;
  readonly ts: number;
}

/** Announces a transfer in before its spot leg runs, so recovery knows to look for that leg. */
export interface TransferIntentCommand {
  readonly type: 'transfer-intent';
  readonly transferId: string;
  readonly accountId: string;
  readonly amount: string;
  /** The other wallet (absent: the spot wallet). */
  readonly counterpart?: string;
  readonly ts: number;
}

/** Ends a pending transfer: an `out` whose spot leg is done, or an `in` whose spot leg never ran. */
export interface TransferSettledCommand {
  readonly type: 'transfer-settled';
  readonly transferId: string;
  readonly ts: number;
}

/** A transfer whose spot leg is not known to be settled (decimal amount in USDT). */
export interface PendingTransfer {
  readonly transferId: string;
  readonly direction: 'in' | 'out';
  readonly accountId: string;
  readonly amount: string;
  /** The other wallet (absent: the spot wallet): where recovery looks for the transfer's other leg. */
  readonly counterpart?: string;
}

/** Seeds the insurance ("protection") fund from the venue's own money. */
export interface FundInsuranceCommand {
  readonly type: 'fund-insurance';
  readonly amount: string;
  readonly ts: number;
}

/**
 * Credits an account's free balance from the venue treasury. This is how the simulated market
 * makers and takers get their margin, as the spot venue's simulated accounts get theirs from a
 * deposit; a user's money only ever comes in through a transfer from the spot wallet.
 */
export interface FundAccountCommand {
  readonly type: 'fund-account';
  readonly accountId: string;
  readonly amount: string;
  readonly ts: number;
}

export interface SetFeeTierCommand {
  readonly type: 'set-fee-tier';
  readonly accountId: string;
  readonly tier: FeeTierName;
  readonly ts: number;
}

export interface SetLeverageCommand {
  readonly type: 'set-leverage';
  readonly accountId: string;
  readonly symbol: string;
  /** A whole number from 1 to the tier maximum. */
  readonly leverage: number;
  readonly ts: number;
}

export interface SetMarginModeCommand {
  readonly type: 'set-margin-mode';
  readonly accountId: string;
  readonly symbol: string;
  readonly marginMode: MarginMode;
  readonly ts: number;
}

export interface SetPositionModeCommand {
  readonly type: 'set-position-mode';
  readonly accountId: string;
  readonly positionMode: PositionMode;
  readonly ts: number;
}

/** Which price a trigger watches. */
export type TriggerPriceType = 'mark' | 'last';

export interface TriggerSpec {
  readonly triggerPrice: string;
  readonly priceType: TriggerPriceType;
}

export interface PlaceFuturesOrderCommand {
  readonly type: 'place';
  readonly accountId: string;
  readonly symbol: string;
  readonly side: Side;
  /**
   * The position the order opens or closes: required in two-way (hedge) mode, where buy + long
   * opens a long, sell + long closes it, sell + short opens a short and buy + short closes it
   * (closing orders are reduce-only by nature). Ignored in one-way mode.
   */
  readonly positionSide?: PositionDirection;
  readonly reduceOnly?: boolean;
  readonly orderType: OrderType;
  readonly price?: string;
  readonly size: string;
  readonly timeInForce?: TimeInForce;
  readonly postOnly?: boolean;
  /** Makes it a trigger order: it waits off the book until the price crosses this level. */
  readonly trigger?: TriggerSpec;
  /** Take profit / stop loss given to the position when this (opening) order fills. */
  readonly takeProfit?: TriggerSpec;
  readonly stopLoss?: TriggerSpec;
  /** The leverage the order was sized at, set before it in the same command when it differs. */
  readonly leverage?: number;
  readonly ts: number;
}

/**
 * Market orders of many accounts on one contract, all on the same side, as one command (one
 * journal entry, one set of position and balance events at its end): copy trading places a lead
 * move's orders for all its followers with it. Order i is `accountIds[i]` for `sizes[i]`, with
 * `takeProfits[i]` / `stopLosses[i]` (trigger prices, null for none; `tpslPriceType`, default
 * mark) when given. Each is applied exactly as its own `place` command would be, in order: the
 * leverage set first where it differs, its own checks (a refusal is a `rejected` event of command
 * `place` for its account, and the next order goes on), matching, then triggers; only the
 * position and balance events are gathered at the end, one per position and account touched.
 */
export interface PlaceBatchCommand {
  readonly type: 'place-batch';
  readonly symbol: string;
  readonly side: Side;
  readonly positionSide?: PositionDirection;
  readonly reduceOnly?: boolean;
  readonly leverage?: number;
  readonly accountIds: readonly string[];
  readonly sizes: readonly string[];
  readonly takeProfits?: ReadonlyArray<string | null>;
  readonly stopLosses?: ReadonlyArray<string | null>;
  readonly tpslPriceType?: TriggerPriceType;
  readonly ts: number;
}

export interface CancelFuturesOrderCommand {
  readonly type: 'cancel';
  readonly accountId: string;
  readonly symbol: string;
  readonly orderId: number;
  readonly ts: number;
}

/** Sets or clears (null) a position's TP/SL; an omitted field is left as it is. */
export interface SetPositionTpslCommand {
  readonly type: 'set-position-tpsl';
  readonly accountId: string;
  readonly symbol: string;
  readonly positionSide: PositionDirection;
  readonly takeProfit?: TriggerSpec | null;
  readonly stopLoss?: TriggerSpec | null;
  readonly ts: number;
}

/** Adds margin to, or removes it from, an isolated position. */
export interface AdjustMarginCommand {
  readonly type: 'adjust-margin';
  readonly accountId: string;
  readonly symbol: string;
  readonly positionSide: PositionDirection;
  readonly action: 'add' | 'remove';
  readonly amount: string;
  readonly ts: number;
}

/**
 * The spot market's quote for the contract's pair: updates the index, then the mark price, then
 * fires triggers, liquidates and lets the insurance fund unwind. Prices in the pair's places.
 */
export interface SpotPricesCommand {
  readonly type: 'spot-prices';
  readonly symbol: string;
  readonly bid?: string;
  readonly ask?: string;
  readonly last?: string;
  readonly ts: number;
}

export type FuturesRejectReason =
  | 'unknown-symbol'
  | 'unknown-fee-tier'
  | 'unknown-order'
  | 'invalid-amount'
  | 'invalid-price'
  | 'invalid-size'
  | 'invalid-order'
  | 'invalid-leverage'
  | 'invalid-trigger'
  | 'invalid-take-profit'
  | 'invalid-stop-loss'
  | 'above-max-size'
  | 'position-side-required'
  | 'leverage-above-tier-max'
  | 'notional-above-tier-max'
  | 'insufficient-balance'
  | 'no-position'
  | 'reduce-only-nothing-to-reduce'
  | 'not-isolated'
  | 'margin-below-initial'
  | 'has-open-orders'
  | 'has-position'
  | 'no-mark-price'
  | 'fok-not-fillable'
  | 'open-order-limit';

export type FuturesEvent =
  | FuturesRejectedEvent
  | FuturesOrderEvent
  | FuturesTradeEvent
  | FuturesPositionEvent
  | FuturesBalanceEvent
  | FundingEvent
  | LiquidationEvent
  | PriceEvent;

export interface FuturesRejectedEvent {
  readonly type: 'rejected';
  readonly command: FuturesCommand['type'];
  readonly accountId: string;
  readonly symbol: string | undefined;
  readonly orderId: number | undefined;
  readonly reason: FuturesRejectReason;
  readonly ts: number;
}

/**
 * Why a book order was cancelled: the matching engine's reasons, or 'reduce-only' when the venue
 * shrank a reduce-only order to nothing because the position it would reduce is smaller.
 */
export type FuturesCancelReason = CancelReason | 'reduce-only';

export type FuturesOrderStatus = 'accepted' | 'untriggered' | 'triggered' | 'trimmed' | 'done';

export interface FuturesOrderEvent {
  readonly type: 'order';
  readonly status: FuturesOrderStatus;
  readonly symbol: string;
  readonly orderId: number;
  readonly accountId: string;
  readonly side: Side;
  readonly positionSide: PositionDirection;
  readonly reduceOnly: boolean;
  readonly orderType: OrderType;
  readonly price: string | null;
  /** Open size (for `done`: the size filled over the order's life). */
  readonly size: string;
  /** `done` only: the size ordered (absent for an order restored from a snapshot older than it). */
  readonly orderSize?: string;
  /**
   * `done` only: the average fill price at the contract's price decimals (truncated, as spot's), null
   * when nothing filled or the order came from a snapshot older than the field.
   */
  readonly priceAvg?: string | null;
  readonly reason?: 'filled' | 'cancelled' | 'liquidation' | 'rejected-on-trigger' | undefined;
  /** With reason 'cancelled' on a book order: why it ended. */
  readonly cancelReason?: FuturesCancelReason;
  readonly ts: number;
}

export interface FuturesTradeEvent {
  readonly type: 'trade';
  readonly symbol: string;
  readonly tradeId: number;
  readonly price: string;
  readonly size: string;
  readonly takerSide: Side;
  readonly makerOrderId: number;
  readonly makerAccountId: string;
  readonly takerOrderId: number;
  readonly takerAccountId: string;
  readonly makerFee: string;
  readonly takerFee: string;
  readonly makerRealisedPnl: string;
  readonly takerRealisedPnl: string;
  readonly ts: number;
}

/**
 * A position changed. The whole §3 record comes only with the change that closed it (the position
 * is gone afterwards, and its last record is what the position history keeps); an open position's
 * record is read from the engine when wanted (positionsOf), as the private streams do. Building
 * every changed position's record here, decimals and liquidation price included, was a quarter of
 * a copy move's time, for events nobody read.
 */
export interface FuturesPositionEvent {
  readonly type: 'position';
  readonly accountId: string;
  readonly symbol: string;
  readonly direction: PositionDirection;
  /** The record as the position closed (count 0); null while it is open. */
  readonly closed: PositionView | null;
  readonly ts: number;
}

/**
 * An account's futures wallet changed. Which account only: its balance is read from the engine
 * when wanted (balance(), the private streams), as an open position's record is.
 */
export interface FuturesBalanceEvent {
  readonly type: 'balance';
  readonly accountId: string;
}

export interface FundingEvent {
  readonly type: 'funding';
  readonly symbol: string;
  readonly accountId: string;
  readonly positionSide: PositionDirection;
  readonly rate: string;
  readonly markPrice: string;
  /** Positive: received; negative: paid. */
  readonly amount: string;
  readonly ts: number;
}

export interface LiquidationEvent {
  readonly type: 'liquidation';
  readonly accountId: string;
  readonly symbol: string;
  readonly positionSide: PositionDirection;
  readonly marginMode: MarginMode;
  readonly size: string;
  readonly markPrice: string;
  /** Price at which the insurance fund took the position over. */
  readonly takeoverPrice: string;
  readonly ts: number;
}

export interface PriceEvent {
  readonly type: 'prices';
  readonly symbol: string;
  readonly indexPrice: string;
  readonly markPrice: string;
  readonly lastPrice: string | null;
  readonly fundingRate: string;
  readonly nextFundingTime: number;
  readonly ts: number;
}

/**
 * Spec §3 futures position fields, our reading (decimal strings):
 * - openAvgPrice: average entry price of the open size (entry value / count);
 * - openDealCount: size filled by opening trades over the position's life;
 * - closeDealCount: size filled by closing trades (and liquidation) over its life;
 * - openLevel: the leverage the position uses;
 * - openMarginCount: the margin assigned to it (isolated: including margin added by hand);
 * - count: the open size in base currency;
 * - achievedProfits: realised PnL less fees plus funding received, over the position's life;
 * - positions*: the same figures for the account's whole holding on the symbol (both legs in
 *   two-way mode; equal to the position's own in one-way mode): the value-weighted average entry,
 *   the summed margin, the summed size and the symbol's leverage.
 */
export interface PositionView {
  readonly symbol: string;
  readonly direction: PositionDirection;
  readonly marginMode: MarginMode;
  readonly positionMode: PositionMode;
  readonly openAvgPrice: string;
  readonly openDealCount: string;
  readonly closeDealCount: string;
  readonly openLevel: string;
  readonly openMarginCount: string;
  readonly count: string;
  readonly achievedProfits: string;
  readonly positionsOpenAvgPrice: string;
  readonly positionsOpenMarginCount: string;
  readonly positionsCount: string;
  readonly positionsLevel: string;
  readonly markPrice: string | null;
  readonly unrealisedPnl: string | null;
  /** Displayed liquidation price from the shared futures math, rounded toward the mark; null if none. */
  readonly liquidationPrice: string | null;
  readonly takeProfit: TriggerSpec | null;
  readonly stopLoss: TriggerSpec | null;
}

/** An open order as the order pages list it: resting on the book, or waiting for its trigger. */
export interface FuturesOpenOrderView {
  readonly orderId: number;
  readonly symbol: string;
  readonly side: Side;
  readonly positionSide: PositionDirection;
  readonly reduceOnly: boolean;
  readonly orderType: OrderType;
  readonly price: string;
  /** Open size. */
  readonly size: string;
  /** Margin and fee held for it. */
  readonly hold: string;
  /** Null once on the book. */
  readonly triggerPrice: string | null;
  /** When it was placed (Unix ms); null for an order restored from a snapshot that lacks it. */
  readonly time: number | null;
}
