import { errorEnvelope } from '@tideline/protocol';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ExchangeRejectReason } from '../../markets/exchange-types.ts';
import { apiErrorHandler } from '../platform/error-handler.ts';
import { type MarketsMessageKey, marketsMessage } from './messages.ts';
import { MarketsUnavailableError } from './service/markets-service.ts';

/**
 * Markets result codes (documented in docs/protocol-markets.md). Business refusals answer HTTP 200
 * with status 'error', as every /v1 refusal does (spec §8).
 */
export const MarketsCode = {
  unknownSymbol: '30001',
  invalidPrice: '30002',
  invalidSize: '30003',
  insufficientBalance: '30004',
  postOnlyWouldTake: '30005',
  fokNotFillable: '30006',
  orderNotFound: '30007',
  invalidOrder: '30008',
  unavailable: '30009',
  invalidAmount: '30010',
  planNotFound: '30011',
  secondFactorRequired: '30012',
  /** The user already has PLAN_ORDER_LIMIT plan orders waiting on this market (venue and symbol). */
  planLimit: '30013',
  /** The user already has OPEN_ORDER_LIMIT orders open on this market (venue and symbol). */
  openOrderLimit: '30014',
  /** The withdrawal whitelist already holds WHITELIST_MAX_ADDRESSES addresses (issue #30 item 1). */
  whitelistFull: '30015',
  /** A whitelist label with nothing left once markup and control characters are removed. */
  whitelistLabel: '30016',
  /** No whitelist entry of the caller's has that id. */
  whitelistEntryNotFound: '30017',
} as const satisfies Record<string, MarketsMessageKey>;

type MarketsCodeValue = (typeof MarketsCode)[keyof typeof MarketsCode];

export class MarketsError extends Error {
  constructor(
    readonly code: MarketsCodeValue,
    readonly httpStatus = 200,
  ) {
    super(marketsMessage(code, 0));
    this.name = 'MarketsError';
  }
}

const reasonCodes: Partial<Record<ExchangeRejectReason, MarketsCodeValue>> = {
  'unknown-symbol': MarketsCode.unknownSymbol,
  'invalid-price': MarketsCode.invalidPrice,
  'below-min-notional': MarketsCode.invalidSize,
  'invalid-size': MarketsCode.invalidSize,
  'below-min-size': MarketsCode.invalidSize,
  'above-max-size': MarketsCode.invalidSize,
  'insufficient-balance': MarketsCode.insufficientBalance,
  'post-only-would-take': MarketsCode.postOnlyWouldTake,
  'fok-not-fillable': MarketsCode.fokNotFillable,
  'unknown-order': MarketsCode.orderNotFound,
  'not-owner': MarketsCode.orderNotFound,
  'unknown-asset': MarketsCode.invalidAmount,
  'invalid-amount': MarketsCode.invalidAmount,
};

export function rejectionError(reason: ExchangeRejectReason): MarketsError {
  return new MarketsError(reasonCodes[reason] ?? MarketsCode.invalidOrder);
}

/** The /v1 error handler, plus the markets' own codes in the caller's language (§3, §8). */
export function marketsErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known =
    error instanceof MarketsError
      ? error
      : error instanceof MarketsUnavailableError
        ? new MarketsError(MarketsCode.unavailable, 503)
        : undefined;
  if (known === undefined) return apiErrorHandler(error, request, reply);
  return reply
    .code(known.httpStatus)
    .send(errorEnvelope(known.code, marketsMessage(known.code, request.languageType)));
}
