import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { failure } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { apiErrorHandler } from './error-handler.ts';

/** The answer language of a request (§3 `languageType`; absent or not a whole number: English). */
export function parseLanguageType(query: unknown): number {
  if (typeof query !== 'object' || query === null || !('languageType' in query)) return 0;
  const value = Number(query.languageType);
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

/**
 * Conventions shared by every /v1 route (spec §7, §8): the answer language, the request-time
 * header, JSON and form bodies, the envelope for every error, and the 404 envelope for unknown
 * paths and methods. Applied to the /v1 encapsulation context only, so the web app mounted on the
 * same instance keeps its own handling.
 */
export function configureApiContext(app: FastifyInstance): void {
  app.decorateRequest('languageType', 0);
  app.addHook('onRequest', async (request, reply) => {
    request.languageType = parseLanguageType(request.query);
    // Spec §7: the client reads the server time from this header to correct its clock offset.
    reply.header('request-time', String(Date.now()));
  });

  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  // Spec §7 names JSON, form and multipart bodies; plain text is refused with 415 like any other type.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  // An empty JSON body means "no parameters": clients send params as the body only when they have some.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    defaultJsonParser(request, String(body), done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      // Spec §7: form bodies use the bracket syntax for arrays (a[]=1&a[]=2).
      done(null, qs.parse(String(body), { depth: 5, arrayLimit: 100, parameterLimit: 200 }));
    },
  );

  // The OpenAPI document marks every route guarded by requireUser as needing the session cookie;
  // a route of the endpoint table already states its whole requirement (session, signature, device token).
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler].flat();
    if (route.schema && !route.schema.security && handlers.includes(app.requireUser)) {
      route.schema = { ...route.schema, security: [{ session: [] }] };
    }
  });

  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(failure(request, ResultCode.notFound, 'request.notFound')),
  );
  // A wildcard mounted beside the gateway (the web app's page catch-all) would otherwise win the
  // route lookup for unknown paths here and answer with its own context's 404; this context keeps
  // every path under its prefix, so the answer stays the envelope.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    schema: { hide: true },
    exposeHeadRoute: false,
    handler: (_request, reply) => reply.callNotFound(),
  });
}
