import { isoTime, toCsv } from '../../record/model/csv.ts';
import type { MarginRecord } from '../margin-account.ts';

/** The records as CSV: raw values, times in ISO 8601 UTC (see record/model/csv.ts). */
export function marginRecordsCsv(rows: readonly MarginRecord[]): string {
  return toCsv<MarginRecord>(
    [
      { header: 'time', value: (row) => isoTime(row.createdAt) },
      { header: 'kind', value: (row) => row.kind },
      { header: 'mode', value: (row) => row.mode },
      { header: 'pair', value: (row) => row.symbol },
      { header: 'asset', value: (row) => row.asset },
      { header: 'amount', value: (row) => row.amount },
      { header: 'interest', value: (row) => row.interest },
      { header: 'id', value: (row) => row.id },
    ],
    rows,
  );
}
