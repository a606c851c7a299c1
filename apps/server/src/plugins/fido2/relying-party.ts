import type { FastifyRequest } from 'fastify';

export interface RelyingParty {
  /** The page origin the browser writes into clientDataJSON. */
  origin: string;
  /** The host the passkeys are scoped to (WebAuthn RP ID): the origin's host name. */
  id: string;
  name: string;
}

/**
 * The configured public origin when the gateway sits behind a proxy or another dev server,
 * otherwise the origin this request was addressed to.
 */
export function relyingParty(request: FastifyRequest): RelyingParty {
  const origin = request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  const url = new URL(origin);
  return { origin: url.origin, id: url.hostname, name: 'Tideline' };
}
