import { errorEnvelope } from '@tideline/protocol';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ExchangeRejectReason } from '../../markets/exchange-types.ts';
import { apiErrorHandler } from '../platform/error-handler.ts';
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
} as const;

type MarketsCodeValue = (typeof MarketsCode)[keyof typeof MarketsCode];

const messages: Readonly<Record<MarketsCodeValue, { en: string; zh: string }>> = {
  '30001': { en: 'Unknown symbol', zh: '交易对不存在' },
  '30002': { en: 'The price is not valid for this symbol', zh: '价格不符合该交易对的规则' },
  '30003': { en: 'The quantity is not valid for this symbol', zh: '数量不符合该交易对的规则' },
  '30004': { en: 'Insufficient balance', zh: '余额不足' },
  '30005': {
    en: 'A post-only order would have traded at once and was not placed',
    zh: '只做 Maker 订单会立即成交，未下单',
  },
  '30006': { en: 'The fill-or-kill order could not be filled in full', zh: 'FOK 订单无法全部成交' },
  '30007': { en: 'The order does not exist or is no longer open', zh: '订单不存在或已结束' },
  '30008': { en: 'The order is not valid', zh: '订单无效' },
  '30009': { en: 'Trading is temporarily unavailable', zh: '交易暂不可用' },
  '30010': { en: 'The amount or asset is not valid', zh: '金额或币种无效' },
  '30011': { en: 'The plan order does not exist or is no longer waiting', zh: '计划委托不存在或已结束' },
  '30012': {
    en: 'A second factor (Google Authenticator or e-mail code) is required',
    zh: '需要二次验证（谷歌验证码或邮箱验证码）',
  },
};

export class MarketsError extends Error {
  constructor(
    readonly code: MarketsCodeValue,
    readonly httpStatus = 200,
  ) {
    super(messages[code].en);
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

/** The /v1 error handler, plus the markets' own codes in the caller's language (zh-CN or English). */
export function marketsErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known =
    error instanceof MarketsError
      ? error
      : error instanceof MarketsUnavailableError
        ? new MarketsError(MarketsCode.unavailable, 503)
        : undefined;
  if (known === undefined) return apiErrorHandler(error, request, reply);
  const text = messages[known.code];
  return reply
    .code(known.httpStatus)
    .send(errorEnvelope(known.code, request.languageType === 1 ? text.zh : text.en));
}
