import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import {
  bindAnswer,
  bindCodeBody,
  campaignQuery,
  campaignReport,
  codeLookup,
  commissionList,
  commissionQuery,
  createCodeBody,
  inviteCodeRow,
  inviteeList,
  lookupQuery,
  pageQuery,
  referralOverview,
} from './schemas.ts';

/** The referral programme: invite codes, attribution and daily commission (docs/protocol-referral.md). */

const read = { method: 'GET', tag: 'referral', auth: 'session', rateLimit: 'private-read' } as const;
const change = { method: 'POST', tag: 'referral', auth: 'session', rateLimit: 'account' } as const;

export const REFERRAL_ENDPOINTS = {
  overview: defineEndpoint({
    ...read,
    path: '/referral/overview',
    summary: 'My invite codes, invitee counts, commission tier and commission earned',
    query: endpointQuery({}),
    response: referralOverview,
  }),
  createCode: defineEndpoint({
    ...change,
    path: '/referral/codes',
    summary: 'Create another invite code with its kickback (share handed back to the invitee)',
    body: createCodeBody,
    example: { kickbackPercent: 10 },
    response: inviteCodeRow,
  }),
  bind: defineEndpoint({
    ...change,
    path: '/referral/bind',
    summary: 'Attribute my account to an inviter after a registration that carried no code',
    body: bindCodeBody,
    example: { code: 'ABCDEFGH' },
    response: bindAnswer,
  }),
  lookup: defineEndpoint({
    method: 'GET',
    tag: 'referral',
    auth: 'public',
    rateLimit: 'public-read',
    path: '/referral/lookup',
    summary: 'What a code from an invite link is: an inviter with a kickback, or a campaign',
    query: lookupQuery,
    example: { code: 'SPRING24' },
    response: codeLookup,
  }),
  invitees: defineEndpoint({
    ...read,
    path: '/referral/invitees',
    summary: 'The users I invited, newest first',
    query: pageQuery,
    response: inviteeList,
  }),
  commissions: defineEndpoint({
    ...read,
    path: '/referral/commissions',
    summary: 'My daily commission payouts, newest day first, within a date range',
    query: commissionQuery,
    response: commissionList,
  }),
  campaigns: defineEndpoint({
    method: 'GET',
    tag: 'referral',
    auth: 'public',
    rateLimit: 'public-read',
    path: '/referral/campaigns',
    summary:
      'Operator report: registrations per campaign code (channelCode, actCode...) and their trading, by UTC days; needs the operator key printed at start (token or x-outbox-token)',
    query: campaignQuery,
    example: { from: '2026-06-01', to: '2026-06-30' },
    response: campaignReport,
  }),
};
