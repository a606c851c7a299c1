import { ASSETS } from '../../../markets/symbols.ts';
import type { TransferLeg, WalletLeg } from '../../../platform/ledger/wallet-leg.ts';
import { accountIdOf } from '../../../platform/trading-account.ts';
import type { MarketsService } from './markets-service.ts';

/** The spot asset record's address for a transfer with another wallet: `<wallet>:<transfer id>`. */
export function transferAddress(leg: Pick<TransferLeg, 'counterpart' | 'transferId'>): string {
  return `${leg.counterpart}:${leg.transferId}`;
}

/**
 * The spot wallet as the ledger's transfer port sees it. Each leg is one spot transaction: the
 * withdrawal or deposit with an asset record whose address names the transfer, so whether spot
 * paid or was paid is read back from that record after a crash. Spot keeps no pending notes.
 */
export function spotWalletLeg(markets: MarketsService): WalletLeg {
  return {
    wallet: 'spot',
    balances: async (venue, userId) =>
      ASSETS.map((asset) => ({ asset, ...markets.exchanges[venue].balance(accountIdOf(userId), asset) })),
    expect: async () => undefined,
    send: (leg) =>
      markets.transact((tx) => {
        const refused = tx
          .apply(leg.venue, {
            type: 'withdraw',
            accountId: accountIdOf(leg.userId),
            asset: leg.asset,
            amount: leg.amount,
            ts: tx.now,
          })
          .some((event) => event.type === 'rejected');
        if (refused) return 'insufficient-balance' as const;
        tx.stageRecord({
          venue: leg.venue,
          user_id: leg.userId,
          kind: 'transfer_out',
          asset: leg.asset,
          amount: leg.amount,
          counterparty: null,
          address: transferAddress(leg),
        });
        return undefined;
      }),
    receive: (leg) =>
      markets.transact((tx) => {
        tx.apply(leg.venue, {
          type: 'deposit',
          accountId: accountIdOf(leg.userId),
          asset: leg.asset,
          amount: leg.amount,
          ts: tx.now,
        });
        tx.stageRecord({
          venue: leg.venue,
          user_id: leg.userId,
          kind: 'transfer_in',
          asset: leg.asset,
          amount: leg.amount,
          counterparty: null,
          address: transferAddress(leg),
        });
      }),
    settle: async () => {},
    committed: async (leg) => {
      const record = await markets.db
        .selectFrom('markets_asset_records')
        .select('id')
        .where('venue', '=', leg.venue)
        .where('address', '=', transferAddress(leg))
        .executeTakeFirst();
      return record !== undefined;
    },
    unfinished: async () => [],
  };
}
