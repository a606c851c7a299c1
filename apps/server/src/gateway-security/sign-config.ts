// The sign config the gateway publishes (spec §3 "Gateway sign config", §7 signed paths).
import {
  DEFAULT_SIGN_ALGORITHM,
  type GatewaySignConfig,
  SIGNED_BODY_FIELDS,
  type SignMode,
} from '@tideline/protocol/gateway-sign';
import type { ServerKey } from './keys/gateway-keys.ts';

export const DEVICE_CHECK_PATH = '/v1/user/public/checkDevice';

/**
 * Logged-in "core" calls that are signed too (spec §6): the account overview in mode 0 (path and
 * time) and withdrawals in mode 1 (adding the trace id, so a captured request cannot be replayed
 * with another trace).
 */
export const CORE_SIGNED_URLS: Readonly<Record<string, SignMode>> = {
  '/v1/user/overview/userinfo': 0,
  '/v1/asset/withdraw': 1,
};

/**
 * Every signed path of §7: mode 2 where the spec lists body fields, mode 1 (path, time and trace
 * id) where it lists none. `extraExact`/`extraPrefix` let later domains sign their own calls.
 */
export function buildSignConfig(
  serverKey: ServerKey,
  options: {
    clientOpen: boolean;
    extraExact?: Record<string, SignMode>;
    extraPrefix?: Record<string, SignMode>;
  },
): GatewaySignConfig {
  const exactUrls: Record<string, SignMode> = {};
  for (const [path, fields] of Object.entries(SIGNED_BODY_FIELDS))
    exactUrls[path] = fields.length > 0 ? 2 : 1;
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
    exactUrls: { ...exactUrls, ...CORE_SIGNED_URLS, ...options.extraExact },
    prefixUrls: { ...options.extraPrefix },
    userCheckDeviceUrl: DEVICE_CHECK_PATH,
  };
}
