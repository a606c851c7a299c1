import { z } from 'zod';
import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import { downloadEntry, feeSchedule, inclusionProof, protectionFund, reserves } from './schemas.ts';

/** The §2 informational pages' calls: fees and VIP tiers, proof of reserves, protection fund, apps. */
const common = { method: 'GET', tag: 'info', query: endpointQuery({}), rateLimit: 'public-read' } as const;

export const INFO_ENDPOINTS = {
  fees: defineEndpoint({
    ...common,
    path: '/info/fees',
    summary: 'Spot and futures fee tiers (VIP0-VIP5); with a session, the caller’s own tier',
    auth: 'optional-session',
    response: feeSchedule,
  }),
  reserves: defineEndpoint({
    ...common,
    path: '/info/reserves',
    summary: 'Proof of reserves: per-asset user liabilities, reserves, ratio and the Merkle root',
    auth: 'public',
    response: reserves,
  }),
  reserveProof: defineEndpoint({
    ...common,
    path: '/info/reserves/proof',
    summary: 'The caller’s leaf in the latest reserve snapshot and its Merkle inclusion proof',
    auth: 'session',
    rateLimit: 'private-read',
    response: inclusionProof,
  }),
  protectionFund: defineEndpoint({
    ...common,
    path: '/info/protection-fund',
    summary: 'The futures protection (insurance) fund: balance now and its sampled history',
    auth: 'public',
    response: protectionFund,
  }),
  downloads: defineEndpoint({
    ...common,
    path: '/info/downloads',
    summary: 'Client apps per platform: version, release date, requirements',
    auth: 'public',
    response: z.array(downloadEntry),
  }),
} as const;
