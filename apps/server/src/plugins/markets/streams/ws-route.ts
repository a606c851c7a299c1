import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validationText } from '../../../i18n/validation-texts.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import { venueOf } from '../../../platform/trading-account.ts';
import { liveSessionDigests, resolveSession, SESSION_COOKIE } from '../../accounts/index.ts';
import { zodErrorMapFor } from '../../platform/validation-message.ts';
import { SessionBoundSockets } from './session-bound-sockets.ts';
import { MAX_MESSAGE_BYTES, repeatCheck, socketHeartbeat, socketOriginCheck } from './socket-upkeep.ts';
import type { StreamClient } from './stream-hub.ts';
import { clientMessage, type ParsedArg, refusedInputText } from './subscriptions.ts';

/** The socket's language is the `languageType` of the /ws URL (§7); without a valid one, English (§8). */
const socketQuery = z.looseObject({ languageType: z.coerce.number().int().min(0).max(999).catch(0) });

function languageTypeOf(query: unknown): number {
  const parsed = socketQuery.safeParse(query);
  return parsed.success ? parsed.data.languageType : 0;
}

/**
 * GET /ws: one WebSocket per client for public and private channels. The session cookie sent with
 * the upgrade request authenticates the private channels (orders, fills, balances and those other
 * plugins register); without one, only public channels are offered. A session switched to demo
 * subscribes the demo venue's private channels.
 */
export async function marketsStreamsPlugin(app: FastifyInstance) {
  const hub = app.marketsHub;
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const heartbeat = socketHeartbeat(app);
  // A signed-in socket lasts only as long as its session: a logout, a password change or an expiry
  // ends it within one check (issue #21 item 14), so a stolen cookie's stream does not outlive it.
  const signedIn = new SessionBoundSockets<WebSocket>();
  repeatCheck(app, app.config.streamSessionCheckMs, 'stream session check failed', () =>
    signedIn.check((digests) => liveSessionDigests(app.db, digests)),
  );
  const checkOrigin = socketOriginCheck(app, 'stream upgrade from a foreign origin refused');

  app.get('/ws', { websocket: true, preValidation: checkOrigin }, async (socket, request) => {
    // Buffer what the client says while the session is looked up.
    const early: string[] = [];
    const collect = (data: unknown) => early.push(String(data));
    socket.on('message', collect);
    let userId: number | null = null;
    let venue: VenueName = 'live';
    try {
      const session = await resolveSession(app.db, request.cookies[SESSION_COOKIE]);
      userId = session.userId;
      venue = venueOf(session);
      // A socket that closed during the lookup has nothing left to end.
      if (socket.readyState === socket.OPEN) signedIn.add(socket, session.sessionDigest);
    } catch {
      userId = null;
    }
    const languageType = languageTypeOf(request.query);
    const client: StreamClient = {
      userId,
      venue,
      languageType,
      send: (text) => socket.send(text),
      bufferedAmount: () => socket.bufferedAmount,
      drop: () => socket.terminate(),
    };
    hub.connect(client);
    heartbeat.watch(socket);
    socket.on('close', () => {
      signedIn.delete(socket);
      hub.disconnect(client);
    });
    const handle = (data: unknown) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        hub.send(client, { op: 'error', code: '00004', msg: validationText('stream.notJson', languageType) });
        return;
      }
      const message = clientMessage.safeParse(parsed, { error: zodErrorMapFor(languageType) });
      if (!message.success) {
        hub.send(client, { op: 'error', code: '00004', msg: refusedInputText(message.error, languageType) });
        return;
      }
      const body = message.data;
      if (body.op === 'ping') {
        hub.send(client, { op: 'pong', ts: Date.now(), ...(body.id === undefined ? {} : { id: body.id }) });
        return;
      }
      const args: ParsedArg[] = [];
      for (const raw of body.args) {
        const parsed = hub.parseArg(client, raw);
        if ('error' in parsed) {
          hub.send(client, { op: 'error', code: '00004', msg: parsed.error, arg: raw });
          return;
        }
        args.push(parsed);
      }
      for (const parsed of args) {
        if (body.op === 'unsubscribe') {
          hub.leave(client, parsed);
          continue;
        }
        const refused = hub.join(client, parsed);
        if (refused !== undefined) hub.send(client, { op: 'error', ...refused, arg: parsed.arg });
      }
    };
    socket.off('message', collect);
    socket.on('message', handle);
    for (const data of early) handle(data);
    hub.send(client, { op: 'welcome', authenticated: userId !== null, ts: Date.now() });
  });
}
