/** One earn record as the CSV lists it. */
export interface CsvRecord {
  at: number;
  kind: string;
  productId: string;
  asset: string;
  amount: string;
  holdingId: string;
}

const HEADER = ['time_utc', 'type', 'product', 'asset', 'amount', 'holding'];

/** A field quoted when it holds a comma, quote or line break; a leading formula sign is neutralised. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV of the records, header first, times in ISO 8601 UTC, CRLF line ends. */
export function recordsCsv(rows: readonly CsvRecord[]): string {
  const lines = [HEADER.join(',')];
  for (const row of rows)
    lines.push(
      [new Date(row.at).toISOString(), row.kind, row.productId, row.asset, row.amount, row.holdingId]
        .map(field)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
