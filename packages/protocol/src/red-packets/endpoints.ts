import { z } from 'zod';
import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import { claimRedPacketBody, createRedPacketBody, redPacket, redPacketQuery } from './schemas.ts';

/** Red packets: crypto gifts shared by code (issue #28, docs/protocol-red-packets.md). */

const read = { method: 'GET', tag: 'red-packets', auth: 'session', rateLimit: 'private-read' } as const;
const command = { method: 'POST', tag: 'red-packets', auth: 'session', rateLimit: 'trade' } as const;

export const RED_PACKET_ENDPOINTS = {
  create: defineEndpoint({
    ...command,
    path: '/redpacket/create',
    summary: 'Create a red packet; its total moves from the chosen wallet to escrow',
    deviceToken: true,
    body: createRedPacketBody,
    example: { asset: 'USDT', amount: '30', amountIs: 'total', count: 3, mode: 'lucky' },
    response: redPacket,
  }),
  claim: defineEndpoint({
    ...command,
    path: '/redpacket/claim',
    summary: 'Claim one share of a red packet by its code (at most once per user)',
    body: claimRedPacketBody,
    example: { code: 'ABCDEFGHJKLM' },
    response: redPacket,
  }),
  show: defineEndpoint({
    ...read,
    // A visitor opening a shared link sees the packet before registering to claim it.
    auth: 'optional-session',
    path: '/redpacket/show',
    summary: 'A red packet by its code, with its claims',
    example: { code: 'ABCDEFGHJKLM' },
    query: redPacketQuery,
    response: redPacket,
  }),
  sent: defineEndpoint({
    ...read,
    path: '/redpacket/sent',
    summary: 'My sent red packets, newest first',
    query: endpointQuery({}),
    response: z.array(redPacket),
  }),
  received: defineEndpoint({
    ...read,
    path: '/redpacket/received',
    summary: 'Red packets I claimed, newest first',
    query: endpointQuery({}),
    response: z.array(redPacket),
  }),
};
