import { z } from 'zod';
import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import {
  applyLeadBody,
  copyIdBody,
  copyRecord,
  copyRecordsQuery,
  copySummary,
  followBody,
  leadDashboard,
  leadTraderCard,
  leadTraderProfile,
  rankingQuery,
  traderQuery,
} from './schemas.ts';

/** Copy trading on USDT futures (docs/protocol-copy-trading.md). */

const market = {
  method: 'GET',
  tag: 'copy-trading',
  auth: 'optional-session',
  rateLimit: 'public-read',
} as const;
const read = { method: 'GET', tag: 'copy-trading', auth: 'session', rateLimit: 'private-read' } as const;
const command = { method: 'POST', tag: 'copy-trading', auth: 'session', rateLimit: 'trade' } as const;

export const COPY_TRADING_ENDPOINTS = {
  traders: defineEndpoint({
    ...market,
    path: '/copy-trading/traders',
    summary: 'Lead traders ranked by ROI, PnL, drawdown or followers over 7, 30 or 90 days',
    query: rankingQuery,
    response: z.array(leadTraderCard),
  }),
  trader: defineEndpoint({
    ...market,
    path: '/copy-trading/trader',
    summary: "A lead trader's profile, statistics, daily PnL, open positions and closed trades",
    query: traderQuery,
    example: { traderId: '1' },
    response: leadTraderProfile,
  }),
  applyLead: defineEndpoint({
    ...command,
    path: '/copy-trading/lead/apply',
    summary: 'Become a lead trader (needs a minimum futures balance) or change the public profile',
    body: applyLeadBody,
    example: { nickname: 'Tidewalker', bio: 'Trend trades on majors', tags: ['trend'] },
    response: leadTraderCard,
  }),
  follow: defineEndpoint({
    ...command,
    path: '/copy-trading/follow',
    summary: 'Copy a lead trader: move the investment from the futures wallet into a copy account',
    body: followBody,
    example: { traderId: '1', mode: 'fixed', fixedMargin: '20', investment: '200' },
    response: copySummary,
  }),
  unfollow: defineEndpoint({
    ...command,
    path: '/copy-trading/unfollow',
    summary: 'Stop copying: close the copied positions, settle profit share, return the rest to futures',
    body: copyIdBody,
    example: { copyId: '1' },
    response: copySummary,
  }),
  copies: defineEndpoint({
    ...read,
    path: '/copy-trading/copies',
    summary: 'My copies (active first) with their copied positions',
    query: endpointQuery({}),
    response: z.array(copySummary),
  }),
  records: defineEndpoint({
    ...read,
    path: '/copy-trading/records',
    summary: 'My copied and skipped orders and profit share paid or received, newest first',
    query: copyRecordsQuery,
    response: z.array(copyRecord),
  }),
  dashboard: defineEndpoint({
    ...read,
    path: '/copy-trading/lead/dashboard',
    summary: 'As a lead trader: my profile, my followers and the profit share earned',
    query: endpointQuery({}),
    response: leadDashboard,
  }),
  removeFollower: defineEndpoint({
    ...command,
    path: '/copy-trading/lead/remove-follower',
    summary: "As a lead trader: end a follower's copy (it is stopped as if the follower stopped it)",
    body: copyIdBody,
    example: { copyId: '1' },
    response: copySummary,
  }),
};
