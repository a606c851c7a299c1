import { type Endpoint, type EndpointResponse, endpointAnswer } from '@tideline/protocol/endpoint';
import { type Envelope, isSuccessCode } from '@tideline/protocol/envelope';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The request a handler of `E` receives: its query, body and path parameters parsed by the row's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Querystring: NonNullable<E['query']> extends z.ZodType ? z.output<NonNullable<E['query']>> : unknown;
  Body: NonNullable<E['body']> extends z.ZodType ? z.output<NonNullable<E['body']>> : unknown;
  Params: NonNullable<E['params']> extends z.ZodType ? z.output<NonNullable<E['params']>> : unknown;
}>;

/**
 * Registers a route from its endpoint-table row (packages/protocol/src/endpoint.ts): method, path,
 * request schemas, the answer's schema (a handler cannot send what the row does not promise), the
 * session check, and the OpenAPI tags, summary and security. Adding an endpoint is its row plus
 * this call with its handler. The handler gets the reply too, for the calls that set a cookie or a
 * header (a login) or answer an error with its own HTTP status; it answers the row's data, or an
 * error envelope (the row's answer schema allows both).
 */
export function serveEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<Envelope<EndpointResponse<E>> | Envelope<null>>,
  /** Route flags other gateway layers read, e.g. the login risk rule's `captchaScene`. */
  config?: FastifyContextConfig,
): void {
  const session = endpoint.auth === 'session';
  const security = operationSecurity(endpoint);
  const stepUp = endpoint.stepUp === true;
  if (stepUp && !session) throw new Error(`${endpoint.path}: a step-up call needs a session`);
  // The address's limit before anything else; the session, so its calls count against its
  // account; then the account's limit, before a step-up ticket is spent or the handler runs.
  const onRequest = app.rateLimits.byAddress[endpoint.rateLimit];
  const preHandler = [
    ...(session ? [app.requireUser] : []),
    app.rateLimits.byAccount[endpoint.rateLimit],
    ...(stepUp ? [(request: FastifyRequest) => app.stepUp.claim(request)] : []),
  ];
  // The zod compilers set on the app validate and serialise; the types come from this signature.
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    onRequest,
    preHandler,
    ...(config ? { config } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description: operationDescription(endpoint),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: { 200: endpointAnswer(endpoint) },
      ...(security ? { security: [security] } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (stepUp && endpoint.locksWithdrawals !== false && isSuccessCode(answer.code))
        await app.stepUp.completed(request);
      return answer;
    },
  });
}

/**
 * The OpenAPI security requirement of a row: every scheme named must be satisfied together (a
 * session cookie, the §7 signature headers, the device token). Undefined for a call anyone may make
 * unsigned.
 */
export function operationSecurity(endpoint: Endpoint): Record<string, string[]> | undefined {
  const requirement: Record<string, string[]> = {};
  if (endpoint.auth === 'session') requirement['session'] = [];
  if (endpoint.signing) requirement['gatewaySignature'] = [];
  if (endpoint.deviceToken) requirement['deviceToken'] = [];
  if (endpoint.stepUp) requirement['stepUpTicket'] = [];
  return Object.keys(requirement).length > 0 ? requirement : undefined;
}

/** What the reference says beyond the summary: signing, step-up, the example request. */
function operationDescription(endpoint: Endpoint): string {
  const lines = [endpoint.summary];
  if (endpoint.auth === 'optional-session')
    lines.push('With a session, the answer includes the caller’s own data.');
  if (endpoint.signing) {
    const fields = endpoint.signing.fields ?? [];
    lines.push(
      `Signed (§7 sign mode ${endpoint.signing.mode})${fields.length > 0 ? `; body fields signed: ${fields.join(', ')}` : ''}.`,
    );
  }
  if (endpoint.deviceToken) lines.push('Carries the risk-control device token (header `device-token`).');
  if (endpoint.secondFactor) lines.push('Proves a second factor in its body before it acts.');
  if (endpoint.stepUp)
    lines.push(
      `Needs a step-up ticket (header \`x-step-up-ticket\`, from \`POST /v1/user/security/step-up\`, valid 5 minutes for the session that proved)${endpoint.locksWithdrawals === false ? '' : '; on success withdrawals lock for 24 hours'}.`,
    );
  if (endpoint.example) lines.push(`Example request: \`${JSON.stringify(endpoint.example)}\``);
  return lines.join('\n\n');
}
