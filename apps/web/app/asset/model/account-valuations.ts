import type { Decimal } from '@tideline/core/decimal';
import type { AssetSummary, TextKey } from '../../product-manifest.ts';
import type { LastPrices } from './valuation.ts';

export interface AccountValuation {
  account: string;
  label: TextKey;
  link: string;
  usdt: Decimal;
}

/**
 * Each product account's worth in USDT, from the answers of its summary's query (same order as
 * `summaries`); undefined while any is missing, so the overview never shows a partial total.
 */
export function accountValuations(
  summaries: readonly AssetSummary[],
  answers: readonly unknown[],
  prices: LastPrices,
): AccountValuation[] | undefined {
  if (summaries.some((_, index) => answers[index] === undefined)) return undefined;
  return summaries.map((summary, index) => ({
    account: summary.account,
    label: summary.label,
    link: summary.link,
    usdt: summary.usdtValue(answers[index], prices),
  }));
}
