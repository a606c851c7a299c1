import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../platform/envelope.ts';
import { findUserById } from '../accounts/users.ts';
import * as field from '../platform/schemas.ts';
import { consumeChallenge, storeChallenge } from './challenges.ts';
import { insertCredential, listCredentials } from './credential-store.ts';
import { passkeyRefused } from './fido2-error.ts';
import { relyingParty } from './relying-party.ts';
import { registrationResponse } from './wire.ts';

const finishBody = z.strictObject({
  credential: registrationResponse,
  label: z.string().trim().min(1).max(64).optional(),
});

/** Adding a passkey to the logged-in main account: options, then the verified attestation. */
export async function registrationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['passkeys'];
  const querystring = field.emptyQuery;

  api.post(
    '/user/fido2/register/start',
    {
      config: { deviceToken: true },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Registration options for a new passkey',
        querystring,
        body: field.emptyBody.optional(),
      },
    },
    async (request) => {
      const userId = request.user!.rootUserId;
      const user = await findUserById(app.db, userId);
      const party = relyingParty(request);
      const existing = await listCredentials(app.db, userId);
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
    },
  );

  api.post(
    '/user/fido2/register/finish',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Verify and store a new passkey', querystring, body: finishBody },
    },
    async (request) => {
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
    },
  );
}
