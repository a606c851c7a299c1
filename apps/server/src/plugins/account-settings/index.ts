import { randomBytes } from 'node:crypto';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import { API_KEY_LIMIT, type ApiKeyPermission } from '@tideline/protocol/accounts/settings';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { secretBoxOf } from '../../platform/secrets/database-secrets.ts';
import { hashPassword, revokeSession } from '../accounts/index.ts';
import { securityRoutes } from './security-routes.ts';
import { targetAccountId } from './target-account.ts';
import { verificationRoutes } from './verification-routes.ts';

/** Per-account settings: anti-phishing code, devices, login history and API keys. */
export async function accountSettingsPlugin(app: FastifyInstance) {
  await app.register(securityRoutes);
  await app.register(verificationRoutes);

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.antiPhishing, async (request) => {
    const userId = await targetAccountId(app.db, request, request.query.userId);
    const row = await app.db
      .selectFrom('users')
      .select('anti_phishing_code')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return success(request, { userId: String(userId), code: row.anti_phishing_code });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.setAntiPhishing, async (request) => {
    const userId = await targetAccountId(app.db, request, request.body.userId);
    await app.db
      .updateTable('users')
      .set({ anti_phishing_code: request.body.code })
      .where('id', '=', userId)
      .execute();
    return success(request, { userId: String(userId), code: request.body.code });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.devices, async (request) => {
    const userId = await targetAccountId(app.db, request, request.query.userId);
    const devices = await app.db
      .selectFrom('devices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('last_seen_at', 'desc')
      .execute();
    return success(request, {
      list: devices.map((device) => ({
        id: device.id,
        deviceId: device.device_id,
        userAgent: device.user_agent,
        ip: device.ip,
        firstSeen: device.first_seen_at.getTime(),
        lastSeen: device.last_seen_at.getTime(),
      })),
    });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.forgetDevice, async (request) => {
    const userId = await targetAccountId(app.db, request, request.query.userId);
    const device = await app.db
      .deleteFrom('devices')
      .where('id', '=', request.params.id)
      .where('user_id', '=', userId)
      .returning(['device_id'])
      .executeTakeFirst();
    if (!device) throw new ApiError(ResultCode.device, 'device.notFound');
    const sessions = await app.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', userId)
      .where('device_id', '=', device.device_id)
      .where('revoked_at', 'is', null)
      .execute();
    for (const session of sessions) await revokeSession(app.db, session.token_hash);
    return success(request, { id: request.params.id, sessionsEnded: sessions.length });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.loginHistory, async (request) => {
    const userId = await targetAccountId(app.db, request, request.query.userId);
    const { page, pageSize } = request.query;
    const [rows, total] = await Promise.all([
      app.db
        .selectFrom('login_history')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      app.db
        .selectFrom('login_history')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return success(request, {
      total: total.total,
      page,
      pageSize,
      list: rows.map((row) => ({
        id: row.id,
        time: row.created_at.getTime(),
        method: row.method,
        success: row.success,
        reason: row.reason,
        ip: row.ip,
        userAgent: row.user_agent,
        deviceId: row.device_id,
      })),
    });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.apiKeys, async (request) => {
    const userId = await targetAccountId(app.db, request, request.query.userId);
    const keys = await app.db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return success(request, {
      list: keys.map((key) => ({
        accessKey: key.access_key,
        label: key.label,
        // Stored only by the create and edit calls, whose schema accepts these alone.
        permissions: key.permissions as ApiKeyPermission[],
        ipAllowList: key.ip_allow_list,
        createTime: key.created_at.getTime(),
      })),
    });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.createApiKey, async (request) => {
    const userId = await targetAccountId(app.db, request, request.body.userId);
    const count = await app.db
      .selectFrom('api_keys')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (count.n >= API_KEY_LIMIT)
      throw new ApiError(ResultCode.apiKey, 'apiKey.limit', 200, { limit: API_KEY_LIMIT });
    const accessKey = `tl_${randomBytes(16).toString('hex')}`;
    const secretKey = randomBytes(32).toString('base64url');
    const { label, permissions, ipAllowList, passphrase } = request.body;
    await app.db
      .insertInto('api_keys')
      .values({
        user_id: userId,
        access_key: accessKey,
        secret: secretBoxOf(app.db).seal('api-key', secretKey),
        label,
        permissions: JSON.stringify(permissions),
        ip_allow_list: JSON.stringify(ipAllowList),
        passphrase_hash: await hashPassword(passphrase),
      })
      .execute();
    return success(request, { accessKey, secretKey, label, permissions, ipAllowList });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.updateApiKey, async (request) => {
    const userId = await targetAccountId(app.db, request, request.body.userId);
    const { label, permissions, ipAllowList } = request.body;
    const updated = await app.db
      .updateTable('api_keys')
      .set({
        label,
        permissions: JSON.stringify(permissions),
        ip_allow_list: JSON.stringify(ipAllowList),
      })
      .where('access_key', '=', request.params.accessKey)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw new ApiError(ResultCode.apiKey, 'apiKey.notFound');
    return success(request, { accessKey: request.params.accessKey, label, permissions, ipAllowList });
  });

  serveEndpoint(app, ACCOUNTS_ENDPOINTS.deleteApiKey, async (request) => {
    const userId = await targetAccountId(app.db, request, request.query.userId);
    const deleted = await app.db
      .deleteFrom('api_keys')
      .where('access_key', '=', request.params.accessKey)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (deleted.numDeletedRows !== 1n) throw new ApiError(ResultCode.apiKey, 'apiKey.notFound');
    return success(request, { accessKey: request.params.accessKey });
  });
}

/** Account settings: security settings, API keys, devices and other account preferences. */
export const accountSettingsProduct: ProductManifest = {
  name: 'account-settings',
  api: accountSettingsPlugin,
  migrations: ['0002_account_settings'],
  streamChannels: [],
};
