/** Accounts: registration, login and its verification, profile, security settings, passkeys, third-party sign-in, sub-accounts (spec §2, §6, §7). Rows are added here as the routes move onto the endpoint table (issue #19). */
export const ACCOUNTS_ENDPOINTS = {} as const;
