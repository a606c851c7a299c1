import { z } from 'zod';
import { endpointQuery, wireDecimal, wireTime } from '../endpoint.ts';

export const insuranceFundQuery = endpointQuery({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Cursor: only changes older than this time (ms). */
  before: z.coerce.number().int().positive().optional(),
});

/**
 * The live venue's protection fund (`GET /v1/futures/insurance-fund`): its balance and every change,
 * newest first: the seed from the treasury (no symbol), what liquidations moved, what unwinding
 * taken-over positions earned or cost. `change` is signed, `balance` the fund after it.
 */
export const insuranceFund = z.object({
  balance: wireDecimal,
  records: z.array(
    z.object({
      symbol: z.string().nullable(),
      change: wireDecimal,
      balance: wireDecimal,
      cause: z.enum(['seed', 'liquidation', 'unwind']),
      time: wireTime,
    }),
  ),
});
