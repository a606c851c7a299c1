import type { FuturesAccountWire, FuturesSettingsWire } from '@tideline/protocol/futures/account';
import type { FuturesOpenOrderWire } from '@tideline/protocol/futures/order';
import type { FuturesPositionWire } from '@tideline/protocol/futures/position';
import type { FuturesFillWire, FuturesOrderRecordWire } from '@tideline/protocol/futures/records';
import type { FastifyInstance } from 'fastify';
import { callV1 } from './v1-bridge.ts';
import { V2_REFUSALS, V2Error } from './v2-errors.ts';
import { FORCE_TO_V1, optional, optionalInteger, required, type V2Call, type V2Route } from './v2-route.ts';

/** The one product type Tideline lists: USDT-margined perpetuals. */
export const USDT_FUTURES = 'USDT-FUTURES';

/** Refuses any product type but USDT-FUTURES (40017), as a missing one (40019). */
export function requireUsdtFutures(call: V2Call): void {
  if (required(call.params, 'productType').toUpperCase() !== USDT_FUTURES)
    throw new V2Error('parameterInvalid', 'Parameter productType error');
}

const PRICE = /^\d{1,20}(\.\d{1,18})?$/;

function decimalParam(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value);
  if (!PRICE.test(text)) throw new V2Error('parameterInvalid', `Parameter ${name} error`);
  return text;
}

function textParam(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new V2Error('parameterInvalid', `Parameter ${name} error`);
  return String(value);
}

/**
 * One Bitget v2 futures order (place-order, an element of batch-place-order's orderList) as the
 * /v1 place body. One-way mode: `side` is the order's side, `reduceOnly` YES closes only. Hedge
 * mode: `side` names the position (buy long, sell short) and `tradeSide` open or close, so a
 * close trades the other way.
 */
export function v1FuturesOrder(symbol: string, order: Record<string, unknown>, hedge: boolean) {
  const side = textParam(order, 'side');
  if (side !== 'buy' && side !== 'sell') throw new V2Error('parameterInvalid', 'Parameter side error');
  const orderType = textParam(order, 'orderType');
  if (orderType !== 'limit' && orderType !== 'market')
    throw new V2Error('parameterInvalid', 'Parameter orderType error');
  const size = decimalParam(order, 'size');
  if (size === undefined) throw new V2Error('parameterMissing', 'Parameter size cannot be empty');
  const price = decimalParam(order, 'price');
  if (orderType === 'limit' && price === undefined)
    throw new V2Error('parameterMissing', 'Parameter price cannot be empty');
  const force = FORCE_TO_V1[(textParam(order, 'force') ?? 'gtc').toLowerCase()];
  if (force === undefined) throw new V2Error('parameterInvalid', 'Parameter force error');
  const tradeSide = textParam(order, 'tradeSide')?.toLowerCase();
  const reduceOnlyText = textParam(order, 'reduceOnly')?.toUpperCase();
  if (reduceOnlyText !== undefined && reduceOnlyText !== 'YES' && reduceOnlyText !== 'NO')
    throw new V2Error('parameterInvalid', 'Parameter reduceOnly error');
  let body: Record<string, unknown>;
  if (hedge) {
    if (tradeSide !== 'open' && tradeSide !== 'close')
      throw new V2Error('parameterInvalid', 'Parameter tradeSide error');
    const positionSide = side === 'buy' ? 1 : 2;
    const close = tradeSide === 'close';
    body = {
      side: close ? (side === 'buy' ? 'sell' : 'buy') : side,
      positionSide,
      ...(close ? { reduceOnly: true } : {}),
    };
  } else {
    body = { side, ...(reduceOnlyText === 'YES' ? { reduceOnly: true } : {}) };
  }
  const takeProfit = decimalParam(order, 'presetStopSurplusPrice');
  const stopLoss = decimalParam(order, 'presetStopLossPrice');
  return {
    symbol,
    ...body,
    orderType,
    size,
    ...(orderType === 'limit' ? { price, timeInForce: force.timeInForce } : {}),
    ...(orderType === 'limit' && force.postOnly ? { postOnly: true } : {}),
    ...(takeProfit === undefined ? {} : { takeProfit: { triggerPrice: takeProfit, priceType: 'mark' } }),
    ...(stopLoss === undefined ? {} : { stopLoss: { triggerPrice: stopLoss, priceType: 'mark' } }),
  };
}

const V1_REASON_TO_STATE: Readonly<Record<NonNullable<FuturesOrderRecordWire['reason']>, string>> = {
  filled: 'filled',
  liquidation: 'filled',
  cancelled: 'canceled',
  'rejected-on-trigger': 'canceled',
};

