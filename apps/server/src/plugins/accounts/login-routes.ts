import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import * as field from '../platform/schemas.ts';
import {
  beginLogin,
  checkPassword,
  completeLogin,
  type FactorAnswers,
  factorTarget,
  openTicket,
  recordLogin,
  verifyFactors,
} from './login-service.ts';
import { findUserByLoginName } from './users.ts';
import { sendVerificationCode } from './verification-codes.ts';

const loginBody = z.strictObject({
  loginName: z.string().trim().min(1).max(254),
  pwd: field.password,
  areaCode: field.areaCode.optional(),
});
const ticket = z.string().min(16).max(128);
const verifyLoginBody = z.strictObject({
  loginTicket: ticket,
  emailCode: field.verificationCode.optional(),
  mobileCode: field.verificationCode.optional(),
  googleCode: field.verificationCode.optional(),
});
const verifySystemBody = z.strictObject({ loginTicket: ticket, verifyCode: field.verificationCode });
const sendLoginCodeBody = z.strictObject({ loginTicket: ticket, type: z.enum(['email', 'mobile']) });

async function passwordLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.infer<typeof loginBody>,
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signed = { signed: true, deviceToken: true };
  const querystring = field.emptyQuery;
  const tags = ['accounts'];

  api.post(
    '/user/login',
    {
      config: { ...signed, captchaScene: 'login' },
      schema: { tags, summary: 'Log in with e-mail or mobile and password', querystring, body: loginBody },
    },
    async (request, reply) => success(request, await passwordLogin(app, request, reply, request.body, false)),
  );
  api.post(
    '/user/agency/login',
    {
      config: { ...signed, captchaScene: 'login' },
      schema: { tags, summary: 'Agency log in', querystring, body: loginBody },
    },
    async (request, reply) => success(request, await passwordLogin(app, request, reply, request.body, true)),
  );

  api.post(
    '/user/login/sendCode',
    {
      config: { deviceToken: true },
      schema: {
        tags,
        summary: 'Send the login verification code to the account',
        querystring,
        body: sendLoginCodeBody,
      },
    },
    async (request) => {
      const open = await openTicket(app.db, request.body.loginTicket);
      await sendVerificationCode(app.db, app.notifier, {
        channel: request.body.type,
        target: factorTarget(open.user, request.body.type),
        scene: 'login',
        ttlSeconds: app.config.verificationCodeTtlSeconds,
      });
      return success(request, { expiresIn: app.config.verificationCodeTtlSeconds });
    },
  );

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

  for (const path of [
    '/user/login/verify-login',
    '/user/login/verify-login-v2',
    '/user/public/third/securityVerify',
  ]) {
    api.post(
      path,
      {
        config: signed,
        schema: {
          tags,
          summary: 'Finish a login with its second factors',
          querystring,
          body: verifyLoginBody,
        },
      },
      async (request, reply) =>
        finishWith(request, reply, request.body.loginTicket, request.body, {
          agency: false,
          method: 'second-factor',
        }),
    );
  }
  api.post(
    '/user/agency/login/verify-login',
    {
      config: signed,
      schema: {
        tags,
        summary: 'Finish an agency login with its second factors',
        querystring,
        body: verifyLoginBody,
      },
    },
    async (request, reply) =>
      finishWith(request, reply, request.body.loginTicket, request.body, {
        agency: true,
        method: 'agency-second-factor',
      }),
  );
  for (const path of ['/user/login/verifySystemLogin', '/user/login/verifySystemLogin-v2']) {
    api.post(
      path,
      {
        config: signed,
        schema: {
          tags,
          summary: 'Finish a new-device login with the code sent to the account',
          querystring,
          body: verifySystemBody,
        },
      },
      async (request, reply) => {
        const open = await openTicket(app.db, request.body.loginTicket);
        const factor = open.factors.length === 1 ? open.factors[0] : undefined;
        if (factor !== 'email' && factor !== 'mobile') {
          throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
        }
        const answers =
          factor === 'email'
            ? { emailCode: request.body.verifyCode }
            : { mobileCode: request.body.verifyCode };
        return finishWith(request, reply, request.body.loginTicket, answers, {
          agency: open.agency,
          method: 'system-verify',
        });
      },
    );
  }
}
