// The sign config the gateway publishes (spec §3 "Gateway sign config", §7 signed paths).
import { signModesOf } from '@tideline/protocol/endpoint-policies';
import { ENDPOINTS } from '@tideline/protocol/endpoints';
import {
  DEFAULT_SIGN_ALGORITHM,
  type GatewaySignConfig,
  type SignMode,
} from '@tideline/protocol/gateway-sign';
import type { ServerKey } from './keys/gateway-keys.ts';

export const DEVICE_CHECK_PATH = '/v1/user/public/checkDevice';

/**
 * Every signed path and its mode, from the endpoint table's `signing` (§7's paths and the core
 * calls of §6). `extraExact`/`extraPrefix` add paths a test or an extension signs.
 */
export function buildSignConfig(
  serverKey: ServerKey,
  options: {
    clientOpen: boolean;
    extraExact?: Record<string, SignMode>;
    extraPrefix?: Record<string, SignMode>;
  },
): GatewaySignConfig {
  return {
    clientOpen: options.clientOpen,
    serverPublicKey: serverKey.publicKey,
    serverPublicKeySign: serverKey.publicKeySign,
    defaultAlgorithm: DEFAULT_SIGN_ALGORITHM,
    signModes: {
      0: ['path', 'time'],
      1: ['path', 'time', 'traceId'],
      2: ['path', 'time', 'traceId', 'body'],
    },
    exactUrls: { ...signModesOf(ENDPOINTS), ...options.extraExact },
    prefixUrls: { ...options.extraPrefix },
    userCheckDeviceUrl: DEVICE_CHECK_PATH,
  };
}
