import { z } from 'zod';
import { CANDLE_INTERVALS, candleRow } from '../candle.ts';
import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import { pairSymbol } from '../request-fields.ts';
import {
  futuresAccount,
  futuresBalance,
  futuresSettings,
  leverageBody,
  marginModeBody,
  positionModeAnswer,
  positionModeBody,
  symbolSettings,
  transferBody,
} from './account.ts';
import { futuresContract } from './contract.ts';
import { insuranceFund, insuranceFundQuery } from './insurance-fund.ts';
import { futuresDepth, futuresTrade } from './market-data.ts';
import { maxOpenSize, maxOpenSizeQuery } from './max-open-size.ts';
import {
  cancelOrderBody,
  futuresOpenOrder,
  futuresOrderAnswer,
  placedFuturesOrder,
  placeOrderBody,
} from './order.ts';
import {
  closeAllBody,
  closePositionBody,
  futuresPosition,
  positionMarginBody,
  positionTpslBody,
} from './position.ts';
import {
  closedPositionRecord,
  futuresFillRecord,
  futuresFundingRecord,
  futuresLiquidationRecord,
  futuresOrderRecord,
  futuresRecordQuery,
} from './records.ts';
import { futuresTicker } from './ticker.ts';

/** USDT-margined perpetual futures: market data, trading, positions, account (spec §2 futures, docs/protocol-futures.md). */

