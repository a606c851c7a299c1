/**
 * Copy trading's limits, one source for the gateway's checks and the web's forms
 * (docs/protocol-copy-trading.md). Amounts in USDT as decimal strings.
 */

/** Futures equity an account needs to lead, USDT. */
export const LEAD_MIN_EQUITY = '100';
/** The smallest investment a copy takes, USDT. */
export const MIN_INVESTMENT = '10';
/** The largest multiple of the lead's size a copy may use. */
export const MAX_MULTIPLE = '100';
