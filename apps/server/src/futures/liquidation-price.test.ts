import { Decimal } from '@tideline/core/decimal';
import { PositionDirection } from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '../markets/fixed-point.ts';
import { Prng } from '../markets/simulator/prng.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import { CONTRACTS, type ContractSpec } from './contracts.ts';
import { crossDisplayedLiquidationPrice, isolatedDisplayedLiquidationPrice } from './liquidation-math.ts';
import { type ContractUnits, crossLiquidationTicks, isolatedLiquidationTicks } from './liquidation-price.ts';

// The integer liquidation prices must equal the shared decimal math's on the same holdings.

function unitsOf(contract: ContractSpec): ContractUnits {
  return {
    pricePlace: contract.pricePlace,
    sizePlace: contract.sizePlace,
    unitsPerTickLot: 10n ** BigInt(LEDGER_DECIMALS - contract.pricePlace - contract.sizePlace),
    tiers: contract.riskTiers.map((tier) => ({
      maxValue: parseUnits(String(tier.maxNotional), LEDGER_DECIMALS)!,
      ratePpm: parseUnits(String(tier.maintenanceMarginRate), 6)!,
      amount: parseUnits(String(tier.maintenanceAmount), LEDGER_DECIMALS)!,
    })),
  };
}

const text = (units: bigint) => formatUnits(units, LEDGER_DECIMALS);
const FEES = [500n, 400n, 270n];

describe('integer liquidation prices', () => {
  const prng = new Prng('liquidation-price');
  const cases = Array.from({ length: 400 }, () => {
    const contract = prng.pick(CONTRACTS);
    const units = unitsOf(contract);
    const lots = prng.int(1, 50_000);
    const priceTicks = prng.int(1, 10 ** (contract.pricePlace + 6));
    const entryValue = BigInt(priceTicks) * BigInt(lots) * units.unitsPerTickLot + BigInt(prng.int(0, 999));
    const leverage = BigInt(prng.int(1, 125));
    const margin = entryValue / leverage + BigInt(prng.int(0, 1_000_000));
    return { contract, units, lots, entryValue, margin, feePpm: prng.pick(FEES) };
  });

  it('isolated: equals the shared math for longs and shorts', () => {
    for (const { contract, units, lots, entryValue, margin, feePpm } of cases) {
      for (const direction of [PositionDirection.Long, PositionDirection.Short]) {
        const size = formatUnits(lots, contract.sizePlace);
        const expected = isolatedDisplayedLiquidationPrice(
          {
            direction,
            entryPrice: new Decimal(text(entryValue)).dividedBy(size).toFixed(),
            size,
            margin: text(margin),
            tiers: contract.riskTiers,
            feeRate: formatUnits(feePpm, 6),
          },
          contract.pricePlace,
        );
        expect(isolatedLiquidationTicks(units, { direction, lots, entryValue, margin, feePpm })).toBe(
          expected,
        );
      }
    }
  });

  it('cross: equals the shared math for one leg and for a hedge', () => {
    for (const { contract, units, lots, entryValue, margin, feePpm } of cases) {
      const free = BigInt(prng.int(0, 10 ** 12));
      const hedge = prng.chance(0.5);
      const shortLots = hedge ? prng.int(1, 50_000) : 0;
      const shortValue = hedge ? (entryValue * BigInt(shortLots)) / BigInt(lots) : 0n;
      const size = (value: number) => formatUnits(value, contract.sizePlace);
      const entry = (value: bigint, count: number) =>
        count === 0 ? '0' : new Decimal(text(value)).dividedBy(size(count)).toFixed();
      const expected = crossDisplayedLiquidationPrice(
        {
          free: text(free),
          orderMargin: '0',
          symbols: [
            {
              holding: {
                longEntryPrice: entry(entryValue, lots),
                longSize: size(lots),
                shortEntryPrice: entry(shortValue, shortLots),
                shortSize: size(shortLots),
                margin: text(margin),
                tiers: contract.riskTiers,
                feeRate: formatUnits(feePpm, 6),
              },
              markPrice: '1',
            },
          ],
        },
        0,
        contract.pricePlace,
      );
      const actual = crossLiquidationTicks(units, {
        longLots: lots,
        longEntryValue: entryValue,
        shortLots,
        shortEntryValue: shortValue,
        collateralPpm: (free + margin) * 1_000_000n,
        feePpm,
      });
      expect(actual).toBe(expected);
    }
  });
});
