import { describe, expect, it } from 'vitest';
import {
  formatBtc,
  formatByPrecision,
  formatFiat,
  formatFuturesPnl,
  formatNumber,
  formatPercent,
  formatSpotRoe,
  formatUsdt,
  formatValuation,
  groupThousands,
  percentage,
} from './index.ts';

const HUGE = '123456789012345678901.5';
const MISSING = [undefined, null, '', Number.NaN, 'NaN', 'not a number'] as const;

describe('§9 fiat', () => {
  it('§9 fiat shows 2 decimals at or above 0.01', () => {
    expect(formatFiat('0.01')).toBe('0.01');
    expect(formatFiat(0.01)).toBe('0.01');
    expect(formatFiat('1234.567')).toBe('1,234.56');
    expect(formatFiat('0.019')).toBe('0.01');
    expect(formatFiat('5')).toBe('5.00');
  });

  it('§9 fiat below 0.01 shows 2 significant figures', () => {
    expect(formatFiat('0.0099999')).toBe('0.0099');
    expect(formatFiat('0.005')).toBe('0.0050');
    expect(formatFiat('0.00012345')).toBe('0.00012');
    expect(formatFiat(1e-12)).toBe('0.0000000000010');
  });

  it('§9 fiat zero shown as 0.00', () => {
    expect(formatFiat(0)).toBe('0.00');
    expect(formatFiat('0')).toBe('0.00');
    expect(formatFiat('-0')).toBe('0.00');
  });

  it('§9 fiat negatives keep the rule of their magnitude', () => {
    expect(formatFiat('-1234.567')).toBe('-1,234.56');
    expect(formatFiat('-0.01')).toBe('-0.01');
    expect(formatFiat('-0.0099999')).toBe('-0.0099');
    expect(formatFiat(-1e-12)).toBe('-0.0000000000010');
  });

  it('§9 fiat huge values are grouped plain digits', () => {
    expect(formatFiat(HUGE)).toBe('123,456,789,012,345,678,901.50');
    expect(formatFiat(1e21)).toBe('1,000,000,000,000,000,000,000.00');
  });

  it.each(MISSING)('§9 fiat missing %s shown as --', (value) => {
    expect(formatFiat(value)).toBe('--');
  });
});

describe('§9 btc', () => {
  it('§9 btc shows 6 decimals, rounded toward zero', () => {
    expect(formatBtc('0.123456789')).toBe('0.123456');
    expect(formatBtc('21000')).toBe('21,000.000000');
    expect(formatBtc('1.0000009')).toBe('1.000000');
  });

  it('§9 btc zero, negatives, tiny, huge, missing', () => {
    expect(formatBtc(0)).toBe('0.00');
    expect(formatBtc('-1.2345678')).toBe('-1.234567');
    expect(formatBtc(1e-12)).toBe('0.00');
    expect(formatBtc(-1e-12)).toBe('0.00');
    expect(formatBtc(HUGE)).toBe('123,456,789,012,345,678,901.500000');
    for (const value of MISSING) expect(formatBtc(value)).toBe('--');
  });
});

describe('§9 usdt', () => {
  it('§9 usdt shows 2 decimals with trailing zeros removed', () => {
    expect(formatUsdt('12.50')).toBe('12.5');
    expect(formatUsdt('100')).toBe('100');
    expect(formatUsdt('1234567.891')).toBe('1,234,567.89');
    expect(formatUsdt('0.019')).toBe('0.01');
    expect(formatUsdt('0.10')).toBe('0.1');
  });

  it('§9 usdt zero, negatives, tiny, huge, missing', () => {
    expect(formatUsdt(0)).toBe('0.00');
    expect(formatUsdt('0.001')).toBe('0.00');
    expect(formatUsdt('-1234.50')).toBe('-1,234.5');
    expect(formatUsdt(1e-12)).toBe('0.00');
    expect(formatUsdt(HUGE)).toBe('123,456,789,012,345,678,901.5');
    for (const value of MISSING) expect(formatUsdt(value)).toBe('--');
  });
});

describe('§9 thousands grouping', () => {
  it('§9 groups integer digits by 3 with a comma, never the fraction', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('123')).toBe('123');
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands('1234567.1234567')).toBe('1,234,567.1234567');
    expect(groupThousands('123456')).toBe('123,456');
  });
});

