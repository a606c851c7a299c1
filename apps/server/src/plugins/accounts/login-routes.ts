import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { loginRequest } from '@tideline/protocol/accounts/login';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import {
  beginLogin,
  checkPassword,
  completeLogin,
  type FactorAnswers,
  factorTarget,
  openTicket,
  recordLogin,
  requiredFactors,
  verifyFactors,
} from './login-service.ts';
import { createPreCheckLimit } from './pre-check-limit.ts';
import { sessionContext } from './session-service.ts';
import { findUserByLoginName } from './users.ts';
import { sendVerificationCode } from './verification-codes.ts';

async function passwordLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof loginRequest>,
  agency: boolean,
) {
  const attempt = {
    loginName: body.loginName.toLowerCase(),
    method: agency ? 'agency-password' : 'password',
    request,
  };
  const user = await checkPassword(
    app.db,
    await findUserByLoginName(app.db, body.loginName, body.areaCode),
    body.pwd,
    attempt,
  );
  if (agency && !user.agency) {
    await recordLogin(app.db, attempt, { userId: user.id, success: false, reason: 'not-agency' });
    throw new ApiError(ResultCode.notAgency, 'account.notAgency');
  }
  return beginLogin(app.db, request, reply, user, attempt, agency);
}

/** Spec §7 login calls and their second-factor variants. */
export async function loginRoutes(app: FastifyInstance) {
  /** The login risk rule may ask for a captcha first (gateway-security). */
  const guarded = { captchaScene: 'login' };

  serveEndpoint(
    app,
    ACCOUNTS_ENDPOINTS.login,
    async (request, reply) => success(request, await passwordLogin(app, request, reply, request.body, false)),
    guarded,
  );
  serveEndpoint(
    app,
    ACCOUNTS_ENDPOINTS.agencyLogin,
    async (request, reply) => success(request, await passwordLogin(app, request, reply, request.body, true)),
    guarded,
  );

  // §7 login pre-check (issue #30 item 1): what the form needs before the password step.
  const preCheckLimit = createPreCheckLimit(() => app.clock.now().getTime());
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.loginPreCheck, async (request) => {
    const { loginName, areaCode } = request.body;
    const captcha = app.loginCaptchaNeeded?.(request) ?? false;
    if (!preCheckLimit.allows(request.ip, loginName))
      return success(request, { exists: null, captcha, secondFactor: null });
    const user = await findUserByLoginName(app.db, loginName, areaCode);
    const deviceId = sessionContext(request, 'web', 0).deviceId;
    const secondFactor = user ? (await requiredFactors(app.db, user, deviceId)).length > 0 : false;
    return success(request, { exists: user !== undefined, captcha, secondFactor });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.sendLoginCode, async (request) => {
    const open = await openTicket(app.db, request.body.loginTicket);
    await sendVerificationCode(app.db, app.notifier, {
      channel: request.body.type,
      target: factorTarget(open.user, request.body.type),
      scene: 'login',
      ttlSeconds: app.config.verificationCodeTtlSeconds,
    });
    return success(request, { expiresIn: app.config.verificationCodeTtlSeconds });
  });

  const finishWith = async (
    request: FastifyRequest,
    reply: FastifyReply,
    loginTicket: string,
    answers: FactorAnswers,
    options: { agency: boolean; method: string },
  ) => {
    const open = await openTicket(app.db, loginTicket);
    if (open.agency !== options.agency) throw new ApiError(ResultCode.ticketInvalid, 'account.ticketInvalid');
    const attempt = {
      loginName: open.user.email ?? open.user.mobile ?? String(open.user.id),
      method: options.method,
      request,
    };
    try {
      await verifyFactors(app.db, open, answers);
    } catch (error) {
      await recordLogin(app.db, attempt, { userId: open.user.id, success: false, reason: 'second-factor' });
      throw error;
    }
    return success(request, await completeLogin(app.db, request, reply, open.user, attempt));
  };

  for (const endpoint of [
    ACCOUNTS_ENDPOINTS.verifyLogin,
    ACCOUNTS_ENDPOINTS.verifyLoginV2,
    ACCOUNTS_ENDPOINTS.thirdPartySecurityVerify,
  ]) {
    serveEndpoint(app, endpoint, async (request, reply) =>
      finishWith(request, reply, request.body.loginTicket, request.body, {
        agency: false,
        method: 'second-factor',
      }),
    );
  }
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.agencyVerifyLogin, async (request, reply) =>
    finishWith(request, reply, request.body.loginTicket, request.body, {
      agency: true,
      method: 'agency-second-factor',
    }),
  );
  for (const endpoint of [ACCOUNTS_ENDPOINTS.verifySystemLogin, ACCOUNTS_ENDPOINTS.verifySystemLoginV2]) {
    serveEndpoint(app, endpoint, async (request, reply) => {
      const open = await openTicket(app.db, request.body.loginTicket);
      const factor = open.factors.length === 1 ? open.factors[0] : undefined;
      if (factor !== 'email' && factor !== 'mobile') {
        throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
      }
      const answers =
        factor === 'email' ? { emailCode: request.body.verifyCode } : { mobileCode: request.body.verifyCode };
      return finishWith(request, reply, request.body.loginTicket, answers, {
        agency: open.agency,
        method: 'system-verify',
      });
    });
  }
}