const market = { method: 'GET', tag: 'futures', auth: 'public', rateLimit: 'public-read' } as const;
const read = { method: 'GET', tag: 'futures', auth: 'session', rateLimit: 'private-read' } as const;
const command = { method: 'POST', tag: 'futures', auth: 'session', rateLimit: 'trade' } as const;
const optionalSymbol = endpointQuery({ symbol: pairSymbol.optional() });
const bookQuery = endpointQuery({
  symbol: pairSymbol,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/** A limit buy far below the market: it rests, holding a little margin. */
const restingBuy = { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '1000.00', size: '0.001' };

export const FUTURES_ENDPOINTS = {
  contracts: defineEndpoint({
    ...market,
    path: '/futures/contracts',
    summary: 'Every perpetual contract: precision, size limits, funding cap, risk tiers',
    query: endpointQuery({}),
    response: z.array(futuresContract),
  }),
  tickers: defineEndpoint({
    ...market,
    path: '/futures/tickers',
    summary: 'Index, mark and last price, funding and 24-hour figures of every contract (or one)',
    query: optionalSymbol,
    example: { symbol: 'BTCUSDT' },
    response: z.array(futuresTicker),
  }),
  depth: defineEndpoint({
    ...market,
    path: '/futures/depth',
    summary: 'The order book of a contract, best levels first',
    query: bookQuery,
    example: { symbol: 'BTCUSDT', limit: 20 },
    response: futuresDepth,
  }),
  trades: defineEndpoint({
    ...market,
    path: '/futures/trades',
    summary: 'The newest public trades of a contract',
    query: bookQuery,
    example: { symbol: 'BTCUSDT', limit: 20 },
    response: z.array(futuresTrade),
  }),
  candles: defineEndpoint({
    ...market,
    path: '/futures/candles',
    summary: 'Candles of a contract (the index market’s before its first trade), oldest first',
    query: endpointQuery({
      symbol: pairSymbol,
      interval: z.enum(CANDLE_INTERVALS),
      limit: z.coerce.number().int().min(1).max(1000).default(200),
      endTime: z.coerce.number().int().min(0).optional(),
    }),
    example: { symbol: 'BTCUSDT', interval: '1m', limit: 10 },
    response: z.array(candleRow),
  }),
  insuranceFund: defineEndpoint({
    ...market,
    path: '/futures/insurance-fund',
    summary: 'The protection fund’s balance and its changes, newest first',
    query: insuranceFundQuery,
    example: { limit: 10 },
    response: insuranceFund,
  }),
  account: defineEndpoint({
    ...read,
    path: '/futures/account',
    summary: 'The futures wallet: balance, margins, unrealised PnL, equity, what may be moved out',
    query: endpointQuery({}),
    response: futuresAccount,
  }),
  transfer: defineEndpoint({
    ...command,
    rateLimit: 'account',
    path: '/futures/transfer',
    summary: 'Moves USDT between the spot wallet and the futures wallet',
    body: transferBody,
    example: { direction: 'in', amount: '10' },
    response: futuresBalance,
  }),
  settings: defineEndpoint({
    ...read,
    path: '/futures/settings',
    summary: 'The caller’s leverage, margin mode and position mode on a contract',
    query: endpointQuery({ symbol: pairSymbol }),
    example: { symbol: 'BTCUSDT' },
    response: futuresSettings,
  }),
  leverage: defineEndpoint({
    ...command,
    path: '/futures/leverage',
    summary: 'Sets the leverage of a contract (1 to its tier maximum)',
    body: leverageBody,
    example: { symbol: 'BTCUSDT', leverage: 10 },
    response: symbolSettings,
  }),
  marginMode: defineEndpoint({
    ...command,
    path: '/futures/margin-mode',
    summary: 'Sets a contract’s margin mode (1 isolated, 2 cross)',
    body: marginModeBody,
    example: { symbol: 'BTCUSDT', marginMode: 1 },
    response: symbolSettings,
  }),
  positionMode: defineEndpoint({
    ...command,
    path: '/futures/position-mode',
    summary: 'Sets the position mode (1 one-way, 2 hedge)',
    body: positionModeBody,
    example: { positionMode: 2 },
    response: positionModeAnswer,
  }),
  placeOrder: defineEndpoint({
    ...command,
    path: '/futures/order/place',
    summary: 'Places a limit or market order, optionally a trigger order with TP/SL',
    body: placeOrderBody,
    example: restingBuy,
    response: placedFuturesOrder.nullable(),
  }),
  cancelOrder: defineEndpoint({
    ...command,
    path: '/futures/order/cancel',
    summary: 'Cancels a resting or trigger order',
    body: cancelOrderBody,
    example: { symbol: 'BTCUSDT', orderId: '1' },
    response: futuresOrderAnswer.nullable(),
  }),
  openOrders: defineEndpoint({
    ...read,
    path: '/futures/orders/open',
    summary: 'The caller’s open orders: resting, then trigger orders',
    query: optionalSymbol,
    example: { symbol: 'BTCUSDT' },
    response: z.array(futuresOpenOrder),
  }),
  positions: defineEndpoint({
    ...read,
    path: '/futures/positions',
    summary: 'The caller’s open positions with mark, unrealised PnL, ROE and liquidation price',
    query: optionalSymbol,
    example: { symbol: 'BTCUSDT' },
    response: z.array(futuresPosition),
  }),
  maxOpenSize: defineEndpoint({
    ...read,
    path: '/futures/max-open-size',
    summary: 'The largest long and short the caller can open on a contract at a price',
    query: maxOpenSizeQuery,
    example: { symbol: 'BTCUSDT', price: '1000.00' },
    response: maxOpenSize,
  }),
  positionTpsl: defineEndpoint({
    ...command,
    path: '/futures/position/tpsl',
    summary: 'Sets or clears a position’s take profit and stop loss',
    body: positionTpslBody,
    example: { symbol: 'BTCUSDT', positionSide: 1, takeProfit: null },
    response: futuresPosition.nullable(),
  }),
  positionMargin: defineEndpoint({
    ...command,
    path: '/futures/position/margin',
    summary: 'Adds margin to or removes it from an isolated position',
    body: positionMarginBody,
    example: { symbol: 'BTCUSDT', positionSide: 1, action: 'add', amount: '1' },
    response: futuresPosition.nullable(),
  }),
  closePosition: defineEndpoint({
    ...command,
    path: '/futures/position/close',
    summary: 'Closes a position (or part of it) with a reduce-only order',
    body: closePositionBody,
    example: { symbol: 'BTCUSDT', positionSide: 1 },
    response: futuresOrderAnswer.nullable(),
  }),
  closeAll: defineEndpoint({
    ...command,
    path: '/futures/position/close-all',
    summary: 'Closes every open position (of one contract, or all) at market',
    body: closeAllBody,
    example: { symbol: 'BTCUSDT' },
    response: z.array(futuresOrderAnswer.nullable()),
  }),
  orderHistory: defineEndpoint({
    ...read,
    path: '/futures/orders/history',
    summary: 'The caller’s finished orders, newest first',
    query: futuresRecordQuery,
    example: { symbol: 'BTCUSDT', limit: 10 },
    response: z.array(futuresOrderRecord),
  }),
  fills: defineEndpoint({
    ...read,
    path: '/futures/fills',
    summary: 'The caller’s fills, newest first',
    query: futuresRecordQuery,
    example: { symbol: 'BTCUSDT', limit: 10 },
    response: z.array(futuresFillRecord),
  }),
  funding: defineEndpoint({
    ...read,
    path: '/futures/funding',
    summary: 'The caller’s funding payments, newest first',
    query: futuresRecordQuery,
    example: { symbol: 'BTCUSDT', limit: 10 },
    response: z.array(futuresFundingRecord),
  }),
  liquidations: defineEndpoint({
    ...read,
    path: '/futures/liquidations',
    summary: 'The caller’s liquidated positions, newest first',
    query: futuresRecordQuery,
    example: { symbol: 'BTCUSDT', limit: 10 },
    response: z.array(futuresLiquidationRecord),
  }),
  positionHistory: defineEndpoint({
    ...read,
    path: '/futures/positions/history',
    summary: 'The caller’s closed positions, newest first',
    query: futuresRecordQuery,
    example: { symbol: 'BTCUSDT', limit: 10 },
    response: z.array(closedPositionRecord),
  }),
} as const;
