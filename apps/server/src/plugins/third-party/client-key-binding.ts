import type { FastifyReply, FastifyRequest } from 'fastify';
import { bindClientKey, openedSessionToken } from '../../gateway-security/key-binding.ts';

/** The session token a successful answer logged the caller in with (session cookies set), if any. */
function loggedInSession(reply: FastifyReply, payload: unknown): string | undefined {
  const token = openedSessionToken(reply.getHeader('set-cookie'));
  if (typeof payload !== 'string' || token === undefined) return undefined;
  try {
    const answer = JSON.parse(payload) as { code?: unknown; data?: { userId?: unknown } | null };
    const userId = Number(answer.data?.userId);
    return answer.code === 0 && Number.isSafeInteger(userId) && userId > 0 ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec §4 "Client key": a login binds the key that signed it to the session it opens, so the page's next
 * signed calls verify. The password login does this through its captcha scene; the third-party
 * sign-ins, their follow-ups and the QR login log in without one, so without this hook the new
 * session would have no bound key and its signed calls would be refused (00023).
 */
export async function bindClientKeyAfterLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const key = request.gatewayClientKey;
  const session = key ? loggedInSession(reply, payload) : undefined;
  if (key && session !== undefined) {
    await bindClientKey(request.server.db, session, key.publicKey, key.algorithm || 'rsa1024');
  }
  return payload;
}
