// Public answers serialised once per version of what they show (issue #22 item 5): a route names
// its answer by a key (path, query, language) and a version (bumped when the data changes, e.g. by
// an engine commit); calls in between get the same bytes, with a strong ETag, and a caller that
// sends that ETag back in If-None-Match gets 304 with no body.
import { createHash } from 'node:crypto';
import type { Envelope } from '@tideline/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedAnswer {
  readonly body: string;
  readonly etag: string;
}

/** Keys kept at most; past it the oldest key goes (a key per symbol, step, limit and language). */
const DEFAULT_LIMIT = 4_096;

export class AnswerCache {
  private readonly entries = new Map<string, { version: string; answer: CachedAnswer }>();

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  /** The answer of `key` at `version`, built and serialised only when the version moved. */
  answer(key: string, version: string, build: () => unknown): CachedAnswer {
    const kept = this.entries.get(key);
    if (kept !== undefined && kept.version === version) return kept.answer;
    const body = JSON.stringify(build());
    const answer =
      kept !== undefined && kept.answer.body === body
        ? kept.answer
        : { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (kept === undefined && this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { version, answer });
    return answer;
  }
}

/** Whether an If-None-Match header names this ETag (or `*`). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const values = Array.isArray(header) ? header.join(',') : header;
  return values.split(',').some((value) => {
    const tag = value.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Sends a cached answer as its handler's result: 304 when the caller already holds it, else its
 * bytes as JSON. Fastify sends a string whose content type is set as it is, with no serialising.
 * Typed as an envelope so an endpoint handler can return it (its content is one, serialised).
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Envelope<never> {
  reply.header('etag', answer.etag);
  reply.header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    return '' as unknown as Envelope<never>;
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  return answer.body as unknown as Envelope<never>;
}
