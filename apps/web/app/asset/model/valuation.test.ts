import { Decimal } from '@tideline/core/decimal';
import { describe, expect, it } from 'vitest';
import { maskFigure } from './masking.ts';
import {
  accountShares,
  inValuationCurrency,
  isSmallBalance,
  lastPricesFromTickers,
  totalUsdtValue,
  usdtValueOf,
} from './valuation.ts';

const prices = lastPricesFromTickers([
  { symbol: 'BTCUSDT', last: '50000.00' },
  { symbol: 'ETHUSDT', last: '3000.00' },
  { symbol: 'SOLUSDT', last: null },
]);

describe('asset valuation', () => {
  it('prices every listed coin by its USDT pair and ignores cross pairs (ETH/BTC is not an ETH price)', () => {
    const listing = lastPricesFromTickers([
      { symbol: 'ETHUSDT', last: '3400.00' },
      { symbol: 'ETHBTC', last: '0.03579' },
      { symbol: 'LINKETH', last: '0.0039706' },
      { symbol: 'NEARUSDT', last: '2.100' },
    ]);
    expect([...listing]).toEqual([
      ['ETH', '3400.00'],
      ['NEAR', '2.100'],
    ]);
    expect(usdtValueOf({ asset: 'NEAR', total: '10' }, listing)?.toString()).toBe('21');
  });

  it('values USDT at par and other coins at their last USDT price', () => {
    expect(usdtValueOf({ asset: 'USDT', total: '12.5' }, prices)?.toString()).toBe('12.5');
    expect(usdtValueOf({ asset: 'BTC', total: '0.1' }, prices)?.toString()).toBe('5000');
    expect(usdtValueOf({ asset: 'SOL', total: '3' }, prices)).toBeUndefined();
    expect(usdtValueOf({ asset: 'SOL', total: '0' }, prices)?.toString()).toBe('0');
  });

  it('sums holdings, an unpriced coin adding nothing', () => {
    const total = totalUsdtValue(
      [
        { asset: 'USDT', total: '100' },
        { asset: 'BTC', total: '0.01' },
        { asset: 'ETH', total: '1' },
        { asset: 'SOL', total: '5' },
      ],
      prices,
    );
    expect(total.toString()).toBe('3600');
  });

  it('§3 converts into the valuation currency at its rate; no rate gives nothing', () => {
    expect(inValuationCurrency(new Decimal('100'), '0.86')?.toString()).toBe('86');
    expect(inValuationCurrency(new Decimal('100'), undefined)).toBeUndefined();
  });

  it('a balance under 1 USDT is small; an unpriced coin only when empty', () => {
    expect(isSmallBalance({ asset: 'USDT', total: '0.99' }, prices)).toBe(true);
    expect(isSmallBalance({ asset: 'USDT', total: '1' }, prices)).toBe(false);
    expect(isSmallBalance({ asset: 'SOL', total: '2' }, prices)).toBe(false);
    expect(isSmallBalance({ asset: 'SOL', total: '0' }, prices)).toBe(true);
  });

  it('shares are percentages of the total with 2 decimals rounded down; a zero total gives 0', () => {
    const shares = accountShares([
      { key: 'spot', usdt: new Decimal(2) },
      { key: 'futures', usdt: new Decimal(1) },
    ]);
    expect(shares.map((share) => share.percent.toFixed(2))).toEqual(['66.66', '33.33']);
    expect(accountShares([{ key: 'spot', usdt: new Decimal(0) }])[0]?.percent.toString()).toBe('0');
  });

  it('§3 hidden figures read as the mask whatever their length', () => {
    expect(maskFigure('1,234.56', true)).toBe('1,234.56');
    expect(maskFigure('1,234.56', false)).toBe('******');
    expect(maskFigure('0.00', false)).toBe('******');
  });
});
