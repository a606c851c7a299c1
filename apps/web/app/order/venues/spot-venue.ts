import { callEndpoint } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { SPOT_ORDERS, SPOT_TRADES } from '../../record/model/record-kinds.ts';
import type { SpotOrder } from '../../spot/model/market-types.ts';
import type { HistoryOrderRow, OpenOrderRow } from '../model/order-rows.ts';
import { type OrderVenue, SIDE_BY_SIDE } from './order-venue.ts';

/** The gateway's largest batch cancel (markets protocol). */
const BATCH_CANCEL_MAX = 100;

function openRow(order: SpotOrder): OpenOrderRow {
  return {
    venue: 'spot',
    id: order.orderNo,
    symbol: order.symbol,
    side: order.side,
    time: order.createTime,
    orderType: order.orderType,
    price: order.orderType === 'market' ? null : order.buyPrice,
    amount: order.buyDelegateCount,
    filled: order.buyDealCount,
    triggerPrice: null,
  };
}

function historyRow(order: SpotOrder): HistoryOrderRow {
  return {
    ...openRow(order),
    time: order.createTime,
    cursor: order.orderNo,
    averagePrice: order.marketPrice,
    filled: order.buyDealCount,
    status: order.status === 'filled' ? 'filled' : 'cancelled',
  };
}

export const SPOT_VENUE: OrderVenue = {
  id: 'spot',
  label: 'venueSpot',
  market: 'spot',
  openOrders: async (client) =>
    (await callEndpoint(client, SPOT_ENDPOINTS.openOrders, {}, SIDE_BY_SIDE)).map(openRow),
  history: {
    kind: SPOT_ORDERS,
    rows: (data) => SPOT_ENDPOINTS.orderHistory.response.parse(data).map(historyRow),
  },
  trades: {
    kind: SPOT_TRADES,
    rows: (data) =>
      SPOT_ENDPOINTS.fills.response.parse(data).map((fill) => ({
        venue: 'spot',
        id: fill.tradeId,
        symbol: fill.symbol,
        side: fill.side,
        time: fill.ts,
        cursor: fill.ts,
        orderId: fill.orderNo,
        liquidity: fill.liquidity,
        price: fill.price,
        amount: fill.size,
        fee: fill.fee,
        feeAsset: fill.feeAsset,
        realisedPnl: null,
      })),
  },
  cancel: (client, row) =>
    callEndpoint(client, SPOT_ENDPOINTS.cancelOrder, { symbol: row.symbol, orderNo: row.id }),
  cancelAll: async (client, rows) => {
    let failed = 0;
    for (let start = 0; start < rows.length; start += BATCH_CANCEL_MAX) {
      const orderNos = rows.slice(start, start + BATCH_CANCEL_MAX).map((row) => row.id);
      const { results } = await callEndpoint(client, SPOT_ENDPOINTS.batchCancel, { orderNos });
      failed += results.filter((result) => !result.success).length;
    }
    return failed;
  },
};
