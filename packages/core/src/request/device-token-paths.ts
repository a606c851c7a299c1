/**
 * The table of paths that must carry the device token (spec §7) lives in `@tideline/protocol`, so
 * the gateway enforces exactly what this client attaches.
 */
export { requiresDeviceToken } from '@tideline/protocol/device-token-paths';
