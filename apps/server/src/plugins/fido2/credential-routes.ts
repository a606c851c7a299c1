import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { deleteCredential, listCredentials } from './credential-store.ts';
import { passkeyRefused } from './fido2-error.ts';

/** The passkeys of the logged-in main account: listing and removal. */
export async function credentialRoutes(app: FastifyInstance) {
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

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.removePasskey, async (request) => {
    const removed = await deleteCredential(app.db, request.user!.rootUserId, request.params.id);
    if (!removed) throw passkeyRefused('credentialNotFound');
    return success(request, null);
  });
}
