import { z } from 'zod';
import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import {
  marginAccount,
  marginAccountQuery,
  marginAccounts,
  marginCancelBody,
  marginInfo,
  marginLoanBody,
  marginOrder,
  marginOrdersQuery,
  marginPlaceBody,
  marginRecord,
  marginRecordsQuery,
  marginTransferBody,
  maxBorrowableAnswer,
} from './schemas.ts';

/** Margin trading: cross and isolated accounts, borrow, repay, orders (issue #23, docs/protocol-margin.md). */

const read = { method: 'GET', tag: 'margin', auth: 'session', rateLimit: 'private-read' } as const;
const command = {
  method: 'POST',
  tag: 'margin',
  auth: 'session',
  rateLimit: 'trade',
  query: endpointQuery({}),
} as const;

export const MARGIN_ENDPOINTS = {
  info: defineEndpoint({
    method: 'GET',
    tag: 'margin',
    auth: 'public',
    rateLimit: 'public-read',
    path: '/margin/info',
    summary: 'Margin pairs, leverage tiers, daily interest rates, the lending pool and the risk levels',
    query: endpointQuery({}),
    response: marginInfo,
  }),
  accounts: defineEndpoint({
    ...read,
    path: '/margin/accounts',
    summary: 'My cross account and isolated accounts: assets, liabilities, interest, margin level',
    query: endpointQuery({}),
    response: marginAccounts,
  }),
  maxBorrowable: defineEndpoint({
    ...read,
    path: '/margin/max-borrowable',
    summary: 'The most of an asset one account may borrow now',
    query: marginAccountQuery,
    example: { mode: 'cross', asset: 'USDT' },
    response: maxBorrowableAnswer,
  }),
  transfer: defineEndpoint({
    ...command,
    path: '/margin/transfer',
    summary: 'Move an asset between the spot wallet and a margin account',
    body: marginTransferBody,
    example: { mode: 'cross', direction: 'in', asset: 'USDT', amount: '10' },
    response: marginAccount,
  }),
  borrow: defineEndpoint({
    ...command,
    path: '/margin/borrow',
    summary: 'Borrow an asset from the lending pool into a margin account',
    body: marginLoanBody,
    example: { mode: 'cross', asset: 'USDT', amount: '1' },
    response: marginAccount,
  }),
  repay: defineEndpoint({
    ...command,
    path: '/margin/repay',
    summary: 'Repay interest, then principal, of an asset from the account',
    body: marginLoanBody,
    example: { mode: 'cross', asset: 'USDT', amount: '1' },
    response: marginAccount,
  }),
  placeOrder: defineEndpoint({
    ...command,
    path: '/margin/order/place',
    summary: 'Place a margin order in the spot book, normal, auto-borrow or auto-repay',
    body: marginPlaceBody,
    example: {
      mode: 'cross',
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '1000',
      size: '0.001',
    },
    response: marginOrder,
  }),
  cancelOrder: defineEndpoint({
    ...command,
    path: '/margin/order/cancel',
    summary: 'Cancel an open margin order',
    body: marginCancelBody,
    example: { mode: 'cross', symbol: 'BTCUSDT', orderNo: '1' },
    response: marginOrder,
  }),
  orders: defineEndpoint({
    ...read,
    path: '/margin/orders',
    summary: 'Open or finished margin orders of one account',
    query: marginOrdersQuery,
    example: { mode: 'cross', state: 'open' },
    response: z.array(marginOrder),
  }),
  records: defineEndpoint({
    ...read,
    path: '/margin/records',
    summary: 'Transfer, borrow, repay, interest and liquidation records, newest first',
    query: marginRecordsQuery,
    response: z.array(marginRecord),
  }),
};
