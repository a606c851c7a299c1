import { isSuccessCode } from '@tideline/protocol/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../accounts/index.ts';
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

/**
 * Calls a /v1 route in-process for a v2 request (issue #32: answered from the same routes,
 * engines and ledger as /v1): the caller's address, the key's session when there is one. A /v1
 * refusal becomes the v2 refusal that fits, keeping /v1's text as the message.
 */
export async function callV1<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  call: {
    method: 'GET' | 'POST';
    path: string;
    query?: Record<string, string | number | undefined>;
    body?: Record<string, unknown>;
    token?: string | undefined;
  },
): Promise<T> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  const answer = await app.inject({
    method: call.method,
    url: `/v1${call.path}${search}`,
    remoteAddress: request.ip,
    headers: {
      'accept-language': 'en',
      ...(call.token === undefined ? {} : { cookie: `${SESSION_COOKIE}=${call.token}` }),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
  let envelope: V1Envelope;
  try {
    envelope = answer.json<V1Envelope>();
  } catch {
    throw new V2Error('system');
  }
  if (isSuccessCode(envelope.code) && answer.statusCode < 400) return envelope.data as T;
  if (answer.statusCode === 429) throw new V2Error('rateLimited');
  if (answer.statusCode >= 500) throw new V2Error('system');
  throw new V2Error(v2RefusalOf(String(envelope.code)), envelope.msg);
}
