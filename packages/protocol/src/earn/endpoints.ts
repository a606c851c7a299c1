import { z } from 'zod';
import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import {
  aprChange,
  aprHistoryQuery,
  autoRenewBody,
  earnAccount,
  earnHolding,
  earnProduct,
  earnProductsQuery,
  earnRecord,
  earnRecordsQuery,
  earnTransferBody,
  redeemBody,
  subscribeBody,
} from './schemas.ts';

/** Earn: flexible savings and fixed-term products (docs/protocol-earn.md). */

const market = { method: 'GET', tag: 'earn', auth: 'public', rateLimit: 'public-read' } as const;
const read = { method: 'GET', tag: 'earn', auth: 'session', rateLimit: 'private-read' } as const;
const command = { method: 'POST', tag: 'earn', auth: 'session', rateLimit: 'trade' } as const;

export const EARN_ENDPOINTS = {
  products: defineEndpoint({
    ...market,
    path: '/earn/products',
    summary: 'Earn products with their rate bands, term, quotas and what is left of the total cap',
    query: earnProductsQuery,
    response: z.array(earnProduct),
  }),
  aprHistory: defineEndpoint({
    ...market,
    path: '/earn/apr-history',
    summary: "A product's rate changes, newest first",
    query: aprHistoryQuery,
    example: { productId: 'usdt-flexible' },
    response: z.array(aprChange),
  }),
  subscribe: defineEndpoint({
    ...command,
    path: '/earn/subscribe',
    summary: 'Move an amount from the spot wallet into an earn product',
    body: subscribeBody,
    example: { productId: 'usdt-flexible', amount: '100', autoRenew: false },
    response: earnHolding,
  }),
  redeem: defineEndpoint({
    ...command,
    path: '/earn/redeem',
    summary: 'Take a flexible holding (or part of it) or a fixed one early back to the spot wallet',
    body: redeemBody,
    example: { holdingId: '1', amount: '10' },
    response: earnHolding,
  }),
  autoRenew: defineEndpoint({
    ...command,
    path: '/earn/auto-renew',
    summary: 'Turn auto-renew of a fixed holding on or off',
    body: autoRenewBody,
    example: { holdingId: '1', autoRenew: true },
    response: earnHolding,
  }),
  holdings: defineEndpoint({
    ...read,
    path: '/earn/holdings',
    summary: 'My earn holdings, active first',
    query: endpointQuery({}),
    response: z.array(earnHolding),
  }),
  account: defineEndpoint({
    ...read,
    path: '/earn/account',
    summary: 'My earn wallet per asset: what is free to move to spot and what is held in products',
    query: endpointQuery({}),
    response: earnAccount,
  }),
  transfer: defineEndpoint({
    ...command,
    path: '/earn/transfer',
    summary: "Move an amount between the spot wallet and the earn wallet's available part",
    body: earnTransferBody,
    example: { direction: 'in', asset: 'USDT', amount: '1' },
    response: earnAccount,
  }),
  records: defineEndpoint({
    ...read,
    path: '/earn/records',
    summary: 'My subscriptions, redemptions and interest payouts within a time range, newest first',
    query: earnRecordsQuery,
    response: z.array(earnRecord),
  }),
};
