import { sql } from 'kysely';
import { FUTURES_ASSET } from '../../../futures/accounts.ts';
import type { FuturesEvent } from '../../../futures/types.ts';
import type {
  LegRefusal,
  TransferLeg,
  UnfinishedTransfer,
  WalletLeg,
} from '../../../platform/ledger/wallet-leg.ts';
import { accountIdOf, userIdOf, type VenueName } from '../../../platform/trading-account.ts';
import type { FuturesDb } from '../tables.ts';
import type { FuturesInput, FuturesService } from './futures-service.ts';

/** The counterpart of a pending transfer journalled before transfers named theirs. */
const COUNTERPART = 'spot';
/** Commands name the other wallet only when it is not the spot wallet: journals and snapshots stay as they were. */
const counterpartOf = (leg: TransferLeg) =>
  leg.counterpart === COUNTERPART ? {} : { counterpart: leg.counterpart };

function refusalIn(events: readonly FuturesEvent[], command: FuturesInput['type']): LegRefusal | undefined {
  const refusal = events.find((event) => event.type === 'rejected' && event.command === command);
  if (refusal === undefined || refusal.type !== 'rejected') return undefined;
  return refusal.reason === 'insufficient-balance' ? 'insufficient-balance' : 'invalid-amount';
}

/**
 * The futures (USDT) wallet as the ledger's transfer port sees it. The engine keeps a transfer
 * pending from its intent (money coming in) or its debit (money going out) until it is settled,
 * and its journal holds every transfer command, so both survive a crash.
 */
export function futuresWalletLeg(futures: FuturesService, db: FuturesDb): WalletLeg {
  async function journal(venue: VenueName, command: FuturesInput): Promise<FuturesEvent[]> {
    const [events = []] = await futures.transact(venue, [command]);
    return events;
  }
  const accountOf = (leg: TransferLeg) => accountIdOf(leg.userId);
  return {
    wallet: 'futures',
    balances: async (venue, userId) => [
      { asset: FUTURES_ASSET, ...futures.exchanges[venue].balance(accountIdOf(userId)) },
    ],
    expect: async (leg) => {
      if (leg.asset !== FUTURES_ASSET) return 'invalid-amount';
      const { transferId, amount } = leg;
      const events = await journal(leg.venue, {
        type: 'transfer-intent',
        transferId,
        accountId: accountOf(leg),
        amount,
        ...counterpartOf(leg),
      });
      // An intent is refused only for its amount; the source has not been asked yet.
      return refusalIn(events, 'transfer-intent') === undefined ? undefined : 'invalid-amount';
    },
    send: async (leg) => {
      if (leg.asset !== FUTURES_ASSET) return 'invalid-amount';
      const { transferId, amount } = leg;
      const events = await journal(leg.venue, {
        type: 'transfer',
        direction: 'out',
        accountId: accountOf(leg),
        amount,
        transferId,
        ...counterpartOf(leg),
      });
      return refusalIn(events, 'transfer');
    },
    receive: async (leg) => {
      const { transferId, amount } = leg;
      await journal(leg.venue, {
        type: 'transfer',
        direction: 'in',
        accountId: accountOf(leg),
        amount,
        transferId,
      });
    },
    settle: async (leg) => {
      await journal(leg.venue, { type: 'transfer-settled', transferId: leg.transferId });
    },
    committed: async (leg) => {
      const entry = await db
        .selectFrom('futures_journal')
        .select('seq')
        .where('venue', '=', leg.venue)
        .where(sql<string>`command::jsonb->>'type'`, '=', 'transfer')
        .where(sql<string>`command::jsonb->>'transferId'`, '=', leg.transferId)
        .executeTakeFirst();
      return entry !== undefined;
    },
    unfinished: async () => {
      const pending: UnfinishedTransfer[] = [];
      for (const venue of ['live', 'demo'] as const) {
        for (const transfer of futures.exchanges[venue].pendingTransferList()) {
          const userId = userIdOf(transfer.accountId);
          if (userId === undefined) continue;
          pending.push({
            transferId: transfer.transferId,
            venue,
            userId,
            asset: FUTURES_ASSET,
            amount: transfer.amount,
            counterpart: transfer.counterpart ?? COUNTERPART,
            role: transfer.direction === 'in' ? 'destination' : 'source',
          });
        }
      }
      return pending;
    },
  };
}
