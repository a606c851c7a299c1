import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal/index.ts';
import {
  checkStopLoss,
  checkTakeProfit,
  clearIfOutOfBounds,
  crossCollateral,
  crossLiquidationPrice,
  isLiquidatable,
  isolatedLiquidationPrice,
  type LiquidationInput,
  MarginMode,
  maintenanceMarginFor,
  marginRatio,
  maxLeverageFor,
  maxNotionalForLeverage,
  maxOpenSize,
  notional,
  PositionDirection,
  PositionMode,
  positionMargin,
  positionRoe,
  type RiskTier,
  riskTierFor,
  roundLiquidationPrice,
  unrealisedPnl,
} from './index.ts';

const { Long, Short } = PositionDirection;

/**
 * Three tiers with continuous deductions:
 *   tier 2 amount = 0  + 50,000 x (0.005 - 0.004) = 50
 *   tier 3 amount = 50 + 250,000 x (0.01 - 0.005) = 1,300
 */
const TIERS: RiskTier[] = [
  { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: '125', maintenanceAmount: '0' },
  { maxNotional: '250000', maintenanceMarginRate: '0.005', maxLeverage: '100', maintenanceAmount: '50' },
  { maxNotional: '1000000', maintenanceMarginRate: '0.01', maxLeverage: '50', maintenanceAmount: '1300' },
];
const TAKER_FEE = '0.0006';

/** Ten decimal places: the hand-worked values below are exact to well beyond that. */
const to10 = (value: Decimal | null) => value?.toDecimalPlaces(10).toString() ?? null;

describe('§3 futures constants', () => {
  it('§3 direction 1 long 2 short, marginMode 1 fixed 2 cross, position mode 1 one-way 2 two-way', () => {
    expect(PositionDirection).toEqual({ Long: 1, Short: 2 });
    expect(MarginMode).toEqual({ Fixed: 1, Cross: 2 });
    expect(PositionMode).toEqual({ OneWay: 1, TwoWay: 2 });
  });
});

describe('position math', () => {
  it('notional and position margin = notional / leverage', () => {
    expect(notional('40000', '0.5').toString()).toBe('20000');
    expect(notional('40000', '-0.5').toString()).toBe('20000');
    expect(positionMargin('20000', '10').toString()).toBe('2000');
    expect(positionMargin('20000', '3').toString()).toBe('6666.6666666666666667');
    expect(() => positionMargin('20000', '0')).toThrow(RangeError);
  });

  it('§9 unrealised PnL long = (mark - entry) x size, short = (entry - mark) x size, 6 decimals', () => {
    // (41234.5678915 - 40000) x 0.123 = 1234.5678915 x 0.123 = 151.8518506545 -> 151.851851
    const input = { entryPrice: '40000', markPrice: '41234.5678915', size: '0.123' };
    expect(unrealisedPnl({ direction: Long, ...input }).toString()).toBe('151.851851');
    expect(unrealisedPnl({ direction: Short, ...input }).toString()).toBe('-151.851851');
    expect(
      unrealisedPnl({ direction: Long, entryPrice: '100', markPrice: '100', size: '3' }).toString(),
    ).toBe('0');
  });

  it('ROE = uPnL / initial margin', () => {
    // pnl (42000 - 40000) x 0.5 = 1000; initial margin 40000 x 0.5 / 10 = 2000; ROE 0.5
    const input = { entryPrice: '40000', markPrice: '42000', size: '0.5', leverage: '10' };
    expect(positionRoe({ direction: Long, ...input })?.toString()).toBe('0.5');
    expect(positionRoe({ direction: Short, ...input })?.toString()).toBe('-0.5');
    expect(positionRoe({ direction: Long, ...input, size: '0' })).toBeNull();
  });

  it('margin ratio = maintenance / margin balance; liquidatable at 1', () => {
    expect(marginRatio('160', '3200').toString()).toBe('0.05');
    expect(marginRatio('160', '0').isFinite()).toBe(false);
    expect(isLiquidatable('200', '200')).toBe(true);
    expect(isLiquidatable('199.99', '200')).toBe(false);
    expect(isLiquidatable('1', '-5')).toBe(true);
  });
});

