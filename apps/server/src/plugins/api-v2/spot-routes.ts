import type { SpotSymbolWire, SpotTickerWire, SpotTradeWire } from '@tideline/protocol/spot/market-data';
import type { SpotOrderWire } from '@tideline/protocol/spot/order';
import type { FastifyInstance } from 'fastify';
import { callV1 } from './v1-bridge.ts';
import { V2Error } from './v2-errors.ts';
import {
  FORCE_TO_V1,
  optional,
  optionalInteger,
  required,
  tradesPage,
  type V2Call,
  type V2Route,
} from './v2-route.ts';

/** Bitget's candle granularities and the /v1 interval each is (the UTC forms are the same here). */
const GRANULARITY: Readonly<Record<string, string>> = {
  '1min': '1m',
  '5min': '5m',
  '15min': '15m',
  '30min': '30m',
  '1h': '1h',
  '4h': '4h',
  '6h': '6h',
  '6Hutc': '6h',
  '12h': '12h',
  '12Hutc': '12h',
  '1day': '1d',
  '1Dutc': '1d',
  '1week': '1w',
  '1Wutc': '1w',
  '1M': '1M',
  '1Mutc': '1M',
};

const STATUS_TO_V2: Readonly<Record<SpotOrderWire['status'], string>> = {
  new: 'live',
  partially_filled: 'partially_filled',
  filled: 'filled',
  cancelled: 'cancelled',
};

export interface V1Fill {
  tradeId: string;
  orderNo: string;
  symbol: string;
  side: 'buy' | 'sell';
  liquidity: string;
  price: string;
  size: string;
  quoteAmount: string;
  fee: string;
  feeAsset: string;
  ts: number;
}

function negated(amount: string): string {
  return amount === '0' || /^0(\.0*)?$/.test(amount) ? '0' : `-${amount}`;
}

/** A /v1 spot order as Bitget's v2 order (Get Order Info, Unfilled Orders, History Orders). */
export function v2SpotOrder(order: SpotOrderWire, userId: number) {
  const marketBuy = order.orderType === 'market' && order.side === 'buy';
  return {
    userId: String(userId),
    symbol: order.symbol,
    orderId: order.orderNo,
    clientOid: order.clientOrderId ?? '',
    price: order.buyPrice,
    size: marketBuy ? order.dealCount : order.buyDelegateCount,
    orderType: order.orderType,
    side: order.side,
    status: STATUS_TO_V2[order.status],
    priceAvg: order.marketPrice,
    baseVolume: order.buyDealCount,
    quoteVolume: order.dealCount,
    enterPointSource: 'API',
    force: order.postOnly ? 'post_only' : order.timeInForce.toLowerCase(),
    feeDetail: JSON.stringify({
      [order.feeAsset]: {
        deduction: false,
        feeCoinCode: order.feeAsset,
        totalDeductionFee: '0',
        totalFee: negated(order.fee),
      },
    }),
    orderSource: order.orderType === 'market' ? 'market' : 'normal',
    cTime: String(order.createTime),
    uTime: String(order.updateTime),
  };
}

function v2Symbol(spec: SpotSymbolWire) {
  return {
    symbol: spec.symbol,
    baseCoin: spec.baseCoin,
    quoteCoin: spec.quoteCoin,
    minTradeAmount: spec.minTradeAmount,
    maxTradeAmount: spec.maxTradeAmount,
    takerFeeRate: spec.takerFeeRate,
    makerFeeRate: spec.makerFeeRate,
    pricePrecision: String(spec.pricePlace),
    quantityPrecision: String(spec.quotePrecision),
    quotePrecision: String(spec.pricePlace),
    status: spec.status,
    minTradeUSDT: spec.minTradeUSDT,
    buyLimitPriceRatio: '0.05',
    sellLimitPriceRatio: '0.05',
    areaSymbol: 'no',
    orderQuantity: '200',
  };
}

function v2Ticker(ticker: SpotTickerWire) {
  return {
    symbol: ticker.symbol,
    high24h: ticker.high24h,
    open: ticker.open24h,
    lastPr: ticker.last,
    low24h: ticker.low24h,
    quoteVolume: ticker.quoteVolume,
    baseVolume: ticker.baseVolume,
    usdtVolume: ticker.quoteVolume,
    bidPr: ticker.bestBid ?? '',
    askPr: ticker.bestAsk ?? '',
    bidSz: '',
    askSz: '',
    openUtc: ticker.open24h,
    ts: String(ticker.ts),
    changeUtc24h: ticker.changeRate24h,
    change24h: ticker.changeRate24h,
  };
}

function v2Fill(fill: V1Fill, userId: number) {
  return {
    userId: String(userId),
    symbol: fill.symbol,
    orderId: fill.orderNo,
    tradeId: fill.tradeId,
    side: fill.side,
    priceAvg: fill.price,
    size: fill.size,
    amount: fill.quoteAmount,
    feeDetail: {
      deduction: 'no',
      feeCoin: fill.feeAsset,
      totalDeductionFee: '0',
      totalFee: negated(fill.fee),
    },
    tradeScope: fill.liquidity,
    cTime: String(fill.ts),
    uTime: String(fill.ts),
  };
}

