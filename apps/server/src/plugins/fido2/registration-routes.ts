import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { findUserById } from '../accounts/index.ts';
import { consumeChallenge, storeChallenge } from './challenges.ts';
import { insertCredential, listCredentials } from './credential-store.ts';
import { passkeyRefused } from './fido2-error.ts';
import { relyingParty } from './relying-party.ts';

/** Passkeys one account may register (issue #21 item 14): enough for every device a person owns. */
export const PASSKEY_LIMIT = 10;

/** Adding a passkey to the logged-in main account: options, then the verified attestation. */
export async function registrationRoutes(app: FastifyInstance) {
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.startPasskeyRegistration, async (request) => {
    const userId = request.user!.rootUserId;
    const user = await findUserById(app.db, userId);
    const party = relyingParty(request);
    const existing = await listCredentials(app.db, userId);
    if (existing.length >= PASSKEY_LIMIT) throw passkeyRefused('passkeyLimit');
    const options = await generateRegistrationOptions({
      rpName: party.name,
      rpID: party.id,
      userName: user.email ?? user.mobile ?? user.nickname,
      userDisplayName: user.nickname,
      userID: new TextEncoder().encode(String(userId)),
      attestationType: 'none',
      excludeCredentials: existing.map((credential) => ({
        id: credential.id,
        transports: credential.transports,
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await storeChallenge(app.db, options.challenge, { purpose: 'register', userId, ticketHash: null });
    return success(request, options);
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.finishPasskeyRegistration, async (request) => {
    const userId = request.user!.rootUserId;
    const party = relyingParty(request);
    const owner = { purpose: 'register', userId, ticketHash: null } as const;
    let challengeSpent = false;
    const verification = await verifyRegistrationResponse({
      response: request.body.credential,
      expectedChallenge: async (challenge) => {
        challengeSpent = await consumeChallenge(app.db, challenge, owner);
        return challengeSpent;
      },
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      request.log.info({ err: error }, 'passkey registration refused');
      throw passkeyRefused(challengeSpent ? 'registrationFailed' : 'challengeInvalid');
    });
    if (!verification.verified) throw passkeyRefused('registrationFailed');
    // Checked again: two registrations started under the limit may both finish.
    if ((await listCredentials(app.db, userId)).length >= PASSKEY_LIMIT) throw passkeyRefused('passkeyLimit');
    const { credential } = verification.registrationInfo;
    const stored = await insertCredential(app.db, {
      id: credential.id,
      userId,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      label: request.body.label ?? 'Passkey',
    });
    if (!stored) throw passkeyRefused('credentialExists');
    return success(request, { id: credential.id });
  });
}
