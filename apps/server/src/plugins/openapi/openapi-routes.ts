import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { V2_OPENAPI_PATH } from '../api-v2/v2-openapi.ts';

/**
 * GET /v1/openapi.json: the OpenAPI 3.1 document generated from the route schemas; and /v1/docs,
 * an API reference reading it (Swagger UI, served from its package: no CDN, works offline), which
 * also offers the Bitget-compatible /api/v2 routes' document (issue #32) in its definition list.
 */
export async function openApiRoute(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: {
      docExpansion: 'list',
      deepLinking: true,
      urls: [
        { url: '/v1/docs/json', name: '/v1: the web app’s API' },
        { url: V2_OPENAPI_PATH, name: '/api/v2: API for programs (Bitget v2 compatible)' },
      ],
    },
  });
}