describe('tiered maintenance margin', () => {
  it('maintenance = notional x rate - deduction of the covering tier', () => {
    // tier 1: 40,000 x 0.004 = 160
    expect(maintenanceMarginFor('40000', TIERS).toString()).toBe('160');
    // tier 1 edge is inclusive: 50,000 x 0.004 = 200 (tier 2 would give 250 - 50 = 200 too: continuous)
    expect(maintenanceMarginFor('50000', TIERS).toString()).toBe('200');
    // tier 2: 50,000.01 x 0.005 - 50 = 250.00005 - 50 = 200.00005
    expect(maintenanceMarginFor('50000.01', TIERS).toString()).toBe('200.00005');
    // tier 2: 80,000 x 0.005 - 50 = 350
    expect(maintenanceMarginFor('80000', TIERS).toString()).toBe('350');
    // tier 3: 300,000 x 0.01 - 1,300 = 1,700
    expect(maintenanceMarginFor('300000', TIERS).toString()).toBe('1700');
    // beyond the table the last tier applies: 2,000,000 x 0.01 - 1,300 = 18,700
    expect(maintenanceMarginFor('2000000', TIERS).toString()).toBe('18700');
    expect(riskTierFor('-80000', TIERS).index).toBe(1);
  });

  it('max leverage by notional and max notional by leverage', () => {
    expect(maxLeverageFor('40000', TIERS).toString()).toBe('125');
    expect(maxLeverageFor('80000', TIERS).toString()).toBe('100');
    expect(maxLeverageFor('300000', TIERS).toString()).toBe('50');
    expect(maxNotionalForLeverage('125', TIERS).toString()).toBe('50000');
    expect(maxNotionalForLeverage('100', TIERS).toString()).toBe('250000');
    expect(maxNotionalForLeverage('20', TIERS).toString()).toBe('1000000');
    expect(maxNotionalForLeverage('126', TIERS).toString()).toBe('0');
  });

  it('rejects malformed tables', () => {
    expect(() => maintenanceMarginFor('1', [])).toThrow(RangeError);
    const unordered = [TIERS[1], TIERS[0]] as RiskTier[];
    expect(() => maintenanceMarginFor('1', unordered)).toThrow(RangeError);
    const badRate = [{ ...TIERS[0], maintenanceMarginRate: '1' }] as RiskTier[];
    expect(() => maintenanceMarginFor('1', badRate)).toThrow(RangeError);
  });
});

