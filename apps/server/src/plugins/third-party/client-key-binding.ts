import type { FastifyReply, FastifyRequest } from 'fastify';
import { bindClientKey } from '../../gateway-security/key-binding.ts';

/** The user id of a successful answer that logged the caller in (session cookies set), if any. */
function loggedInUserId(reply: FastifyReply, payload: unknown): number | undefined {
  if (typeof payload !== 'string' || !reply.getHeader('set-cookie')) return undefined;
  try {
    const answer = JSON.parse(payload) as { code?: unknown; data?: { userId?: unknown } | null };
    if (answer.code !== 0) return undefined;
    const userId = Number(answer.data?.userId);
    return Number.isSafeInteger(userId) && userId > 0 ? userId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec §4 "Client key": a login binds the key that signed it to the user, so the page's next
 * signed calls verify. The password login does this through its captcha scene; the third-party
 * sign-ins, their follow-ups and the QR login log in without one, so without this hook a user whose
 * key was bound in another browser would be refused (00023) right after signing in here.
 */
export async function bindClientKeyAfterLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const key = request.gatewayClientKey;
  const userId = key ? loggedInUserId(reply, payload) : undefined;
  if (key && userId !== undefined) {
    await bindClientKey(request.server.db, userId, key.publicKey, key.algorithm || 'rsa1024');
  }
  return payload;
}
