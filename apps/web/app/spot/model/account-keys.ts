/** Query keys of the spot account data: one place, so the fetches and the pushed views agree. */
export const ACCOUNT_QUERY_KEY = ['spot', 'account'] as const;

export const accountKeys = {
  balances: [...ACCOUNT_QUERY_KEY, 'balances'] as const,
  open: (symbol: string) => [...ACCOUNT_QUERY_KEY, 'open', symbol] as const,
  history: (symbol: string) => [...ACCOUNT_QUERY_KEY, 'history', symbol] as const,
  fills: (symbol: string) => [...ACCOUNT_QUERY_KEY, 'fills', symbol] as const,
  plans: (symbol: string) => [...ACCOUNT_QUERY_KEY, 'plans', symbol] as const,
};
