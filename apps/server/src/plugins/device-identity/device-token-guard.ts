// Enforcement on the listed paths (spec §7): a route flagged `deviceToken: true`, or on the shared
// table of @tideline/protocol, is refused without a valid token; a demoted token passes but marks
// the request so later rules (captcha) can be stricter with it.
import {
  DEVICE_TOKEN_HEADER,
  DEVICE_TOKEN_REFUSAL,
  type DeviceTokenRefusalReason,
  requiresDeviceToken,
} from '@tideline/protocol/device-token-paths';
import type { Envelope } from '@tideline/protocol/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type DemotionReason, type DeviceTokenKeys, verifyDeviceToken } from './device-token-codec.ts';
import { deviceMessage } from './messages.ts';
import type { DeviceIdentitySettings } from './settings.ts';

/** The request header of spec §7 that carries the terminal code. */
export const TERMINAL_CODE_HEADER = 'terminal-code';

/**
 * `unchecked`: no token was checked (path not listed, or enforcement off and no valid token);
 * `trusted`: a valid success token; `demoted`: a valid demoted token.
 */
export type DeviceRisk = 'unchecked' | 'trusted' | 'demoted';

declare module 'fastify' {
  interface FastifyRequest {
    deviceRisk: DeviceRisk;
    /** Why the device's token is demoted; null unless `deviceRisk` is 'demoted'. */
    deviceDemotion: readonly DemotionReason[] | null;
  }
}

export function isDeviceTokenRoute(url: string | undefined, config: { deviceToken?: boolean }): boolean {
  if (config.deviceToken === true) return true;
  if (url === undefined) return false;
  return requiresDeviceToken(url.startsWith('/v1/') ? url : `/v1${url}`);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function deviceTokenRefusal(
  reason: DeviceTokenRefusalReason,
  languageType: number,
): Envelope<{ reason: DeviceTokenRefusalReason }> {
  return {
    code: DEVICE_TOKEN_REFUSAL.code,
    data: { reason },
    msg: deviceMessage(reason, languageType),
    status: 'error',
    group: DEVICE_TOKEN_REFUSAL.group,
  };
}

export interface DeviceTokenGuardDeps {
  settings: DeviceIdentitySettings;
  keys: DeviceTokenKeys;
  now: () => number;
}

export function installDeviceTokenGuard(app: FastifyInstance, deps: DeviceTokenGuardDeps): void {
  app.decorateRequest('deviceRisk', 'unchecked');
  app.decorateRequest('deviceDemotion', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.deviceToken === true && !requiresDeviceToken(route.url)) {
      app.log.warn(
        { url: route.url },
        'route requires the device token but is missing from DEVICE_TOKEN_PATHS: clients will not send it',
      );
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    if (!isDeviceTokenRoute(request.routeOptions.url, request.routeOptions.config)) return;
    const verdict = verifyDeviceToken(deps.keys, header(request, DEVICE_TOKEN_HEADER), {
      terminalCode: header(request, TERMINAL_CODE_HEADER) ?? '',
      nowSeconds: Math.floor(deps.now() / 1000),
      acceptedApps: deps.settings.acceptedApps,
    });
    if (verdict.ok) {
      const demoted = verdict.token.kind === 'demoted';
      request.deviceRisk = demoted ? 'demoted' : 'trusted';
      request.deviceDemotion = demoted ? verdict.token.demotion : null;
      return;
    }
    if (!deps.settings.enforce) return;
    request.log.info({ reason: verdict.reason }, 'device token refused');
    return reply.send(deviceTokenRefusal(verdict.reason, request.languageType));
  });
}
