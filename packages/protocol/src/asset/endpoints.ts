/** Assets: balances, deposits, withdrawals, transfers, records (spec §2 asset). Rows are added here as the routes move onto the endpoint table (issue #19). */
export const ASSET_ENDPOINTS = {} as const;
