/**
 * The text of a `/cluster/v1` refusal in the caller's language (`?languageType=`, the §3 numbers the
 * product's `/v1` reads; unknown numbers read English, §8). The body is `{code, message, detail?}`:
 * `code` is the gateway's own machine-readable string (an engine's reject reason, or one of the
 * gateway's codes below) and does not change with the language; `message` is the product's text
 * for the same refusal from its catalogues (the markets' 300xx and futures' 310xx texts, the /v1
 * request and sign-in texts), so a bot or a page can show it as it is; `detail`, when there is
 * one, says in English what exactly was wrong (the field, the journalled command's id).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ServerMessageKey, serverMessage } from '../i18n/index.ts';
import type { ExchangeRejectReason } from '../markets/exchange-types.ts';
import { FuturesCode, futuresReasonCode } from '../plugins/futures/errors.ts';
import { futuresMessage } from '../plugins/futures/messages.ts';
import { MarketsCode, rejectionError } from '../plugins/markets/errors.ts';
import { marketsMessage } from '../plugins/markets/messages.ts';
import { parseLanguageType } from '../plugins/platform/api-context.ts';

/** Which engines a route talks to: the spot symbols' or the futures contracts'. */
export type ClusterSide = 'spot' | 'futures';

/** The gateway's own codes with a text of the /v1 request and sign-in catalogue. */
const REQUEST_TEXTS: Readonly<Record<string, ServerMessageKey>> = {
  unauthenticated: 'auth.loginRequired',
  'cross-site': 'request.originRefused',
  forbidden: 'auth.forbidden',
  'invalid-request': 'request.invalidBody',
  'malformed-json': 'request.malformedJson',
  'body-too-large': 'request.bodyTooLarge',
  'unsupported-media-type': 'request.unsupportedMediaType',
  'not-found': 'request.notFound',
  internal: 'request.internal',
};

/** The engine did not take the command, or its result is not in yet: the trading service's "unavailable". */
const UNAVAILABLE = new Set(['journal-unavailable', 'result-pending', 'engine-unavailable']);

export function clusterRefusalText(
  code: string,
  side: ClusterSide,
  languageType: number,
  params: { type?: string } = {},
): string {
  const requestText = Object.hasOwn(REQUEST_TEXTS, code) ? REQUEST_TEXTS[code] : undefined;
  if (requestText !== undefined) return serverMessage(requestText, languageType, { type: params.type ?? '' });
  if (side === 'futures') {
    if (UNAVAILABLE.has(code)) return futuresMessage(FuturesCode.unavailable, languageType);
    return futuresMessage(futuresReasonCode(code) ?? FuturesCode.invalidOrder, languageType);
  }
  if (UNAVAILABLE.has(code)) return marketsMessage(MarketsCode.unavailable, languageType);
  if (code === 'unknown-order') return marketsMessage(MarketsCode.orderNotFound, languageType);
  return marketsMessage(rejectionError(code as ExchangeRejectReason).code, languageType);
}

/** Answers a refusal of a `/cluster/v1` route with its status and `{code, message, detail?}`. */
export function sendClusterRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: { status: number; code: string; detail?: string },
): FastifyReply {
  const side: ClusterSide = request.url.startsWith('/cluster/v1/futures') ? 'futures' : 'spot';
  const message = clusterRefusalText(refusal.code, side, parseLanguageType(request.query), {
    type: request.headers['content-type'] ?? '',
  });
  return reply.code(refusal.status).send({
    code: refusal.code,
    message,
    ...(refusal.detail === undefined || refusal.detail === message ? {} : { detail: refusal.detail }),
  });
}

/** What was wrong with a request's fields, for `detail`: `side: Invalid option...; size: ...`. */
export const invalidFieldsDetail = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
  issues.map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`).join('; ');