describe('isolated liquidation price (fee on close)', () => {
  it('long, tier 1', () => {
    // entry 40,000, size 1, 10x -> margin 4,000; tier 1 (r 0.004, A 0), fee 0.0006
    // P = (40,000 x 1 - 4,000 - 0) / (1 x (1 - 0.004 - 0.0006)) = 36,000 / 0.9954 = 36166.36528028933...
    // notional at P = 36,166.37 <= 50,000: tier 1 holds
    const price = isolatedLiquidationPrice({
      direction: Long,
      entryPrice: '40000',
      size: '1',
      margin: '4000',
      tiers: TIERS,
      feeRate: TAKER_FEE,
    });
    expect(to10(price)).toBe('36166.3652802893');
  });

  it('long, entry in tier 2 and liquidation still in tier 2', () => {
    // entry 40,000, size 2 (notional 80,000), 20x -> margin 4,000; tier 2 (r 0.005, A 50)
    // P = (80,000 - 4,000 - 50) / (2 x (1 - 0.005 - 0.0006)) = 75,950 / 1.9888 = 38188.85760257441...
    // notional at P = 76,377.7 in (50,000, 250,000]: tier 2 holds
    const price = isolatedLiquidationPrice({
      direction: Long,
      entryPrice: '40000',
      size: '2',
      margin: '4000',
      tiers: TIERS,
      feeRate: TAKER_FEE,
    });
    expect(to10(price)).toBe('38188.8576025744');
  });

  it('long, entry in tier 2 but liquidation falls into tier 1', () => {
    // entry 40,000, size 2 (notional 80,000), 2x -> margin 40,000
    // tier 1: P = (80,000 - 40,000 - 0) / (2 x 0.9954) = 40,000 / 1.9908 = 20092.42515571629...
    //         notional 40,184.85 <= 50,000: tier 1 holds
    // (tier 2 would give 39,950 / 1.9888 = 20087.49, notional 40,174.98: not in tier 2, rejected)
    const price = isolatedLiquidationPrice({
      direction: Long,
      entryPrice: '40000',
      size: '2',
      margin: '40000',
      tiers: TIERS,
      feeRate: TAKER_FEE,
    });
    expect(to10(price)).toBe('20092.4251557163');
    // At P the margin balance equals maintenance plus the closing fee:
    // 40,000 + (P - 40,000) x 2 = P x 2 x 0.004 + P x 2 x 0.0006
    const p = price as Decimal;
    const balance = p.minus(40000).times(2).plus(40000);
    const required = maintenanceMarginFor(p.times(2), TIERS).plus(p.times(2).times(TAKER_FEE));
    expect(balance.minus(required).abs().lessThan('1e-10')).toBe(true);
  });

  it('short, tier 1', () => {
    // entry 40,000, size 1, margin 4,000
    // P = (40,000 x 1 + 4,000 + 0) / (1 x (1 + 0.004 + 0.0006)) = 44,000 / 1.0046 = 43798.52677682659...
    const price = isolatedLiquidationPrice({
      direction: Short,
      entryPrice: '40000',
      size: '1',
      margin: '4000',
      tiers: TIERS,
      feeRate: TAKER_FEE,
    });
    expect(to10(price)).toBe('43798.5267768266');
  });

  it('short, liquidation rises into tier 2', () => {
    // entry 40,000, size 2, margin 8,000
    // tier 1: 88,000 / (2 x 1.0046) = 43798.53, notional 87,597 > 50,000: rejected
    // tier 2: (80,000 + 8,000 + 50) / (2 x (1 + 0.005 + 0.0006)) = 88,050 / 2.0112 = 43779.83293556085...
    //         notional 87,559.67 in (50,000, 250,000]: tier 2 holds
    const price = isolatedLiquidationPrice({
      direction: Short,
      entryPrice: '40000',
      size: '2',
      margin: '8000',
      tiers: TIERS,
      feeRate: TAKER_FEE,
    });
    expect(to10(price)).toBe('43779.8329355609');
  });

  it('no liquidation price for a fully collateralised long or an empty position', () => {
    // 1x long with margin = notional: P = (40,000 - 40,000) / 0.9954 = 0 -> never liquidated
    const base = {
      direction: Long,
      entryPrice: '40000',
      size: '1',
      margin: '40000',
      tiers: TIERS,
      feeRate: TAKER_FEE,
    };
    expect(isolatedLiquidationPrice(base)).toBeNull();
    expect(isolatedLiquidationPrice({ ...base, margin: '4000', size: '0' })).toBeNull();
  });

  it('rejects fee and rate combinations that make no sense', () => {
    const base = { direction: Long, entryPrice: '40000', size: '1', margin: '4000', tiers: TIERS };
    expect(() => isolatedLiquidationPrice({ ...base, feeRate: '-0.0002' })).toThrow(RangeError);
    expect(() => isolatedLiquidationPrice({ ...base, feeRate: '0.996' })).toThrow(RangeError);
  });

  it('rounds toward the current price for display', () => {
    expect(roundLiquidationPrice('36166.3652', Long, 1).toString()).toBe('36166.4');
    expect(roundLiquidationPrice('43798.5267', Short, 1).toString()).toBe('43798.5');
  });
});

