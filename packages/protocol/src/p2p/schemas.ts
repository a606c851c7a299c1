import { z } from 'zod';
import { endpointQuery, wireDecimal, wireTime } from '../endpoint.ts';
import {
  P2P_AD_STATES,
  P2P_CRYPTOS,
  P2P_FIATS,
  P2P_ORDER_STATES,
  P2P_PAYMENT_WINDOWS,
  P2P_PRICE_TYPES,
  P2P_SIDES,
} from './markets.ts';
import { PAYMENT_TYPES, type PaymentType } from './payment-types.ts';

/** P2P wire shapes (issue #25, docs/protocol-p2p.md). */

export const p2pCrypto = z.enum(P2P_CRYPTOS);
export const p2pFiat = z.enum(P2P_FIATS);
export const p2pSide = z.enum(P2P_SIDES);
export const paymentType = z.enum(PAYMENT_TYPES as [PaymentType, ...PaymentType[]]);
/** A positive amount with at most 8 decimals; hostile shapes fail here. */
export const p2pAmount = z
  .string()
  .max(40)
  .regex(/^\d{1,20}(\.\d{1,8})?$/);
/** A margin in percent, signed, at most 2 decimals. */
export const p2pMargin = z
  .string()
  .max(10)
  .regex(/^-?\d{1,3}(\.\d{1,2})?$/);
export const p2pId = z.string().regex(/^[0-9a-f-]{36}$/);
const paymentWindow = z.union(P2P_PAYMENT_WINDOWS.map((minutes) => z.literal(minutes)) as never) as z.ZodType<
  (typeof P2P_PAYMENT_WINDOWS)[number]
>;
const secondFactor = z.string().max(20).optional();

export const adFields = z.strictObject({
  side: p2pSide,
  crypto: p2pCrypto,
  fiat: p2pFiat,
  priceType: z.enum(P2P_PRICE_TYPES),
  /** Fiat per one crypto, for a fixed price. */
  price: p2pAmount.optional(),
  /** Percent over the index price, for a floating price. */
  margin: p2pMargin.optional(),
  /** Crypto the ad offers (sell) or wants (buy). */
  total: p2pAmount,
  /** Per-order limits in fiat. */
  minOrder: p2pAmount,
  maxOrder: p2pAmount,
  paymentMethodIds: z.array(p2pId).max(5),
  paymentWindow,
  terms: z.string().max(500).default(''),
  /** Counterparty conditions: the taker registered at least this many days ago. */
  minAccountAgeDays: z.number().int().min(0).max(365).default(0),
});

export const editAdBody = adFields.extend({ adId: p2pId });
export const adIdBody = z.strictObject({ adId: p2pId });
export const putCoinBody = z.strictObject({ adId: p2pId, amount: p2pAmount });
export const takeAdBody = z.strictObject({
  adId: p2pId,
  /** What the taker pays or receives, in fiat. */
  fiatAmount: p2pAmount,
});
export const orderIdBody = z.strictObject({ orderId: p2pId });
export const markPaidBody = z.strictObject({ orderId: p2pId, paymentMethodId: p2pId });
export const confirmBody = z.strictObject({ orderId: p2pId, secondFactor });
export const appealBody = z.strictObject({ orderId: p2pId, reason: z.string().min(1).max(500) });
export const decideBody = z.strictObject({ orderId: p2pId, outcome: z.enum(['release', 'return']) });
export const addPaymentBody = z.strictObject({
  type: paymentType,
  fiat: p2pFiat,
  fields: z.record(z.string().max(40), z.string().max(100)),
  secondFactor,
});
export const removePaymentBody = z.strictObject({ id: p2pId });
/** The longest chat message kept, in characters, after the gateway cleaned it (spec §5). */
export const P2P_CHAT_MAX = 500;
/**
 * Order chat images (docs/protocol-p2p.md §7): a multipart POST of one file named `file` and the
 * field `orderId`; PNG, JPEG, GIF or WebP by their first bytes, at most 2 MiB. The client gives
 * the upload the §9 long-call time-out (60 s, core's LONG_CALL_TIMEOUT_MS) instead of 10 s.
 */
export const P2P_CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const P2P_CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const P2P_CHAT_IMAGE_PATH = '/p2p/order/chat/image';
/** Where an order's image is read back, by its two sides only. */
export const p2pChatImagePath = (orderId: string, imageId: string) =>
  `/p2p/order/${encodeURIComponent(orderId)}/chat/image/${encodeURIComponent(imageId)}`;
export const sendChatBody = z.strictObject({ orderId: p2pId, text: z.string().min(1).max(2_000) });
export const p2pTransferBody = z.strictObject({
  direction: z.enum(['in', 'out']),
  asset: p2pCrypto,
  amount: p2pAmount,
});