/**
 * Places one Bitget v2 spot order (place-order, an element of batch-orders' orderList) through
 * /v1's place route.
 */
export async function placeSpotOrder(app: FastifyInstance, call: V2Call, p: Record<string, string>) {
  const v1 = <T>(path: string, extra: object) =>
    callV1<T>(app, call.request, { method: 'POST', path, token: call.token, ...extra });
  const symbol = required(p, 'symbol');
  const side = required(p, 'side');
  const orderType = required(p, 'orderType');
  const size = required(p, 'size');
  const force = FORCE_TO_V1[(optional(p, 'force') ?? 'gtc').toLowerCase()];
  if (force === undefined) throw new V2Error('parameterInvalid', 'Parameter force error');
  // Bitget's market buy gives its size in the quote coin, as /v1's `funds`.
  const marketBuy = orderType === 'market' && side === 'buy';
  const order = await v1<SpotOrderWire>('/spot/order/place', {
    body: {
      symbol,
      side,
      orderType,
      ...(marketBuy ? { funds: size } : { size }),
      ...(orderType === 'limit' ? { price: optional(p, 'price'), ...force } : {}),
      ...(optional(p, 'clientOid') ? { clientOrderId: optional(p, 'clientOid') } : {}),
    },
  });
  return { orderId: order.orderNo, clientOid: order.clientOrderId ?? '' };
}

