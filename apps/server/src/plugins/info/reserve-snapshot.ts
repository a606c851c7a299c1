import { createHash } from 'node:crypto';
import { formatUnits } from '../../markets/fixed-point.ts';
import { isSystemAccount, WORLD_ACCOUNT } from '../../markets/ledger/ledger.ts';
import { LEDGER_DECIMALS } from '../../markets/symbols.ts';
import { accountIdOf, userIdOf } from '../../platform/trading-account.ts';
import { MerkleTree, type ProofStep } from './merkle.ts';

/** One ledger row as `LedgerSnapshot.balances` holds it: account, asset, available, hold. */
export type LedgerRow = readonly [string, string, string, string];

export interface AssetReserve {
  readonly asset: string;
  /** What the exchange owes its users: every user's available plus held balance. */
  readonly liabilities: string;
  /**
   * What the exchange holds in custody: everything ever deposited less everything withdrawn (the
   * opposite of the ledger's outside-world account), i.e. the users' money plus the exchange's own
   * accounts (market maker, simulated takers, collected fees).
   */
  readonly reserves: string;
  /** reserves / liabilities, four decimals, rounded down; null while nobody holds the asset. */
  readonly ratio: string | null;
}

export interface ReserveLeaf {
  readonly index: number;
  readonly text: string;
  readonly balances: ReadonlyArray<{ asset: string; amount: string }>;
}

export interface ReserveSnapshot {
  /** The snapshot's time in ms; also its id, written into every leaf. */
  readonly takenAt: number;
  readonly root: string;
  readonly leafCount: number;
  readonly assets: readonly AssetReserve[];
  leafOf(userId: number): ReserveLeaf | undefined;
  proofOf(leaf: ReserveLeaf): ProofStep[];
}

const RATIO_DECIMALS = 4;

/**
 * The pseudonym of a user in one snapshot: a user who knows their id and the snapshot time can find
 * their leaf, nobody else can link leaves to accounts or follow one account across snapshots.
 */
export function userReference(takenAt: number, userId: number): string {
  return createHash('sha256')
    .update(`${takenAt}:${accountIdOf(userId)}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * The leaf a user's balances are committed in: `tideline-por-v1|<takenAt>|<reference>|` then the
 * assets the user holds, by name, as `ASSET=amount` joined by commas (8 decimals).
 */
export function leafText(
  takenAt: number,
  userId: number,
  balances: ReadonlyArray<{ asset: string; amount: string }>,
): string {
  const holdings = balances.map(({ asset, amount }) => `${asset}=${amount}`).join(',');
  return `tideline-por-v1|${takenAt}|${userReference(takenAt, userId)}|${holdings}`;
}

function ratioOf(reserves: bigint, liabilities: bigint): string | null {
  if (liabilities === 0n) return null;
  const scaled = (reserves * 10n ** BigInt(RATIO_DECIMALS)) / liabilities;
  return formatUnits(scaled, RATIO_DECIMALS);
}

/**
 * Builds a proof-of-reserves snapshot from the spot ledger's rows. `userIds` are every live user
 * (so a user with nothing is committed too, with an empty list); accounts found in the ledger are
 * added even when absent from that list. Leaves are ordered by pseudonym, which reveals nothing.
 */
export function buildReserveSnapshot(
  takenAt: number,
  rows: readonly LedgerRow[],
  userIds: readonly number[],
  assets: readonly string[],
): ReserveSnapshot {
  const held = new Map<number, Map<string, bigint>>();
  for (const id of userIds) held.set(id, new Map());
  const liabilities = new Map<string, bigint>(assets.map((asset) => [asset, 0n]));
  const reserves = new Map<string, bigint>(assets.map((asset) => [asset, 0n]));
  for (const [accountId, asset, available, hold] of rows) {
    const total = BigInt(available) + BigInt(hold);
    if (accountId === WORLD_ACCOUNT) {
      reserves.set(asset, (reserves.get(asset) ?? 0n) - total);
      continue;
    }
    const userId = isSystemAccount(accountId) ? undefined : userIdOf(accountId);
    if (userId === undefined || total === 0n) continue;
    liabilities.set(asset, (liabilities.get(asset) ?? 0n) + total);
    const own = held.get(userId) ?? new Map<string, bigint>();
    own.set(asset, (own.get(asset) ?? 0n) + total);
    held.set(userId, own);
  }

  const leaves = [...held]
    .map(([userId, own]) => {
      const balances = [...own]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([asset, amount]) => ({ asset, amount: formatUnits(amount, LEDGER_DECIMALS) }));
      return { userId, reference: userReference(takenAt, userId), balances };
    })
    .sort((a, b) => (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0));
  const byUser = new Map<number, ReserveLeaf>(
    leaves.map((leaf, index) => [
      leaf.userId,
      { index, balances: leaf.balances, text: leafText(takenAt, leaf.userId, leaf.balances) },
    ]),
  );
  const tree = new MerkleTree(leaves.map((leaf) => byUser.get(leaf.userId)!.text));

  return {
    takenAt,
    root: tree.root,
    leafCount: tree.leafCount,
    assets: [...reserves.keys()].map((asset) => {
      const owed = liabilities.get(asset) ?? 0n;
      const custody = reserves.get(asset) ?? 0n;
      return {
        asset,
        liabilities: formatUnits(owed, LEDGER_DECIMALS),
        reserves: formatUnits(custody, LEDGER_DECIMALS),
        ratio: ratioOf(custody, owed),
      };
    }),
    leafOf: (userId) => byUser.get(userId),
    proofOf: (leaf) => tree.proof(leaf.index),
  };
}
