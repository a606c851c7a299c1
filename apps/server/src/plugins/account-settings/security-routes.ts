import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import {
  consumeTotp,
  findUserById,
  hashPassword,
  isAcceptablePassword,
  verifyPassword,
} from '../accounts/index.ts';
import { assertActingAsMain } from '../sub-accounts/index.ts';

/** An account with Google Authenticator bound must confirm security changes with a current code. */
async function assertGoogleCode(db: Db, user: User, googleCode: string | undefined): Promise<void> {
  if (!user.totp_enabled || !user.totp_secret) return;
  if (googleCode === undefined || !(await consumeTotp(db, user.id, googleCode, user.totp_secret))) {
    throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
  }
}

/** Security changes of the logged-in main account: its password and its authenticator. */
export async function securityRoutes(app: FastifyInstance) {
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.changePassword, async (request) => {
    const session = request.user!;
    assertActingAsMain(session);
    const { oldPwd, pwd, rePwd, googleCode } = request.body;
    if (!isAcceptablePassword(pwd)) throw new ApiError(ResultCode.passwordWeak, 'account.passwordWeak');
    if (pwd !== rePwd) throw new ApiError(ResultCode.passwordMismatch, 'account.passwordMismatch');
    const user = await findUserById(app.db, session.userId);
    if (!(await verifyPassword(oldPwd, user.password_hash))) {
      throw new ApiError(ResultCode.loginFailed, 'account.loginFailed');
    }
    await assertGoogleCode(app.db, user, googleCode);
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
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.googleUnbind, async (request) => {
    const user = await findUserById(app.db, request.user!.userId);
    if (!user.totp_enabled || !user.totp_secret) {
      throw new ApiError(ResultCode.googleState, 'account.googleNotBound');
    }
    await assertGoogleCode(app.db, user, request.body.googleCode);
    await app.db
      .updateTable('users')
      .set({ totp_enabled: false, totp_secret: null })
      .where('id', '=', user.id)
      .execute();
    return success(request, { googleBound: false });
  });
}
