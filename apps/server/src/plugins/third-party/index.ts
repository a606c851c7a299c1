import type { FastifyInstance } from 'fastify';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { bindClientKeyAfterLogin } from './client-key-binding.ts';
import { qrLoginRoutes } from './qr-login-routes.ts';
import { thirdPartyRoutes } from './routes.ts';

/**
 * Third-party sign-in under /v1/user/public/third and QR login under /v1/user/public (spec §7); the
 * rows of the endpoint table carry the full paths.
 */
export async function thirdPartyPlugin(app: FastifyInstance) {
  app.addHook('onSend', bindClientKeyAfterLogin);
  await app.register(thirdPartyRoutes);
  await app.register(qrLoginRoutes);
}

export const thirdPartyProduct: ProductManifest = {
  name: 'third-party',
  api: thirdPartyPlugin,
  migrations: ['0003_third_party'],
  streamChannels: [],
};
