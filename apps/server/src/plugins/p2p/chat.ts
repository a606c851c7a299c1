import { randomUUID } from 'node:crypto';
import { P2P_CHAT_MAX } from '@tideline/protocol/p2p/schemas';
import { z } from 'zod';
import { serverMessage } from '../../i18n/index.ts';
import { cleanPlainText } from '../../platform/plain-text.ts';
import type { StreamChannel } from '../../platform/streams/channel-registry.ts';
import type { StreamBus } from '../../platform/streams/stream-bus.ts';
import { checkChatImage } from './chat-image.ts';
import { P2pCode } from './codes.ts';
import { P2pError } from './errors.ts';
import type { P2pDb } from './tables.ts';

/**
 * An order's chat (issue #25): plain text between its buyer and seller, cleaned of markup before
 * it is stored (spec §5), and images (chat-image.ts), listed over HTTP and pushed to both sides on
 * the private `p2p.chat` channel, whose topic is the user's own: a subscription needs no order,
 * and a message reaches every page of either side that listens.
 */

export const P2P_CHAT_CHANNEL = 'p2p.chat';

const topicOf = (userId: number) => `${P2P_CHAT_CHANNEL}:${userId}`;

export function chatChannel(): StreamChannel<{ channel: string }> {
  return {
    name: P2P_CHAT_CHANNEL,
    arg: z.strictObject({ channel: z.literal(P2P_CHAT_CHANNEL) }),
    isPrivate: true,
    open: (subscriber, arg) =>
      subscriber.userId === null
        ? { code: '20205', msg: serverMessage('auth.loginRequired', subscriber.languageType) }
        : { topic: topicOf(subscriber.userId), arg, snapshot: [] },
    topicOf: (subscriber) => (subscriber.userId === null ? undefined : topicOf(subscriber.userId)),
  };
}

interface ChatRow {
  id: string;
  order_id: string;
  user_id: number;
  text: string;
  image_id: string | null;
  created_at: number | string;
}

/** A message as `userId` sees it. */
export function chatWire(row: ChatRow, userId: number) {
  return {
    id: row.id,
    orderId: row.order_id,
    mine: row.user_id === userId,
    text: row.text,
    imageId: row.image_id,
    createdAt: Number(row.created_at),
  };
}

export async function chatOf(db: P2pDb, orderId: string, userId: number) {
  const rows = await db
    .selectFrom('p2p_chat_messages')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => chatWire(row, userId));
}

/**
 * Stores `raw` (cleaned) as `userId`'s message on an order whose two sides are given, and pushes
 * it to both. Nothing left after cleaning is refused: a message of markup alone says nothing.
 */
export async function sendChat(
  db: P2pDb,
  bus: StreamBus,
  order: ChatOrder,
  userId: number,
  raw: string,
  nowMs: number,
) {
  const text = cleanPlainText(raw, P2P_CHAT_MAX);
  if (text === '') throw new P2pError(P2pCode.chatEmpty);
  const row = {
    id: randomUUID(),
    order_id: order.id,
    user_id: userId,
    text,
    image_id: null,
    created_at: nowMs,
  };
  await db.insertInto('p2p_chat_messages').values(row).execute();
  return publish(bus, order, row, userId);
}

function publish(bus: StreamBus, order: ChatOrder, row: ChatRow, userId: number) {
  for (const party of [order.buyer_id, order.seller_id])
    bus.publish(topicOf(party), { channel: P2P_CHAT_CHANNEL, data: chatWire(row, party) });
  return chatWire(row, userId);
}

type ChatOrder = { id: string; buyer_id: number; seller_id: number };

/**
 * Stores an image `userId` sent on an order (its bytes checked by checkChatImage) with the message
 * that carries it, in one transaction, and pushes the message to both sides like a text.
 */
export async function sendChatImage(
  db: P2pDb,
  bus: StreamBus,
  order: ChatOrder,
  userId: number,
  bytes: Uint8Array,
  nowMs: number,
) {
  const mime = checkChatImage(bytes);
  const image = { id: randomUUID(), order_id: order.id, user_id: userId, mime, bytes, created_at: nowMs };
  const row = {
    id: randomUUID(),
    order_id: order.id,
    user_id: userId,
    text: '',
    image_id: image.id,
    created_at: nowMs,
  };
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('p2p_chat_images').values(image).execute();
    await tx.insertInto('p2p_chat_messages').values(row).execute();
  });
  return publish(bus, order, row, userId);
}

/** An image of `order`'s chat, or a refusal when the order has none of that id. */
export async function chatImageOf(db: P2pDb, order: ChatOrder, imageId: string) {
  const found = await db
    .selectFrom('p2p_chat_images')
    .select(['mime', 'bytes'])
    .where('id', '=', imageId)
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!found) throw new P2pError(P2pCode.imageNotFound);
  return found;
}
