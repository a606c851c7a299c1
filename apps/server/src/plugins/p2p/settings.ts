/** P2P settings from the environment (README.md lists them). */
export interface P2pSettings {
  /** How long a simulated merchant waits before walking its side of an order. */
  readonly merchantDelayMs: number;
  /** How often the order run (timeouts, merchants) looks for work, besides every clock move. */
  readonly tickMs: number;
  /** E-mails of the accounts that may decide appeals. */
  readonly operatorEmails: ReadonlySet<string>;
}

function milliseconds(name: string, raw: string | undefined, fallback: number, least: number): number {
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number of at least ${least}`);
  return value;
}

export function p2pSettings(env: NodeJS.ProcessEnv = process.env): P2pSettings {
  return {
    merchantDelayMs: milliseconds('P2P_MERCHANT_DELAY_MS', env.P2P_MERCHANT_DELAY_MS, 5_000, 0),
    tickMs: milliseconds('P2P_TICK_MS', env.P2P_TICK_MS, 1_000, 100),
    operatorEmails: new Set(
      (env.P2P_OPERATOR_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    ),
  };
}
