import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { databaseBackend } from '../../db/database.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';

export async function healthRoutes(app: FastifyInstance) {
  serveEndpoint(app, GATEWAY_ENDPOINTS.health, async (request) => {
    await sql`select 1`.execute(app.db);
    return success(request, {
      status: 'ok' as const,
      database: databaseBackend(app.config),
      time: Date.now(),
    });
  });
}
