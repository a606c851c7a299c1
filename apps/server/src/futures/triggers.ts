import { PositionDirection } from '@tideline/core/futures';
import { formatUnits } from '../markets/fixed-point.ts';
import type { FuturesCore } from './core.ts';
import { doneTriggerEvent } from './events.ts';
import { cancelResting, place } from './orders.ts';
import type { Position } from './state.ts';
import type { FuturesEvent, PlaceFuturesOrderCommand } from './types.ts';

// Trigger orders and position TP/SL, fired from the sorted crossing indexes.

/** Triggers fired by one price can fill orders that fire others; this bounds the cascade. */
const MAX_TRIGGER_PASSES = 32;

/**
 * Fires trigger orders and position TP/SL whose price has been crossed, until none fires. Each
 * pass fires the crossed trigger orders in order id order, then the crossed positions (those
 * open when the pass began) in creation order, each looked up at the prices of that moment;
 * the sorted indexes hand over only what the prices have crossed.
 */
export function runTriggers(e: FuturesCore, symbol: string, ts: number, out: FuturesEvent[]): void {
  const market = e.markets.get(symbol);
  if (market === undefined) return;
  for (let pass = 0; pass < MAX_TRIGGER_PASSES; pass += 1) {
    let fired = false;
    let after = 0;
    for (;;) {
      const trigger = e.triggerIndex.earliest(
        symbol,
        market.markPrice,
        market.lastPrice,
        after,
        Number.MAX_SAFE_INTEGER,
      );
      if (trigger === undefined) break;
      after = trigger.orderId;
      e.removeTrigger(trigger);
      out.push(doneTriggerEvent(e, trigger, 'triggered', ts));
      place(e, { ...trigger.command, ts }, trigger.orderId, out);
      fired = true;
    }
    const openAtStart = e.nextPositionSeq - 1;
    after = 0;
    for (;;) {
      const position = e.tpslIndex.earliest(symbol, market.markPrice, market.lastPrice, after, openAtStart);
      if (position === undefined) break;
      after = e.positionSeq.get(position)!;
      e.setTpsl(position, null, null);
      e.touch(position);
      for (const order of e.orders.ownedBy(position.accountId)) {
        if (order.symbol === symbol && order.reduceOnly && order.positionSide === position.direction) {
          cancelResting(e, market, order, ts, out);
        }
      }
      place(e, closingOrder(e, position, ts), e.nextOrderId++, out);
      fired = true;
    }
    if (!fired) return;
  }
}

export function closingOrder(e: FuturesCore, position: Position, ts: number): PlaceFuturesOrderCommand {
  const contract = e.market(position.symbol).contract;
  return {
    type: 'place',
    accountId: position.accountId,
    symbol: position.symbol,
    side: position.direction === PositionDirection.Long ? 'sell' : 'buy',
    positionSide: position.direction,
    reduceOnly: true,
    orderType: 'market',
    size: formatUnits(position.size, contract.sizePlace),
    ts,
  };
}
