import { errorEnvelope } from '@tideline/protocol';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FuturesRejectReason } from '../../futures/types.ts';
import { marketsErrorHandler } from '../markets/errors.ts';
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
  postOnlyWouldTake: '31005',
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
} as const;

type FuturesCodeValue = (typeof FuturesCode)[keyof typeof FuturesCode];

const messages: Readonly<Record<FuturesCodeValue, { en: string; zh: string }>> = {
  '31001': { en: 'Unknown contract', zh: '合约不存在' },
  '31002': { en: 'The price is not valid for this contract', zh: '价格不符合该合约的规则' },
  '31003': { en: 'The size is not valid for this contract', zh: '数量不符合该合约的规则' },
  '31004': { en: 'Insufficient futures balance', zh: '合约账户余额不足' },
  '31005': {
    en: 'A post-only order would have traded at once and was not placed',
    zh: '只做 Maker 订单会立即成交，未下单',
  },
  '31006': { en: 'The fill-or-kill order could not be filled in full', zh: 'FOK 订单无法全部成交' },
  '31007': { en: 'The order does not exist or is no longer open', zh: '订单不存在或已结束' },
  '31008': { en: 'The order is not valid', zh: '订单无效' },
  '31009': { en: 'Futures trading is temporarily unavailable', zh: '合约交易暂不可用' },
  '31010': { en: 'The amount is not valid', zh: '金额无效' },
  '31011': { en: 'The leverage is above the maximum for this size', zh: '杠杆倍数超过该仓位档位的上限' },
  '31012': { en: 'The take-profit price is on the wrong side of the price', zh: '止盈价格不符合要求' },
  '31013': { en: 'The stop-loss price is on the wrong side of the price', zh: '止损价格不符合要求' },
  '31014': { en: 'There is no such position', zh: '仓位不存在' },
  '31015': { en: 'A reduce-only order has nothing to reduce', zh: '只减仓订单没有可减的仓位' },
  '31016': { en: 'Margin can be adjusted on isolated positions only', zh: '仅逐仓仓位可调整保证金' },
  '31017': { en: 'The margin would fall below the initial margin', zh: '保证金将低于起始保证金' },
  '31018': { en: 'Close the open orders and positions first', zh: '请先撤销委托并平仓' },
  '31019': { en: 'The contract has no mark price yet', zh: '合约暂无标记价格' },
  '31020': { en: 'In hedge mode the position side is required', zh: '双向持仓模式下必须指定仓位方向' },
  '31021': { en: 'The trigger price is not valid', zh: '触发价格无效' },
};

export class FuturesError extends Error {
  constructor(
    readonly code: FuturesCodeValue,
    readonly httpStatus = 200,
  ) {
    super(messages[code].en);
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
  'post-only-would-take': FuturesCode.postOnlyWouldTake,
  'fok-not-fillable': FuturesCode.fokNotFillable,
};

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
  const text = messages[known.code];
  return reply
    .code(known.httpStatus)
    .send(errorEnvelope(known.code, request.languageType === 1 ? text.zh : text.en));
}
