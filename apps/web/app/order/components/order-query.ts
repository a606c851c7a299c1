/** The order centre's queries: one key prefix, so a cancel refreshes every tab. */
export const ORDER_QUERY_KEY = ['order-centre'] as const;

/** Open orders fill or get cancelled elsewhere (the trading pages, the market): re-read them this often. */
export const OPEN_ORDERS_POLL_MS = 5_000;
