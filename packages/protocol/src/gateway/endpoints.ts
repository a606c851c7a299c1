import { z } from 'zod';
import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import {
  captchaCheckData,
  captchaCheckRequest,
  captchaIdData,
  captchaIdRequest,
  captchaPuzzle,
  captchaPuzzleQuery,
} from './captcha.ts';
import { clientConfig } from './client-config.ts';
import { cspSecurityReport } from './csp-report.ts';
import { devClockAnswer, devClockRequest } from './dev-clock.ts';
import { outbox, outboxQuery } from './dev-outbox.ts';
import { deviceCheckAnswer, deviceCheckRequest } from './device-check.ts';
import { constantIdAnswer, constantIdQuery } from './device-token.ts';
import { health } from './health.ts';
import { signConfigAnswer } from './sign-config.ts';

/**
 * The gateway's own calls: the sign config, the captcha, CSP reports, the client config, device
 * identity, health (spec §3, §4, §5, §9), and the development outbox.
 */
export const GATEWAY_ENDPOINTS = {
  signConfig: defineEndpoint({
    method: 'GET',
    path: '/mix/config/gatewaySignConfig',
    summary: 'Gateway sign config (spec §3): the signed paths, their sign modes and the server key',
    tag: 'security',
    auth: 'public',
    rateLimit: 'public-read',
    query: endpointQuery({}),
    response: signConfigAnswer,
  }),
  cspReport: defineEndpoint({
    method: 'POST',
    path: '/buried/log/cspSecurity',
    summary: 'Report a client security event (a failed key generation, login encryption or signature)',
    tag: 'security',
    auth: 'public',
    rateLimit: 'account',
    example: {
      bizType: 'gatewaySign',
      data: { event: 'signInvalid', reason: 'example' },
      timestamp: 1767225600000,
      page: '/login',
    },
    body: cspSecurityReport,
    response: z.null(),
  }),
  captchaId: defineEndpoint({
    method: 'POST',
    path: '/security/policy/captcha/get-captcha-id',
    summary: 'Start the slider captcha of a scene: no challenge needed (status 0) or its captchaId',
    tag: 'security',
    auth: 'public',
    rateLimit: 'account',
    example: { scene: 'login' },
    body: captchaIdRequest,
    response: captchaIdData,
  }),
  captchaPuzzle: defineEndpoint({
    method: 'GET',
    path: '/security/policy/captcha/puzzle',
    summary: 'The slider puzzle of a challenge: background and piece images and the piece’s height',
    tag: 'security',
    auth: 'public',
    rateLimit: 'account',
    example: { captchaId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
    query: captchaPuzzleQuery,
    response: captchaPuzzle,
  }),
  captchaCheck: defineEndpoint({
    method: 'POST',
    path: '/security/policy/captcha/check-captcha',
    summary: 'Check a slider answer and its drag trajectory; answers the pass token',
    tag: 'security',
    auth: 'public',
    rateLimit: 'account',
    example: {
      captchaType: 3,
      // base64 of {"captchaId":"example","x":120,"input":"pointer","trajectory":[[0,0,0],[400,120,0]]}
      captchaValidate:
        'eyJjYXB0Y2hhSWQiOiJleGFtcGxlIiwieCI6MTIwLCJpbnB1dCI6InBvaW50ZXIiLCJ0cmFqZWN0b3J5IjpbWzAsMCwwXSxbNDAwLDEyMCwwXV19',
      bizId: 'example',
    },
    body: captchaCheckRequest,
    response: captchaCheckData,
  }),
  deviceCheck: defineEndpoint({
    method: 'POST',
    path: '/user/public/checkDevice',
    summary: 'Whether the browser’s stored key is the one bound to the user it signs for',
    tag: 'security',
    auth: 'public',
    rateLimit: 'account',
    example: { userCheckDeviceUserIdHash: '0'.repeat(64) },
    body: deviceCheckRequest,
    response: deviceCheckAnswer,
  }),
  clientConfig: defineEndpoint({
    method: 'GET',
    path: '/mix/config/client',
    summary: 'Client start-up config: image domains and device token',
    tag: 'device',
    auth: 'public',
    rateLimit: 'public-read',
    query: endpointQuery({}),
    response: clientConfig,
  }),
  constantId: defineEndpoint({
    method: 'GET',
    path: '/device/constant-id',
    summary: 'Issue a risk-control device token (spec §4)',
    tag: 'device',
    auth: 'public',
    rateLimit: 'public-read',
    example: { appId: 'tideline-web-test', terminalCode: '0123456789abcdef0123456789abcdef' },
    query: constantIdQuery,
    response: constantIdAnswer,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database reachability',
    tag: 'platform',
    auth: 'public',
    rateLimit: 'public-read',
    query: endpointQuery({}),
    response: health,
  }),
  devOutbox: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    summary:
      'Messages held by the operator outbox, where codes land without SMTP_URL; needs the key printed at start (token or x-outbox-token)',
    tag: 'development',
    auth: 'public',
    rateLimit: 'public-read',
    example: { to: 'someone@example.com' },
    query: outboxQuery,
    response: outbox,
  }),
  devClock: defineEndpoint({
    method: 'POST',
    path: '/dev/clock',
    summary:
      "Move the gateway's clock forward and run the products' catch-up jobs (served only to the test suites)",
    tag: 'development',
    auth: 'public',
    rateLimit: 'public-read',
    example: { seconds: 86_400 },
    body: devClockRequest,
    response: devClockAnswer,
  }),
} as const;
