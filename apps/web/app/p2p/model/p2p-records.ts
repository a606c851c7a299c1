import { type CsvColumn, isoTime, toCsv } from '../../record/model/csv.ts';
import type { P2pRecord } from '../p2p-account.ts';

/**
 * `/record/p2p` without React: the CSV of the records loaded, as the gateway sent them (raw
 * decimal strings, ISO UTC times: record/model/csv.ts explains why).
 */
const COLUMNS: readonly CsvColumn<P2pRecord>[] = [
  { header: 'time', value: (row) => isoTime(row.ts) },
  { header: 'kind', value: (row) => row.kind },
  { header: 'asset', value: (row) => row.asset },
  { header: 'amount', value: (row) => row.amount },
  { header: 'orderId', value: (row) => row.orderId },
  { header: 'adId', value: (row) => row.adId },
  { header: 'recordId', value: (row) => row.recordId },
];

export function p2pRecordsCsv(rows: readonly P2pRecord[]): string {
  return toCsv(COLUMNS, rows);
}

/** The kinds that take crypto out of the user's hands (shown with a minus sign). */
const OUTGOING = new Set<P2pRecord['kind']>(['transfer_out', 'ad_lock', 'escrow_lock', 'escrow_release']);

/** The amount as the user's holdings saw it: minus for what left the wallet or an ad. */
export function signedAmount(row: Pick<P2pRecord, 'kind' | 'amount'>): string {
  return OUTGOING.has(row.kind) ? `-${row.amount}` : `+${row.amount}`;
}
