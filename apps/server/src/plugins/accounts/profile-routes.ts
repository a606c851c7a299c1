import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { UserInfo } from '@tideline/protocol/accounts/profile';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { maskEmail, maskMobile } from './identifiers.ts';
import { type AuthenticatedUser, clearSessionCookies, revokeSession } from './session-service.ts';
import { consumeTotp, newTotpSecret, sealTotpSecret, totpUri } from './totp.ts';
import { findUserById } from './users.ts';

/** The wire view of an account (masked addresses); `rootUserId` is its family's main account. */
/**
 * Whose authenticator a session sets up (issue #21 item 1): the family's main account. A session
 * acting as its demo account reaches the main account's; one acting as a sub-account may not bind
 * a factor of its own, which would let it prove withdrawals without the main account.
 */
function factorOwnerOf(session: AuthenticatedUser): number {
  if (session.kind === 'sub') throw new ApiError(ResultCode.subAccount, 'sub.notForSub');
  return session.rootUserId;
}

export function userInfo(user: User, rootUserId: number): UserInfo {
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

/** The logged-in account, logging out, and binding Google Authenticator. */
export async function profileRoutes(app: FastifyInstance) {
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.userInfo, async (request) => {
    const session = request.user!;
    return success(request, userInfo(await findUserById(app.db, session.userId), session.rootUserId));
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.logout, async (request, reply) => {
    await revokeSession(app.db, request.user!.sessionDigest);
    clearSessionCookies(request, reply);
    return success(request, null);
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.googleSecret, async (request) => {
    const user = await findUserById(app.db, factorOwnerOf(request.user!));
    if (user.totp_enabled) throw new ApiError(ResultCode.googleState, 'account.googleAlreadyBound');
    const secret = newTotpSecret();
    await app.db
      .updateTable('users')
      .set({ totp_secret: sealTotpSecret(app.db, secret) })
      .where('id', '=', user.id)
      .execute();
    return success(request, {
      secret,
      otpauthUrl: totpUri(user.email ?? user.mobile ?? String(user.id), secret),
    });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.googleBind, async (request) => {
    const user = await findUserById(app.db, factorOwnerOf(request.user!));
    if (user.totp_enabled) throw new ApiError(ResultCode.googleState, 'account.googleAlreadyBound');
    if (!user.totp_secret) throw new ApiError(ResultCode.googleState, 'account.googleNotPrepared');
    if (!(await consumeTotp(app.db, user.id, request.body.googleCode, user.totp_secret))) {
      throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
    }
    await app.db.updateTable('users').set({ totp_enabled: true }).where('id', '=', user.id).execute();
    return success(request, { googleBound: true });
  });
}
