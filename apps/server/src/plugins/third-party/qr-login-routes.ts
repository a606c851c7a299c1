import { THIRD_PARTY_ENDPOINTS as rows } from '@tideline/protocol/third-party/endpoints';
import type { FastifyInstance } from 'fastify';
import type { QrLoginStatus } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import {
  completeLogin,
  findUserById,
  randomToken,
  resolveSession,
  SESSION_COOKIE,
  tokenDigest,
} from '../accounts/index.ts';

/** A QR code is valid for two minutes; the page shows "QR code expired" with a refresh after that. */
export const QR_TTL_SECONDS = 120;

/**
 * QR-code login: the page shows a key, the logged-in app scans and confirms it, and the page's
 * polling of getQrKeyStatus then receives its own session. Also the cross-terminal login status.
 */
export async function qrLoginRoutes(app: FastifyInstance) {
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

  serveEndpoint(app, rows.qrCreate, async (request) => {
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
  });

  serveEndpoint(app, rows.qrScan, async (request) => {
    await advance(request.body.qrcodeKey, 'waiting', 'scanned', null);
    return success(request, { status: 'scanned' as const });
  });

  serveEndpoint(app, rows.qrConfirm, async (request) => {
    await advance(request.body.qrcodeKey, 'scanned', 'confirmed', request.user!.rootUserId);
    return success(request, { status: 'confirmed' as const });
  });

  serveEndpoint(app, rows.qrKeyStatus, async (request, reply) => {
    const keyHash = tokenDigest(request.body.qrcodeKey);
    const row = await app.db
      .selectFrom('qr_logins')
      .selectAll()
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
    const expired = success(request, { status: 'expired' as const });
    if (!row || row.expires_at <= new Date() || row.status === 'used') return expired;
    if (row.status === 'waiting' || row.status === 'scanned') return success(request, { status: row.status });
    // A confirmed key always names its user (advance sets both), so this only guards the type.
    if (row.user_id === null) return expired;
    const claimed = await app.db
      .updateTable('qr_logins')
      .set({ status: 'used' })
      .where('key_hash', '=', keyHash)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) return expired;
    const user = await findUserById(app.db, row.user_id);
    const login = await completeLogin(app.db, request, reply, user, {
      loginName: String(user.id),
      method: 'qr',
      request,
    });
    return success(request, { status: 'confirmed' as const, userId: login.userId });
  });

  serveEndpoint(app, rows.crossTerminalLoginStatus, async (request) => {
    const session = await resolveSession(app.db, request.cookies[SESSION_COOKIE]).catch(() => null);
    if (!session) return success(request, { login: false, userId: null, terminals: [] });
    const live = await app.db
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
      terminals: live.map((session) => session.terminal),
    });
  });
}
