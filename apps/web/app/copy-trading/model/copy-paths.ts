/**
 * Where the lead-trader ranking and a lead's profile open. Spec §2's demo allow-list holds
 * `/order/mcp` and `/record/mcp` (prefix match) but not `/copytrading`, so in demo mode the ranking
 * and the profiles (with the follow action) open under `/order/mcp` and demo mode stays on
 * allowed routes only (docs/protocol-copy-trading.md §4).
 */
export interface CopyPaths {
  readonly ranking: string;
  trader(traderId: string): string;
}

export const LIVE_COPY_PATHS: CopyPaths = {
  ranking: '/copytrading',
  trader: (traderId) => `/copytrading/trader/${traderId}`,
};

export const DEMO_COPY_PATHS: CopyPaths = {
  ranking: '/order/mcp/leads',
  trader: (traderId) => `/order/mcp/trader/${traderId}`,
};

export function copyPaths(demo: boolean): CopyPaths {
  return demo ? DEMO_COPY_PATHS : LIVE_COPY_PATHS;
}
