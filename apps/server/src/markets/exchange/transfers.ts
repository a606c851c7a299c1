import type { DepositCommand, ExchangeEvent, WithdrawCommand } from '../exchange-types.ts';
import type { SpotCore } from './core.ts';
import { parseTransferAmount } from './edge.ts';
import { rejection } from './events.ts';

// Money in and out: deposits from and withdrawals to the ledger's @world account.

export function transfer(e: SpotCore, command: DepositCommand | WithdrawCommand, out: ExchangeEvent[]): void {
  const { accountId, asset } = command;
  // Rejections name the command without its asset or symbol, as they always have.
  const quoted = { type: command.type, accountId, ts: command.ts } as const;
  const amount = parseTransferAmount(accountId, asset, command.amount);
  if (typeof amount === 'string') {
    out.push(rejection(quoted, amount, undefined, undefined));
    return;
  }
  transferUnits(e, command.type, accountId, asset, amount, quoted, out);
}

/** A deposit or withdrawal of `amount` ledger units (positive; the account a user's). */
export function transferUnits(
  e: SpotCore,
  kind: 'deposit' | 'withdraw',
  accountId: string,
  asset: string,
  amount: bigint,
  quoted: { type: 'deposit' | 'withdraw'; accountId: string; ts: number },
  out: ExchangeEvent[],
): void {
  if (kind === 'deposit') e.ledger.deposit(accountId, asset, amount);
  else if (!e.ledger.withdraw(accountId, asset, amount)) {
    out.push(rejection(quoted, 'insufficient-balance', undefined, undefined));
  }
}
