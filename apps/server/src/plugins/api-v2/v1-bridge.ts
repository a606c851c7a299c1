import { isSuccessCode } from '@tideline/protocol/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../accounts/index.ts';
import type { V1Upstream } from './v1-upstream.ts';
import { V2Error, type V2RefusalName } from './v2-errors.ts';

/** The /v1 refusals a v2 client can tell apart, by the markets' result codes (docs/protocol-markets.md). */
const V1_TO_V2: Readonly<Record<string, V2RefusalName>> = {
  '30001': 'symbolUnknown',
  '30002': 'orderInvalid',
  '30003': 'orderInvalid',
  '30004': 'insufficientBalance',
  '30005': 'orderInvalid',
  '30006': 'orderInvalid',
  '30007': 'orderNotFound',
  '30008': 'orderInvalid',
  '30010': 'orderInvalid',
  '30014': 'orderInvalid',
  // Futures (docs/protocol-futures.md): unknown contract, balance, order; the rest are bad orders.
  '31001': 'symbolUnknown',
  '31004': 'insufficientBalance',
  '31007': 'orderNotFound',
};

/** A futures refusal not named above (31002..31022) is a bad order. */
export function v2RefusalOf(code: string): V2RefusalName {
  return V1_TO_V2[code] ?? (/^310\d\d$/.test(code) ? 'orderInvalid' : 'parameterInvalid');
}

interface V1Envelope {
  code: number | string;
  msg: string;
  data: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the bot API's /v1 calls go (v1-upstream.ts); set by the api-v2 plugin. */
    v1Upstream: V1Upstream;
  }
}

interface V1Call {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  token?: string | undefined;
}

/**
 * Calls a /v1 route for a v2 request (issue #32: answered from the same routes, engines and ledger
 * as /v1): in-process, or through the cluster's origin for the rows its gateways answer
 * (v1-upstream.ts); the caller's address, the key's session when there is one. A /v1 refusal
 * becomes the v2 refusal that fits, keeping /v1's text as the message.
 */
export async function callV1<T>(app: FastifyInstance, request: FastifyRequest, call: V1Call): Promise<T> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  const url = `/v1${call.path}${search}`;
  const headers = {
    'accept-language': 'en',
    ...(call.token === undefined ? {} : { cookie: `${SESSION_COOKIE}=${call.token}` }),
    ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  const origin = app.v1Upstream?.(`/v1${call.path}`);
  const answer =
    origin === undefined
      ? await injected(app, { method: call.method, url, remoteAddress: request.ip, headers, payload })
      : await forwarded(`${origin}${url}`, { method: call.method, headers, payload });
  let envelope: V1Envelope;
  try {
    envelope = JSON.parse(answer.text) as V1Envelope;
  } catch {
    throw new V2Error('system');
  }
  if (isSuccessCode(envelope.code) && answer.statusCode < 400) return envelope.data as T;
  if (answer.statusCode === 429) throw new V2Error('rateLimited');
  if (answer.statusCode >= 500) throw new V2Error('system');
  throw new V2Error(v2RefusalOf(String(envelope.code)), envelope.msg);
}

interface V1Answer {
  statusCode: number;
  text: string;
}

async function injected(
  app: FastifyInstance,
  call: {
    method: 'GET' | 'POST';
    url: string;
    remoteAddress: string;
    headers: Record<string, string>;
    payload: string | undefined;
  },
): Promise<V1Answer> {
  const answer = await app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: call.remoteAddress,
    headers: call.headers,
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
  return { statusCode: answer.statusCode, text: answer.body };
}

/** How long a call through the cluster's origin may take: a gateway answers 503 well before. */
const FORWARD_TIMEOUT_MS = 30_000;

async function forwarded(
  url: string,
  call: { method: 'GET' | 'POST'; headers: Record<string, string>; payload: string | undefined },
): Promise<V1Answer> {
  try {
    const answer = await fetch(url, {
      method: call.method,
      headers: call.headers,
      ...(call.payload === undefined ? {} : { body: call.payload }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    return { statusCode: answer.status, text: await answer.text() };
  } catch {
    // No gateway answered: the outcome of an order is unknown, as a gateway's 503 says.
    return { statusCode: 503, text: '' };
  }
}
