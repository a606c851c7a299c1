import type { AssetRecordWire } from '@tideline/protocol/asset/records';
import type { FastifyInstance } from 'fastify';
import { placeSpotOrder, type V1Fill } from './spot-routes.ts';
import { callV1, v2RefusalOf } from './v1-bridge.ts';
import { V2_REFUSALS, V2Error } from './v2-errors.ts';
import { optional, optionalInteger, required, type V2Call, type V2Route } from './v2-route.ts';

/** At most this many orders in one batch, as on Bitget. */
const BATCH_MAX = 50;

/** A batch's `orderList`: each element's scalar fields as text; a missing list is 40019. */
function orderList(call: V2Call): Record<string, string>[] {
  const list = (call.request.body as { orderList?: unknown } | undefined)?.orderList;
  if (list === undefined || list === null)
    throw new V2Error('parameterMissing', 'Parameter orderList cannot be empty');
  if (!Array.isArray(list) || list.length === 0 || list.length > BATCH_MAX)
    throw new V2Error('parameterInvalid', 'Parameter orderList error');
  return list.map((entry) => {
    const fields: Record<string, string> = {};
    if (typeof entry === 'object' && entry !== null)
      for (const [name, value] of Object.entries(entry))
        if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
    return fields;
  });
}

/** The order's symbol: its own in `multiple` batch mode, else the request's. */
function symbolOf(call: V2Call, order: Record<string, string>): string {
  return optional(order, 'symbol') ?? required(call.params, 'symbol');
}

const BILL_OF_RECORD: Readonly<Record<AssetRecordWire['kind'], { groupType: string; businessType: string }>> =
  {
    deposit: { groupType: 'deposit', businessType: 'deposit' },
    withdraw: { groupType: 'withdraw', businessType: 'withdraw' },
    transfer_in: { groupType: 'transfer', businessType: 'transfer_in' },
    transfer_out: { groupType: 'transfer', businessType: 'transfer_out' },
    demo_grant: { groupType: 'other', businessType: 'deposit' },
    demo_reset: { groupType: 'other', businessType: 'other' },
  };

interface Bill {
  cTime: string;
  coin: string;
  groupType: string;
  businessType: string;
  size: string;
  balance: string;
  fees: string;
  billId: string;
}

/** A fill's two legs as bills: the coin received and the coin paid (with its fee). */
function fillBills(fill: V1Fill, base: string, quote: string): Bill[] {
  const buy = fill.side === 'buy';
  const leg = (coin: string, size: string, fees: string, suffix: string): Bill => ({
    cTime: String(fill.ts),
    coin,
    groupType: 'transaction',
    businessType: fill.side,
    size,
    balance: '',
    fees,
    billId: `${fill.tradeId}${suffix}`,
  });
  const fee = fill.fee === '0' ? '0' : `-${fill.fee}`;
  return [
    leg(base, buy ? fill.size : `-${fill.size}`, fill.feeAsset === base ? fee : '0', '1'),
    leg(quote, buy ? `-${fill.quoteAmount}` : fill.quoteAmount, fill.feeAsset === quote ? fee : '0', '2'),
  ];
}

