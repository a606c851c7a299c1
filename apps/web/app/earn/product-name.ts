import type { EarnProduct } from './earn-account.ts';
import type { EarnText } from './i18n/use-earn-text.ts';

/** A product as users read it: its coin and "Flexible" or its term. */
export function productName(product: Pick<EarnProduct, 'asset' | 'termDays'>, t: EarnText): string {
  return `${product.asset} ${product.termDays === null ? t('flexible') : t('fixedTerm', { days: product.termDays })}`;
}

/** The rate bands: "10% on the first 500 USDT", "3% above". */
export function aprText(product: Pick<EarnProduct, 'asset' | 'tiers'>, t: EarnText): string {
  if (product.tiers.length === 1) return `${product.tiers[0]?.apr}%`;
  return product.tiers
    .map((tier) =>
      tier.upTo === null
        ? t('aprAbove', { apr: tier.apr })
        : t('aprFirst', { apr: tier.apr, amount: `${tier.upTo} ${product.asset}` }),
    )
    .join(' · ');
}
