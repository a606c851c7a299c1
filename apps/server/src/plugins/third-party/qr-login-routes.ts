import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QrLoginStatus } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { completeLogin } from '../accounts/login-service.ts';
import { resolveSession, SESSION_COOKIE } from '../accounts/session-service.ts';
import { randomToken, tokenDigest } from '../accounts/tokens.ts';
import { findUserById } from '../accounts/users.ts';
import * as field from '../platform/schemas.ts';

/** A QR code is valid for two minutes; the page shows "QR code expired" with a refresh after that. */
export const QR_TTL_SECONDS = 120;

const qrBody = z.strictObject({ qrcodeKey: z.string().min(16).max(128) });

/**
 * QR-code login: the page shows a key, the logged-in app scans and confirms it, and the page's
 * polling of getQrKeyStatus then receives its own session. Also the cross-terminal login status.
 */
export async function qrLoginRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['qr-login'];
  const querystring = field.emptyQuery;

  const advance = async (
    qrcodeKey: string,
    from: QrLoginStatus,
    to: QrLoginStatus,
    userId: number | null,
  ) => {
    const updated = await app.db
      .updateTable('qr_logins')
      .set({ status: to, user_id: userId })
      .where('key_hash', '=', tokenDigest(qrcodeKey))
      .where('status', '=', from)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw new ApiError(ResultCode.qrCode, 'qr.invalid');
  };

  api.post(
    '/qr/create',
    {
      schema: {
        tags,
        summary: 'A new QR login key for the page to show',
        querystring,
        body: field.emptyBody.optional(),
      },
    },
    async (request) => {
      const qrcodeKey = randomToken();
      await app.db
        .insertInto('qr_logins')
        .values({
          key_hash: tokenDigest(qrcodeKey),
          status: 'waiting',
          user_id: null,
          expires_at: new Date(Date.now() + QR_TTL_SECONDS * 1000),
        })
        .execute();
      return success(request, { qrcodeKey, expiresIn: QR_TTL_SECONDS });
    },
  );

  api.post(
    '/qr/scan',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'The app reports it scanned the key', querystring, body: qrBody },
    },
    async (request) => {
      await advance(request.body.qrcodeKey, 'waiting', 'scanned', null);
      return success(request, { status: 'scanned' });
    },
  );

  api.post(
    '/qr/confirm',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'The app approves the login of the page', querystring, body: qrBody },
    },
    async (request) => {
      await advance(request.body.qrcodeKey, 'scanned', 'confirmed', request.user!.rootUserId);
      return success(request, { status: 'confirmed' });
    },
  );

  api.post(
    '/getQrKeyStatus',
    {
      config: { signed: true, deviceToken: true },
      schema: {
        tags,
        summary: 'Poll a QR key: waiting, scanned, confirmed (logs the page in) or expired',
        querystring,
        body: qrBody,
      },
    },
    async (request, reply) => {
      const keyHash = tokenDigest(request.body.qrcodeKey);
      const row = await app.db
        .selectFrom('qr_logins')
        .selectAll()
        .where('key_hash', '=', keyHash)
        .executeTakeFirst();
      if (!row || row.expires_at <= new Date() || row.status === 'used')
        return success(request, { status: 'expired' as const });
      if (row.status !== 'confirmed' || row.user_id === null) return success(request, { status: row.status });
      const claimed = await app.db
        .updateTable('qr_logins')
        .set({ status: 'used' })
        .where('key_hash', '=', keyHash)
        .where('status', '=', 'confirmed')
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) return success(request, { status: 'expired' as const });
      const user = await findUserById(app.db, row.user_id);
      const login = await completeLogin(app.db, request, reply, user, {
        loginName: String(user.id),
        method: 'qr',
        request,
      });
      return success(request, { status: 'confirmed' as const, userId: login.userId });
    },
  );

  api.post(
    '/getCrossTerminalLoginStatus',
    {
      config: { signed: true },
      schema: {
        tags,
        summary: 'Whether this browser is logged in, and on which terminals the account has live sessions',
        querystring,
        body: field.emptyBody.optional(),
      },
    },
    async (request) => {
      const session = await resolveSession(app.db, request.cookies[SESSION_COOKIE]).catch(() => null);
      if (!session) return success(request, { login: false, userId: null, terminals: [] });
      const rows = await app.db
        .selectFrom('sessions')
        .select('terminal')
        .distinct()
        .where('root_user_id', '=', session.rootUserId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .orderBy('terminal')
        .execute();
      return success(request, {
        login: true,
        userId: String(session.userId),
        terminals: rows.map((row) => row.terminal),
      });
    },
  );
}
