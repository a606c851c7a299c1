/** What every formatter shows for a missing value (spec §9 "missing shown as --"). */
export const MISSING_PLACEHOLDER = '--';

/** What the asset formatters show for zero (spec §9 "zero shown as 0.00"). */
export const ZERO_DISPLAY = '0.00';
