import { z } from 'zod';
import { wireDecimal } from '../endpoint.ts';
import { decimal8String, pairSymbol } from '../request-fields.ts';
import { marginMode, positionMode } from './codes.ts';

/**
 * The futures wallet (`GET /v1/futures/account`, the `futures.account` channel): free and held
 * balance, the positions' margin and unrealised PnL, the equity over all of it and what may leave
 * the wallet (also what a new order may use).
 */
export const futuresAccount = z.object({
  marginCoin: z.string(),
  available: wireDecimal,
  orderMargin: wireDecimal,
  positionMargin: wireDecimal,
  unrealisedPnl: wireDecimal,
  equity: wireDecimal,
  maxTransferOut: wireDecimal,
  positionMode,
});
export type FuturesAccountWire = z.infer<typeof futuresAccount>;

/** USDT between the spot wallet (`in` takes from it) and the futures wallet, at most 8 decimals. */
export const transferBody = z.strictObject({ direction: z.enum(['in', 'out']), amount: decimal8String });

/** The futures wallet's free and held balance after a transfer. */
export const futuresBalance = z.object({ available: wireDecimal, hold: wireDecimal });

/** A contract's leverage and margin mode for the account, and its position mode. */
export const futuresSettings = z.object({
  symbol: z.string(),
  leverage: z.number().int().positive(),
  marginMode,
  positionMode,
  /** The highest leverage the contract's first risk tier allows. */
  maxLeverage: z.number().positive(),
});
export type FuturesSettingsWire = z.infer<typeof futuresSettings>;

/** What leverage and margin-mode changes answer: the contract's settings for the account. */
export const symbolSettings = z.object({ leverage: z.number().int().positive(), marginMode });

export const leverageBody = z.strictObject({
  symbol: pairSymbol,
  leverage: z.number().int().min(1).max(1000),
});
export const marginModeBody = z.strictObject({ symbol: pairSymbol, marginMode });
export const positionModeBody = z.strictObject({ positionMode });
export const positionModeAnswer = z.object({ positionMode });
