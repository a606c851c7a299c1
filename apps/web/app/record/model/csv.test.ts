import { describe, expect, it } from 'vitest';
import { csvField, isoTime, toCsv } from './csv.ts';

describe('record CSV export', () => {
  it('quotes fields holding a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('keeps negative numbers as numbers but defuses formula-like text', () => {
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('@x')).toBe("'@x");
  });

  it('writes a header row and CRLF-terminated rows with raw decimals and ISO times', () => {
    const csv = toCsv(
      [
        { header: 'time', value: (row: { ts: number; amount: string }) => isoTime(row.ts) },
        { header: 'amount', value: (row) => row.amount },
      ],
      [
        { ts: Date.UTC(2026, 10, 21, 12, 0, 0), amount: '1234.50000000' },
        { ts: 0, amount: '-0.00000001' },
      ],
    );
    expect(csv).toBe(
      'time,amount\r\n2026-11-21T12:00:00.000Z,1234.50000000\r\n1970-01-01T00:00:00.000Z,-0.00000001\r\n',
    );
  });

  it('an empty export is the header row alone', () => {
    expect(toCsv([{ header: 'a', value: () => '' }], [])).toBe('a\r\n');
  });
});
