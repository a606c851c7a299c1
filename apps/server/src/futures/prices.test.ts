import { maintenanceMarginFor, maxLeverageFor, resolveTiers } from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { getSymbol } from '../markets/symbols.ts';
import { CONTRACTS, getContract } from './contracts.ts';
import { fundingRate, indexPriceFrom, nextFundingTimeAfter, nextMarkPrice } from './prices.ts';

const EIGHT_HOURS = 8 * 60 * 60 * 1000;

describe('issue 10 index price', () => {
  it('is the last trade clamped into the spot spread', () => {
    expect(indexPriceFrom({ bid: 100, ask: 110, last: 105 })).toBe(105);
    expect(indexPriceFrom({ bid: 100, ask: 110, last: 130 })).toBe(110);
    expect(indexPriceFrom({ bid: 100, ask: 110, last: 90 })).toBe(100);
  });

  it('falls back to the mid (rounded down) without a last trade, and to the last with one side missing', () => {
    expect(indexPriceFrom({ bid: 100, ask: 111 })).toBe(105);
    expect(indexPriceFrom({ bid: 100, last: 97 })).toBe(97);
    expect(indexPriceFrom({})).toBeUndefined();
  });
});

describe('issue 10 mark price', () => {
  it('equals the index while the futures book has no two-sided quote', () => {
    expect(nextMarkPrice(5_000_000, '0', undefined, 4_990_000)).toEqual({
      markPrice: 5_000_000,
      basis: '0',
      premium: '0',
    });
  });

  it('moves a tenth of the way to the observed basis per update', () => {
    const first = nextMarkPrice(5_000_000, '0', 5_000_900, 5_001_100);
    expect(first).toEqual({ markPrice: 5_000_100, basis: '100', premium: '0.00002' });
    const second = nextMarkPrice(5_000_000, first.basis, 5_000_900, 5_001_100);
    expect(second.basis).toBe('190');
  });

  it('keeps the damped basis within 0.5% of the index', () => {
    const update = nextMarkPrice(5_000_000, '24000', 6_000_000, 6_000_000);
    expect(update).toMatchObject({ markPrice: 5_025_000, basis: '25000', premium: '0.005' });
  });
});

describe('issue 10 funding rate', () => {
  it('is the interest rate 0.01% per 8 hours when the premium is zero', () => {
    expect(fundingRate('0', 0, EIGHT_HOURS, '0.0075').toFixed()).toBe('0.0001');
  });

  it('adds the premium and clamps interest minus premium to ±0.05%', () => {
    // Premium 0.0003: 0.0003 + clamp(-0.0002) = 0.0001.
    expect(fundingRate('0.0009', 3, EIGHT_HOURS, '0.0075').toFixed()).toBe('0.0001');
    // Premium 0.002: 0.002 + clamp(-0.0019 -> -0.0005) = 0.0015.
    expect(fundingRate('0.002', 1, EIGHT_HOURS, '0.0075').toFixed()).toBe('0.0015');
    // Premium -0.001: -0.001 + clamp(0.0011 -> 0.0005) = -0.0005.
    expect(fundingRate('-0.001', 1, EIGHT_HOURS, '0.0075').toFixed()).toBe('-0.0005');
  });

  it('is capped per contract', () => {
    expect(fundingRate('0.005', 1, EIGHT_HOURS, '0.0075').toFixed()).toBe('0.0045');
    expect(fundingRate('0.05', 1, EIGHT_HOURS, '0.0075').toFixed()).toBe('0.0075');
    expect(fundingRate('-0.05', 1, EIGHT_HOURS, '0.02').toFixed()).toBe('-0.02');
  });

  it('falls due on the interval grid (00:00, 08:00, 16:00 UTC by default)', () => {
    expect(nextFundingTimeAfter(0, EIGHT_HOURS)).toBe(EIGHT_HOURS);
    expect(nextFundingTimeAfter(EIGHT_HOURS - 1, EIGHT_HOURS)).toBe(EIGHT_HOURS);
    expect(nextFundingTimeAfter(EIGHT_HOURS, EIGHT_HOURS)).toBe(2 * EIGHT_HOURS);
    expect(nextFundingTimeAfter(61_000, 60_000)).toBe(120_000);
  });
});

describe('§3 contracts and tiered maintenance (openLevel limits)', () => {
  it("lists eleven perpetuals (issue #18: at least ten), each on its spot USDT pair's price places", () => {
    expect(CONTRACTS.map((contract) => contract.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'XRPUSDT',
      'DOGEUSDT',
      'BNBUSDT',
      'ADAUSDT',
      'AVAXUSDT',
      'LINKUSDT',
      'LTCUSDT',
      'DOTUSDT',
    ]);
    for (const contract of CONTRACTS) {
      const pair = getSymbol(contract.symbol);
      expect(pair.quote).toBe('USDT');
      expect(contract.pricePlace, contract.symbol).toBe(pair.pricePlace);
      expect(contract.maxPriceTicks, contract.symbol).toBe(pair.maxPriceTicks);
    }
    expect(getContract('BTCUSDT')).toMatchObject({ pricePlace: 2, sizePlace: 3, contractSize: '0.001' });
    expect(getContract('DOGEUSDT').contractSize).toBe('1');
  });

  it('BTC allows 125x in the first tier and less at higher notional', () => {
    const tiers = getContract('BTCUSDT').riskTiers;
    expect(maxLeverageFor('50000', tiers).toNumber()).toBe(125);
    expect(maxLeverageFor('50000.01', tiers).toNumber()).toBe(100);
    expect(maxLeverageFor('1000000', tiers).toNumber()).toBe(50);
    expect(tiers.map((tier) => tier.maintenanceAmount)).toEqual([
      '0',
      '50',
      '1300',
      '46300',
      '421300',
      '2921300',
    ]);
  });

  it('maintenance margin is continuous at every tier edge of every contract', () => {
    for (const contract of CONTRACTS) {
      const tiers = resolveTiers(contract.riskTiers);
      for (const tier of tiers.slice(0, -1)) {
        const atEdge = maintenanceMarginFor(tier.maxNotional, contract.riskTiers);
        const justAbove = maintenanceMarginFor(tier.maxNotional.plus('0.000001'), contract.riskTiers);
        expect(
          justAbove.minus(atEdge).abs().lessThan('0.001'),
          `${contract.symbol} at ${tier.maxNotional}`,
        ).toBe(true);
      }
    }
  });
});
