import type { FastifyInstance } from 'fastify';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { credentialRoutes } from './credential-routes.ts';
import { fido2ErrorHandler } from './fido2-error.ts';
import { passkeyLoginRoutes } from './login-routes.ts';
import { fido2Catalogues } from './messages.ts';
import { registrationRoutes } from './registration-routes.ts';

export { hasPasskey } from './credential-store.ts';

/** Passkeys (FIDO2 / WebAuthn): registration, management, and the passkey login factor. */
export async function fido2Plugin(app: FastifyInstance) {
  app.setErrorHandler(fido2ErrorHandler);
  await app.register(registrationRoutes);
  await app.register(credentialRoutes);
  await app.register(passkeyLoginRoutes);
}

export const fido2Product: ProductManifest = {
  name: 'fido2',
  api: fido2Plugin,
  migrations: ['0050_fido2'],
  streamChannels: [],
  messages: fido2Catalogues,
};
