import { z } from 'zod';
import { CANDLE_INTERVALS, candleRow } from '../candle.ts';
import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import { recordQuery } from '../record-query.ts';
import { decimalString, orderNumber, pairSymbol } from '../request-fields.ts';
import { spotFill } from './fill.ts';
import { fiatRates, orderSide, spotDepth, spotSymbol, spotTicker, spotTrade } from './market-data.ts';
import {
  batchCancelBody,
  batchCancelResults,
  cancelSpotOrderBody,
  placedSpotOrder,
  placeSpotOrderBody,
  spotOrder,
} from './order.ts';
import { cancelPlanBody, placePlanBody, spotPlan } from './plan.ts';

/** Spot market data and trading (spec §2 spot, docs/protocol-markets.md). */

const marketData = { method: 'GET', tag: 'spot', auth: 'public', rateLimit: 'public-read' } as const;
const accountRead = { method: 'GET', tag: 'spot', auth: 'session', rateLimit: 'private-read' } as const;
/** Order commands take no query parameters beyond the common ones. */
const command = {
  method: 'POST',
  tag: 'spot',
  auth: 'session',
  rateLimit: 'trade',
  query: endpointQuery({}),
} as const;

/** A page of the account's rows: newest first, older ones by the `before` cursor. */
const page = {
  symbol: pairSymbol.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Only rows older than this order number (orders, plans) or time (fills). */
  before: z.coerce.number().int().positive().optional(),
};

/** A limit buy far below the market: it rests, holding its notional. */
const restingBuy = { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '10000', size: '0.01' };

export const SPOT_ENDPOINTS = {
  symbols: defineEndpoint({
    ...marketData,
    path: '/market/symbols',
    summary: 'Listed spot symbols and their trading rules',
    query: endpointQuery({}),
    response: z.array(spotSymbol),
  }),
  fiatRates: defineEndpoint({
    ...marketData,
    path: '/market/fiat-rates',
    summary: 'What one USDT is worth in each valuation currency (fixed reference rates)',
    query: endpointQuery({}),
    response: fiatRates,
  }),
  tickers: defineEndpoint({
    ...marketData,
    path: '/market/tickers',
    summary: '24-hour tickers, all symbols or one',
    query: endpointQuery({ symbol: pairSymbol.optional() }),
    example: { symbol: 'BTCUSDT' },
    response: z.array(spotTicker),
  }),
  depth: defineEndpoint({
    ...marketData,
    path: '/market/depth',
    summary: 'Order book merged by a price step',
    query: endpointQuery({
      symbol: pairSymbol,
      step: decimalString.optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    example: { symbol: 'BTCUSDT', limit: 20 },
    response: spotDepth,
  }),
  trades: defineEndpoint({
    ...marketData,
    path: '/market/trades',
    summary: 'Recent public trades, newest first',
    query: endpointQuery({ symbol: pairSymbol, limit: z.coerce.number().int().min(1).max(500).default(100) }),
    example: { symbol: 'BTCUSDT', limit: 20 },
    response: z.array(spotTrade),
  }),
  candles: defineEndpoint({
    ...marketData,
    path: '/market/candles',
    summary: 'Candles, oldest first: [openTime, open, high, low, close, baseVolume, quoteVolume]',
    query: endpointQuery({
      symbol: pairSymbol,
      interval: z.enum(CANDLE_INTERVALS),
      limit: z.coerce.number().int().min(1).max(1000).default(200),
      endTime: z.coerce.number().int().min(0).optional(),
    }),
    example: { symbol: 'BTCUSDT', interval: '1m', limit: 10 },
    response: z.array(candleRow),
  }),
  placeOrder: defineEndpoint({
    ...command,
    path: '/spot/order/place',
    summary: 'Place a limit, market, post-only, IOC or FOK order',
    body: placeSpotOrderBody,
    example: restingBuy,
    response: placedSpotOrder,
  }),
  cancelOrder: defineEndpoint({
    ...command,
    path: '/spot/order/cancel',
    summary: 'Cancel an open order by orderNo or clientOrderId',
    body: cancelSpotOrderBody,
    example: { symbol: 'BTCUSDT', orderNo: '1' },
    response: spotOrder,
  }),
  batchCancel: defineEndpoint({
    ...command,
    path: '/spot/order/batchCancel',
    summary: 'Cancel the listed open orders, or every open order (of a symbol)',
    body: batchCancelBody,
    example: { symbol: 'BTCUSDT' },
    response: batchCancelResults,
  }),
  openOrders: defineEndpoint({
    ...accountRead,
    path: '/spot/order/open',
    summary: 'Open orders, newest first',
    query: endpointQuery({ symbol: pairSymbol.optional() }),
    example: { symbol: 'BTCUSDT' },
    response: z.array(spotOrder),
  }),
  orderDetail: defineEndpoint({
    ...accountRead,
    path: '/spot/order/detail',
    summary: 'One order of the account',
    query: endpointQuery({ orderNo: orderNumber }),
    example: { orderNo: '1' },
    response: spotOrder,
  }),
  orderHistory: defineEndpoint({
    ...accountRead,
    path: '/spot/order/history',
    summary: 'Finished orders (filled or cancelled), newest first; filters: symbol, side, status, time range',
    query: recordQuery({
      ...page,
      side: orderSide.optional(),
      status: z.enum(['filled', 'cancelled']).optional(),
    }),
    example: { symbol: 'BTCUSDT', limit: 10 },
    response: z.array(spotOrder),
  }),
  fills: defineEndpoint({
    ...accountRead,
    path: '/spot/order/fills',
    summary: 'Fills of the account, newest first; filters: symbol, side, time range',
    query: recordQuery({ ...page, side: orderSide.optional() }),
    example: { symbol: 'BTCUSDT', limit: 10 },
    response: z.array(spotFill),
  }),
  placePlan: defineEndpoint({
    ...command,
    path: '/spot/plan/place',
    summary: 'Place a plan (trigger) order: it places its order when the last price reaches the trigger',
    body: placePlanBody,
    example: { ...restingBuy, triggerPrice: '10000' },
    response: spotPlan,
  }),
  cancelPlan: defineEndpoint({
    ...command,
    path: '/spot/plan/cancel',
    summary: 'Cancel a waiting plan order',
    body: cancelPlanBody,
    example: { planNo: '1' },
    response: spotPlan,
  }),
  plans: defineEndpoint({
    ...accountRead,
    path: '/spot/plan/list',
    summary: 'Plan orders: waiting ones, or finished ones (history)',
    query: endpointQuery({ ...page, status: z.enum(['waiting', 'history']).default('waiting') }),
    example: { symbol: 'BTCUSDT' },
    response: z.array(spotPlan),
  }),
} as const;
