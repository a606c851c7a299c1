import { type Endpoint, type EndpointResponse, endpointAnswer } from '@tideline/protocol/endpoint';
import type { Envelope } from '@tideline/protocol/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The request a handler of `E` receives: its query or body parsed by the row's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Querystring: E['query'] extends z.ZodType ? z.output<E['query']> : unknown;
  Body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
}>;

/**
 * Registers a route from its endpoint-table row (packages/protocol/src/endpoint.ts): method, path,
 * request schemas, the answer's schema (a handler cannot send what the row does not promise), the
 * session check, and the OpenAPI tags, summary and security. Adding an endpoint is its row plus
 * this call with its handler.
 */
export function serveEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequest<E>) => Promise<Envelope<EndpointResponse<E>>>,
): void {
  const session = endpoint.auth === 'session';
  // The zod compilers set on the app validate and serialise; the types come from this signature.
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(session ? { preHandler: app.requireUser } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpointAnswer(endpoint) },
      ...(session ? { security: [{ session: [] }] } : {}),
    },
    handler: (request) => handler(request as EndpointRequest<E>),
  });
}
