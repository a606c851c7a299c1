import { parseUnits } from '../markets/fixed-point.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import { FUTURES_ASSET, isVenueAccount, SPOT_WALLETS, VENUE_TREASURY } from './accounts.ts';
import type { FuturesCore } from './core.ts';
import { rejection } from './events.ts';
import type {
  FundAccountCommand,
  FundInsuranceCommand,
  FuturesEvent,
  TransferCommand,
  TransferIntentCommand,
} from './types.ts';

// Money into and out of the futures account: transfers with the spot wallet (with recoverable intents) and
// the venue treasury's funding.

export function transferAmount(_e: FuturesCore, accountId: string, amountText: string): bigint | undefined {
  const amount = parseUnits(amountText, LEDGER_DECIMALS);
  if (amount === undefined || amount <= 0n || isVenueAccount(accountId) || accountId.includes('#'))
    return undefined;
  return amount;
}

export function transfer(e: FuturesCore, command: TransferCommand, out: FuturesEvent[]): void {
  const { accountId, transferId } = command;
  const amount = transferAmount(e, accountId, command.amount);
  const pending = transferId === undefined ? undefined : e.pendingTransfers.get(transferId);
  // A transfer in with an id completes exactly its own intent; a transfer out opens a new one.
  const mismatched =
    transferId !== undefined &&
    (command.direction === 'in'
      ? pending === undefined || pending.accountId !== accountId || pending.amount !== command.amount
      : pending !== undefined);
  if (amount === undefined || mismatched) {
    out.push(rejection(e, command, accountId, undefined, undefined, 'invalid-amount'));
    return;
  }
  if (command.direction === 'in') {
    e.ledger.post(FUTURES_ASSET, [SPOT_WALLETS, 'available'], [accountId, 'available'], amount);
    if (transferId !== undefined) e.pendingTransfers.delete(transferId);
    return;
  }
  if (e.usableFree(accountId) < amount) {
    out.push(rejection(e, command, accountId, undefined, undefined, 'insufficient-balance'));
    return;
  }
  e.ledger.post(FUTURES_ASSET, [accountId, 'available'], [SPOT_WALLETS, 'available'], amount);
  if (transferId !== undefined)
    e.pendingTransfers.set(transferId, {
      transferId,
      direction: 'out',
      accountId,
      amount: command.amount,
      ...(command.counterpart === undefined ? {} : { counterpart: command.counterpart }),
    });
}

export function fundFromTreasury(
  e: FuturesCore,
  target: string,
  command: FundInsuranceCommand | FundAccountCommand,
  out: FuturesEvent[],
): void {
  const amount = parseUnits(command.amount, LEDGER_DECIMALS);
  if (amount === undefined || amount <= 0n) {
    out.push(rejection(e, command, VENUE_TREASURY, undefined, undefined, 'invalid-amount'));
    return;
  }
  e.ledger.post(FUTURES_ASSET, [VENUE_TREASURY, 'available'], [target, 'available'], amount);
}

export function transferIntent(e: FuturesCore, command: TransferIntentCommand, out: FuturesEvent[]): void {
  const { transferId, accountId } = command;
  if (transferAmount(e, accountId, command.amount) === undefined || e.pendingTransfers.has(transferId)) {
    out.push(rejection(e, command, accountId, undefined, undefined, 'invalid-amount'));
    return;
  }
  e.pendingTransfers.set(transferId, {
    transferId,
    direction: 'in',
    accountId,
    amount: command.amount,
    ...(command.counterpart === undefined ? {} : { counterpart: command.counterpart }),
  });
}
