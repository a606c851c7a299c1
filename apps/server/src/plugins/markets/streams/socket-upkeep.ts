import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../../../platform/envelope.ts';
import { ResultCode } from '../../../platform/result-codes.ts';
import { isAllowedSocketOrigin } from './socket-origin.ts';

/** The largest message a client may send on any socket (/ws and the bot API's). */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** A connection that does not answer a protocol-level ping within this long is closed. */
export const SOCKET_HEARTBEAT_MS = 30_000;

/**
 * The upgrade's `preValidation` for every socket route (/ws and the bot API's): refuses a page
 * from an origin the gateway does not serve (issue #21 item 9, see socket-origin.ts).
 */
export function socketOriginCheck(app: FastifyInstance, refusedLogText: string) {
  const allowedOrigins = [
    ...(app.config.publicOrigin ? [app.config.publicOrigin] : []),
    ...app.config.allowedOrigins,
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAllowedSocketOrigin(request.headers.origin, request.host, allowedOrigins)) {
      request.log.info({ origin: request.headers.origin }, refusedLogText);
      return reply.code(403).send(failure(request, ResultCode.error, 'request.originRefused'));
    }
  };
}

/**
 * Dead peers (a laptop lid closed, a NAT dropping state) never send a close frame: every socket
 * watched is pinged each period and terminated if it did not answer the previous ping.
 */
export function socketHeartbeat(app: FastifyInstance): { watch(socket: WebSocket): void } {
  const answered = new Map<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const [socket, pong] of answered) {
      if (!pong) {
        socket.terminate();
        continue;
      }
      answered.set(socket, false);
      socket.ping();
    }
  }, SOCKET_HEARTBEAT_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return {
    watch(socket) {
      answered.set(socket, true);
      socket.on('pong', () => answered.set(socket, true));
      socket.on('close', () => answered.delete(socket));
    },
  };
}

/**
 * Runs `check` every `everyMs` while the server is open, never two at once: a slow database makes
 * checks further apart instead of piling them up. A failed check is logged and the next one runs.
 */
export function repeatCheck(
  app: FastifyInstance,
  everyMs: number,
  failureLogText: string,
  check: () => Promise<void> | undefined,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    const pending = check();
    if (pending === undefined) return;
    running = true;
    void pending
      .catch((error: unknown) => app.log.warn({ err: error }, failureLogText))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
