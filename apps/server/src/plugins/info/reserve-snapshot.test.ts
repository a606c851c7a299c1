import { describe, expect, it } from 'vitest';
import { rootFromProof } from './merkle.ts';
import { buildReserveSnapshot, type LedgerRow, leafText, userReference } from './reserve-snapshot.ts';

const ASSETS = ['USDT', 'BTC', 'ETH'];
// A conserved ledger: @world lent out 1000 USDT and 2 BTC; users u1, u2 hold part, the simulated
// market maker and the fee account the rest.
const ROWS: LedgerRow[] = [
  ['@world', 'USDT', '-100000000000', '0'],
  ['@world', 'BTC', '-200000000', '0'],
  ['u1', 'USDT', '30000000000', '10000000000'],
  ['u2', 'USDT', '20000000000', '0'],
  ['u2', 'BTC', '50000000', '0'],
  ['sim-market-maker', 'USDT', '39000000000', '0'],
  ['sim-market-maker', 'BTC', '150000000', '0'],
  ['@fees', 'USDT', '1000000000', '0'],
];

describe('proof-of-reserves snapshot', () => {
  const snapshot = buildReserveSnapshot(1_700_000_000_000, ROWS, [1, 2, 3], ASSETS);

  it('§2 /proof-of-reserves liabilities are the users’ available plus held; reserves all custody', () => {
    expect(snapshot.assets).toEqual([
      { asset: 'USDT', liabilities: '600.00000000', reserves: '1000.00000000', ratio: '1.6666' },
      { asset: 'BTC', liabilities: '0.50000000', reserves: '2.00000000', ratio: '4.0000' },
      { asset: 'ETH', liabilities: '0.00000000', reserves: '0.00000000', ratio: null },
    ]);
  });

  it('§2 /proof-of-reserves every live user has a leaf, one without funds too, and it proves the root', () => {
    expect(snapshot.leafCount).toBe(3);
    const u2 = snapshot.leafOf(2)!;
    expect(u2.balances).toEqual([
      { asset: 'BTC', amount: '0.50000000' },
      { asset: 'USDT', amount: '200.00000000' },
    ]);
    expect(u2.text).toBe(
      `tideline-por-v1|1700000000000|${userReference(1_700_000_000_000, 2)}|BTC=0.50000000,USDT=200.00000000`,
    );
    const u3 = snapshot.leafOf(3)!;
    expect(u3.text).toBe(leafText(1_700_000_000_000, 3, []));
    for (const id of [1, 2, 3]) {
      const leaf = snapshot.leafOf(id)!;
      expect(rootFromProof(leaf.text, snapshot.proofOf(leaf))).toBe(snapshot.root);
    }
    expect(snapshot.leafOf(4)).toBeUndefined();
  });

  it('§2 /proof-of-reserves a changed user balance changes the root', () => {
    const moved = ROWS.map(
      (row): LedgerRow =>
        row[0] === 'u1' && row[1] === 'USDT' ? ['u1', 'USDT', '30000000001', row[3]] : row,
    );
    expect(buildReserveSnapshot(1_700_000_000_000, moved, [1, 2, 3], ASSETS).root).not.toBe(snapshot.root);
  });
});