interface OrderFigures {
  symbol: string;
  orderId: string;
  side: 'buy' | 'sell';
  positionSide: 1 | 2;
  reduceOnly: boolean;
  orderType: 'limit' | 'market';
  price: string | null;
  size: string;
  filled: string;
  status: string;
  time: number | null;
  /** A finished order's average fill price from its record (absent on older records). */
  priceAvg?: string | null | undefined;
}

/** Average price, quote volume, fee and realised PnL of an order's fills. */
function fillFigures(fills: readonly FuturesFillWire[]) {
  let base = 0;
  let quote = 0;
  let fee = 0;
  let profit = 0;
  for (const fill of fills) {
    base += Number(fill.size);
    quote += Number(fill.size) * Number(fill.price);
    fee += Number(fill.fee);
    profit += Number(fill.realisedPnl);
  }
  return {
    priceAvg: base > 0 ? String(quote / base) : '',
    quoteVolume: String(quote),
    fee: fee === 0 ? '0' : String(-fee),
    totalProfits: String(profit),
  };
}

function posModeName(mode: 1 | 2): 'one_way_mode' | 'hedge_mode' {
  return mode === 2 ? 'hedge_mode' : 'one_way_mode';
}

function marginModeName(mode: 1 | 2): 'isolated' | 'crossed' {
  return mode === 1 ? 'isolated' : 'crossed';
}

/** An order as Bitget's v2 futures order (detail, orders-pending, orders-history). */
function v2MixOrder(
  order: OrderFigures,
  fills: readonly FuturesFillWire[],
  settings: { leverage: number; marginMode: 1 | 2; positionMode: 1 | 2 },
  stateField: 'state' | 'status',
) {
  const hedge = settings.positionMode === 2;
  const figures = fillFigures(fills);
  const time = String(order.time ?? Date.now());
  return {
    symbol: order.symbol,
    size: order.size,
    orderId: order.orderId,
    clientOid: '',
    baseVolume: order.filled,
    fee: figures.fee,
    price: order.price ?? '',
    priceAvg: order.priceAvg ?? figures.priceAvg,
    [stateField]: order.status,
    side: hedge ? (order.positionSide === 1 ? 'buy' : 'sell') : order.side,
    force: 'gtc',
    totalProfits: figures.totalProfits,
    posSide: hedge ? (order.positionSide === 1 ? 'long' : 'short') : 'net',
    marginCoin: 'USDT',
    presetStopSurplusPrice: '',
    presetStopLossPrice: '',
    quoteVolume: figures.quoteVolume,
    orderType: order.orderType,
    leverage: String(settings.leverage),
    marginMode: marginModeName(settings.marginMode),
    reduceOnly: order.reduceOnly ? 'YES' : 'NO',
    enterPointSource: 'API',
    tradeSide: hedge ? (order.reduceOnly ? 'close' : 'open') : `${order.side}_single`,
    posMode: posModeName(settings.positionMode),
    orderSource: order.orderType === 'market' ? 'market' : 'normal',
    cancelReason: '',
    cTime: time,
    uTime: time,
  };
}

function openFigures(order: FuturesOpenOrderWire): OrderFigures {
  return { ...order, filled: '0', status: 'live' };
}

function finishedFigures(order: FuturesOrderRecordWire): OrderFigures {
  return {
    ...order,
    // Records written before the size ordered was kept show the filled size instead.
    size: order.size ?? order.dealCount,
    filled: order.dealCount,
    status: order.reason === null ? 'canceled' : V1_REASON_TO_STATE[order.reason],
  };
}

/** A /v1 fill as Bitget's v2 futures fill (fills, fill-history). */
function v2MixFill(fill: FuturesFillWire, hedge: boolean) {
  return {
    tradeId: fill.tradeId,
    symbol: fill.symbol,
    orderId: fill.orderId,
    price: fill.price,
    baseVolume: fill.size,
    feeDetail: [
      {
        deduction: 'no',
        feeCoin: 'USDT',
        totalDeductionFee: '0',
        totalFee: Number(fill.fee) === 0 ? '0' : String(-Number(fill.fee)),
      },
    ],
    side: fill.side,
    quoteVolume: String(Number(fill.size) * Number(fill.price)),
    profit: fill.realisedPnl,
    enterPointSource: 'API',
    tradeSide: hedge ? (Number(fill.realisedPnl) !== 0 ? 'close' : 'open') : `${fill.side}_single`,
    posMode: hedge ? 'hedge_mode' : 'one_way_mode',
    tradeScope: fill.liquidity,
    cTime: String(fill.time),
  };
}