export const adListQuery = endpointQuery({
  side: p2pSide,
  crypto: p2pCrypto,
  fiat: p2pFiat,
  /** Only ads whose limits admit this fiat amount. */
  amount: p2pAmount.optional(),
  paymentType: paymentType.optional(),
});
export const orderListQuery = endpointQuery({ state: z.enum(['open', 'done']).optional() });
export const orderParams = z.object({ id: p2pId });

export const paymentMethod = z.object({
  id: p2pId,
  type: paymentType,
  fiat: p2pFiat,
  fields: z.record(z.string(), z.string()),
});

export const merchantStats = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  /** Completed orders over the last 30 days. */
  orders30d: z.number().int(),
  /** Completed over completed plus cancelled, in percent; null before the first order. */
  completionRate: z.string().nullable(),
  /** Average seconds from paid to release; null with no release yet. */
  avgReleaseSeconds: z.number().int().nullable(),
  /** Average seconds from order to paid; null with no payment yet. */
  avgPaySeconds: z.number().int().nullable(),
});

export const ad = z.object({
  id: p2pId,
  side: p2pSide,
  crypto: p2pCrypto,
  fiat: p2pFiat,
  priceType: z.enum(P2P_PRICE_TYPES),
  /** The price now: fixed, or the index price with the margin. */
  price: wireDecimal,
  margin: wireDecimal.nullable(),
  total: wireDecimal,
  remaining: wireDecimal,
  minOrder: wireDecimal,
  /** The upper limit now: the smaller of the set limit and what remains. */
  maxOrder: wireDecimal,
  paymentTypes: z.array(paymentType),
  paymentMethodIds: z.array(p2pId),
  paymentWindow: z.number().int(),
  terms: z.string(),
  minAccountAgeDays: z.number().int(),
  state: z.enum(P2P_AD_STATES),
  merchant: merchantStats,
  mine: z.boolean(),
});

export const order = z.object({
  id: p2pId,
  adId: p2pId,
  /** The caller's side: `buy` receives the crypto. */
  mySide: p2pSide,
  crypto: p2pCrypto,
  fiat: p2pFiat,
  price: wireDecimal,
  cryptoAmount: wireDecimal,
  fiatAmount: wireDecimal,
  state: z.enum(P2P_ORDER_STATES),
  counterparty: z.string(),
  createdAt: wireTime,
  /** The buyer must mark paid before this. */
  payBy: wireTime,
  paidAt: wireTime.nullable(),
  /** Either side may appeal from this time on, once paid. */
  appealFrom: wireTime.nullable(),
  closedAt: wireTime.nullable(),
  /** The seller's methods the buyer may pay to, with their details (shown to the buyer only). */
  paymentMethods: z.array(paymentMethod),
  appealReason: z.string().nullable(),
  /** How the order ended: released, returned by the timeout, cancelled, or by an operator. */
  outcome: z.enum(['released', 'cancelled', 'expired', 'operatorReleased', 'operatorReturned']).nullable(),
});

/** One message of an order's chat: plain text, cleaned of markup before it was stored. */
export const chatMessage = z.object({
  id: p2pId,
  orderId: p2pId,
  /** Written by the caller (else by the counterparty). */
  mine: z.boolean(),
  /** Empty for an image message. */
  text: z.string(),
  /** The image the message carries (read at p2pChatImagePath), or null for text. */
  imageId: p2pId.nullable(),
  createdAt: wireTime,
});

/** `/p2p/merchant/:userId`: a merchant's statistics from real orders and its online ads. */
export const merchantParams = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const merchantProfile = z.object({
  merchant: merchantStats,
  /** Every online ad of the merchant, of any market, best price first per market. */
  ads: z.array(ad),
});

/**
 * A P2P funds record (`GET /p2p/records`), one per entry of the P2P book that touched the caller's
 * wallet, ads or escrows: transfers with spot, crypto locked in or freed from a sell ad, an
 * order's escrow locked, released or returned, and the crypto a buyer received.
 */
export const P2P_RECORD_KINDS = [
  'transfer_in',
  'transfer_out',
  'ad_lock',
  'ad_unlock',
  'escrow_lock',
  'escrow_release',
  'escrow_return',
  'order_received',
] as const;
export const p2pRecord = z.object({
  /** The posting's number: unique, and the `before` cursor of the next page. */
  recordId: z.string(),
  kind: z.enum(P2P_RECORD_KINDS),
  asset: p2pCrypto,
  /** Always positive; the kind says which way it moved. */
  amount: wireDecimal,
  /** The order or ad the entry belongs to; null for a transfer. */
  orderId: p2pId.nullable(),
  adId: p2pId.nullable(),
  ts: wireTime,
});
export const p2pRecordsQuery = endpointQuery({
  kind: z.enum(P2P_RECORD_KINDS).optional(),
  asset: p2pCrypto.optional(),
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.coerce.number().int().positive().optional(),
});

export const p2pWallet = z.array(z.object({ asset: z.string(), available: wireDecimal, inAds: wireDecimal }));
