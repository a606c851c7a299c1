import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { databaseBackend } from '../../db/database.ts';
import { success } from '../../platform/envelope.ts';
import { emptyQuery } from './schemas.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        querystring: emptyQuery,
      },
    },
    async (request) => {
      await sql`select 1`.execute(app.db);
      return success(request, { status: 'ok', database: databaseBackend(app.config), time: Date.now() });
    },
  );
}
