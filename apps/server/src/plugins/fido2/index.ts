import type { FastifyInstance } from 'fastify';
import { credentialRoutes } from './credential-routes.ts';
import { fido2ErrorHandler } from './fido2-error.ts';
import { passkeyLoginRoutes } from './login-routes.ts';
import { registrationRoutes } from './registration-routes.ts';

export { hasPasskey } from './credential-store.ts';

/** Passkeys (FIDO2 / WebAuthn): registration, management, and the passkey login factor. */
export async function fido2Plugin(app: FastifyInstance) {
  app.setErrorHandler(fido2ErrorHandler);
  await app.register(registrationRoutes);
  await app.register(credentialRoutes);
  await app.register(passkeyLoginRoutes);
}
