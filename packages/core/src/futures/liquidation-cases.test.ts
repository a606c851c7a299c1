import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal/index.ts';
import { MarginMode, PositionDirection } from './constants.ts';
import {
  CASE_CONTRACTS,
  CASE_TAKER_FEE_RATE,
  LIQUIDATION_CASES,
  type LiquidationCase,
} from './liquidation-cases.ts';
import { estimateLiquidationPrice, tieredCrossLiquidationPrice } from './liquidation-estimate.ts';
import { riskTierFor } from './risk-tiers.ts';

/** The client's estimate from what the order form knows: price, size, leverage and the wallet. */
function clientEstimate(c: LiquidationCase): string | null {
  const contract = CASE_CONTRACTS[c.symbol];
  const notional = new Decimal(c.price).times(c.size);
  const margin = notional.dividedBy(c.leverage);
  if (c.marginMode === MarginMode.Fixed) {
    return estimateLiquidationPrice({
      marginMode: MarginMode.Fixed,
      pricePlace: contract.pricePlace,
      direction: c.direction,
      entryPrice: c.price,
      size: c.size,
      margin,
      tiers: contract.riskTiers,
      feeRate: CASE_TAKER_FEE_RATE,
    });
  }
  const isLong = c.direction === PositionDirection.Long;
  // The opening taker fee leaves the wallet; what is left beside the margin stays free.
  const free = new Decimal(c.deposit).minus(margin).minus(notional.times(CASE_TAKER_FEE_RATE));
  return estimateLiquidationPrice({
    marginMode: MarginMode.Cross,
    pricePlace: contract.pricePlace,
    bp: margin.toFixed(),
    available: free.toFixed(),
    othersUpnl: '0',
    othersMaintain: '0',
    longOpenPrice: isLong ? c.price : '0',
    longOpenCount: isLong ? c.size : '0',
    shortOpenPrice: isLong ? '0' : c.price,
    shortOpenCount: isLong ? '0' : c.size,
    totalDelegateValue: '0',
    tiers: contract.riskTiers,
    feeRate: CASE_TAKER_FEE_RATE,
  });
}

describe('§3 §5 liquidation estimate on the shared case table', () => {
  it('the table spans both margin modes, both directions and three risk tiers', () => {
    const kinds = new Set(LIQUIDATION_CASES.map((c) => `${c.marginMode}/${c.direction}`));
    expect(kinds.size).toBe(4);
    expect(new Set(LIQUIDATION_CASES.map((c) => c.tier))).toEqual(new Set([1, 2, 3]));
  });

  it.each(LIQUIDATION_CASES)(
    '§3 $symbol mode $marginMode direction $direction size $size at $leverage x: $expected (tier $tier)',
    (c) => {
      const estimate = clientEstimate(c);
      expect(estimate).toBe(c.expected);
      const notional = new Decimal(c.expected).times(c.size);
      expect(riskTierFor(notional, CASE_CONTRACTS[c.symbol].riskTiers).index + 1).toBe(c.tier);
    },
  );

  it('§3 no liquidation price for a cross long whose wallet covers a fall to zero, or no position', () => {
    const base = {
      bp: '1000',
      available: '60000',
      othersUpnl: '0',
      othersMaintain: '0',
      longOpenPrice: '50000',
      longOpenCount: '1',
      shortOpenPrice: '0',
      shortOpenCount: '0',
      totalDelegateValue: '0',
      tiers: CASE_CONTRACTS.BTCUSDT.riskTiers,
      feeRate: CASE_TAKER_FEE_RATE,
    };
    expect(tieredCrossLiquidationPrice(base)).toBeNull();
    expect(tieredCrossLiquidationPrice({ ...base, longOpenCount: '0' })).toBeNull();
  });

  it('§3 a cross hedge rounds by its net leg: net short rounds down, net long up', () => {
    const hedge = {
      marginMode: MarginMode.Cross,
      pricePlace: 2,
      bp: '600',
      available: '100',
      othersUpnl: '0',
      othersMaintain: '0',
      longOpenPrice: '50000',
      shortOpenPrice: '50000',
      totalDelegateValue: '0',
      tiers: CASE_CONTRACTS.BTCUSDT.riskTiers,
      feeRate: CASE_TAKER_FEE_RATE,
    } as const;
    const netShort = { ...hedge, longOpenCount: '0.2', shortOpenCount: '0.3' };
    const exactShort = tieredCrossLiquidationPrice(netShort);
    expect(estimateLiquidationPrice(netShort)).toBe(
      exactShort?.toDecimalPlaces(2, Decimal.ROUND_FLOOR).toFixed(2),
    );
    const netLong = { ...hedge, longOpenCount: '0.3', shortOpenCount: '0.2' };
    const exactLong = tieredCrossLiquidationPrice(netLong);
    expect(estimateLiquidationPrice(netLong)).toBe(
      exactLong?.toDecimalPlaces(2, Decimal.ROUND_CEIL).toFixed(2),
    );
    // Net long 0.1 BTC on 700 USDT of collateral: (0.3 x 50,000 - 0.2 x 50,000 - 700) / (0.1 - 0.0045 x 0.5).
    expect(exactLong?.toFixed(6)).toBe(new Decimal(4300).dividedBy('0.09775').toFixed(6));
  });
});
