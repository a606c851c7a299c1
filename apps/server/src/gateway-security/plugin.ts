// Gateway security (spec §3, §4, §7, §8; docs/protocol.md "Gateway security"): the sign config,
// the verification of signed paths, login decryption and key binding, the slider captcha and the
// login risk rule. Registered inside the /v1 context before the domain plugins, so its hooks see
// every route and read the route flags `signed` and `captchaScene`.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CAPTCHA_PASS_TOKEN_TTL_MS,
  CAPTCHA_REQUIRED_CODE,
  CAPTCHA_REQUIRED_GROUP,
  decodeSliderValidation,
} from '@tideline/protocol/captcha';
import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import { importVerifyKey, rsaModulusBits, verifyRsaSha256 } from '@tideline/protocol/gateway-crypto';
import {
  CAPTCHA_TOKEN_HEADER,
  deviceCheckSignData,
  RSA_MODULUS_BITS,
  resolveSignMode,
  SIGN_ERROR_HEADER,
  type SignAlgorithm,
  TRACE_HEADER,
} from '@tideline/protocol/gateway-sign';
import {
  decryptLoginBody,
  KEY_BINDING_URLS,
  LOGIN_ENCRYPT_FORCE_URLS,
  LOGIN_ENCRYPT_URLS,
} from '@tideline/protocol/login-encryption';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../platform/endpoint-route.ts';
import { failure } from '../platform/envelope.ts';
import { ResultCode } from '../platform/result-codes.ts';
import { ChallengeStore } from './captcha/challenge-store.ts';
import { ConsumedNonces, issuePassToken, verifyPassToken } from './captcha/pass-token.ts';
import { choosePuzzleLayout, createRandom, drawPuzzle, PUZZLE_SIZE } from './captcha/puzzle.ts';
import { SliderFailures } from './captcha/slider-escalation.ts';
import { checkTrajectory, isWithinTolerance } from './captcha/trajectory.ts';
import {
  bindClientKey,
  boundKeyOf,
  findKeysByUserHash,
  inheritClientKey,
  openedSessionToken,
} from './key-binding.ts';
import { type GatewayKeys, loadGatewayKeys } from './keys/gateway-keys.ts';
import { type LoginAttempt, LoginRisk } from './login-risk.ts';
import { securityMessage } from './messages.ts';
import { buildSignConfig, DEVICE_CHECK_PATH } from './sign-config.ts';
import { type SignRefusal, verifySignedRequest } from './signature/verify-signature.ts';
import { LOGIN_PAYLOAD_MEMORY_MS, LOGIN_PAYLOAD_SCOPE, signedTraceStore } from './signed-trace-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Scene name of a route guarded by the login risk rule (answers 10021 until a captcha passes). */
    captchaScene?: string;
  }
  interface FastifyInstance {
    /**
     * Whether the login risk rule would ask this request's caller (address, device, login name in
     * the body) for a captcha before a login: the login pre-check tells the form (issue #30 item 1).
     */
    loginCaptchaNeeded?: (request: FastifyRequest) => boolean;
  }
  interface FastifyRequest {
    /** The client key a login request proved it holds (from the encrypted payload or the signature). */
    gatewayClientKey: { publicKey: string; algorithm: string } | null;
  }
}

export interface GatewaySecurityOptions {
  /** Where the root and server keys live; undefined keeps them in memory (tests). */
  keysDir: string | undefined;
  /** `clientOpen` of the sign config: false turns the layer's checks off (signatures and the
   * login risk captcha); the routes stay, so clients still read a config that says so. */
  signing: boolean;
  now?: () => number;
}

/** Scenes that always show the slider; other scenes (login) only when the risk rule says so. */
const ALWAYS_CHALLENGED_SCENES = new Set(['register', 'sendCode', 'withdraw', 'redPacket']);

/** Codes of the server's own login results that count as failures for the risk rule. */
const LOGIN_FAILURE_CODES = new Set(['21007']);

function envelope(
  request: FastifyRequest,
  code: string,
  messageKey: Parameters<typeof securityMessage>[0],
  extra = {},
) {
  return {
    code,
    data: null,
    msg: securityMessage(messageKey, request.languageType),
    status: 'error' as const,
    ...extra,
  };
}

