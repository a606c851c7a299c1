import { describe, expect, it } from 'vitest';
import { recordsCsv } from './records-csv.ts';

describe('earn records CSV', () => {
  it('writes a header and one CRLF line per record, times in UTC', () => {
    expect(
      recordsCsv([
        {
          at: 86_400_000,
          kind: 'interest',
          productId: 'usdt-flexible',
          asset: 'USDT',
          amount: '0.17808219',
          holdingId: '3',
        },
      ]),
    ).toBe(
      'time_utc,type,product,asset,amount,holding\r\n1970-01-02T00:00:00.000Z,interest,usdt-flexible,USDT,0.17808219,3\r\n',
    );
  });

  it('neutralises a formula and quotes a comma', () => {
    const csv = recordsCsv([
      { at: 0, kind: '=cmd', productId: 'a,b', asset: 'USDT', amount: '-1', holdingId: '1' },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`1970-01-01T00:00:00.000Z,'=cmd,"a,b",USDT,-1,1`);
  });
});
