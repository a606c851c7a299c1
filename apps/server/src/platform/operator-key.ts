import { createHash, timingSafeEqual } from 'node:crypto';
import { OUTBOX_TOKEN_HEADER } from '@tideline/protocol/gateway/dev-outbox';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * The operator's key (issue #21 item 10): printed on the gateway console at start only, it opens
 * what only the operator may read (the outbox of codes, the campaign report). `undefined` under
 * NODE_ENV=test, where suites read them as the operator would without the console.
 */
export function operatorKeyOf(config: Pick<ServerConfig, 'nodeEnv' | 'outboxToken'>): string | undefined {
  return config.nodeEnv === 'test' ? undefined : config.outboxToken;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The key a request presents: the `x-outbox-token` header, else the `token` query parameter. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers[OUTBOX_TOKEN_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const query = (request.query as { token?: unknown } | undefined)?.token;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

/** Whether the request may read operator data; compared as digests in constant time, so neither the key's length nor a prefix leaks. */
export function presentsOperatorKey(request: FastifyRequest, key: string | undefined): boolean {
  if (key === undefined) return true;
  const presented = presentedKey(request);
  return presented !== undefined && timingSafeEqual(digest(presented), digest(key));
}
