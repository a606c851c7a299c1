import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import {
  findUserById,
  hashPassword,
  isAcceptablePassword,
  issueStepUpTicket,
  revokeFamilySessions,
} from '../accounts/index.ts';
import { assertActingAsMain } from '../sub-accounts/index.ts';

/**
 * Security changes of the logged-in main account: its password and its authenticator. Both rows
 * are step-up calls: the current password and the factor in force were proved for the ticket the
 * request spent before the handler runs (accounts/step-up.ts), so the handlers check only the change.
 */
export async function securityRoutes(app: FastifyInstance) {
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.stepUp, async (request) =>
    success(request, await issueStepUpTicket(app.db, request.user!, request.body, app.clock.now())),
  );

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.changePassword, async (request) => {
    const session = request.user!;
    assertActingAsMain(session);
    const { pwd, rePwd } = request.body;
    if (!isAcceptablePassword(pwd)) throw new ApiError(ResultCode.passwordWeak, 'account.passwordWeak');
    if (pwd !== rePwd) throw new ApiError(ResultCode.passwordMismatch, 'account.passwordMismatch');
    const user = await findUserById(app.db, session.userId);
    await app.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(pwd) })
      .where('id', '=', user.id)
      .execute();
    // Whoever knew the old password loses every other session of the family; this one stays.
    const ended = await revokeFamilySessions(app.db, user.id, session.sessionDigest);
    return success(request, { sessionsEnded: ended });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.googleUnbind, async (request) => {
    const user = await findUserById(app.db, request.user!.userId);
    if (!user.totp_enabled || !user.totp_secret) {
      throw new ApiError(ResultCode.googleState, 'account.googleNotBound');
    }
    await app.db
      .updateTable('users')
      .set({ totp_enabled: false, totp_secret: null })
      .where('id', '=', user.id)
      .execute();
    return success(request, { googleBound: false });
  });
}
