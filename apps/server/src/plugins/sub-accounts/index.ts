import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Terminal, User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import {
  carryStepUpTickets,
  createSession,
  findUserById,
  retireSwitchedSession,
  sessionContext,
  setSessionCookies,
  tokenDigest,
} from '../accounts/index.ts';
import { assertActingAsMain, demoAccountOf, familyMember, SUB_ACCOUNT_LIMIT } from './family.ts';

export { assertActingAsMain, familyMember } from './family.ts';

/** Replaces the session with one acting as `target`, within the same family and terminal kind. */
async function switchSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  target: User,
  terminal: Terminal,
) {
  const current = request.user!;
  const ttl = app.config.sessionTtlSeconds;
  const token = await createSession(
    app.db,
    { userId: target.id, rootUserId: current.rootUserId },
    sessionContext(request, terminal, ttl),
  );
  await carryStepUpTickets(app.db, current.sessionDigest, tokenDigest(token));
  await retireSwitchedSession(app.db, current.sessionDigest);
  setSessionCookies(request, reply, token, target.id, ttl);
  return success(request, { userId: String(target.id), accountType: target.kind, terminal });
}

/** Spec §6/§7 sub-accounts: create, list, and switch the session between the family's accounts. */
export async function subAccountsPlugin(app: FastifyInstance) {
  serveEndpoint(app, ACCOUNTS_ENDPOINTS.createSubAccount, async (request) => {
    const user = request.user!;
    assertActingAsMain(user);
    const subs = await app.db
      .selectFrom('users')
      .select(['nickname'])
      .where('parent_id', '=', user.rootUserId)
      .where('kind', '=', 'sub')
      .execute();
    if (subs.length >= SUB_ACCOUNT_LIMIT) {
      throw new ApiError(ResultCode.subAccount, 'sub.limit', 200, { limit: SUB_ACCOUNT_LIMIT });
    }
    const subName = request.body.subName;
    if (subs.some((sub) => sub.nickname.toLowerCase() === subName.toLowerCase())) {
      throw new ApiError(ResultCode.subAccount, 'sub.nameTaken');
    }
    const created = await app.db
      .insertInto('users')
      .values({
        kind: 'sub',
        parent_id: user.rootUserId,
        nickname: subName,
        email: null,
        area_code: null,
        mobile: null,
        password_hash: null,
        anti_phishing_code: null,
        totp_secret: null,
        wallet_address: null,
      })
      .returning(['id', 'nickname', 'created_at'])
      .executeTakeFirstOrThrow();
    return success(request, {
      userId: String(created.id),
      subName: created.nickname,
      createTime: created.created_at.getTime(),
    });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.subAccounts, async (request) => {
    const user = request.user!;
    const subs = await app.db
      .selectFrom('users')
      .select(['id', 'nickname', 'created_at'])
      .where('parent_id', '=', user.rootUserId)
      .where('kind', '=', 'sub')
      .orderBy('id')
      .execute();
    return success(request, {
      mainUserId: String(user.rootUserId),
      limit: SUB_ACCOUNT_LIMIT,
      list: subs.map((sub) => ({
        userId: String(sub.id),
        subName: sub.nickname,
        createTime: sub.created_at.getTime(),
        current: sub.id === user.userId,
      })),
    });
  });

  const switchRoutes = [
    [ACCOUNTS_ENDPOINTS.switchLogin, 'web'],
    [ACCOUNTS_ENDPOINTS.switchWeb, 'web'],
    [ACCOUNTS_ENDPOINTS.switchApp, 'app'],
  ] as const;
  for (const [endpoint, terminal] of switchRoutes) {
    serveEndpoint(app, endpoint, async (request, reply) => {
      const target = await familyMember(app.db, request.user!.rootUserId, request.body.userId);
      if (target.kind === 'demo') throw new ApiError(ResultCode.subAccount, 'sub.notInFamily');
      return switchSession(app, request, reply, target, terminal);
    });
  }

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.switchLoginDemo, async (request, reply) => {
    const root = await findUserById(app.db, request.user!.rootUserId);
    return switchSession(app, request, reply, await demoAccountOf(app.db, root), request.user!.terminal);
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.switchTradeDemo, async (request, reply) => {
    const root = await findUserById(app.db, request.user!.rootUserId);
    const target = request.body.demo ? await demoAccountOf(app.db, root) : root;
    return switchSession(app, request, reply, target, request.user!.terminal);
  });
}

export const subAccountsProduct: ProductManifest = {
  name: 'sub-accounts',
  api: subAccountsPlugin,
  // Sub-accounts are users of kind 'sub' in the accounts tables.
  migrations: [],
  streamChannels: [],
};
