import { EventEmitter } from 'node:events';
import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { venueOf } from '../../../platform/trading-account.ts';
import { type FuturesEventFeed, futuresEventFeedOf } from '../../futures/index.ts';
import { MAX_MESSAGE_BYTES, repeatCheck, socketHeartbeat, socketOriginCheck } from '../../markets/index.ts';
import { KeySessions } from '../key-sessions.ts';
import { V2Error } from '../v2-errors.ts';
import { V2Socket } from './v2-socket.ts';
import { verifyLogin } from './ws-login.ts';
import { isWsRefusal, wsRefusal } from './ws-refusals.ts';

/** Bitget's limit: at most 10 messages a second per connection ("ping" included); more close it. */
const MESSAGES_PER_SECOND = 10;
/** Args in one subscribe or unsubscribe (as /ws). */
const MAX_ARGS = 50;

const anyArg = z.looseObject({
  instType: z.string().max(32).optional(),
  channel: z.string().max(64).optional(),
  instId: z.string().max(64).optional(),
  coin: z.string().max(32).optional(),
});
// Unknown fields are ignored, as Bitget does (ccxt sends its own `url` beside a login).
const clientMessage = z.discriminatedUnion('op', [
  z.looseObject({ op: z.literal('subscribe'), args: z.array(anyArg).min(1).max(MAX_ARGS) }),
  z.looseObject({ op: z.literal('unsubscribe'), args: z.array(anyArg).min(1).max(MAX_ARGS) }),
  z.looseObject({
    op: z.literal('login'),
    args: z
      .array(
        z.looseObject({
          apiKey: z.string().min(1).max(128),
          passphrase: z.string().max(128),
          timestamp: z.string().max(32),
          sign: z.string().min(1).max(256),
        }),
      )
      .length(1),
  }),
]);

function futuresEventsOf(app: FastifyInstance): FuturesEventFeed | undefined {
  try {
    return futuresEventFeedOf(app);
  } catch {
    return undefined;
  }
}

/** Whether the upgrade asked for the demo venue, as Bitget's `paptrading: 1` header (or `?paptrading=1`). */
function asksDemo(request: FastifyRequest): boolean {
  const header = request.headers.paptrading;
  const query = (request.query as Record<string, unknown> | undefined)?.paptrading;
  return header === '1' || query === '1';
}

/**
 * Bitget's v2 WebSocket API (issue #32 item 3): `/api/v2/ws/public` (books, books1/5/15, ticker,
 * trade, candles of SPOT and USDT-FUTURES) and `/api/v2/ws/private` (the `login` op, then orders,
 * fill, account and positions). Both are clients of the /ws stream hub, under /ws's Origin rule,
 * message size and heartbeat.
 */
export async function apiV2SocketsPlugin(app: FastifyInstance) {
  // The /ws plugin already dispatches every upgrade through the router; this registration only
  // serves this scope's routes, so it listens for upgrades on an emitter that never emits.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES, server: new EventEmitter() as never },
  });
  const sessions = new KeySessions(app.db);
  const sockets = new Map<WebSocket, V2Socket>();
  // The futures events of the venue each socket's account trades on: beside `npm run cluster` the
  // live venue's are the contract engines' (FuturesEventFeed), as the /ws futures channels are.
  const futuresEvents = futuresEventsOf(app);
  const detachFutures = futuresEvents?.onEvents((batch) => {
    for (const v2 of sockets.values()) if (v2.wantsFuturesBatches) v2.onFuturesBatch(batch);
  });
  const heartbeat = socketHeartbeat(app);
  // A private socket lasts only as long as its key: a deleted key ends it within one check.
  repeatCheck(app, app.config.streamSessionCheckMs, 'api v2 socket key check failed', () => {
    const keyed = [...sockets].filter(([, v2]) => v2.loggedIn !== undefined);
    if (keyed.length === 0) return undefined;
    const accessKeys = [...new Set(keyed.map(([, v2]) => v2.loggedIn!.accessKey))];
    return app.db
      .selectFrom('api_keys')
      .select('access_key')
      .where('access_key', 'in', accessKeys)
      .execute()
      .then((rows) => {
        const live = new Set(rows.map((row) => row.access_key));
        for (const [socket, v2] of keyed) if (!live.has(v2.loggedIn!.accessKey)) socket.terminate();
      });
  });
  app.addHook('onClose', async () => detachFutures?.());
  const checkOrigin = socketOriginCheck(app, 'api v2 upgrade from a foreign origin refused');

  const serve = (kind: 'public' | 'private') => async (socket: WebSocket, request: FastifyRequest) => {
    const v2 = new V2Socket(
      {
        send: (text) => socket.send(text),
        bufferedAmount: () => socket.bufferedAmount,
        terminate: () => socket.terminate(),
      },
      { hub: app.marketsHub, futuresEvents },
      kind,
    );
    sockets.set(socket, v2);
    heartbeat.watch(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      v2.close();
    });
    const demo = asksDemo(request);
    const received: number[] = [];
    // Logins are checked one after the other, so a message after a login sees its outcome.
    let queue = Promise.resolve();
    socket.on('message', (data) => {
      const now = Date.now();
      while (received.length > 0 && received[0]! <= now - 1000) received.shift();
      received.push(now);
      if (received.length > MESSAGES_PER_SECOND) {
        v2.refuse(wsRefusal('overLimit'));
        socket.close(1008, 'request over limit');
        return;
      }
      const text = String(data);
      queue = queue
        .then(() => handle(v2, text, request, demo))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'api v2 socket message failed');
          v2.refuse(wsRefusal('illegalRequest'));
        });
    });
  };

  async function handle(v2: V2Socket, text: string, request: FastifyRequest, demo: boolean): Promise<void> {
    if (text === 'ping') {
      v2.writeText('pong');
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      v2.refuse(wsRefusal('illegalRequest'));
      return;
    }
    const message = clientMessage.safeParse(parsed);
    if (!message.success) {
      const op = (parsed as { op?: unknown } | null)?.op;
      v2.refuse(
        wsRefusal(
          typeof op === 'string' && !['subscribe', 'unsubscribe', 'login'].includes(op)
            ? 'opInvalid'
            : 'paramError',
        ),
      );
      return;
    }
    const body = message.data;
    if (body.op === 'subscribe') return v2.subscribe(body.args);
    if (body.op === 'unsubscribe') return v2.unsubscribe(body.args);
    if (v2.kind !== 'private') {
      v2.refuse(wsRefusal('opInvalid'));
      return;
    }
    const proven = await verifyLogin(app.db, body.args[0]!, request.ip, Date.now());
    if (isWsRefusal(proven)) {
      v2.refuse(proven, { op: 'login' });
      return;
    }
    let userId: number;
    try {
      userId = await sessions.accountFor(proven.userId, demo);
    } catch (error) {
      if (error instanceof V2Error) {
        v2.refuse(wsRefusal('loginFailed', error.message), { op: 'login' });
        return;
      }
      throw error;
    }
    const user = await app.db
      .selectFrom('users')
      .select('kind')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    v2.logIn({ accessKey: proven.accessKey, userId, venue: venueOf(user) });
  }

  app.get('/api/v2/ws/public', { websocket: true, preValidation: checkOrigin }, serve('public'));
  app.get('/api/v2/ws/private', { websocket: true, preValidation: checkOrigin }, serve('private'));
}