describe('§3 cross liquidation price from the liquidation input', () => {
  // C = bp + available + othersUpnl - othersMaintain - totalDelegateValue
  //   = 6,000 + 2,000 + (-500) - 300 - 200 = 7,000
  const base: LiquidationInput = {
    bp: '6000',
    available: '2000',
    othersUpnl: '-500',
    othersMaintain: '300',
    longOpenPrice: '0',
    longOpenCount: '0',
    shortOpenPrice: '0',
    shortOpenCount: '0',
    totalDelegateValue: '200',
    mm: '0.005',
    feeRate: TAKER_FEE,
  };

  it('collateral combines the record fields', () => {
    expect(crossCollateral(base).toString()).toBe('7000');
  });

  it('§3 cross, one-way long', () => {
    // long 1 @ 40,000: P = (40,000 - 7,000) / (1 - 0.0056 x 1) = 33,000 / 0.9944 = 33185.84070796460...
    const price = crossLiquidationPrice({ ...base, longOpenPrice: '40000', longOpenCount: '1' });
    expect(to10(price)).toBe('33185.8407079646');
  });

  it('§3 cross, one-way short', () => {
    // short 1 @ 40,000: P = (0 - 40,000 - 7,000) / (0 - 1 - 0.0056) = 47,000 / 1.0056 = 46738.26571201272...
    const price = crossLiquidationPrice({ ...base, shortOpenPrice: '40000', shortOpenCount: '1' });
    expect(to10(price)).toBe('46738.2657120127');
  });

  it('§3 cross, hedge mode with a bigger long', () => {
    // long 1 @ 40,000 and short 0.5 @ 42,000
    // numerator = 40,000 - 21,000 - 7,000 = 12,000; denominator = 1 - 0.5 - 0.0056 x 1.5 = 0.4916
    // P = 12,000 / 0.4916 = 24410.08950366151... (falls to it)
    const input = {
      ...base,
      longOpenPrice: '40000',
      longOpenCount: '1',
      shortOpenPrice: '42000',
      shortOpenCount: '0.5',
    };
    const price = crossLiquidationPrice(input) as Decimal;
    expect(to10(price)).toBe('24410.0895036615');
    // check: equity 7,000 + (P - 40,000) + (42,000 - P) x 0.5 equals 0.0056 x P x 1.5
    const equity = price.minus(40000).plus(new Decimal(42000).minus(price).times('0.5')).plus(7000);
    expect(equity.minus(price.times('0.0084')).abs().lessThan('1e-10')).toBe(true);
  });

  it('§3 cross, hedge mode with a bigger short', () => {
    // long 0.5 @ 40,000 and short 1 @ 42,000
    // numerator = 20,000 - 42,000 - 7,000 = -29,000; denominator = 0.5 - 1 - 0.0084 = -0.5084
    // P = 29,000 / 0.5084 = 57041.69944925255... (rises to it)
    const price = crossLiquidationPrice({
      ...base,
      longOpenPrice: '40000',
      longOpenCount: '0.5',
      shortOpenPrice: '42000',
      shortOpenCount: '1',
    });
    expect(to10(price)).toBe('57041.6994492526');
  });

  it('§3 cross, even hedge is liquidated only when maintenance outgrows collateral', () => {
    // long 1 @ 40,000 and short 1 @ 42,000: numerator 40,000 - 42,000 - 7,000 = -9,000;
    // denominator 0 - 0.0056 x 2 = -0.0112; P = 803571.42857142857...
    const price = crossLiquidationPrice({
      ...base,
      longOpenPrice: '40000',
      longOpenCount: '1',
      shortOpenPrice: '42000',
      shortOpenCount: '1',
    });
    expect(to10(price)).toBe('803571.4285714286');
  });

  it('§3 cross, no position or ample collateral gives no price', () => {
    expect(crossLiquidationPrice(base)).toBeNull();
    // long 1 @ 40,000 with 50,000 available: numerator 40,000 - 56,000 < 0
    expect(
      crossLiquidationPrice({ ...base, available: '51000', longOpenPrice: '40000', longOpenCount: '1' }),
    ).toBeNull();
  });
});

describe('§5 liquidation and TP/SL price bounds', () => {
  const longFixed = { direction: Long, marginMode: MarginMode.Fixed, lower: '100', upper: '200' } as const;
  const shortFixed = { direction: Short, marginMode: MarginMode.Fixed, lower: '100', upper: '200' } as const;

  it('§5 long fixed-margin must be above the lower bound', () => {
    expect(clearIfOutOfBounds('100.01', longFixed)).toBe('100.01');
    expect(clearIfOutOfBounds('100', longFixed)).toBe('');
    expect(clearIfOutOfBounds('99', longFixed)).toBe('');
    // the upper bound does not bind a long fixed-margin price
    expect(clearIfOutOfBounds('999999', longFixed)).toBe('999999');
  });

  it('§5 short must be below the upper bound and not negative', () => {
    expect(clearIfOutOfBounds('199.99', shortFixed)).toBe('199.99');
    expect(clearIfOutOfBounds('200', shortFixed)).toBe('');
    expect(clearIfOutOfBounds('0', shortFixed)).toBe('0');
    expect(clearIfOutOfBounds('-0.01', shortFixed)).toBe('');
    // the lower bound does not bind a short fixed-margin price
    expect(clearIfOutOfBounds('50', shortFixed)).toBe('50');
  });

  it('§5 cross margin must lie within both bounds', () => {
    for (const direction of [Long, Short]) {
      const bounds = { direction, marginMode: MarginMode.Cross, lower: '100', upper: '200' };
      expect(clearIfOutOfBounds('100', bounds)).toBe('100');
      expect(clearIfOutOfBounds('200', bounds)).toBe('200');
      expect(clearIfOutOfBounds('150', bounds)).toBe('150');
      expect(clearIfOutOfBounds('99.99', bounds)).toBe('');
      expect(clearIfOutOfBounds('200.01', bounds)).toBe('');
    }
    const shortCross = { direction: Short, marginMode: MarginMode.Cross, lower: '-50', upper: '200' };
    expect(clearIfOutOfBounds('-1', shortCross)).toBe('');
  });

  it('§5 missing prices clear, omitted bounds are not enforced, non-strings come back as digits', () => {
    expect(clearIfOutOfBounds('', longFixed)).toBe('');
    expect(clearIfOutOfBounds(undefined, longFixed)).toBe('');
    expect(clearIfOutOfBounds('abc', longFixed)).toBe('');
    expect(clearIfOutOfBounds('5', { direction: Long, marginMode: MarginMode.Fixed })).toBe('5');
    expect(clearIfOutOfBounds(150, longFixed)).toBe('150');
    expect(clearIfOutOfBounds(' 150 ', longFixed)).toBe('150');
  });
});

