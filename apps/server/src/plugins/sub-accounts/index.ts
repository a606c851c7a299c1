import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Terminal, User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import {
  createSession,
  revokeSession,
  sessionContext,
  setSessionCookies,
} from '../accounts/session-service.ts';
import { findUserById } from '../accounts/users.ts';
import * as field from '../platform/schemas.ts';
import { assertActingAsMain, demoAccountOf, familyMember, SUB_ACCOUNT_LIMIT } from './family.ts';

const createBody = z.strictObject({
  subName: field.patternString(/^[A-Za-z0-9_]{3,20}$/, 'hint.subName'),
});
const switchBody = z.strictObject({ userId: field.userIdParam });
const tradeDemoBody = z.strictObject({ demo: z.boolean() });

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
  await revokeSession(app.db, current.sessionDigest);
  setSessionCookies(request, reply, token, target.id, ttl);
  return success(request, { userId: String(target.id), accountType: target.kind, terminal });
}

/** Spec §6/§7 sub-accounts: create, list, and switch the session between the family's accounts. */
export async function subAccountsPlugin(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sub-accounts'];
  const querystring = field.emptyQuery;
  const signed = { signed: true, deviceToken: true };
  const preHandler = app.requireUser;

  api.post(
    '/user/sub/create',
    { preHandler, schema: { tags, summary: 'Create a sub-account', querystring, body: createBody } },
    async (request) => {
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
    },
  );

  api.get(
    '/user/sub/list',
    { preHandler, schema: { tags, summary: 'The sub-accounts of the logged-in main account', querystring } },
    async (request) => {
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
    },
  );

  const switchRoutes: ReadonlyArray<readonly [string, Terminal, string]> = [
    ['/user/sub/switLogin', 'web', 'Switch the session to a sub-account or back to the main account'],
    ['/user/sub/switchWeb', 'web', 'Switch the web session to an account of the family'],
    ['/user/sub/switchApp', 'app', 'Switch the app session to an account of the family'],
  ];
  for (const [path, terminal, summary] of switchRoutes) {
    api.post(
      path,
      { preHandler, config: signed, schema: { tags, summary, querystring, body: switchBody } },
      async (request, reply) => {
        const target = await familyMember(app.db, request.user!.rootUserId, request.body.userId);
        if (target.kind === 'demo') throw new ApiError(ResultCode.subAccount, 'sub.notInFamily');
        return switchSession(app, request, reply, target, terminal);
      },
    );
  }

  api.post(
    '/user/sub/switchLoginDemo',
    {
      preHandler,
      config: signed,
      schema: {
        tags,
        summary: 'Switch the session to the demo (paper-trading) account',
        querystring,
        body: field.emptyBody.optional(),
      },
    },
    async (request, reply) => {
      const root = await findUserById(app.db, request.user!.rootUserId);
      return switchSession(app, request, reply, await demoAccountOf(app.db, root), request.user!.terminal);
    },
  );

  api.post(
    '/user/sub/switchTradeDemo',
    {
      preHandler,
      config: signed,
      schema: {
        tags,
        summary: 'Trade in demo mode (demo: true) or with the real main account (demo: false)',
        querystring,
        body: tradeDemoBody,
      },
    },
    async (request, reply) => {
      const root = await findUserById(app.db, request.user!.rootUserId);
      const target = request.body.demo ? await demoAccountOf(app.db, root) : root;
      return switchSession(app, request, reply, target, request.user!.terminal);
    },
  );
}
