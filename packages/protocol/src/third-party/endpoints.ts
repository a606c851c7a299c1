/**
 * Third-party sign-in (Google, Apple, Telegram, wallets) and QR-code login (spec §6, §7). Rows are
 * added here as the routes move onto the endpoint table (issue #19).
 */
export const THIRD_PARTY_ENDPOINTS = {} as const;