/** Spot batch orders, cancel by symbol and account bills of Bitget's v2 REST API (issue #32). */
export function spotBatchRoutes(app: FastifyInstance): V2Route[] {
  const batchCancel = (call: V2Call, body: { symbol?: string; orderNos?: string[] }) =>
    callV1<{ results: Array<{ orderNo: string; success: boolean; code: string | null }> }>(
      app,
      call.request,
      {
        method: 'POST',
        path: '/spot/order/batchCancel',
        token: call.token,
        body,
      },
    );
  const symbolBases = async (call: V2Call) => {
    const specs = await callV1<Array<{ symbol: string; baseCoin: string; quoteCoin: string }>>(
      app,
      call.request,
      { method: 'GET', path: '/market/symbols' },
    );
    return new Map(specs.map((spec) => [spec.symbol, spec]));
  };

  return [
    {
      method: 'POST',
      path: '/spot/trade/batch-orders',
      right: 'trade',
      handler: async (call) => {
        const successList = [];
        const failureList = [];
        for (const order of orderList(call)) {
          try {
            successList.push(await placeSpotOrder(app, call, { ...order, symbol: symbolOf(call, order) }));
          } catch (error) {
            if (!(error instanceof V2Error)) throw error;
            failureList.push({
              orderId: '',
              clientOid: order.clientOid ?? '',
              errorMsg: error.message,
              errorCode: V2_REFUSALS[error.refusal].code,
            });
          }
        }
        return { successList, failureList };
      },
    },
    {
      method: 'POST',
      path: '/spot/trade/batch-cancel-order',
      right: 'trade',
      handler: async (call) => {
        const bySymbol = new Map<string, string[]>();
        const failureList = [];
        for (const order of orderList(call)) {
          const orderId = optional(order, 'orderId');
          if (orderId === undefined || !/^\d{1,19}$/.test(orderId)) {
            failureList.push({
              orderId: orderId ?? '',
              clientOid: order.clientOid ?? '',
              errorMsg: V2_REFUSALS.orderNotFound.msg,
              errorCode: V2_REFUSALS.orderNotFound.code,
            });
            continue;
          }
          const symbol = symbolOf(call, order);
          bySymbol.set(symbol, [...(bySymbol.get(symbol) ?? []), orderId]);
        }
        const successList = [];
        for (const [symbol, orderNos] of bySymbol) {
          const { results } = await batchCancel(call, { symbol, orderNos });
          for (const result of results) {
            if (result.success) successList.push({ orderId: result.orderNo, clientOid: '' });
            else {
              const refusal = V2_REFUSALS[v2RefusalOf(result.code ?? '')];
              failureList.push({
                orderId: result.orderNo,
                clientOid: '',
                errorMsg: refusal.msg,
                errorCode: refusal.code,
              });
            }
          }
        }
        return { successList, failureList };
      },
    },
    {
      method: 'POST',
      path: '/spot/trade/cancel-symbol-order',
      right: 'trade',
      handler: async (call) => {
        const symbol = required(call.params, 'symbol');
        const known = await symbolBases(call);
        if (!known.has(symbol)) throw new V2Error('symbolUnknown');
        await batchCancel(call, { symbol });
        return { symbol };
      },
    },
    {
      method: 'GET',
      path: '/spot/account/bills',
      right: 'read',
      handler: async (call) => {
        const coin = optional(call.params, 'coin');
        const limit = Math.min(optionalInteger(call.params, 'limit') ?? 100, 100);
        const endTime = optionalInteger(call.params, 'endTime');
        const startTime = optionalInteger(call.params, 'startTime');
        const groupType = optional(call.params, 'groupType');
        const [records, fills, specs] = await Promise.all([
          callV1<AssetRecordWire[]>(app, call.request, {
            method: 'GET',
            path: '/asset/records',
            token: call.token,
            query: { asset: coin, limit, before: endTime },
          }),
          callV1<V1Fill[]>(app, call.request, {
            method: 'GET',
            path: '/spot/order/fills',
            token: call.token,
            query: { limit, endTime },
          }),
          symbolBases(call),
        ]);
        const bills: Bill[] = records.map((record) => ({
          cTime: String(record.ts),
          coin: record.asset,
          ...BILL_OF_RECORD[record.kind],
          size: record.amount,
          balance: '',
          fees: '0',
          billId: record.recordId,
        }));
        for (const fill of fills) {
          const spec = specs.get(fill.symbol);
          if (spec !== undefined) bills.push(...fillBills(fill, spec.baseCoin, spec.quoteCoin));
        }
        return bills
          .filter((bill) => coin === undefined || bill.coin === coin)
          .filter((bill) => groupType === undefined || bill.groupType === groupType)
          .filter((bill) => startTime === undefined || Number(bill.cTime) >= startTime)
          .sort((a, b) => Number(b.cTime) - Number(a.cTime))
          .slice(0, limit);
      },
    },
  ];
}
