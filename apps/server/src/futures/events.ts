import type { PositionDirection } from '@tideline/core/futures';
import { formatUnits } from '../markets/fixed-point.ts';
import type { FuturesCore } from './core.ts';
import type { OrderRecord, TriggerOrder } from './state.ts';
import type { FuturesCommand, FuturesEvent, FuturesRejectReason, PlaceFuturesOrderCommand } from './types.ts';

// The futures engine's event records: orders, triggers and refusals as the gateway sees them.

export function orderEvent(
  e: FuturesCore,
  status: 'accepted' | 'untriggered',
  orderId: number,
  command: PlaceFuturesOrderCommand,
  positionSide: PositionDirection,
  reduceOnly: boolean,
  size: number,
  price: number,
): FuturesEvent {
  const contract = e.market(command.symbol).contract;
  return {
    type: 'order',
    status,
    symbol: command.symbol,
    orderId,
    accountId: command.accountId,
    side: command.side,
    positionSide,
    reduceOnly,
    orderType: command.orderType,
    price: command.orderType === 'market' ? null : formatUnits(price, contract.pricePlace),
    size: formatUnits(size, contract.sizePlace),
    ts: command.ts,
  };
}

export function recordEvent(e: FuturesCore, status: 'trimmed', order: OrderRecord, ts: number): FuturesEvent {
  const contract = e.market(order.symbol).contract;
  return {
    type: 'order',
    status,
    symbol: order.symbol,
    orderId: order.orderId,
    accountId: order.accountId,
    side: order.side,
    positionSide: order.positionSide,
    reduceOnly: order.reduceOnly,
    orderType: order.orderType,
    price: order.orderType === 'market' ? null : formatUnits(order.limitPrice, contract.pricePlace),
    size: formatUnits(order.remaining, contract.sizePlace),
    ts,
  };
}

export function doneTriggerEvent(
  e: FuturesCore,
  trigger: TriggerOrder,
  status: 'triggered' | 'cancelled',
  ts: number,
): FuturesEvent {
  const command = trigger.command;
  return {
    type: 'order',
    status: status === 'triggered' ? 'triggered' : 'done',
    symbol: command.symbol,
    orderId: trigger.orderId,
    accountId: command.accountId,
    side: command.side,
    positionSide: e.orderPositionSide(command),
    reduceOnly: e.isReduceOnly(command),
    orderType: command.orderType,
    price: command.price ?? null,
    size: command.size,
    ...(status === 'cancelled' ? { reason: 'cancelled' as const } : {}),
    ts,
  };
}

export function rejection(
  _e: FuturesCore,
  command: { type: FuturesCommand['type']; ts: number },
  accountId: string,
  symbol: string | undefined,
  orderId: number | undefined,
  reason: FuturesRejectReason,
): FuturesEvent {
  return { type: 'rejected', command: command.type, accountId, symbol, orderId, reason, ts: command.ts };
}
