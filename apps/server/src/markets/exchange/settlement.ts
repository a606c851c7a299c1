import type { EngineEvent, TradeEvent } from '../engine/types.ts';
import type { ExchangeEvent, OrderTradeEvent } from '../exchange-types.ts';
import { feeFor, getFeeTier } from '../ledger/fee-tiers.ts';
import { FEES_ACCOUNT } from '../ledger/ledger.ts';
import { clientKey, type Market, payAssetOf, type SpotCore } from './core.ts';
import {
  acceptedEvent,
  amendedEvent,
  amountText,
  cancelledEvent,
  doneEvent,
  priceText,
  rejection,
  sizeText,
} from './events.ts';

// Settlement: the matching engine's events turned into ledger postings, order records and the
// exchange's events. All amounts are ledger units (bigint); decimals appear only in the events.

/** The hold the command's own order takes when the engine accepts (place) or amends it. */
export interface PendingHold {
  readonly orderId: number;
  readonly hold: bigint;
  /** Ticks; 0 for a market order. */
  readonly limitPrice: number;
}

/** The command whose engine events are settled (for its rejections). */
export interface SettledCommand {
  readonly type: 'place' | 'cancel' | 'amend';
  readonly accountId: string;
  readonly symbol: string;
  readonly clientOrderId?: string;
  readonly ts: number;
}

export function settle(
  e: SpotCore,
  market: Market,
  events: readonly EngineEvent[],
  command: SettledCommand,
  pending: PendingHold | undefined,
  out: ExchangeEvent[],
): void {
  const { spec } = market;
  for (const event of events) {
    switch (event.type) {
      case 'accepted': {
        const hold = pending!.hold;
        e.ledger.placeHold(event.accountId, payAssetOf(market, event.side), hold);
        e.orders.set(event.orderId, {
          symbol: spec.symbol,
          accountId: event.accountId,
          side: event.side,
          clientOrderId: event.clientOrderId,
          limitPrice: pending!.limitPrice,
          hold,
        });
        if (event.clientOrderId !== undefined) {
          e.clientOrderIds.set(clientKey(event.accountId, event.clientOrderId), event.orderId);
        }
        out.push(acceptedEvent(spec, event));
        break;
      }
      case 'amended': {
        const record = e.orders.get(event.orderId)!;
        const payAsset = payAssetOf(market, record.side);
        const delta = pending!.hold - record.hold;
        if (delta > 0n) e.ledger.placeHold(record.accountId, payAsset, delta);
        else e.ledger.releaseHold(record.accountId, payAsset, -delta);
        record.hold = pending!.hold;
        record.limitPrice = pending!.limitPrice;
        out.push(amendedEvent(spec, event));
        break;
      }
      case 'trade':
        out.push(settleTrade(e, market, event));
        break;
      case 'cancelled':
        out.push(cancelledEvent(spec, event));
        break;
      case 'done': {
        const record = e.orders.get(event.orderId)!;
        e.ledger.releaseHold(record.accountId, payAssetOf(market, event.side), record.hold);
        e.orders.delete(event.orderId);
        if (record.clientOrderId !== undefined) {
          e.clientOrderIds.delete(clientKey(record.accountId, record.clientOrderId));
        }
        out.push(doneEvent(spec, event));
        break;
      }
      case 'rejected':
        out.push(
          rejection(
            command,
            event.reason,
            event.orderId,
            command.type === 'amend' ? undefined : command.clientOrderId,
          ),
        );
        break;
    }
  }
}

/**
 * One trade: the quote moves from the buyer's hold to the seller, the base from the seller's
 * hold to the buyer; a taker buy below its limit gets the difference released; each side pays
 * its fee (maker or taker rate of its tier, rounded up) in the asset it received.
 */
export function settleTrade(e: SpotCore, market: Market, trade: TradeEvent): OrderTradeEvent {
  const { spec } = market;
  const buyerIsTaker = trade.takerSide === 'buy';
  const buyer = e.orders.get(buyerIsTaker ? trade.takerOrderId : trade.makerOrderId)!;
  const seller = e.orders.get(buyerIsTaker ? trade.makerOrderId : trade.takerOrderId)!;
  const quote = BigInt(trade.price) * BigInt(trade.size) * market.quoteUnitsPerTickLot;
  const base = BigInt(trade.size) * market.baseUnitsPerLot;

  e.ledger.post(spec.quote, [buyer.accountId, 'hold'], [seller.accountId, 'available'], quote);
  buyer.hold -= quote;
  if (buyerIsTaker && buyer.limitPrice > trade.price) {
    const saved = BigInt(buyer.limitPrice - trade.price) * BigInt(trade.size) * market.quoteUnitsPerTickLot;
    e.ledger.releaseHold(buyer.accountId, spec.quote, saved);
    buyer.hold -= saved;
  }
  e.ledger.post(spec.base, [seller.accountId, 'hold'], [buyer.accountId, 'available'], base);
  seller.hold -= base;

  const buyerTier = getFeeTier(e.feeTierOf(buyer.accountId));
  const sellerTier = getFeeTier(e.feeTierOf(seller.accountId));
  const buyerFee = feeFor(base, buyerIsTaker ? buyerTier.takerRatePpm : buyerTier.makerRatePpm);
  const sellerFee = feeFor(quote, buyerIsTaker ? sellerTier.makerRatePpm : sellerTier.takerRatePpm);
  e.ledger.post(spec.base, [buyer.accountId, 'available'], [FEES_ACCOUNT, 'available'], buyerFee);
  e.ledger.post(spec.quote, [seller.accountId, 'available'], [FEES_ACCOUNT, 'available'], sellerFee);

  return {
    type: 'trade',
    symbol: spec.symbol,
    tradeId: trade.tradeId,
    price: priceText(spec, trade.price),
    size: sizeText(spec, trade.size),
    quoteAmount: amountText(quote),
    takerSide: trade.takerSide,
    makerOrderId: trade.makerOrderId,
    makerAccountId: trade.makerAccountId,
    takerOrderId: trade.takerOrderId,
    takerAccountId: trade.takerAccountId,
    makerFee: amountText(buyerIsTaker ? sellerFee : buyerFee),
    makerFeeAsset: buyerIsTaker ? spec.quote : spec.base,
    takerFee: amountText(buyerIsTaker ? buyerFee : sellerFee),
    takerFeeAsset: buyerIsTaker ? spec.base : spec.quote,
    ts: trade.ts,
  };
}
