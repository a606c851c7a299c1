import { Decimal } from '@tideline/core/decimal';
import type { COPY_RECORD_KINDS, copyRecord } from '@tideline/protocol/copy-trading/schemas';
import type { z } from 'zod';
import { type CsvColumn, isoTime, toCsv } from '../../record/model/csv.ts';
import { dayRange } from '../../record/model/record-kinds.ts';

/**
 * `/record/mcp` without React: the gateway query for a kind and a range of local days, the totals
 * of profit share paid and received among the rows, and the CSV of the rows as the gateway sent
 * them (raw decimal strings, ISO UTC times: record/model/csv.ts explains why).
 */

export type CopyRecord = z.infer<typeof copyRecord>;
export type CopyRecordKind = (typeof COPY_RECORD_KINDS)[number];

/** The gateway's most rows per answer (docs/protocol-copy-trading.md §1). */
export const RECORDS_LIMIT = 500;

export function recordsQuery(
  kind: CopyRecordKind | '',
  range: readonly [Date, Date] | null,
): { kind?: CopyRecordKind; from?: number; to?: number; limit: number } {
  const { startTime, endTime } = dayRange(range);
  return {
    ...(kind === '' ? {} : { kind }),
    ...(startTime === undefined ? {} : { from: startTime }),
    ...(endTime === undefined ? {} : { to: endTime }),
    limit: RECORDS_LIMIT,
  };
}

export function profitShareTotals(rows: readonly CopyRecord[]): { paid: string; received: string } {
  const sum = (kind: CopyRecordKind) =>
    rows
      .filter((row) => row.kind === kind)
      .reduce((total, row) => total.plus(row.amount ?? '0'), new Decimal(0))
      .toFixed();
  return { paid: sum('profit-share-paid'), received: sum('profit-share-received') };
}

const COLUMNS: readonly CsvColumn<CopyRecord>[] = [
  { header: 'time', value: (row) => isoTime(row.at) },
  { header: 'kind', value: (row) => row.kind },
  { header: 'copyId', value: (row) => row.copyId },
  { header: 'traderId', value: (row) => row.traderId },
  { header: 'symbol', value: (row) => row.symbol },
  { header: 'action', value: (row) => row.action },
  { header: 'direction', value: (row) => row.direction },
  { header: 'size', value: (row) => row.size },
  { header: 'amount', value: (row) => row.amount },
  { header: 'skipReason', value: (row) => row.skipReason },
  { header: 'id', value: (row) => row.id },
];

export function recordsCsv(rows: readonly CopyRecord[]): string {
  return toCsv(COLUMNS, rows);
}
