import type { P2pCrypto, P2pFiat } from '@tideline/protocol/p2p/markets';
import { findSymbol } from '../../markets/symbols.ts';
import { toUnits } from '../../platform/ledger/book-units.ts';

/**
 * The index price a floating ad's margin applies to, in fiat units per one crypto: the spot
 * market's last USDT price (USDT itself is 1) times the reference rate of the fiat, the same
 * rates the valuations use (`MARKETS_FIAT_RATES`).
 */
export function indexPriceOf(
  crypto: P2pCrypto,
  fiat: P2pFiat,
  lastTicks: (symbol: string) => number | undefined,
  fiatRates: Readonly<Record<string, string>>,
): bigint {
  const rate = toUnits(fiatRates[fiat] ?? '1') ?? 100_000_000n;
  if (crypto === 'USDT') return rate;
  const spec = findSymbol(`${crypto}USDT`);
  if (spec === undefined) throw new Error(`no ${crypto}USDT market to price P2P ads`);
  const ticks = BigInt(lastTicks(spec.symbol) ?? spec.startPriceTicks);
  const usdt = ticks * 10n ** BigInt(8 - spec.pricePlace);
  return (usdt * rate) / 100_000_000n;
}