function deviceOf(request: FastifyRequest): string {
  const header = request.headers['terminal-code'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 128 ? value : `ip:${request.ip}`;
}

/** The login's address, device and account (its plain `loginName`, sent outside the ciphertext). */
function loginAttemptOf(request: FastifyRequest): LoginAttempt {
  const loginName = bodyRecord(request)?.loginName;
  return {
    ip: request.ip,
    device: deviceOf(request),
    account: typeof loginName === 'string' && loginName.length <= 254 ? loginName : undefined,
  };
}

/** A signature's key carries no algorithm name; its size tells which of §7's two it is. */
async function algorithmOf(publicKey: string): Promise<SignAlgorithm> {
  const key = await importVerifyKey(publicKey).catch(() => undefined);
  return key !== undefined && rsaModulusBits(key) === RSA_MODULUS_BITS.rsa2048 ? 'rsa2048' : 'rsa1024';
}

/** The route's path with its /v1 prefix, as the sign config and the §7 lists name it. */
function fullPathOf(request: FastifyRequest): string {
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  return path.startsWith('/v1') ? path : `/v1${path}`;
}

function traceOf(request: FastifyRequest): string {
  const header = request.headers[TRACE_HEADER];
  return (Array.isArray(header) ? header[0] : header) ?? '';
}

function bodyRecord(request: FastifyRequest): Record<string, unknown> | undefined {
  const b = request.body;
  return typeof b === 'object' && b !== null && !Array.isArray(b)
    ? (b as Record<string, unknown>)
    : undefined;
}

async function gatewaySecurity(app: FastifyInstance, options: GatewaySecurityOptions) {
  const now = options.now ?? (() => Date.now());
  const keys: GatewayKeys = await loadGatewayKeys(options.keysDir);
  const challenges = new ChallengeStore();
  const sliderFailures = new SliderFailures();
  const spentPasses = new ConsumedNonces();
  const risk = new LoginRisk();
  const traces = signedTraceStore(app.db);
  const passSecret = randomBytes(32);
  // Built once per server key (a rotation replaces keys.current), not on every request.
  let built: { key: GatewayKeys['current']; config: ReturnType<typeof buildSignConfig> } | undefined;
  const signConfig = () => {
    if (built?.key !== keys.current)
      built = { key: keys.current, config: buildSignConfig(keys.current, { clientOpen: options.signing }) };
    return built.config;
  };
  app.decorateRequest('gatewayClientKey', null);
  app.decorate(
    'loginCaptchaNeeded',
    (request: FastifyRequest) =>
      Boolean(options.signing) && risk.needsCaptcha(loginAttemptOf(request), now()),
  );

  serveEndpoint(app, GATEWAY_ENDPOINTS.signConfig, async (request) => ({
    code: '00000',
    data: { gatewaySignConfig: signConfig() },
    msg: securityMessage('success', request.languageType),
    status: 'success' as const,
  }));

  serveEndpoint(app, GATEWAY_ENDPOINTS.cspReport, async (request) => {
    request.log.warn({ cspSecurity: request.body, device: deviceOf(request) }, 'client security event');
    return {
      code: '00000',
      data: null,
      msg: securityMessage('success', request.languageType),
      status: 'success' as const,
    };
  });

  serveEndpoint(app, GATEWAY_ENDPOINTS.captchaId, async (request, reply) => {
    const device = deviceOf(request);
    const bizId = request.body.bizId ?? randomUUID();
    const needed =
      ALWAYS_CHALLENGED_SCENES.has(request.body.scene) ||
      risk.needsCaptcha({ ip: request.ip, device }, now());
    if (!needed) {
      return {
        code: '00000',
        data: { status: 0 as const, geetestId: 'slider', bizId, captchaId: '' },
        msg: '',
        status: 'success' as const,
      };
    }
    const difficulty = sliderFailures.difficulty({ device, ip: request.ip }, now());
    if (difficulty.kind === 'cooling-down') {
      reply.code(429).header('retry-after', String(Math.ceil(difficulty.retryAfterMs / 1000)));
      return failure(request, ResultCode.tooManyRequests, 'request.tooManyRequests');
    }
    const random = createRandom(randomBytes(4).readUInt32LE(0));
    const layout = choosePuzzleLayout(random);
    const images = drawPuzzle(layout, random);
    const captchaId = randomUUID();
    challenges.add(
      {
        captchaId,
        bizId,
        scene: request.body.scene,
        device,
        answerX: layout.answerX,
        tolerance: difficulty.tolerance,
        images: {
          background: `data:image/png;base64,${images.background.toString('base64')}`,
          piece: `data:image/png;base64,${images.piece.toString('base64')}`,
          pieceY: layout.pieceY,
        },
      },
      now(),
    );
    return {
      code: '00000',
      data: { status: 1 as const, geetestId: 'slider', bizId, captchaId },
      msg: securityMessage('success', request.languageType),
      status: 'success' as const,
    };
  });

  serveEndpoint(app, GATEWAY_ENDPOINTS.captchaPuzzle, async (request) => {
    const challenge = challenges.peek(request.query.captchaId, now());
    if (!challenge?.images) return envelope(request, '10022', 'captchaExpired');
    return {
      code: '00000',
      data: {
        captchaId: challenge.captchaId,
        width: PUZZLE_SIZE.width,
        height: PUZZLE_SIZE.height,
        pieceWidth: PUZZLE_SIZE.piece,
        pieceY: challenge.images.pieceY,
        background: challenge.images.background,
        piece: challenge.images.piece,
      },
      msg: '',
      status: 'success' as const,
    };
  });

  serveEndpoint(app, GATEWAY_ENDPOINTS.captchaCheck, async (request) => {
    const validation = decodeSliderValidation(request.body.captchaValidate);
    if (!validation) return envelope(request, '10022', 'captchaFailed');
    const challenge = challenges.take(validation.captchaId, now());
    if (!challenge || challenge.bizId !== request.body.bizId)
      return envelope(request, '10022', 'captchaExpired');
    const trajectory = checkTrajectory(validation.input, validation.trajectory, validation.x);
    const placed = isWithinTolerance(validation.x, challenge.answerX, PUZZLE_SIZE.width, challenge.tolerance);
    const caller = { device: challenge.device, ip: request.ip };
    if (!trajectory.ok || !placed) {
      request.log.info({ reason: trajectory.ok ? 'position' : trajectory.reason }, 'captcha failed');
      sliderFailures.failed(caller, now());
      return envelope(request, '10022', 'captchaFailed');
    }
    sliderFailures.solved(caller);
    const captchaToken = issuePassToken(passSecret, {
      scene: challenge.scene,
      device: challenge.device,
      exp: now() + CAPTCHA_PASS_TOKEN_TTL_MS,
    });
    return {
      code: '00000',
      data: { captchaToken },
      msg: securityMessage('success', request.languageType),
      status: 'success' as const,
    };
  });

  serveEndpoint(app, GATEWAY_ENDPOINTS.deviceCheck, async (request) => {
    const { userCheckDeviceUserIdHash: hash, userCheckDeviceSign: signature } = request.body;
    const tm = String(request.headers.tm ?? '');
    // Known when one of the user's recently bound keys (one per browser it logged in with) signed it.
    let known = false;
    const signed = deviceCheckSignData(DEVICE_CHECK_PATH, tm, hash);
    for (const bound of signature ? await findKeysByUserHash(app.db, hash) : []) {
      const key = await importVerifyKey(bound.public_key).catch(() => undefined);
      if (key !== undefined && signature && (await verifyRsaSha256(key, signed, signature))) {
        known = true;
        break;
      }
    }
    return {
      code: '00000',
      data: { known },
      msg: securityMessage('success', request.languageType),
      status: 'success' as const,
    };
  });

  app.addHook('onRoute', (route) => {
    const path = route.url.startsWith('/v1') ? route.url : `/v1${route.url}`;
    const config = route.config as { signed?: boolean } | undefined;
    if (config?.signed && resolveSignMode(path, signConfig()) === undefined) {
      app.log.warn({ path }, 'route is flagged signed but the sign config does not sign it');
    }
  });

  // Login risk rule, login decryption and signature verification, before body validation so the
  // route's schema sees the logical (decrypted) body.
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    const fullPath = path.startsWith('/v1') ? path : `/v1${path}`;
    const at = now();
    if (config.captchaScene && options.signing && risk.needsCaptcha(loginAttemptOf(request), at)) {
      const header = request.headers[CAPTCHA_TOKEN_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      const pass = token
        ? verifyPassToken(passSecret, token, {
            scene: config.captchaScene,
            device: deviceOf(request),
            now: at,
          })
        : undefined;
      if (!pass?.ok || !spentPasses.consume(pass.claims.nonce, pass.claims.exp, at)) {
        return reply.send(
          envelope(request, CAPTCHA_REQUIRED_CODE, 'captchaRequired', { group: CAPTCHA_REQUIRED_GROUP }),
        );
      }
    }
    const body = bodyRecord(request);
    let loginPayloadId: string | undefined;
    // Issue #21 item 2: an encrypted login is single-use. A captured copy sent again within its
    // time window, even re-signed with a fresh key, time and trace, is refused by every gateway
    // process and after a restart (the memory is a table). Claimed once the request is otherwise
    // accepted, so an exact copy still meets the signed-trace check first.
    const refuseReusedLoginPayload = async () => {
      if (loginPayloadId === undefined) return undefined;
      if (await traces.claim(LOGIN_PAYLOAD_SCOPE, loginPayloadId, at, LOGIN_PAYLOAD_MEMORY_MS))
        return undefined;
      request.log.info({ reason: 'replayed' }, 'login payload refused');
      return reply.code(400).send(envelope(request, '00004', 'decryptFailed'));
    };
    if (body && 'bodyCiphertext' in body && LOGIN_ENCRYPT_URLS.includes(fullPath)) {
      let result = await decryptLoginBody(fullPath, body, keys.current.privateKey, at);
      if (!result.ok && result.reason === 'undecryptable' && keys.previous) {
        result = await decryptLoginBody(fullPath, body, keys.previous.privateKey, at);
      }
      if (!result.ok) {
        request.log.info({ reason: result.reason }, 'login payload refused');
        return reply.code(400).send(envelope(request, '00004', 'decryptFailed'));
      }
      loginPayloadId = result.payloadId;
      request.body = result.body;
      request.gatewayClientKey = { publicKey: result.secret.publicKey, algorithm: result.secret.algorithm };
    }
    // The sign config decides which paths are signed; the route flag `signed` documents it and is
    // checked against the config when routes are registered.
    if (!options.signing) return refuseReusedLoginPayload();
    // Issue #21 item 5: with the policy on, a login path's password travels encrypted, except where
    // §5 lets the client skip it (a session whose key is bound, on a path not forced), and there the
    // signature below proves the bound key.
    const plaintextLogin = LOGIN_ENCRYPT_URLS.includes(fullPath) && !(body && 'bodyCiphertext' in body);
    // The session's bound key matters only to a signed path or a plaintext login: every other call
    // skips the database trip (issue #22 item 3).
    const needsBoundKey = plaintextLogin || resolveSignMode(fullPath, signConfig()) !== undefined;
    const boundKey = needsBoundKey ? await boundKeyOf(app.db, request.cookies?.token) : undefined;
    if (plaintextLogin && (boundKey === undefined || LOGIN_ENCRYPT_FORCE_URLS.includes(fullPath))) {
      request.log.info({ path: fullPath }, 'plaintext login refused');
      return reply.code(400).send(envelope(request, '00004', 'decryptFailed'));
    }
    const verdict = await verifySignedRequest(
      { path: fullPath, headers: request.headers, body: bodyRecord(request), now: at, boundKey },
      signConfig(),
    );
    // Modes 1 and 2 sign the trace id: the same key and trace twice is a replayed copy.
    const replayed =
      verdict.ok && verdict.mode >= 1 && !(await traces.claim(verdict.publicKey, traceOf(request), at));
    if (!verdict.ok || replayed) {
      const refusal: SignRefusal = verdict.ok ? { code: '00023', reason: 'replayed' } : verdict.refusal;
      return reply
        .header(SIGN_ERROR_HEADER, refusal.reason)
        .send(
          envelope(request, refusal.code, `sign${refusal.code}` as Parameters<typeof securityMessage>[0]),
        );
    }
    if (!request.gatewayClientKey && verdict.publicKey) {
      request.gatewayClientKey = { publicKey: verdict.publicKey, algorithm: '' };
    }
    return refuseReusedLoginPayload();
  });

  // After a login answer: count failures for the risk rule, and bind the proven key to the new
  // session. After a switch: the new session inherits the key of the one that switched.
  app.addHook('onSend', async (request, reply, payload) => {
    const opened = openedSessionToken(reply.getHeader('set-cookie'));
    const previous = request.cookies?.token;
    const guarded = Boolean(request.routeOptions.config.captchaScene);
    const key = request.gatewayClientKey;
    if ((!guarded && !key && !(opened && previous)) || typeof payload !== 'string') return payload;
    let answer: { code?: unknown; data?: { userId?: unknown; needVerify?: unknown } | null };
    try {
      answer = JSON.parse(payload) as typeof answer;
    } catch {
      return payload;
    }
    const succeeded = answer.code === 0 || answer.code === '0' || answer.code === '00000';
    if (guarded) {
      const attempt = loginAttemptOf(request);
      if (LOGIN_FAILURE_CODES.has(String(answer.code))) risk.recordFailure(attempt, now());
      else if (succeeded) risk.recordSuccess(attempt);
    }
    if (!succeeded || opened === undefined) return payload;
    // Issue #21 item 8: every login path's answer that opens a session (a login, a new device's
    // e-mailed code, a second factor, a third-party or passkey login) binds the key the request
    // proved, by its payload's initSign or its signature, so the new session's signed calls verify.
    // The client binds on the same list (KEY_BINDING_URLS). Any other answer that opens a session
    // of the caller's family (a sub-account or demo switch) carries the caller's key over.
    const userId = answer.data?.userId;
    if (
      key &&
      KEY_BINDING_URLS.includes(fullPathOf(request)) &&
      (typeof userId === 'string' || typeof userId === 'number')
    ) {
      await bindClientKey(app.db, opened, key.publicKey, key.algorithm || (await algorithmOf(key.publicKey)));
    } else if (previous) {
      await inheritClientKey(app.db, previous, opened);
    }
    return payload;
  });
}

// Registered in the /v1 context itself (not a child), so its hooks cover the domain plugins.
Object.defineProperty(gatewaySecurity, Symbol.for('skip-override'), { value: true });

export const gatewaySecurityPlugin = gatewaySecurity;
