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
