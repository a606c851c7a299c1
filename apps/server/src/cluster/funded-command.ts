/**
 * A futures command that needs money in the contract allocation, funded from the futures wallet
 * first (docs/scale-out.md, "Futures").
 *
 * Funding and the command are two entries in the contract's journal. A gateway funds and submits
 * in its own turn per account and contract, but another gateway that has served the same user
 * (after a failover, or a client calling two gateways) sweeps the allocation's free margin after
 * each result it sees, in its turn, and can take what was just funded before the command arrives.
 * Nothing is lost (a sweep moves only free margin, back to the futures wallet), so a command the
 * engine refuses for want of money is funded and submitted again, at most `FUND_ATTEMPTS` times;
 * a refusal after that is the engine's answer.
 */
import type { Decimal } from '@tideline/core/decimal';
import type { FuturesCommand } from '../futures/types.ts';
import type { FuturesCommandResult, FuturesTradingView } from './futures-symbol-engine.ts';

/** How often a command refused for want of money is funded and tried again. */
export const FUND_ATTEMPTS = 3;

export interface FundedCommandPorts {
  /** The contract engine's view with the account's part. */
  view(symbol: string, accountId: string): Promise<FuturesTradingView>;
  /** Moves USDT from the futures wallet into the allocation; throws when the wallet cannot pay. */
  fund(userId: number, symbol: string, amount: Decimal): Promise<void>;
  submit(symbol: string, command: FuturesCommand): Promise<FuturesCommandResult>;
}

export async function submitFunded(
  ports: FundedCommandPorts,
  userId: number,
  accountId: string,
  symbol: string,
  shortfallOf: (engine: FuturesTradingView) => Decimal,
  command: FuturesCommand,
): Promise<FuturesCommandResult> {
  for (let attempt = 1; ; attempt += 1) {
    const shortfall = shortfallOf(await ports.view(symbol, accountId));
    if (shortfall.gt(0)) await ports.fund(userId, symbol, shortfall);
    const result = await ports.submit(symbol, command);
    const wantsMoney = result.events.some(
      (event) =>
        event.type === 'rejected' && event.accountId === accountId && event.reason === 'insufficient-balance',
    );
    if (!wantsMoney || attempt === FUND_ATTEMPTS) return result;
  }
}
