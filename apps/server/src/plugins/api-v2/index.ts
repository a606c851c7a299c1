import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProductManifest } from '../../platform/product-manifest.ts';
import { futuresRoutes } from './futures-routes.ts';
import { futuresTradeRoutes } from './futures-trade-routes.ts';
import { KeyAuthenticator } from './key-auth.ts';
import { KeySessions } from './key-sessions.ts';
import { spotBatchRoutes } from './spot-batch-routes.ts';
import { spotRoutes } from './spot-routes.ts';
import { v1UpstreamOf } from './v1-upstream.ts';
import { V2_REFUSALS, V2Error, v2Body, v2ErrorBody } from './v2-errors.ts';
import { v2OpenApiDocument } from './v2-openapi.ts';
import type { V2Call, V2Route } from './v2-route.ts';
import { apiV2SocketsPlugin } from './ws/index.ts';

/**
 * Per key and endpoint: Bitget allows 10 requests a second on its trade endpoints; here 20 a
 * second by default, API_V2_RATE_LIMIT calls per API_V2_RATE_WINDOW_MS when set.
 */
function rateSettings(env: NodeJS.ProcessEnv): { max: number; timeWindow: number } {
  const max = Number(env.API_V2_RATE_LIMIT ?? 20);
  const timeWindow = Number(env.API_V2_RATE_WINDOW_MS ?? 1000);
  if (!Number.isInteger(max) || max < 1 || !Number.isInteger(timeWindow) || timeWindow < 1)
    throw new Error('API_V2_RATE_LIMIT and API_V2_RATE_WINDOW_MS must be positive integers');
  return { max, timeWindow };
}

const rawBodies = new WeakMap<FastifyRequest, string>();
const rateKeys = new WeakMap<FastifyRequest, string>();

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function paramsOf(request: FastifyRequest): Record<string, string> {
  const params: Record<string, string> = {};
  const sources = [request.query, request.body].filter(
    (source): source is Record<string, unknown> => typeof source === 'object' && source !== null,
  );
  for (const source of sources)
    for (const [name, value] of Object.entries(source))
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        params[name] = String(value);
  return params;
}

/**
 * Bitget's v2 REST API under /api/v2 (issue #32): a key's signed requests, answered by the /v1
 * routes the web app uses, in Bitget's paths, fields and `{code, msg, requestTime, data}` body.
 */
export async function apiV2Plugin(app: FastifyInstance) {
  app.decorate('v1Upstream', await v1UpstreamOf(process.env));
  const keys = new KeyAuthenticator(app.db);
  const sessions = new KeySessions(app.db);
  const limit = app.createRateLimit({
    ...rateSettings(process.env),
    keyGenerator: (request) => rateKeys.get(request) ?? request.ip,
  });

  await app.register(
    async (v2) => {
      v2.removeAllContentTypeParsers();
      // The signature covers the body as sent, so it is kept as text before being parsed.
      v2.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
        const text = String(body);
        rawBodies.set(request, text);
        if (text.trim() === '') return done(null, {});
        try {
          done(null, JSON.parse(text));
        } catch {
          done(new V2Error('parameterInvalid', 'Request body is not JSON'));
        }
      });
      v2.setErrorHandler((error: FastifyError | V2Error, request, reply) => {
        if (error instanceof V2Error) return reply.code(statusOf(error)).send(v2ErrorBody(error));
        if (error.statusCode !== undefined && error.statusCode < 500)
          return reply.code(400).send(v2ErrorBody(new V2Error('parameterInvalid')));
        request.log.error({ err: error }, 'api v2 call failed');
        return reply.code(500).send(v2ErrorBody(new V2Error('system')));
      });
      v2.setNotFoundHandler((_request, reply) => reply.code(404).send(v2ErrorBody(new V2Error('notFound'))));
      const routes = [
        ...spotRoutes(app),
        ...spotBatchRoutes(app),
        ...futuresRoutes(app),
        ...futuresTradeRoutes(app),
      ];
      for (const route of routes) serveV2(v2, route);
      // The reference document of these routes, which /v1/docs offers beside /v1's.
      const document = v2OpenApiDocument(routes);
      v2.get('/openapi.json', { schema: { hide: true } }, async () => document);
    },
    { prefix: '/api/v2' },
  );
  // Bitget's v2 WebSocket API beside the REST one (ws/index.ts).
  await app.register(apiV2SocketsPlugin);

  function serveV2(v2: FastifyInstance, route: V2Route) {
    v2.route({
      method: route.method,
      url: route.path,
      // Not in the /v1 OpenAPI document, whose envelope and bad-input rules these routes do not
      // follow; docs/api.md is their reference.
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const call: V2Call = { request, params: paramsOf(request) };
        if (route.right !== 'public') {
          const key = await keys.authenticate(request, rawBodies.get(request) ?? '', Date.now());
          if (!key.permissions.includes(route.right)) throw new V2Error('permissionMissing');
          rateKeys.set(request, `api-v2:${key.accessKey}:${route.method}:${route.path}`);
          const verdict = await limit(request);
          if (!verdict.isAllowed && verdict.isExceeded) throw new V2Error('rateLimited');
          const demo = headerValue(request, 'paptrading') === '1';
          const userId = await sessions.accountFor(key.userId, demo);
          call.key = { ...key, userId };
          call.token = await sessions.tokenOf(userId, request.ip);
        }
        return reply.send(v2Body(await route.handler(call)));
      },
    });
  }
}

function statusOf(error: V2Error): number {
  return V2_REFUSALS[error.refusal].status;
}

/** The Bitget-compatible API for programs: /api/v2 beside /v1, on the same services. */
export const apiV2Product: ProductManifest = {
  name: 'api-v2',
  root: apiV2Plugin,
  migrations: ['0160_api_key_passphrase'],
  streamChannels: [],
};