/** A /v1 position as Bitget's v2 position (all-position, single-position). */
function v2Position(position: FuturesPositionWire) {
  const margin = position.openMarginCount;
  return {
    marginCoin: 'USDT',
    symbol: position.symbol,
    holdSide: position.direction === 1 ? 'long' : 'short',
    openDelegateSize: '0',
    marginSize: margin,
    available: position.count,
    locked: '0',
    total: position.count,
    leverage: position.openLevel,
    achievedProfits: position.achievedProfits,
    openPriceAvg: position.openAvgPrice,
    marginMode: marginModeName(position.marginMode),
    posMode: posModeName(position.positionMode),
    unrealizedPL: position.unrealisedPnl ?? '0',
    liquidationPrice: position.liquidationPrice ?? '0',
    keepMarginRate: '',
    markPrice: position.markPrice ?? '',
    marginRatio: '',
    breakEvenPrice: position.openAvgPrice,
    totalFee: '',
    deductedFee: '0',
    takeProfit: position.takeProfit?.triggerPrice ?? '',
    stopLoss: position.stopLoss?.triggerPrice ?? '',
    assetMode: 'single',
    autoMargin: 'off',
    cTime: '',
    uTime: String(Date.now()),
  };
}

/** The /v1 futures account as Bitget's v2 `mix/account/accounts` row. */
export function v2MixAccount(account: FuturesAccountWire) {
  return {
    marginCoin: account.marginCoin,
    locked: account.orderMargin,
    available: account.available,
    crossedMaxAvailable: account.available,
    isolatedMaxAvailable: account.available,
    maxTransferOut: account.maxTransferOut,
    accountEquity: account.equity,
    usdtEquity: account.equity,
    unrealizedPL: account.unrealisedPnl,
    posMode: account.positionMode === 2 ? 'hedge_mode' : 'one_way_mode',
  };
}

const HISTORY_PAGES = 10;

/** The `orderId` parameter: 40019 when missing, 40768 (not found) when it cannot be an order id. */
function requiredOrderId(params: Record<string, string>): string {
  const orderId = optional(params, 'orderId');
  if (orderId === undefined) throw new V2Error('parameterMissing', 'Parameter orderId cannot be empty');
  if (!/^\d{1,19}$/.test(orderId)) throw new V2Error('orderNotFound');
  return orderId;
}

