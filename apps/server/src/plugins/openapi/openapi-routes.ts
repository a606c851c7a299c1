import type { FastifyInstance } from 'fastify';

/** GET /v1/openapi.json: the OpenAPI 3.1 document generated from the route schemas. */
export async function openApiRoute(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
