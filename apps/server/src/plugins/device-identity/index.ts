export { CLIENT_CONFIG_PATH, type ClientConfig } from './client-config.ts';
export { DEVICE_CONSTANT_ID_PATH } from './constant-id-route.ts';
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
