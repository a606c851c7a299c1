import { z } from 'zod';
import { endpointQuery, wireDecimal, wireTime } from '../endpoint.ts';

/** Red packet wire shapes: create, claim and the lists (issue #28). */

export const RED_PACKET_MODES = ['lucky', 'equal'] as const;
export const redPacketMode = z.enum(RED_PACKET_MODES);
/** The wallet a packet is paid from: spot, or the funding wallet P2P trades from. */
export const RED_PACKET_SOURCES = ['spot', 'funding'] as const;
export type RedPacketSource = (typeof RED_PACKET_SOURCES)[number];
/** The envelope art the creator picks; screens draw it, the gateway only stores the name. */
export const RED_PACKET_COVERS = ['classic', 'gold', 'blossom'] as const;
export const RED_PACKET_STATUSES = ['open', 'finished', 'expired'] as const;

/** A share code: 12 characters of an alphabet without look-alikes, so guessing one is hopeless. */
export const redPacketCode = z.string().regex(/^[A-HJ-NP-Z2-9]{12}$/);

/** A positive amount with at most 8 decimals; hostile shapes fail here. */
export const redPacketAmount = z
  .string()
  .max(40)
  .regex(/^\d{1,20}(\.\d{1,8})?$/);

export const createRedPacketBody = z.strictObject({
  asset: z.string().regex(/^[A-Z0-9]{2,10}$/),
  source: z.enum(RED_PACKET_SOURCES).default('spot'),
  /** `total` splits the amount; `perShare` multiplies it by the count (equal mode only). */
  amount: redPacketAmount,
  amountIs: z.enum(['total', 'perShare']),
  count: z.number().int().min(1).max(1000),
  mode: redPacketMode,
  /** Plain text; markup is removed before it is stored (spec §5). */
  greeting: z.string().max(200).default(''),
  /** Hours until unclaimed shares return to the creator. */
  expiresInHours: z.number().int().min(1).max(168).default(24),
  newUsersOnly: z.boolean().default(false),
  cover: z.enum(RED_PACKET_COVERS).default('classic'),
  /** The second factor, required above the configured amount. */
  secondFactor: z.string().max(20).optional(),
});

export const claimRedPacketBody = z.strictObject({ code: redPacketCode });

export const redPacketClaim = z.object({
  nickname: z.string(),
  amount: wireDecimal,
  claimedAt: wireTime,
});

export const redPacket = z.object({
  code: redPacketCode,
  asset: z.string(),
  total: wireDecimal,
  count: z.number().int(),
  claimedCount: z.number().int(),
  mode: redPacketMode,
  greeting: z.string(),
  cover: z.enum(RED_PACKET_COVERS),
  /** The creator's nickname. */
  creator: z.string(),
  newUsersOnly: z.boolean(),
  status: z.enum(RED_PACKET_STATUSES),
  createdAt: wireTime,
  expiresAt: wireTime,
  refunded: wireDecimal,
  claims: z.array(redPacketClaim),
  /** What the caller won, when they claimed. */
  myShare: wireDecimal.nullable(),
  /** Whether the caller created it. */
  mine: z.boolean(),
});

export const redPacketQuery = endpointQuery({ code: redPacketCode });