/** The spot group of Bitget's v2 REST API (issue #32), each answered by its /v1 route. */
export function spotRoutes(app: FastifyInstance): V2Route[] {
  const v1 = <T>(
    call: V2Call,
    method: 'GET' | 'POST',
    path: string,
    extra: Parameters<typeof callV1>[2] | object = {},
  ) => callV1<T>(app, call.request, { method, path, token: call.token, ...extra });
  const symbols = (call: V2Call) => v1<SpotSymbolWire[]>(call, 'GET', '/market/symbols');
  const candles = async (call: V2Call) => {
    const symbol = required(call.params, 'symbol');
    const interval = GRANULARITY[required(call.params, 'granularity')];
    if (interval === undefined) throw new V2Error('parameterInvalid', 'Parameter granularity error');
    const limit = Math.min(optionalInteger(call.params, 'limit') ?? 100, 1000);
    const endTime = optionalInteger(call.params, 'endTime');
    const rows = await v1<string[][]>(call, 'GET', '/market/candles', {
      query: { symbol, interval, limit, endTime },
    });
    const startTime = optionalInteger(call.params, 'startTime');
    return rows
      .filter((row) => startTime === undefined || Number(row[0]) >= startTime)
      .map(([ts, open, high, low, close, base, quote]) => [
        String(ts),
        open,
        high,
        low,
        close,
        base,
        quote,
        quote,
      ]);
  };
  const recentTrades = async (call: V2Call, history = false) => {
    const symbol = required(call.params, 'symbol');
    const limit = Math.min(optionalInteger(call.params, 'limit') ?? 100, history ? 1000 : 500);
    const trades = await v1<SpotTradeWire[]>(call, 'GET', '/market/trades', {
      query: { symbol, limit: history ? 500 : limit },
    });
    const rows = trades.map((trade) => ({
      symbol,
      tradeId: trade.tradeId,
      side: trade.side,
      price: trade.price,
      size: trade.size,
      ts: String(trade.ts),
    }));
    return history ? tradesPage(call.params, rows, limit) : rows;
  };
  const orderById = async (call: V2Call) => {
    const orderNo = required(call.params, 'orderId');
    const order = await v1<SpotOrderWire>(call, 'GET', '/spot/order/detail', { query: { orderNo } });
    return v2SpotOrder(order, call.key!.userId);
  };

  return [
    {
      method: 'GET',
      path: '/public/time',
      right: 'public',
      handler: async () => ({ serverTime: String(Date.now()) }),
    },
    {
      method: 'GET',
      path: '/spot/public/coins',
      right: 'public',
      handler: async (call) => {
        const coins = new Set<string>();
        for (const spec of await symbols(call)) coins.add(spec.baseCoin).add(spec.quoteCoin);
        const wanted = optional(call.params, 'coin');
        return [...coins]
          .filter((coin) => wanted === undefined || coin === wanted)
          .map((coin, index) => ({ coinId: String(index + 1), coin, transfer: 'true', chains: [] }));
      },
    },
    {
      method: 'GET',
      path: '/spot/public/symbols',
      right: 'public',
      handler: async (call) => {
        const wanted = optional(call.params, 'symbol');
        return (await symbols(call))
          .filter((spec) => wanted === undefined || spec.symbol === wanted)
          .map(v2Symbol);
      },
    },
    // Tideline has no margin trading through this API yet; ccxt asks at start-up.
    { method: 'GET', path: '/margin/currencies', right: 'public', handler: async () => [] },
    {
      method: 'GET',
      path: '/spot/market/tickers',
      right: 'public',
      handler: async (call) => {
        const tickers = await v1<SpotTickerWire[]>(call, 'GET', '/market/tickers', {
          query: { symbol: optional(call.params, 'symbol') },
        });
        return tickers.map(v2Ticker);
      },
    },
    {
      method: 'GET',
      path: '/spot/market/orderbook',
      right: 'public',
      handler: async (call) => {
        const symbol = required(call.params, 'symbol');
        const type = optional(call.params, 'type') ?? 'step0';
        const level = /^step([0-5])$/.exec(type)?.[1];
        if (level === undefined) throw new V2Error('parameterInvalid', 'Parameter type error');
        let step: string | undefined;
        if (level !== '0') {
          const spec = (await symbols(call)).find((row) => row.symbol === symbol);
          step = spec?.depthSteps[Number(level)];
        }
        const limit = Math.min(optionalInteger(call.params, 'limit') ?? 100, 150);
        const depth = await v1<{ bids: string[][]; asks: string[][]; ts: number }>(
          call,
          'GET',
          '/market/depth',
          {
            query: { symbol, limit, step },
          },
        );
        return { asks: depth.asks, bids: depth.bids, ts: String(depth.ts) };
      },
    },
    { method: 'GET', path: '/spot/market/candles', right: 'public', handler: candles },
    { method: 'GET', path: '/spot/market/history-candles', right: 'public', handler: candles },
    { method: 'GET', path: '/spot/market/fills', right: 'public', handler: (call) => recentTrades(call) },
    {
      method: 'GET',
      path: '/spot/market/fills-history',
      right: 'public',
      handler: (call) => recentTrades(call, true),
    },
    {
      method: 'GET',
      path: '/spot/account/assets',
      right: 'read',
      handler: async (call) => {
        const answer = await v1<{ balances: Array<{ asset: string; available: string; hold: string }> }>(
          call,
          'GET',
          '/asset/spot/balances',
        );
        const coin = optional(call.params, 'coin');
        const holdOnly = optional(call.params, 'assetType') === 'hold_only';
        const now = String(Date.now());
        return answer.balances
          .filter((row) => coin === undefined || row.asset === coin)
          .filter((row) => !holdOnly || Number(row.available) + Number(row.hold) > 0)
          .map((row) => ({
            coin: row.asset,
            available: row.available,
            frozen: row.hold,
            locked: '0',
            limitAvailable: '0',
            uTime: now,
          }));
      },
    },
    {
      method: 'POST',
      path: '/spot/trade/place-order',
      right: 'trade',
      handler: (call) => placeSpotOrder(app, call, call.params),
    },
    {
      method: 'POST',
      path: '/spot/trade/cancel-order',
      right: 'trade',
      handler: async (call) => {
        const symbol = required(call.params, 'symbol');
        const orderId = optional(call.params, 'orderId');
        const clientOid = optional(call.params, 'clientOid');
        if (!orderId && !clientOid)
          throw new V2Error('parameterMissing', 'Parameter orderId cannot be empty');
        const order = await v1<SpotOrderWire>(call, 'POST', '/spot/order/cancel', {
          body: orderId ? { symbol, orderNo: orderId } : { symbol, clientOrderId: clientOid },
        });
        return { orderId: order.orderNo, clientOid: order.clientOrderId ?? '' };
      },
    },
    {
      method: 'GET',
      path: '/spot/trade/orderInfo',
      right: 'read',
      handler: async (call) => [await orderById(call)],
    },
    {
      method: 'GET',
      path: '/spot/trade/unfilled-orders',
      right: 'read',
      handler: async (call) => {
        const orders = await v1<SpotOrderWire[]>(call, 'GET', '/spot/order/open', {
          query: { symbol: optional(call.params, 'symbol') },
        });
        return orders.map((order) => v2SpotOrder(order, call.key!.userId));
      },
    },
    {
      method: 'GET',
      path: '/spot/trade/history-orders',
      right: 'read',
      handler: async (call) => {
        const orders = await v1<SpotOrderWire[]>(call, 'GET', '/spot/order/history', {
          query: {
            symbol: optional(call.params, 'symbol'),
            limit: Math.min(optionalInteger(call.params, 'limit') ?? 100, 100),
            before: optionalInteger(call.params, 'idLessThan'),
            startTime: optionalInteger(call.params, 'startTime'),
            endTime: optionalInteger(call.params, 'endTime'),
          },
        });
        return orders.map((order) => v2SpotOrder(order, call.key!.userId));
      },
    },
    {
      method: 'GET',
      path: '/spot/trade/fills',
      right: 'read',
      handler: async (call) => {
        const orderId = optional(call.params, 'orderId');
        const fills = await v1<V1Fill[]>(call, 'GET', '/spot/order/fills', {
          query: {
            symbol: optional(call.params, 'symbol'),
            limit: Math.min(optionalInteger(call.params, 'limit') ?? 100, 100),
            startTime: optionalInteger(call.params, 'startTime'),
            endTime: optionalInteger(call.params, 'endTime'),
          },
        });
        return fills
          .filter((fill) => orderId === undefined || fill.orderNo === orderId)
          .map((fill) => v2Fill(fill, call.key!.userId));
      },
    },
  ];
}
