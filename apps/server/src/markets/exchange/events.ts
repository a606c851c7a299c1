import type { AcceptedEvent, AmendedEvent, CancelledEvent, DoneEvent } from '../engine/types.ts';
import type {
  CommandRejectedEvent,
  ExchangeCommand,
  ExchangeEvent,
  ExchangeRejectReason,
  OrderAcceptedEvent,
  OrderAmendedEvent,
  OrderCancelledEvent,
  OrderDoneEvent,
} from '../exchange-types.ts';
import { formatUnits } from '../fixed-point.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { LEDGER_DECIMALS, type SymbolSpec } from '../symbols.ts';

// The way out of the engine: its integer units back to the decimal strings of the wire and the
// journal's events. Nothing here changes state.

export function rejection(
  command: { type: ExchangeCommand['type']; accountId: string; ts: number; symbol?: string },
  reason: ExchangeRejectReason,
  orderId: number | undefined,
  clientOrderId: string | undefined,
): CommandRejectedEvent {
  return {
    type: 'rejected',
    command: command.type,
    accountId: command.accountId,
    symbol: command.symbol,
    orderId,
    clientOrderId,
    reason,
    ts: command.ts,
  };
}

export function priceText(spec: SymbolSpec, ticks: number): string {
  return formatUnits(ticks, spec.pricePlace);
}

export function sizeText(spec: SymbolSpec, lots: number): string {
  return formatUnits(lots, spec.quotePrecision);
}

export function amountText(units: bigint): string {
  return formatUnits(units, LEDGER_DECIMALS);
}

export function acceptedEvent(spec: SymbolSpec, event: AcceptedEvent): OrderAcceptedEvent {
  return {
    type: 'accepted',
    symbol: spec.symbol,
    orderId: event.orderId,
    accountId: event.accountId,
    clientOrderId: event.clientOrderId,
    side: event.side,
    orderType: event.orderType,
    price: event.orderType === 'market' ? null : priceText(spec, event.price),
    size: sizeText(spec, event.size),
    timeInForce: event.timeInForce,
    postOnly: event.postOnly,
    ts: event.ts,
  };
}

export function amendedEvent(spec: SymbolSpec, event: AmendedEvent): OrderAmendedEvent {
  return {
    type: 'amended',
    symbol: spec.symbol,
    orderId: event.orderId,
    accountId: event.accountId,
    price: priceText(spec, event.price),
    size: sizeText(spec, event.size),
    priorityKept: event.priorityKept,
    ts: event.ts,
  };
}

export function cancelledEvent(spec: SymbolSpec, event: CancelledEvent): OrderCancelledEvent {
  return {
    type: 'cancelled',
    symbol: spec.symbol,
    orderId: event.orderId,
    accountId: event.accountId,
    side: event.side,
    size: sizeText(spec, event.size),
    reason: event.reason,
    ts: event.ts,
  };
}

export function doneEvent(spec: SymbolSpec, event: DoneEvent): OrderDoneEvent {
  return {
    type: 'done',
    symbol: spec.symbol,
    orderId: event.orderId,
    accountId: event.accountId,
    reason: event.reason,
    cancelReason: event.cancelReason,
    filled: sizeText(spec, event.filled),
    ts: event.ts,
  };
}

/** A balance event for every (account, asset) the command changed, in the order they changed. */
export function balanceEvents(ledger: Ledger, out: ExchangeEvent[]): void {
  for (const [accountId, asset] of ledger.drainTouched()) {
    const balance = ledger.balance(accountId, asset);
    out.push({
      type: 'balance',
      accountId,
      asset,
      available: amountText(balance.available),
      hold: amountText(balance.hold),
    });
  }
}
