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

export interface RecordsQuery {
  kind?: CopyRecordKind;
  from?: number;
  to?: number;
  limit: number;
  before?: string;
}

export function recordsQuery(kind: CopyRecordKind | '', range: readonly [Date, Date] | null): RecordsQuery {
  const { startTime, endTime } = dayRange(range);
  return {
    ...(kind === '' ? {} : { kind }),
    ...(startTime === undefined ? {} : { from: startTime }),
    ...(endTime === undefined ? {} : { to: endTime }),
    limit: RECORDS_LIMIT,
  };
}

/** The `before` cursor of the page after the one `row` ends. */
export function recordsCursor(row: Pick<CopyRecord, 'at' | 'id'>): string {
  return `${row.at}:${row.id}`;
}

/**
 * Every row of the query, page after page (each `query.limit` rows, the next one from the last
 * row's cursor) until a page comes back short: what the CSV holds, however many rows the range has.
 */
export async function allRecords(
  query: RecordsQuery,
  page: (query: RecordsQuery) => Promise<readonly CopyRecord[]>,
): Promise<CopyRecord[]> {
  const rows: CopyRecord[] = [];
  let before: string | undefined;
  for (;;) {
    const answer = await page(before === undefined ? query : { ...query, before });
    rows.push(...answer);
    const last = answer.at(-1);
    if (answer.length < query.limit || last === undefined) return rows;
    before = recordsCursor(last);
  }
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
