import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import * as field from '../platform/schemas.ts';
import { deleteCredential, listCredentials } from './credential-store.ts';
import { passkeyRefused } from './fido2-error.ts';

const credentialParams = z.strictObject({ id: z.string().min(1).max(1_024) });

/** The passkeys of the logged-in main account: listing and removal. */
export async function credentialRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['passkeys'];
  const querystring = field.emptyQuery;

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.passkeys, async (request) => {
    const credentials = await listCredentials(app.db, request.user!.rootUserId);
    return success(request, {
      credentials: credentials.map((credential) => ({
        id: credential.id,
        label: credential.label,
        transports: credential.transports,
        createdAt: credential.created_at.getTime(),
        lastUsedAt: credential.last_used_at?.getTime() ?? null,
      })),
    });
  });

  api.delete(
    '/user/fido2/credentials/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Remove a passkey', querystring, params: credentialParams },
    },
    async (request) => {
      const removed = await deleteCredential(app.db, request.user!.rootUserId, request.params.id);
      if (!removed) throw passkeyRefused('credentialNotFound');
      return success(request, null);
    },
  );
}
