import { P2P_CHAT_IMAGE_MAX_BYTES, P2P_CHAT_IMAGE_PATH, p2pId } from '@tideline/protocol/p2p/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../../platform/envelope.ts';
import { traderOf } from '../../platform/trading-account.ts';
import { chatImageOf, sendChatImage } from './chat.ts';
import { P2pCode } from './codes.ts';
import { P2pError } from './errors.ts';
import type { P2pService } from './service.ts';
import type { P2pDb } from './tables.ts';

/**
 * The two order chat image calls (docs/protocol-p2p.md §7). They carry a file, not JSON, so they
 * are routes of their own beside the endpoint table and hidden from its JSON reference:
 * `POST /v1/p2p/order/chat/image` (multipart: `orderId` and the file `file`) answers the chat
 * message in the envelope; `GET /v1/p2p/order/:id/chat/image/:imageId` answers the image's bytes
 * to the order's two sides only.
 */

/** Room for the multipart framing and the order id around the largest file. */
const UPLOAD_BODY_LIMIT = 2 * P2P_CHAT_IMAGE_MAX_BYTES;

export async function chatImageRoutes(app: FastifyInstance, options: { db: P2pDb; service: P2pService }) {
  const { db, service } = options;
  // §7 multipart bodies, read whole (the route's body limit caps them) by the platform's own
  // FormData parser; only this plugin's routes see it.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) => {
      const headers = { 'content-type': String(request.headers['content-type']) };
      try {
        return await new Response(new Uint8Array(body), { headers }).formData();
      } catch {
        throw new P2pError(P2pCode.imageType);
      }
    },
  );

  app.route({
    method: 'POST',
    url: P2P_CHAT_IMAGE_PATH,
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: { hide: true },
    onRequest: app.rateLimits.byAddress.trade,
    preHandler: [app.requireUser, app.rateLimits.byAccount.trade],
    handler: async (request) => {
      const form = request.body instanceof FormData ? request.body : undefined;
      const orderId = p2pId.safeParse(form?.get('orderId'));
      if (!orderId.success) throw new P2pError(P2pCode.orderNotFound);
      const file = form?.get('file');
      if (!(file instanceof Blob)) throw new P2pError(P2pCode.imageType);
      if (file.size > P2P_CHAT_IMAGE_MAX_BYTES) throw new P2pError(P2pCode.imageTooLarge);
      const userId = service.liveOnly(traderOf(request));
      const order = await service.orderOf(userId, orderId.data);
      const bytes = new Uint8Array(await file.arrayBuffer());
      return success(
        request,
        await sendChatImage(db, app.marketsHub, order, userId, bytes, app.clock.nowMs()),
      );
    },
  });

  app.route({
    method: 'GET',
    url: '/p2p/order/:id/chat/image/:imageId',
    schema: { hide: true },
    onRequest: app.rateLimits.byAddress['private-read'],
    preHandler: [app.requireUser, app.rateLimits.byAccount['private-read']],
    handler: async (request, reply) => {
      const params = request.params as { id: string; imageId: string };
      const orderId = p2pId.safeParse(params.id);
      const imageId = p2pId.safeParse(params.imageId);
      if (!orderId.success) throw new P2pError(P2pCode.orderNotFound);
      if (!imageId.success) throw new P2pError(P2pCode.imageNotFound);
      const order = await service.orderOf(service.liveOnly(traderOf(request)), orderId.data);
      const image = await chatImageOf(db, order, imageId.data);
      // The bytes were checked to be one of four raster types; the browser is told not to guess
      // another, to run nothing in them, and to keep them out of shared caches.
      return reply
        .header('content-type', image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=86400')
        .send(Buffer.from(image.bytes));
    },
  });
}