/** The USDT-futures trading, position and account-settings group of Bitget's v2 REST API (issue #32). */
export function futuresTradeRoutes(app: FastifyInstance): V2Route[] {
  const get = <T>(call: V2Call, path: string, query: Record<string, string | number | undefined> = {}) =>
    callV1<T>(app, call.request, { method: 'GET', path, token: call.token, query });
  const post = <T>(call: V2Call, path: string, body: Record<string, unknown>) =>
    callV1<T>(app, call.request, { method: 'POST', path, token: call.token, body });
  const settingsOf = (call: V2Call, symbol: string) =>
    get<FuturesSettingsWire>(call, '/futures/settings', { symbol });
  const fillsOf = async (call: V2Call, symbol: string | undefined, orderId: string) => {
    const fills = await get<FuturesFillWire[]>(call, '/futures/fills', { symbol, limit: 100 });
    return fills.filter((fill) => fill.orderId === orderId);
  };

  const placeOne = async (call: V2Call, symbol: string, order: Record<string, unknown>, hedge: boolean) => {
    const placed = await post<{ orderId: string } | null>(
      call,
      '/futures/order/place',
      v1FuturesOrder(symbol, order, hedge),
    );
    if (placed === null) throw new V2Error('orderInvalid');
    return { orderId: placed.orderId, clientOid: textParam(order, 'clientOid') ?? '' };
  };
  const hedgeOf = async (call: V2Call) =>
    (await get<FuturesAccountWire>(call, '/futures/account')).positionMode === 2;

  const findOrder = async (call: V2Call, symbol: string, orderId: string) => {
    const open = await get<FuturesOpenOrderWire[]>(call, '/futures/orders/open', { symbol });
    const resting = open.find((order) => order.orderId === orderId);
    if (resting !== undefined) return openFigures(resting);
    let before: number | undefined;
    for (let page = 0; page < HISTORY_PAGES; page += 1) {
      const rows = await get<FuturesOrderRecordWire[]>(call, '/futures/orders/history', {
        symbol,
        limit: 100,
        before,
      });
      const found = rows.find((order) => order.orderId === orderId);
      if (found !== undefined) return finishedFigures(found);
      if (rows.length < 100) break;
      before = rows.at(-1)!.time;
    }
    throw new V2Error('orderNotFound');
  };

  const listPage = async (call: V2Call, rows: OrderFigures[], stateField: 'status' | 'state') => {
    const settings = new Map<string, FuturesSettingsWire>();
    const list = [];
    for (const order of rows) {
      let known = settings.get(order.symbol);
      if (known === undefined) {
        known = await settingsOf(call, order.symbol);
        settings.set(order.symbol, known);
      }
      list.push(v2MixOrder(order, [], known, stateField));
    }
    return { entrustedList: list, endId: list.at(-1)?.orderId ?? '' };
  };

  const cancelOne = async (call: V2Call, symbol: string, orderId: string) => {
    await post(call, '/futures/order/cancel', { symbol, orderId });
    return { orderId, clientOid: '' };
  };

  const failure = (error: unknown, orderId: string, clientOid: string) => {
    if (!(error instanceof V2Error)) throw error;
    return { orderId, clientOid, errorMsg: error.message, errorCode: V2_REFUSALS[error.refusal].code };
  };

  const fills = async (call: V2Call) => {
    requireUsdtFutures(call);
    const orderId = optional(call.params, 'orderId');
    const hedge = await hedgeOf(call);
    const rows = await get<FuturesFillWire[]>(call, '/futures/fills', {
      symbol: optional(call.params, 'symbol'),
      limit: Math.min(optionalInteger(call.params, 'limit') ?? 100, 100),
      before: optionalInteger(call.params, 'endTime'),
    });
    const startTime = optionalInteger(call.params, 'startTime');
    const fillList = rows
      .filter((fill) => orderId === undefined || fill.orderId === orderId)
      .filter((fill) => startTime === undefined || fill.time >= startTime)
      .map((fill) => v2MixFill(fill, hedge));
    return { fillList, endId: fillList.at(-1)?.tradeId ?? '' };
  };

  return [
    {
      method: 'GET',
      path: '/mix/account/account',
      right: 'read',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const [account, settings] = await Promise.all([
          get<FuturesAccountWire>(call, '/futures/account'),
          settingsOf(call, symbol),
        ]);
        const leverage = String(settings.leverage);
        return {
          ...v2MixAccount(account),
          btcEquity: '',
          crossedRiskRate: '',
          crossedMarginLeverage: leverage,
          isolatedLongLever: leverage,
          isolatedShortLever: leverage,
          marginMode: marginModeName(settings.marginMode),
          posMode: posModeName(settings.positionMode),
          coupon: '0',
          crossedUnrealizedPL: account.unrealisedPnl,
          isolatedUnrealizedPL: '0',
        };
      },
    },
    {
      method: 'POST',
      path: '/mix/account/set-margin-mode',
      right: 'trade',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const mode = required(call.params, 'marginMode');
        if (mode !== 'isolated' && mode !== 'crossed')
          throw new V2Error('parameterInvalid', 'Parameter marginMode error');
        const set = await post<{ leverage: number; marginMode: 1 | 2 }>(call, '/futures/margin-mode', {
          symbol,
          marginMode: mode === 'isolated' ? 1 : 2,
        });
        return {
          symbol,
          marginCoin: optional(call.params, 'marginCoin') ?? 'USDT',
          longLeverage: String(set.leverage),
          shortLeverage: String(set.leverage),
          marginMode: marginModeName(set.marginMode),
        };
      },
    },
    {
      method: 'POST',
      path: '/mix/account/set-position-mode',
      right: 'trade',
      handler: async (call) => {
        requireUsdtFutures(call);
        const mode = required(call.params, 'posMode');
        if (mode !== 'one_way_mode' && mode !== 'hedge_mode')
          throw new V2Error('parameterInvalid', 'Parameter posMode error');
        const set = await post<{ positionMode: 1 | 2 }>(call, '/futures/position-mode', {
          positionMode: mode === 'hedge_mode' ? 2 : 1,
        });
        return { posMode: posModeName(set.positionMode) };
      },
    },
    {
      method: 'POST',
      path: '/mix/order/place-order',
      right: 'trade',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        return placeOne(call, symbol, call.params, await hedgeOf(call));
      },
    },
    {
      method: 'POST',
      path: '/mix/order/batch-place-order',
      right: 'trade',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const list = (call.request.body as { orderList?: unknown } | undefined)?.orderList;
        if (!Array.isArray(list) || list.length === 0)
          throw new V2Error('parameterMissing', 'Parameter orderList cannot be empty');
        if (list.length > 50) throw new V2Error('parameterInvalid', 'Parameter orderList error');
        const hedge = await hedgeOf(call);
        const successList = [];
        const failureList = [];
        for (const entry of list) {
          const order = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
          try {
            successList.push(await placeOne(call, symbol, order, hedge));
          } catch (error) {
            failureList.push(failure(error, '', textParam(order, 'clientOid') ?? ''));
          }
        }
        return { successList, failureList };
      },
    },
    {
      method: 'POST',
      path: '/mix/order/cancel-order',
      right: 'trade',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const orderId = requiredOrderId(call.params);
        return cancelOne(call, symbol, orderId);
      },
    },
    {
      method: 'POST',
      path: '/mix/order/batch-cancel-orders',
      right: 'trade',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const given = (call.request.body as { orderIdList?: unknown } | undefined)?.orderIdList;
        let ids: string[];
        if (given === undefined || given === null) {
          // Without a list Bitget cancels every open order of the symbol.
          const open = await get<FuturesOpenOrderWire[]>(call, '/futures/orders/open', { symbol });
          ids = open.map((order) => order.orderId);
        } else {
          if (!Array.isArray(given) || given.length > 50)
            throw new V2Error('parameterInvalid', 'Parameter orderIdList error');
          ids = given.map((entry) =>
            typeof entry === 'object' && entry !== null
              ? (textParam(entry as Record<string, unknown>, 'orderId') ?? '')
              : '',
          );
        }
        const successList = [];
        const failureList = [];
        for (const orderId of ids) {
          try {
            if (!/^\d{1,19}$/.test(orderId)) throw new V2Error('orderNotFound');
            successList.push(await cancelOne(call, symbol, orderId));
          } catch (error) {
            failureList.push(failure(error, orderId, ''));
          }
        }
        return { successList, failureList };
      },
    },
    {
      method: 'GET',
      path: '/mix/order/detail',
      right: 'read',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const orderId = requiredOrderId(call.params);
        const order = await findOrder(call, symbol, orderId);
        const [fillsOfOrder, settings] = await Promise.all([
          fillsOf(call, symbol, orderId),
          settingsOf(call, symbol),
        ]);
        return v2MixOrder(order, fillsOfOrder, settings, 'state');
      },
    },
    {
      method: 'GET',
      path: '/mix/order/orders-pending',
      right: 'read',
      handler: async (call) => {
        requireUsdtFutures(call);
        const orderId = optional(call.params, 'orderId');
        const open = await get<FuturesOpenOrderWire[]>(call, '/futures/orders/open', {
          symbol: optional(call.params, 'symbol'),
        });
        const limit = Math.min(optionalInteger(call.params, 'limit') ?? 100, 100);
        const rows = open
          .filter((order) => order.triggerPrice === null)
          .filter((order) => orderId === undefined || order.orderId === orderId)
          .slice(0, limit)
          .map(openFigures);
        return listPage(call, rows, 'status');
      },
    },
    {
      method: 'GET',
      path: '/mix/order/orders-history',
      right: 'read',
      handler: async (call) => {
        requireUsdtFutures(call);
        const orderId = optional(call.params, 'orderId');
        const rows = await get<FuturesOrderRecordWire[]>(call, '/futures/orders/history', {
          symbol: optional(call.params, 'symbol'),
          limit: Math.min(optionalInteger(call.params, 'limit') ?? 100, 100),
          before: optionalInteger(call.params, 'endTime'),
        });
        const startTime = optionalInteger(call.params, 'startTime');
        const chosen = rows
          .filter((order) => orderId === undefined || order.orderId === orderId)
          .filter((order) => startTime === undefined || order.time >= startTime)
          .map(finishedFigures);
        return listPage(call, chosen, 'status');
      },
    },
    { method: 'GET', path: '/mix/order/fills', right: 'read', handler: fills },
    { method: 'GET', path: '/mix/order/fill-history', right: 'read', handler: fills },
    {
      method: 'GET',
      path: '/mix/position/all-position',
      right: 'read',
      handler: async (call) => {
        requireUsdtFutures(call);
        const positions = await get<FuturesPositionWire[]>(call, '/futures/positions');
        return positions.map(v2Position);
      },
    },
    {
      method: 'GET',
      path: '/mix/position/single-position',
      right: 'read',
      handler: async (call) => {
        requireUsdtFutures(call);
        const symbol = required(call.params, 'symbol');
        const positions = await get<FuturesPositionWire[]>(call, '/futures/positions', { symbol });
        return positions.map(v2Position);
      },
    },
  ];
}
