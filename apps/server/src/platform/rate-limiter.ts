import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { RateLimitClass } from '@tideline/protocol/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.ts';
import { RATE_LIMITS, RATE_WINDOW_MS, type RateRule, rateKey } from './rate-limits.ts';
import { ResultCode } from './result-codes.ts';

type RateHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/**
 * A route's limits, per class of the endpoint table. `byAddress` runs first thing (`onRequest`),
 * so a flood is refused before its body is parsed or validated; `byAccount` runs once the session
 * is known (`preHandler`, after `requireUser`). `serveEndpoint` puts both on every route.
 */
export interface RateLimiters {
  readonly byAddress: Readonly<Record<RateLimitClass, RateHook>>;
  readonly byAccount: Readonly<Record<RateLimitClass, RateHook>>;
}

/**
 * The gateway's rate limits (issue #21 item 12): @fastify/rate-limit's counters (in memory, one
 * window per key), one per rule of `RATE_LIMITS`. A call over a rule of its class is answered 429
 * with the §8 rate-limit code `00006`, its localised text and `Retry-After` in seconds.
 * `enabled: false` (RATE_LIMITS=0, the test default as for request signing) lets every call through.
 * `store` replaces the in-memory counters (a @fastify/rate-limit store class: the cluster's
 * gateways share theirs, cluster/shared-rate-counts.ts).
 */
export async function registerRateLimiters(
  app: FastifyInstance,
  enabled: boolean,
  store?: RateLimitPluginOptions['store'],
): Promise<RateLimiters> {
  await app.register(fastifyRateLimit, { global: false, ...(store === undefined ? {} : { store }) });
  const classes = Object.keys(RATE_LIMITS) as RateLimitClass[];

  const hookFor = (rateClass: RateLimitClass, by: RateRule['by']): RateHook => {
    const rules = RATE_LIMITS[rateClass].filter((rule) => rule.by === by);
    const checks = rules.map((rule) => {
      const keyOf = (request: FastifyRequest) =>
        rateKey(rateClass, rule, { ip: request.ip, accountId: request.user?.rootUserId });
      const check = app.createRateLimit({
        max: rule.perMinute,
        timeWindow: RATE_WINDOW_MS,
        keyGenerator: (request) => keyOf(request) ?? '',
      });
      return { keyOf, check };
    });
    return async (request, reply) => {
      if (!enabled) return undefined;
      for (const { keyOf, check } of checks) {
        if (keyOf(request) === undefined) continue;
        const verdict = await check(request);
        // `isAllowed` means allow-listed; a counted call is refused only once it exceeds the limit.
        if (verdict.isAllowed || !verdict.isExceeded) continue;
        reply.code(429).header('retry-after', String(Math.max(1, verdict.ttlInSeconds)));
        return reply.send(failure(request, ResultCode.tooManyRequests, 'request.tooManyRequests'));
      }
      return undefined;
    };
  };

  const perClass = (by: RateRule['by']) =>
    Object.fromEntries(classes.map((rateClass) => [rateClass, hookFor(rateClass, by)])) as Record<
      RateLimitClass,
      RateHook
    >;
  return { byAddress: perClass('address'), byAccount: perClass('account') };
}
