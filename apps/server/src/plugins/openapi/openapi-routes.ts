import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * GET /v1/openapi.json: the OpenAPI 3.1 document generated from the route schemas; and /v1/docs,
 * an API reference reading it (Swagger UI, served from its package: no CDN, works offline).
 */
export async function openApiRoute(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
