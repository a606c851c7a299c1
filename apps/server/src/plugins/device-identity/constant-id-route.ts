// GET /v1/device/constant-id?appId=…[&terminalCode=…]: the device service on the page's own origin
// (spec §4, §7). Answers `{ code: 0, data: { token, expiresIn } }`; the token is a success token
// (40 characters) or, for a risky device, a demoted one (docs/protocol-device.md).
import { errorEnvelope } from '@tideline/protocol/envelope';
import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { demotionReasons } from './demotion-rules.ts';
import {
  DEVICE_TOKEN_LIFETIME_SECONDS,
  type DeviceTokenKeys,
  issueDeviceToken,
} from './device-token-codec.ts';
import { deviceMessage } from './messages.ts';
import { appOfAppId, type DeviceIdentitySettings } from './settings.ts';
import { recordTerminalSighting } from './terminal-sightings.ts';

/** Terminal codes are 32 hex characters from the web fingerprint; other clients may use this wider set. */
export const TERMINAL_CODE_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export interface ConstantIdRouteDeps {
  settings: DeviceIdentitySettings;
  keys: DeviceTokenKeys;
  now: () => number;
}

export function constantIdRoute(app: FastifyInstance, deps: ConstantIdRouteDeps): void {
  serveEndpoint(app, GATEWAY_ENDPOINTS.constantId, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const appId = request.query.appId ?? '';
    const app = appOfAppId(appId, deps.settings);
    if (!app) {
      reply.code(400);
      return errorEnvelope(
        ResultCode.invalidRequest,
        deviceMessage('unknownApp', request.languageType, { appId }),
      );
    }
    const terminalCode = request.query.terminalCode ?? '';
    if (terminalCode !== '' && !TERMINAL_CODE_PATTERN.test(terminalCode)) {
      reply.code(400);
      return errorEnvelope(
        ResultCode.invalidRequest,
        deviceMessage('invalidTerminalCode', request.languageType),
      );
    }
    const nowMs = deps.now();
    const terminalCodesFromAddress =
      terminalCode === ''
        ? 0
        : await recordTerminalSighting(request.server.db, request.ip, terminalCode, new Date(nowMs));
    const demotion = demotionReasons({
      terminalCode,
      userAgent: request.headers['user-agent'] ?? '',
      terminalCodesFromAddress,
    });
    if (demotion.length > 0) request.log.info({ demotion, app }, 'device token demoted');
    const token = issueDeviceToken(deps.keys, {
      app,
      issuedAtSeconds: Math.floor(nowMs / 1000),
      terminalCode,
      demotion,
    });
    return success(request, { token, expiresIn: DEVICE_TOKEN_LIFETIME_SECONDS });
  });
}
