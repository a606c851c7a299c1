import { describe, expect, it } from 'vitest';
import { toUnits } from '../../platform/ledger/book-units.ts';
import {
  hourIndex,
  hourlyInterest,
  interestBetween,
  liquidationPrice,
  marginLevel,
  maxBorrowable,
  repaymentOf,
  riskStateOf,
} from './rules.ts';

const u = (text: string) => toUnits(text) as bigint;
/** A level or rate written as a decimal (1.1 -> 110_000_000n). */
const fixed = u;

describe('interest accrual over hours (issue #23: a table of cases)', () => {
  it.each([
    // principal, daily rate, from hour, to hour, interest
    ['1000', '0.0002', 0, 1, '0.00833334'],
    ['1000', '0.0002', 0, 24, '0.20000016'],
    ['1000', '0.0002', 5, 5, '0'],
    ['1000', '0.0002', 6, 5, '0'],
    ['2.5', '0.00015', 10, 13, '0.00004689'],
    ['0.00000001', '0.0002', 0, 1, '0.00000001'],
    ['0', '0.0002', 0, 100, '0'],
    ['24000', '0.001', 100, 148, '48'],
  ])('%s at %s a day from hour %i to %i accrues %s', (principal, rate, from, to, interest) => {
    expect(interestBetween(u(principal), fixed(rate), from, to)).toBe(u(interest));
  });

  it('rounds each hour up to one unit, never down to nothing', () => {
    expect(hourlyInterest(1n, fixed('0.0001'))).toBe(1n);
  });

  it('counts hours on the gateway clock', () => {
    expect(hourIndex(0)).toBe(0);
    expect(hourIndex(3_599_999)).toBe(0);
    expect(hourIndex(3_600_000)).toBe(1);
  });
});

describe('margin level and risk states', () => {
  it.each([
    ['1300', '1000', 'warning'],
    ['1300.01', '1000', 'safe'],
    ['1200', '1000', 'margin-call'],
    ['1250', '1000', 'warning'],
    ['1100', '1000', 'liquidation'],
    ['1150', '1000', 'margin-call'],
    ['900', '1000', 'liquidation'],
  ] as const)('assets %s over debt %s is %s', (assets, debt, state) => {
    expect(riskStateOf(marginLevel(u(assets), u(debt)))).toBe(state);
  });

  it('is unbounded and safe with nothing owed', () => {
    expect(marginLevel(u('100'), 0n)).toBeNull();
    expect(riskStateOf(null)).toBe('safe');
  });

  it('is assets over debt plus interest', () => {
    expect(marginLevel(u('1500'), u('1000'))).toBe(fixed('1.5'));
  });
});

describe('maximum borrowable', () => {
  it.each([
    // assets, debt, leverage, price, pool, max
    ['1000', '0', 3, '1', '1000000', '2000'],
    ['1000', '0', 10, '1', '1000000', '9000'],
    ['3000', '2000', 3, '1', '1000000', '0'],
    ['2000', '1000', 3, '1', '1000000', '1000'],
    ['1000', '0', 3, '100000', '1000000', '0.02'],
    ['1000', '0', 10, '1', '500', '500'],
    ['1000', '0', 3, '1', '0', '0'],
    ['500', '600', 3, '1', '1000000', '0'],
    ['1000', '0', 1, '1', '1000000', '0'],
  ] as const)(
    'assets %s, debt %s at %ix, price %s, pool %s: %s',
    (assets, debt, leverage, price, pool, max) => {
      expect(
        maxBorrowable({
          assetValue: u(assets),
          debtValue: u(debt),
          leverage,
          price: u(price),
          poolAvailable: u(pool),
        }),
      ).toBe(u(max));
    },
  );
});

describe('liquidation price', () => {
  it('of an isolated long: 1 BTC held, 90,000 USDT owed, liquidated at 1.1 when BTC falls to 99,000', () => {
    const found = liquidationPrice(
      { held: u('1'), owed: 0n, otherValue: 0n, otherDebt: u('90000') },
      fixed('1.1'),
    );
    expect(found).toEqual({ price: u('99000'), direction: 'below' });
  });

  it('of an isolated short: 11,000 USDT held, 0.1 BTC owed, liquidated when BTC rises to 100,000', () => {
    const found = liquidationPrice(
      { held: 0n, owed: u('0.1'), otherValue: u('11000'), otherDebt: 0n },
      fixed('1.1'),
    );
    expect(found).toEqual({ price: u('100000'), direction: 'above' });
  });

  it('is at the level exactly: the level at the price found is 1.1', () => {
    const exposure = { held: u('2'), owed: u('0.5'), otherValue: u('1000'), otherDebt: u('100000') };
    const found = liquidationPrice(exposure, fixed('1.1'));
    expect(found?.direction).toBe('below');
    const price = found?.price as bigint;
    const level = marginLevel(
      (exposure.held * price) / u('1') + exposure.otherValue,
      (exposure.owed * price) / u('1') + exposure.otherDebt,
    ) as bigint;
    expect(Number(level) / 1e8).toBeCloseTo(1.1, 6);
  });

  it('is none when nothing is owed or the collateral covers the debt at any price', () => {
    expect(
      liquidationPrice({ held: u('1'), owed: 0n, otherValue: 0n, otherDebt: 0n }, fixed('1.1')),
    ).toBeNull();
    expect(
      liquidationPrice({ held: u('1'), owed: 0n, otherValue: u('2000'), otherDebt: u('1000') }, fixed('1.1')),
    ).toBeNull();
  });

  it('is any price when the account is already under the level whatever this asset does', () => {
    expect(
      liquidationPrice({ held: 0n, owed: u('1'), otherValue: u('100'), otherDebt: u('100') }, fixed('1.1')),
    ).toEqual({
      price: 0n,
      direction: 'above',
    });
  });
});

describe('repayment in a liquidation', () => {
  it.each([
    ['10', '1', '5', '1', '5', '0'],
    ['3', '1', '5', '1', '2', '3'],
    ['0.5', '1', '5', '0.5', '0', '5.5'],
    ['0', '0', '0', '0', '0', '0'],
  ])(
    'holding %s against interest %s and principal %s pays %s + %s, shortfall %s',
    (held, interest, principal, ip, pp, short) => {
      expect(repaymentOf(u(held), u(interest), u(principal))).toEqual({
        interestPaid: u(ip),
        principalPaid: u(pp),
        shortfall: u(short),
      });
    },
  );
});
