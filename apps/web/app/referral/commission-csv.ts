/** One commission row as the CSV lists it. */
export interface CsvCommission {
  day: string;
  source: string;
  role: string;
  invitee: string;
  asset: string;
  fee: string;
  commissionPercent: number;
  amount: string;
}

const HEADER = ['day', 'product', 'role', 'invitee', 'asset', 'fee', 'commission_percent', 'commission'];

/** A field quoted when it holds a comma, quote or line break; a leading formula sign is neutralised. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV of the rows, header first, CRLF line ends. */
export function commissionCsv(rows: readonly CsvCommission[]): string {
  const lines = [HEADER.join(',')];
  for (const row of rows)
    lines.push(
      [
        row.day,
        row.source,
        row.role,
        row.invitee,
        row.asset,
        row.fee,
        String(row.commissionPercent),
        row.amount,
      ]
        .map(field)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
