/**
 * What each real-money user has in the spot symbol engines of `npm run cluster`: the sum of the
 * cluster's postings per account and asset over every symbol, kept by the product server from the
 * result stream it follows from the start (product-books.ts). Money funded into an allocation for an
 * order, and a fill's proceeds until the sweep brings them back, sit there and not in the spot
 * wallet; the wallet pages and the balances channel show it as held (StreamHub.serveHeldOutsideFrom),
 * so a user's total does not drop while an order is open, as with `npm start`.
 */
import { userIdOf } from '../platform/trading-account.ts';
import { type CommandResult, parseSignedUnits } from './symbol-engine.ts';

/** Everything an `AllocationHoldings` holds, as plain JSON (cluster-checkpoint.ts): units as decimal strings. */
export type AllocationHoldingsCheckpoint = Array<
  [accountId: string, assets: Array<[asset: string, units: string]>]
>;

export class AllocationHoldings {
  /** Ledger units per account, then per asset. */
  private readonly units = new Map<string, Map<string, bigint>>();

  /** Adds a result's postings; answers the users whose holdings changed, with the assets that did. */
  apply(result: Pick<CommandResult, 'postings'>): Map<number, Set<string>> {
    const changed = new Map<number, Set<string>>();
    for (const posting of result.postings) {
      const userId = userIdOf(posting.account);
      if (userId === undefined) continue; // the symbol's fee account, `@outside`
      const delta = parseSignedUnits(posting.amount);
      if (delta === 0n) continue;
      let assets = this.units.get(posting.account);
      if (assets === undefined) {
        assets = new Map();
        this.units.set(posting.account, assets);
      }
      const total = (assets.get(posting.asset) ?? 0n) + delta;
      if (total === 0n) assets.delete(posting.asset);
      else assets.set(posting.asset, total);
      const named = changed.get(userId) ?? new Set<string>();
      named.add(posting.asset);
      changed.set(userId, named);
    }
    return changed;
  }

  toCheckpoint(): AllocationHoldingsCheckpoint {
    return [...this.units].map(([accountId, assets]) => [
      accountId,
      [...assets].map(([asset, units]) => [asset, units.toString()]),
    ]);
  }

  static fromCheckpoint(checkpoint: AllocationHoldingsCheckpoint): AllocationHoldings {
    const restored = new AllocationHoldings();
    for (const [accountId, assets] of checkpoint)
      restored.units.set(accountId, new Map(assets.map(([asset, units]) => [asset, BigInt(units)])));
    return restored;
  }

  /** The account's money in the engines, in ledger units (never negative: an engine refuses overdrafts). */
  held(accountId: string, asset: string): bigint {
    return this.units.get(accountId)?.get(asset) ?? 0n;
  }
}
