import type { ProductManifest } from '../../platform/product-manifest.ts';
import { deviceCatalogues } from './messages.ts';
import { deviceIdentityPlugin } from './plugin.ts';
import { imageProbeRoute } from './probe-image.ts';

export { CROWDED_ADDRESS_LIMIT, CROWDED_ADDRESS_WINDOW_SECONDS } from './demotion-rules.ts';
export {
  DEVICE_TOKEN_LIFETIME_SECONDS,
  type DemotionReason,
  deriveDeviceTokenKeys,
  issueDeviceToken,
  verifyDeviceToken,
} from './device-token-codec.ts';
export { type DeviceRisk, TERMINAL_CODE_HEADER } from './device-token-guard.ts';
export { type DeviceIdentityOptions, deviceIdentityPlugin } from './plugin.ts';
export { imageProbeRoute, PROBE_IMAGE_PATH } from './probe-image.ts';
export { DEVICE_TOKEN_APP_IDS } from './settings.ts';

/** Device identity: the constant id, the device token guard and the probe image outside /v1. */
export const deviceIdentityProduct: ProductManifest = {
  name: 'device-identity',
  api: deviceIdentityPlugin,
  root: imageProbeRoute,
  migrations: ['0020_device_identity'],
  streamChannels: [],
  messages: deviceCatalogues,
};
