import type { MarginAccount } from '../margin-account.ts';

// How a margin account's risk reads on the page. The gateway decides the state from its levels
// (warning 1.3, margin call 1.2, liquidation 1.1, served by /margin/info); the page names it and
// colours it, never re-deciding it with constants of its own.

export type RiskState = MarginAccount['riskState'];

/** The text key naming each state. */
export const RISK_TEXT = {
  safe: 'riskSafe',
  warning: 'riskWarning',
  'margin-call': 'riskMarginCall',
  liquidation: 'riskLiquidation',
} as const satisfies Record<RiskState, string>;

/** The margin level as shown: two decimals, rounded down (a level is never shown safer than it is). */
export function levelText(level: string | null): string | null {
  if (level === null) return null;
  const match = /^(\d+)(?:\.(\d{0,2}))?/.exec(level);
  if (match === null) return level;
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`;
}
