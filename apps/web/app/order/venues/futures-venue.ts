import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { FUTURES_ORDERS, FUTURES_TRADES } from '../../record/model/record-kinds.ts';
import { type OrderVenue, SIDE_BY_SIDE } from './order-venue.ts';

/** USDT-margined contracts: fees and PnL are settled in USDT. */
const SETTLEMENT_ASSET = 'USDT';

export const FUTURES_VENUE: OrderVenue = {
  id: 'futures',
  label: 'venueFutures',
  market: 'futures',
  openOrders: async (client) =>
    (await callEndpoint(client, FUTURES_ENDPOINTS.openOrders, {}, SIDE_BY_SIDE)).map((order) => ({
      venue: 'futures',
      id: order.orderId,
      symbol: order.symbol,
      side: order.side,
      time: order.time ?? null,
      orderType: order.orderType,
      price: order.orderType === 'market' ? null : order.price,
      amount: order.size,
      filled: null,
      triggerPrice: order.triggerPrice,
    })),
  history: {
    kind: FUTURES_ORDERS,
    rows: (data) =>
      FUTURES_ENDPOINTS.orderHistory.response.parse(data).map((order) => ({
        venue: 'futures',
        id: order.orderId,
        symbol: order.symbol,
        side: order.side,
        time: order.time,
        cursor: order.time,
        orderType: order.orderType,
        price: order.price,
        amount: order.size ?? null,
        filled: order.dealCount,
        averagePrice: order.priceAvg ?? null,
        // The engine's reasons: filled, or cancelled by the trader, a liquidation or a failed trigger.
        status: order.reason === 'filled' ? 'filled' : 'cancelled',
      })),
  },
  trades: {
    kind: FUTURES_TRADES,
    rows: (data) =>
      FUTURES_ENDPOINTS.fills.response.parse(data).map((fill) => ({
        venue: 'futures',
        id: fill.tradeId,
        symbol: fill.symbol,
        side: fill.side,
        time: fill.time,
        cursor: fill.time,
        orderId: fill.orderId,
        liquidity: fill.liquidity,
        price: fill.price,
        amount: fill.size,
        fee: fill.fee,
        feeAsset: SETTLEMENT_ASSET,
        realisedPnl: fill.realisedPnl,
      })),
  },
  cancel: (client, row) =>
    callEndpoint(client, FUTURES_ENDPOINTS.cancelOrder, { symbol: row.symbol, orderId: row.id }),
  cancelAll: async (client, rows) => {
    // The futures gateway cancels one order per call.
    let failed = 0;
    for (const row of rows) {
      try {
        await FUTURES_VENUE.cancel(client, row);
      } catch {
        failed += 1;
      }
    }
    return failed;
  },
};
