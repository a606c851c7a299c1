import { randomUUID } from 'node:crypto';
import { FUTURES_ASSET } from '../../../futures/accounts.ts';
import type { PendingTransfer } from '../../../futures/types.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import { userIdOf } from '../../../platform/trading-account.ts';
import type { MarketsService } from '../../markets/service/markets-service.ts';
import type { FuturesInput, FuturesService } from './futures-service.ts';

/**
 * Transfers between a user's spot and futures wallets, safe against a crash between their two
 * commits. The spot leg writes a spot asset record whose address names the transfer
 * (`futures:<id>`) in the same transaction as the spot withdrawal or deposit; the futures engine
 * keeps the transfer pending until it knows that leg's outcome. At start every pending transfer is
 * settled by whether its spot record exists:
 * - in: intent (futures) -> withdrawal + record (spot) -> credit (futures). A record means the
 *   spot wallet paid, so the futures wallet is credited; no record means it never did.
 * - out: debit (futures) -> deposit + record (spot) -> settled (futures). Without a record the
 *   deposit is made at recovery.
 */

export interface TransferParty {
  readonly venue: VenueName;
  readonly userId: number;
  readonly accountId: string;
}

/** The spot asset record's address for a futures transfer. */
export function transferAddress(transferId: string): string {
  return `futures:${transferId}`;
}

/** Journals futures commands; answers whether the first was refused by the engine. */
async function futuresLeg(
  futures: FuturesService,
  venue: VenueName,
  command: FuturesInput,
): Promise<boolean> {
  const [events = []] = await futures.transact(venue, [command]);
  return events.some((event) => event.type === 'rejected' && event.command === command.type);
}

/** The spot withdrawal and its record, in one spot transaction; answers false when refused. */
async function spotWithdrawal(
  markets: MarketsService,
  party: TransferParty,
  amount: string,
  transferId: string,
): Promise<boolean> {
  return markets.transact((tx) => {
    const refused = tx
      .apply(party.venue, {
        type: 'withdraw',
        accountId: party.accountId,
        asset: FUTURES_ASSET,
        amount,
        ts: tx.now,
      })
      .some((event) => event.type === 'rejected');
    if (refused) return false;
    tx.stageRecord({
      venue: party.venue,
      user_id: party.userId,
      kind: 'transfer_out',
      asset: FUTURES_ASSET,
      amount,
      counterparty: null,
      address: transferAddress(transferId),
    });
    return true;
  });
}

async function spotDeposit(
  markets: MarketsService,
  party: TransferParty,
  amount: string,
  transferId: string,
): Promise<void> {
  await markets.transact((tx) => {
    tx.apply(party.venue, {
      type: 'deposit',
      accountId: party.accountId,
      asset: FUTURES_ASSET,
      amount,
      ts: tx.now,
    });
    tx.stageRecord({
      venue: party.venue,
      user_id: party.userId,
      kind: 'transfer_in',
      asset: FUTURES_ASSET,
      amount,
      counterparty: null,
      address: transferAddress(transferId),
    });
  });
}

export type TransferOutcome = 'done' | 'invalid-amount' | 'insufficient-balance';

/** Spot -> futures. Each step is durable before the next starts. */
export async function transferIn(
  futures: FuturesService,
  markets: MarketsService,
  party: TransferParty,
  amount: string,
): Promise<TransferOutcome> {
  const transferId = randomUUID();
  const { venue, accountId } = party;
  if (await futuresLeg(futures, venue, { type: 'transfer-intent', transferId, accountId, amount }))
    return 'invalid-amount';
  const paid = await spotWithdrawal(markets, party, amount, transferId);
  if (!paid) {
    await futuresLeg(futures, venue, { type: 'transfer-settled', transferId });
    return 'insufficient-balance';
  }
  await futuresLeg(futures, venue, { type: 'transfer', direction: 'in', accountId, amount, transferId });
  return 'done';
}

/** Futures -> spot. Each step is durable before the next starts. */
export async function transferOut(
  futures: FuturesService,
  markets: MarketsService,
  party: TransferParty,
  amount: string,
): Promise<TransferOutcome> {
  const transferId = randomUUID();
  const { venue, accountId } = party;
  const [events = []] = await futures.transact(venue, [
    { type: 'transfer', direction: 'out', accountId, amount, transferId },
  ]);
  const refusal = events.find((event) => event.type === 'rejected');
  if (refusal !== undefined)
    return refusal.reason === 'insufficient-balance' ? 'insufficient-balance' : 'invalid-amount';
  await spotDeposit(markets, party, amount, transferId);
  await futuresLeg(futures, venue, { type: 'transfer-settled', transferId });
  return 'done';
}

/** Settles one transfer a crash left pending, by whether its spot leg was committed. */
async function repair(
  futures: FuturesService,
  markets: MarketsService,
  venue: VenueName,
  pending: PendingTransfer,
): Promise<void> {
  const record = await markets.db
    .selectFrom('markets_asset_records')
    .select('id')
    .where('venue', '=', venue)
    .where('address', '=', transferAddress(pending.transferId))
    .executeTakeFirst();
  const { transferId, accountId, amount } = pending;
  if (pending.direction === 'in') {
    await futuresLeg(
      futures,
      venue,
      record === undefined
        ? { type: 'transfer-settled', transferId }
        : { type: 'transfer', direction: 'in', accountId, amount, transferId },
    );
    return;
  }
  const userId = userIdOf(accountId);
  if (record === undefined && userId !== undefined) {
    await spotDeposit(markets, { venue, userId, accountId }, amount, transferId);
  }
  await futuresLeg(futures, venue, { type: 'transfer-settled', transferId });
}

/** Settles every pending transfer of both venues; answers how many there were. */
export async function repairTransfers(futures: FuturesService, markets: MarketsService): Promise<number> {
  let repaired = 0;
  for (const venue of ['live', 'demo'] as const) {
    for (const pending of futures.exchanges[venue].pendingTransferList()) {
      await repair(futures, markets, venue, pending);
      repaired += 1;
    }
  }
  return repaired;
}
