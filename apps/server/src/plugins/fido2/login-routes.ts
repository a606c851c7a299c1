import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { AuthenticationResponse } from '@tideline/protocol/accounts/passkeys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import {
  completeLogin,
  consumeTicket,
  countTicketAttempt,
  type OpenTicket,
  openTicket,
  recordLogin,
} from '../accounts/index.ts';
import { consumeChallenge, storeChallenge } from './challenges.ts';
import { advanceCounter, findCredential, listCredentials } from './credential-store.ts';
import { loginRefused } from './fido2-error.ts';
import { relyingParty } from './relying-party.ts';
import { readAuthenticationResponse } from './wire.ts';

/** A ticket that offers `fido`, opened; any other ticket cannot be finished with a passkey. */
async function openPasskeyTicket(app: FastifyInstance, loginTicket: string): Promise<OpenTicket> {
  const open = await openTicket(app.db, loginTicket);
  if (!open.factors.includes('fido')) throw loginRefused('passkeyNotOffered');
  return open;
}

/**
 * Checks the assertion against the ticket's challenge and the account's own credential, and moves
 * the credential's counter forward. Throws the refusal to answer.
 */
async function verifyAssertion(
  request: FastifyRequest,
  open: OpenTicket,
  response: AuthenticationResponse,
): Promise<void> {
  const db = request.server.db;
  const credential = await findCredential(db, open.user.id, response.id);
  if (!credential) throw loginRefused('credentialNotFound');
  const party = relyingParty(request);
  const owner = { purpose: 'login', userId: open.user.id, ticketHash: open.ticketHash } as const;
  let challengeSpent = false;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: async (challenge) => {
      challengeSpent = await consumeChallenge(db, challenge, owner);
      return challengeSpent;
    },
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: credential.id,
      publicKey: isoBase64URL.toBuffer(credential.public_key),
      counter: credential.counter,
      transports: credential.transports,
    },
    requireUserVerification: false,
  }).catch((error: unknown) => {
    request.log.info({ err: error }, 'passkey assertion refused');
    throw loginRefused(challengeSpent ? 'assertionFailed' : 'challengeInvalid');
  });
  if (!verification.verified) throw loginRefused('assertionFailed');
  const moved = await advanceCounter(db, credential, verification.authenticationInfo.newCounter);
  if (!moved) throw loginRefused('assertionFailed');
}

/** Spec §7 `verify-auth-login`: the FIDO2 variant of finishing a login, and its options. */
export async function passkeyLoginRoutes(app: FastifyInstance) {
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.passkeyOptions, async (request) => {
    const open = await openPasskeyTicket(app, request.body.loginTicket);
    const credentials = await listCredentials(app.db, open.user.id);
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(request).id,
      allowCredentials: credentials.map((credential) => ({
        id: credential.id,
        transports: credential.transports,
      })),
      userVerification: 'preferred',
    });
    await storeChallenge(app.db, options.challenge, {
      purpose: 'login',
      userId: open.user.id,
      ticketHash: open.ticketHash,
    });
    return success(request, options);
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.passkeyLogin, async (request, reply) => {
    const open = await openPasskeyTicket(app, request.body.loginTicket);
    const attempt = {
      loginName: open.user.email ?? open.user.mobile ?? String(open.user.id),
      method: open.agency ? 'agency-passkey' : 'passkey',
      request,
    };
    try {
      const response = readAuthenticationResponse(request.body.fidoVerifyCode);
      if (!response) throw loginRefused('assertionFailed');
      await verifyAssertion(request, open, response);
    } catch (error) {
      await countTicketAttempt(app.db, open);
      await recordLogin(app.db, attempt, { userId: open.user.id, success: false, reason: 'passkey' });
      throw error;
    }
    await consumeTicket(app.db, open);
    return success(request, await completeLogin(app.db, request, reply, open.user, attempt));
  });
}
