import { z } from 'zod';
import { endpointQuery, wireDecimal } from '../endpoint.ts';
import { decimal8String, pairSymbol } from '../request-fields.ts';

/** The price defaults to the contract's mark. */
export const maxOpenSizeQuery = endpointQuery({ symbol: pairSymbol, price: decimal8String.optional() });

/**
 * The largest long and short a new opening order may have at `price` and the account's leverage
 * (`GET /v1/futures/max-open-size`), in base units with the contract's `sizePlace` decimals.
 */
export const maxOpenSize = z.object({
  symbol: z.string(),
  price: wireDecimal,
  leverage: wireDecimal,
  long: wireDecimal,
  short: wireDecimal,
});
