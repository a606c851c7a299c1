import { z } from 'zod';
import { wireDecimal } from '../endpoint.ts';

/** One asset of the spot account: free, held by open orders, and their sum. */
export const spotBalance = z.object({
  asset: z.string(),
  available: wireDecimal,
  hold: wireDecimal,
  total: wireDecimal,
});
export type SpotBalanceWire = z.infer<typeof spotBalance>;

/** `GET /v1/asset/spot/balances`: every listed asset; `demo` when the session trades on the demo venue. */
export const spotBalances = z.object({ demo: z.boolean(), balances: z.array(spotBalance) });

/** What a funds movement (deposit, transfer, withdrawal) answers: its record and the asset's balance after it. */
export const balanceAfterMove = z.object({ recordId: z.string(), available: wireDecimal, hold: wireDecimal });

/** `POST /v1/asset/demo/reset`: the demo account's restored virtual funds. */
export const demoReset = z.object({
  demo: z.literal(true),
  balances: z.array(z.object({ asset: z.string(), available: wireDecimal })),
});

/** What one USDT is worth in each valuation currency, by ISO code (`GET /v1/asset/valuation-rates`). */
export const valuationRates = z.object({ base: z.literal('USDT'), rates: z.record(z.string(), wireDecimal) });
