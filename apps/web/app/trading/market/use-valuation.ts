import { useQuery } from '@tanstack/react-query';
import { FALLBACK_CURRENCY, findCurrency } from '@tideline/core/currency';
import { formatValuation } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { useReferenceClient } from '../../api/use-reference-client.ts';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { useCalmMarketFeedSelector } from '../feed/MarketFeedProvider.tsx';
import { valuationOf } from './valuation.ts';

export interface Valuation {
  /** ISO code of the valuation currency chosen in the preferences. */
  currency: string;
  /** `amount` of `asset` in that currency, formatted by the §9 fiat rule; `--` while unknown. */
  format: (amount: string | undefined, asset: string) => string;
}

/** The gateway's rates are fixed reference figures: read once per page. */
const RATES_STALE_MS = Number.POSITIVE_INFINITY;

/** Valuations in the preference's currency (spec §3), converted through USDT with live prices. */
export function useValuation(): Valuation {
  const client = useReferenceClient();
  const { preferences } = usePreferences();
  const tickers = useCalmMarketFeedSelector((state) => state.tickers);
  const currency = findCurrency(preferences.unit) ?? findCurrency(FALLBACK_CURRENCY);
  const code = currency?.name ?? FALLBACK_CURRENCY;
  const rates = useQuery({
    queryKey: ['market', 'fiat-rates'],
    queryFn: () => callEndpoint(client, SPOT_ENDPOINTS.fiatRates),
    staleTime: RATES_STALE_MS,
  });
  const rate = rates.data?.rates.find((row) => row.currency === code)?.rate;
  const display = { code, symbol: currency?.symbol ?? '' };
  return {
    currency: code,
    format: (amount, asset) => formatValuation(valuationOf(amount, asset, tickers, rate), display),
  };
}
