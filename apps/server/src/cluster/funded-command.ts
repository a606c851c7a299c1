/**
 * A futures command that needs margin in the contract allocation, funded from the futures wallet
 * first (docs/scale-out.md, "Futures").
 *
 * The gateway works out the command's margin need from the contract engine's view (its mark, the
 * account's leverage and positions) and asks the product server to fund it under the command's
 * request id; the product server reserves that need until the command's result and moves only what
 * the allocation lacks beyond the other commands' reservations (allocation-funding.ts). Its sweeps
 * take only unreserved free margin, so no sweep (after another gateway's command, a fill, a
 * liquidation) takes money funded for a command on its way: the command is submitted once, and an
 * engine's refusal for want of money is its answer.
 */
import { randomUUID } from 'node:crypto';
import type { Decimal } from '@tideline/core/decimal';
import type { FuturesCommand } from '../futures/types.ts';
import type { FuturesCommandResult, FuturesTradingView } from './futures-symbol-engine.ts';

export interface FundedCommandPorts {
  /** The contract engine's view with the account's part. */
  view(symbol: string, accountId: string): Promise<FuturesTradingView>;
  /** Reserves `need` for the command `rid` and funds what the allocation lacks; throws when the wallet cannot pay. */
  fund(userId: number, symbol: string, need: Decimal, rid: string): Promise<void>;
  submit(symbol: string, command: FuturesCommand, rid: string): Promise<FuturesCommandResult>;
}

export async function submitFunded(
  ports: FundedCommandPorts,
  userId: number,
  accountId: string,
  symbol: string,
  needOf: (engine: FuturesTradingView) => Decimal,
  command: FuturesCommand,
): Promise<FuturesCommandResult> {
  const need = needOf(await ports.view(symbol, accountId));
  const rid = randomUUID();
  if (need.gt(0)) await ports.fund(userId, symbol, need, rid);
  return ports.submit(symbol, command, rid);
}
