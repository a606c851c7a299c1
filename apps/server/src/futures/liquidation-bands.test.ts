import { describe, expect, it } from 'vitest';
import { parseUnits } from '../markets/fixed-point.ts';
import { Prng } from '../markets/simulator/prng.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import { CONTRACTS } from './contracts.ts';
import { type Exposure, intersect, LiquidationBands, safeBand } from './liquidation-bands.ts';
import { tierFor } from './liquidation-price.ts';

const contract = CONTRACTS[0]!;
const tiers = contract.riskTiers.map((tier) => ({
  maxValue: parseUnits(String(tier.maxNotional), LEDGER_DECIMALS)!,
  ratePpm: parseUnits(String(tier.maintenanceMarginRate), 6)!,
  amount: parseUnits(String(tier.maintenanceAmount), LEDGER_DECIMALS)!,
}));
const unitsPerTickLot = 10n ** BigInt(LEDGER_DECIMALS - contract.pricePlace - contract.sizePlace);

/** The engine's screen, written out directly: collateral + uPnL against value x (tier rate + fee). */
function safeAt(exposure: Exposure, feePpm: bigint, mark: number): boolean {
  const gross = BigInt(mark) * exposure.gross;
  const balance = exposure.constant + BigInt(mark) * exposure.net * 1_000_000n;
  return balance > gross * (tierFor(tiers, gross).ratePpm + feePpm);
}

describe('liquidation bands', () => {
  it('a band holds exactly the marks around the current one that pass the screen', () => {
    const prng = new Prng('bands');
    for (let trial = 0; trial < 300; trial += 1) {
      const longLots = BigInt(prng.chance(0.7) ? prng.int(1, 200_000) : 0);
      const shortLots = BigInt(prng.chance(0.7) ? prng.int(1, 200_000) : 0);
      const entry = BigInt(prng.int(1_000_000, 9_000_000));
      const collateral = BigInt(prng.int(0, 10 ** 13));
      const exposure: Exposure = {
        constant:
          (collateral - entry * longLots * unitsPerTickLot + entry * shortLots * unitsPerTickLot) *
          1_000_000n,
        net: (longLots - shortLots) * unitsPerTickLot,
        gross: (longLots + shortLots) * unitsPerTickLot,
      };
      const mark = prng.int(1_000_000, 9_000_000);
      const band = safeBand(tiers, 500n, exposure, mark);
      if (band === undefined) {
        expect(safeAt(exposure, 500n, mark)).toBe(false);
        continue;
      }
      const [lo, hi] = band;
      expect(lo).toBeLessThanOrEqual(mark);
      expect(hi).toBeGreaterThanOrEqual(mark);
      for (const probe of [lo, hi, Math.floor((lo + mark) / 2), Math.min(hi, mark + 12_345)]) {
        expect(safeAt(exposure, 500n, probe)).toBe(true);
      }
      if (lo > 0) expect(safeAt(exposure, 500n, lo - 1)).toBe(false);
      if (hi < Number.MAX_SAFE_INTEGER) expect(safeAt(exposure, 500n, hi + 1)).toBe(false);
    }
  });

  it('reports only the accounts whose band a mark leaves, and forgets cleared ones', () => {
    const bands = new LiquidationBands();
    bands.set('a', 'BTCUSDT', [100, 200]);
    bands.set('b', 'BTCUSDT', [150, 300]);
    bands.set('c', 'BTCUSDT', undefined);
    expect([...bands.outside('BTCUSDT', 160)]).toEqual(['c']);
    expect([...bands.outside('BTCUSDT', 250)].sort()).toEqual(['a', 'c']);
    expect([...bands.outside('BTCUSDT', 120)].sort()).toEqual(['b', 'c']);
    bands.clear('a');
    bands.clear('c');
    expect([...bands.outside('BTCUSDT', 250)]).toEqual([]);
    expect(intersect([1, 5], [3, 9])).toEqual([3, 5]);
    expect(intersect([1, 2], [3, 9])).toBeUndefined();
  });
});
