import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';
import { recordQuery } from '../record-query.ts';
import { pairSymbol } from '../request-fields.ts';
import { futuresOrderType, marginMode, orderSide, positionDirection } from './codes.ts';
import { positionRecord } from './position.ts';

/** The futures record pages' query: newest first, `before` pages to older rows. */
export const futuresRecordQuery = recordQuery({
  symbol: pairSymbol.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Cursor: only rows older than this time (ms). */
  before: z.coerce.number().int().positive().optional(),
});

/**
 * A finished order (`GET /v1/futures/orders/history`); `dealCount` is the size filled, `size` the
 * size ordered and `priceAvg` the average fill price (null when nothing filled). Rows written
 * before 28 Nov 2026 have neither `size` nor `priceAvg`; both are null for an order restored from
 * an engine snapshot older than them (docs/protocol-futures.md §5).
 */
export const futuresOrderRecord = z.object({
  symbol: z.string(),
  orderId: z.string(),
  side: orderSide,
  positionSide: positionDirection,
  reduceOnly: z.boolean(),
  orderType: futuresOrderType,
  /** Null for a market order. */
  price: wireDecimal.nullable(),
  size: wireDecimal.nullable().optional(),
  dealCount: wireDecimal,
  priceAvg: wireDecimal.nullable().optional(),
  reason: z.enum(['filled', 'cancelled', 'liquidation', 'rejected-on-trigger']).nullable(),
  time: wireTime,
});
export type FuturesOrderRecordWire = z.infer<typeof futuresOrderRecord>;

/** One side of a trade (`GET /v1/futures/fills`). */
export const futuresFillRecord = z.object({
  symbol: z.string(),
  tradeId: z.string(),
  orderId: z.string(),
  side: orderSide,
  liquidity: z.enum(['maker', 'taker']),
  price: wireDecimal,
  size: wireDecimal,
  fee: wireDecimal,
  realisedPnl: wireDecimal,
  time: wireTime,
});
export type FuturesFillWire = z.infer<typeof futuresFillRecord>;

/** A funding payment (`GET /v1/futures/funding`); `amount` is negative when paid. */
export const futuresFundingRecord = z.object({
  symbol: z.string(),
  positionSide: positionDirection,
  rate: wireDecimal,
  markPrice: wireDecimal,
  amount: wireDecimal,
  time: wireTime,
});
export type FuturesFundingWire = z.infer<typeof futuresFundingRecord>;

/** A position taken over by the insurance fund (`GET /v1/futures/liquidations`). */
export const futuresLiquidationRecord = z.object({
  symbol: z.string(),
  positionSide: positionDirection,
  marginMode,
  size: wireDecimal,
  markPrice: wireDecimal,
  takeoverPrice: wireDecimal,
  time: wireTime,
});

/** A closed position (`GET /v1/futures/positions/history`): its last §3 record and when it closed. */
export const closedPositionRecord = positionRecord.extend({ time: wireTime });