describe('§9 percentage, ROE and futures PnL', () => {
  it('§9 percentage returns 2 decimals', () => {
    expect(percentage(1, 3)).toBe('33.33');
    expect(percentage(2, 3)).toBe('66.67');
    expect(percentage('0', '5')).toBe('0.00');
    expect(percentage('-1', '8')).toBe('-12.50');
    expect(percentage('1e-12', '1')).toBe('0.00');
    // Division is arithmetic, so its result carries the §9 20 significant digits: the trailing 15 is rounded off.
    expect(percentage(HUGE, '1')).toBe('12,345,678,901,234,567,890,000.00');
    expect(percentage(1, 0)).toBe('--');
    expect(percentage(undefined, 1)).toBe('--');
    expect(percentage(1, '')).toBe('--');
  });

  it('formatPercent shows a ratio as a percentage', () => {
    expect(formatPercent('0.12345')).toBe('12.35%');
    expect(formatPercent('-0.5')).toBe('-50.00%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(1e-12)).toBe('0.00%');
    // x100 is arithmetic: 20 significant digits (§9), so the trailing 15 is rounded off.
    expect(formatPercent(HUGE)).toBe('12,345,678,901,234,567,890,000.00%');
    expect(formatPercent(null)).toBe('--');
  });

  it('§9 spot ROE has 4 decimals', () => {
    expect(formatSpotRoe('0.123456')).toBe('0.1235');
    expect(formatSpotRoe('0.12344')).toBe('0.1234');
    expect(formatSpotRoe('-0.00005')).toBe('-0.0001');
    expect(formatSpotRoe(0)).toBe('0.0000');
    expect(formatSpotRoe(1e-12)).toBe('0.0000');
    expect(formatSpotRoe(HUGE)).toBe('123,456,789,012,345,678,901.5000');
    for (const value of MISSING) expect(formatSpotRoe(value)).toBe('--');
  });

  it('§9 futures PnL defaults to 6 decimals', () => {
    expect(formatFuturesPnl('1.2345675')).toBe('1.234568');
    expect(formatFuturesPnl('-1.2345675')).toBe('-1.234568');
    expect(formatFuturesPnl(0)).toBe('0.000000');
    expect(formatFuturesPnl(1e-12)).toBe('0.000000');
    expect(formatFuturesPnl(HUGE)).toBe('123,456,789,012,345,678,901.500000');
    expect(formatFuturesPnl('12.3456', 2)).toBe('12.35');
    for (const value of MISSING) expect(formatFuturesPnl(value)).toBe('--');
  });
});

describe('formatNumber', () => {
  it('keeps all digits when no decimals are given', () => {
    expect(formatNumber('1234.000100')).toBe('1,234.0001');
    expect(formatNumber(1e-12)).toBe('0.000000000001');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber('-0.5')).toBe('-0.5');
  });

  it('applies decimals, trimZeros and group', () => {
    expect(formatNumber('1234.5', { decimals: 3 })).toBe('1,234.500');
    expect(formatNumber('1234.5', { decimals: 3, trimZeros: true })).toBe('1,234.5');
    expect(formatNumber('1234.5', { decimals: 1, group: false })).toBe('1234.5');
    expect(formatNumber('1.999', { decimals: 2 })).toBe('1.99');
  });

  it('drops the sign of a value that rounds to zero', () => {
    expect(formatNumber('-0.001', { decimals: 2 })).toBe('0.00');
    expect(formatNumber('-0.001', { decimals: 2, zero: '0' })).toBe('0');
  });

  it('renders 1e21 and above in plain digits', () => {
    expect(formatNumber(1e21, { decimals: 0 })).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber('-1e25', { group: false })).toBe('-10000000000000000000000000');
  });

  it('rejects a bad decimals option', () => {
    expect(() => formatNumber(1, { decimals: -1 })).toThrow(RangeError);
  });

  it.each(MISSING)('shows -- for missing %s', (value) => {
    expect(formatNumber(value, { decimals: 2 })).toBe('--');
  });
});

describe('formatByPrecision', () => {
  it("uses the pair's price place", () => {
    expect(formatByPrecision('43210.987', 1)).toBe('43,210.9');
    expect(formatByPrecision('0.000123456', 8)).toBe('0.00012345');
    expect(formatByPrecision('43210.987', 0)).toBe('43,210');
    expect(formatByPrecision('43210.987', 2, { group: false })).toBe('43210.98');
    expect(formatByPrecision('-5', 2)).toBe('-5.00');
    expect(formatByPrecision(0, 4)).toBe('0.0000');
    expect(formatByPrecision(1e-12, 8)).toBe('0.00000000');
    expect(formatByPrecision('1e-12', 12)).toBe('0.000000000001');
    expect(formatByPrecision(HUGE, 1)).toBe('123,456,789,012,345,678,901.5');
    expect(formatByPrecision(undefined, 2)).toBe('--');
  });
});

describe('formatValuation', () => {
  const usd = { code: 'USD', symbol: '$' };
  it('prefixes the symbol after the sign and follows the fiat rule', () => {
    expect(formatValuation('1234.567', usd)).toBe('$1,234.56');
    expect(formatValuation('-1234.5', usd)).toBe('-$1,234.50');
    expect(formatValuation('0.0099999', { code: 'EUR', symbol: '€' })).toBe('€0.0099');
    expect(formatValuation(0, usd)).toBe('$0.00');
    expect(formatValuation(1e-12, usd)).toBe('$0.0000000000010');
    expect(formatValuation(HUGE, usd)).toBe('$123,456,789,012,345,678,901.50');
  });

  it('falls back to the code without a symbol, and -- when missing', () => {
    expect(formatValuation('12', { code: 'UZS', symbol: '' })).toBe('12.00 UZS');
    expect(formatValuation(undefined, usd)).toBe('--');
    expect(formatValuation('', { code: 'UZS', symbol: '' })).toBe('--');
  });
});