describe('TP/SL validity', () => {
  it('long: take profit above the reference, stop loss below it', () => {
    const long = { direction: Long, referencePrice: '40000' };
    expect(checkTakeProfit({ ...long, triggerPrice: '40000.1' })).toBe('valid');
    expect(checkTakeProfit({ ...long, triggerPrice: '40000' })).toBe('must-be-above-reference');
    expect(checkStopLoss({ ...long, triggerPrice: '39999.9' })).toBe('valid');
    expect(checkStopLoss({ ...long, triggerPrice: '40000' })).toBe('must-be-below-reference');
    expect(checkStopLoss({ ...long, triggerPrice: '0' })).toBe('not-positive');
  });

  it('short: take profit below the reference, stop loss above it', () => {
    const short = { direction: Short, referencePrice: '40000' };
    expect(checkTakeProfit({ ...short, triggerPrice: '39999.9' })).toBe('valid');
    expect(checkTakeProfit({ ...short, triggerPrice: '40001' })).toBe('must-be-below-reference');
    expect(checkTakeProfit({ ...short, triggerPrice: '-1' })).toBe('not-positive');
    expect(checkStopLoss({ ...short, triggerPrice: '40000.1' })).toBe('valid');
    expect(checkStopLoss({ ...short, triggerPrice: '39000' })).toBe('must-be-above-reference');
  });

  it('missing trigger or reference', () => {
    expect(checkTakeProfit({ direction: Long, referencePrice: '1', triggerPrice: '' })).toBe('missing');
    expect(checkStopLoss({ direction: Short, referencePrice: undefined, triggerPrice: '1' })).toBe('missing');
  });
});

describe('max open size', () => {
  it('available / (price / leverage + price x fee), rounded down', () => {
    // cost per unit = 40,000 / 20 + 40,000 x 0.0006 = 2,000 + 24 = 2,024
    // size = 1,000 / 2,024 = 0.49407... -> 0.494
    const input = { available: '1000', price: '40000', leverage: '20', feeRate: TAKER_FEE, sizeDecimals: 3 };
    expect(maxOpenSize(input).toString()).toBe('0.494');
    expect(maxOpenSize({ ...input, sizeDecimals: 0 }).toString()).toBe('0');
  });

  it('is capped by the tier table at that leverage', () => {
    // uncapped: 1,000,000 / (400 + 24) = 2,358.49; 100x is allowed up to 250,000 notional -> 6.25
    const input = {
      available: '1000000',
      price: '40000',
      leverage: '100',
      feeRate: TAKER_FEE,
      sizeDecimals: 4,
    };
    expect(maxOpenSize(input).toString()).toBe('2358.4905');
    expect(maxOpenSize({ ...input, tiers: TIERS }).toString()).toBe('6.25');
    expect(maxOpenSize({ ...input, leverage: '126', tiers: TIERS }).toString()).toBe('0');
  });

  it('is 0 without balance, price or leverage', () => {
    const input = { available: '1000', price: '40000', leverage: '20', feeRate: TAKER_FEE, sizeDecimals: 3 };
    expect(maxOpenSize({ ...input, available: '0' }).toString()).toBe('0');
    expect(maxOpenSize({ ...input, price: '' }).toString()).toBe('0');
    expect(maxOpenSize({ ...input, leverage: '0' }).toString()).toBe('0');
  });
});
