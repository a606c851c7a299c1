import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { hashPassword, isAcceptablePassword, verifyPassword } from '../accounts/passwords.ts';
import { checkTotp } from '../accounts/totp.ts';
import { findUserById } from '../accounts/users.ts';
import * as field from '../platform/schemas.ts';
import { assertActingAsMain } from '../sub-accounts/family.ts';

const changePasswordBody = z.strictObject({
  oldPwd: field.password,
  pwd: field.password,
  rePwd: field.password,
  googleCode: field.verificationCode.optional(),
});
const unbindGoogleBody = z.strictObject({ googleCode: field.verificationCode });

/** An account with Google Authenticator bound must confirm security changes with a current code. */
function assertGoogleCode(user: User, googleCode: string | undefined): void {
  if (!user.totp_enabled || !user.totp_secret) return;
  if (googleCode === undefined || !checkTotp(googleCode, user.totp_secret)) {
    throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
  }
}

/** Security changes of the logged-in main account: its password and its authenticator. */
export async function securityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account-settings'];
  const querystring = field.emptyQuery;
  const preHandler = app.requireUser;

  api.post(
    '/user/security/password',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change the password; other sessions of the account end',
        querystring,
        body: changePasswordBody,
      },
    },
    async (request) => {
      const session = request.user!;
      assertActingAsMain(session);
      const { oldPwd, pwd, rePwd, googleCode } = request.body;
      if (!isAcceptablePassword(pwd)) throw new ApiError(ResultCode.passwordWeak, 'account.passwordWeak');
      if (pwd !== rePwd) throw new ApiError(ResultCode.passwordMismatch, 'account.passwordMismatch');
      const user = await findUserById(app.db, session.userId);
      if (!(await verifyPassword(oldPwd, user.password_hash))) {
        throw new ApiError(ResultCode.loginFailed, 'account.loginFailed');
      }
      assertGoogleCode(user, googleCode);
      await app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(pwd) })
        .where('id', '=', user.id)
        .execute();
      // Whoever knew the old password loses every other session of the family; this one stays.
      const ended = await app.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('root_user_id', '=', user.id)
        .where('token_hash', '!=', session.sessionDigest)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return success(request, { sessionsEnded: Number(ended.numUpdatedRows) });
    },
  );

  api.post(
    '/user/security/google/unbind',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Turn Google Authenticator off with a current code',
        querystring,
        body: unbindGoogleBody,
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.user!.userId);
      if (!user.totp_enabled || !user.totp_secret) {
        throw new ApiError(ResultCode.googleState, 'account.googleNotBound');
      }
      assertGoogleCode(user, request.body.googleCode);
      await app.db
        .updateTable('users')
        .set({ totp_enabled: false, totp_secret: null })
        .where('id', '=', user.id)
        .execute();
      return success(request, { googleBound: false });
    },
  );
}
