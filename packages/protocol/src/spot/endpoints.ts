/** Spot market data and trading (spec §2 spot). Rows are added here as the routes move onto the endpoint table (issue #19). */
export const SPOT_ENDPOINTS = {} as const;
