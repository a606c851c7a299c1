/** USDT-margined perpetual futures: market data, trading, positions, account (spec §2 futures). Rows are added here as the routes move onto the endpoint table (issue #19). */
export const FUTURES_ENDPOINTS = {} as const;
