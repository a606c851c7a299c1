import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import * as field from '../platform/schemas.ts';
import { maskEmail, maskMobile } from './identifiers.ts';
import { clearSessionCookies, revokeSession } from './session-service.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';
import { findUserById } from './users.ts';

export function userInfo(user: User, rootUserId: number) {
  return {
    userId: String(user.id),
    rootUserId: String(rootUserId),
    parentUserId: user.parent_id === null ? null : String(user.parent_id),
    accountType: user.kind,
    demo: user.kind === 'demo',
    nickname: user.nickname,
    email: user.email ? maskEmail(user.email) : null,
    mobile: user.mobile ? maskMobile(user.mobile) : null,
    areaCode: user.area_code,
    googleBound: user.totp_enabled,
    antiPhishingCodeSet: user.anti_phishing_code !== null,
    agency: user.agency,
    walletAddress: user.wallet_address,
    registerTime: user.created_at.getTime(),
  };
}

export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const querystring = field.emptyQuery;

  api.get(
    '/user/overview/userinfo',
    { preHandler: app.requireUser, schema: { tags, summary: 'The logged-in account', querystring } },
    async (request) => {
      const session = request.user!;
      return success(request, userInfo(await findUserById(app.db, session.userId), session.rootUserId));
    },
  );

  api.post(
    '/user/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'End the session and clear its cookies',
        querystring,
        body: field.emptyBody.optional(),
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, request.user!.sessionDigest);
      clearSessionCookies(request, reply);
      return success(request, null);
    },
  );

  api.post(
    '/user/security/google/secret',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Start binding Google Authenticator',
        querystring,
        body: field.emptyBody.optional(),
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.user!.userId);
      if (user.totp_enabled) throw new ApiError(ResultCode.googleState, 'account.googleAlreadyBound');
      const secret = newTotpSecret();
      await app.db.updateTable('users').set({ totp_secret: secret }).where('id', '=', user.id).execute();
      return success(request, {
        secret,
        otpauthUrl: totpUri(user.email ?? user.mobile ?? String(user.id), secret),
      });
    },
  );

  api.post(
    '/user/security/google/bind',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Confirm Google Authenticator with a current code',
        querystring,
        body: z.strictObject({ googleCode: field.verificationCode }),
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.user!.userId);
      if (user.totp_enabled) throw new ApiError(ResultCode.googleState, 'account.googleAlreadyBound');
      if (!user.totp_secret) throw new ApiError(ResultCode.googleState, 'account.googleNotPrepared');
      if (!checkTotp(request.body.googleCode, user.totp_secret)) {
        throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
      }
      await app.db.updateTable('users').set({ totp_enabled: true }).where('id', '=', user.id).execute();
      return success(request, { googleBound: true });
    },
  );
}
