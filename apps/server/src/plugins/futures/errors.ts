import { errorEnvelope } from '@tideline/protocol';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FuturesRejectReason } from '../../futures/types.ts';
import { marketsErrorHandler } from '../markets/index.ts';
import { type FuturesMessageKey, futuresMessage } from './messages.ts';
import { FuturesUnavailableError } from './service/futures-service.ts';

/**
 * Futures result codes (docs/protocol-futures.md §6), beside the markets' 300xx. Business refusals
 * answer HTTP 200 with status 'error', as every /v1 refusal does.
 */
export const FuturesCode = {
  unknownSymbol: '31001',
  invalidPrice: '31002',
  invalidSize: '31003',
  insufficientBalance: '31004',
  fokNotFillable: '31006',
  orderNotFound: '31007',
  invalidOrder: '31008',
  unavailable: '31009',
  invalidAmount: '31010',
  invalidLeverage: '31011',
  invalidTakeProfit: '31012',
  invalidStopLoss: '31013',
  noPosition: '31014',
  reduceOnlyNothingToReduce: '31015',
  notIsolated: '31016',
  marginBelowInitial: '31017',
  hasOpenOrdersOrPosition: '31018',
  noMarkPrice: '31019',
  positionSideRequired: '31020',
  invalidTrigger: '31021',
  /** FUTURES_OPEN_ORDER_LIMIT orders are already open on this contract. */
  openOrderLimit: '31022',
} as const satisfies Record<string, FuturesMessageKey>;

type FuturesCodeValue = (typeof FuturesCode)[keyof typeof FuturesCode];

export class FuturesError extends Error {
  constructor(
    readonly code: FuturesCodeValue,
    readonly httpStatus = 200,
  ) {
    super(futuresMessage(code, 0));
    this.name = 'FuturesError';
  }
}

const reasonCodes: Readonly<Record<FuturesRejectReason, FuturesCodeValue>> = {
  'unknown-symbol': FuturesCode.unknownSymbol,
  'unknown-fee-tier': FuturesCode.invalidOrder,
  'unknown-order': FuturesCode.orderNotFound,
  'invalid-amount': FuturesCode.invalidAmount,
  'invalid-price': FuturesCode.invalidPrice,
  'invalid-size': FuturesCode.invalidSize,
  'invalid-order': FuturesCode.invalidOrder,
  'invalid-leverage': FuturesCode.invalidLeverage,
  'invalid-trigger': FuturesCode.invalidTrigger,
  'invalid-take-profit': FuturesCode.invalidTakeProfit,
  'invalid-stop-loss': FuturesCode.invalidStopLoss,
  'above-max-size': FuturesCode.invalidSize,
  'position-side-required': FuturesCode.positionSideRequired,
  'leverage-above-tier-max': FuturesCode.invalidLeverage,
  'notional-above-tier-max': FuturesCode.invalidLeverage,
  'insufficient-balance': FuturesCode.insufficientBalance,
  'no-position': FuturesCode.noPosition,
  'reduce-only-nothing-to-reduce': FuturesCode.reduceOnlyNothingToReduce,
  'not-isolated': FuturesCode.notIsolated,
  'margin-below-initial': FuturesCode.marginBelowInitial,
  'has-open-orders': FuturesCode.hasOpenOrdersOrPosition,
  'has-position': FuturesCode.hasOpenOrdersOrPosition,
  'no-mark-price': FuturesCode.noMarkPrice,
  'fok-not-fillable': FuturesCode.fokNotFillable,
  'open-order-limit': FuturesCode.openOrderLimit,
};

/** The futures code of an engine's reject reason, or undefined for a reason it does not name. */
export function futuresReasonCode(reason: string): FuturesCodeValue | undefined {
  return Object.hasOwn(reasonCodes, reason) ? reasonCodes[reason as FuturesRejectReason] : undefined;
}

export function futuresRejection(reason: FuturesRejectReason): FuturesError {
  return new FuturesError(reasonCodes[reason]);
}

/** The futures codes in the caller's language; everything else as the markets plugin answers it. */
export function futuresErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known =
    error instanceof FuturesError
      ? error
      : error instanceof FuturesUnavailableError
        ? new FuturesError(FuturesCode.unavailable, 503)
        : undefined;
  if (known === undefined) return marketsErrorHandler(error, request, reply);
  return reply
    .code(known.httpStatus)
    .send(errorEnvelope(known.code, futuresMessage(known.code, request.languageType)));
}
