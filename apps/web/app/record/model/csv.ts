// Record exports (issue #9/#10). The CSV carries raw values: decimal strings exactly as the
// gateway sent them and times as ISO 8601 UTC. Formatted §9 values would lose digits (usdt keeps
// 2 decimals), add thousands commas that spreadsheets read as text, and change with the reader's
// language; raw values re-import exactly and sort correctly.

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** Cells a spreadsheet would run as a formula (CSV injection), unless they are plain numbers. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row then one line per row, CRLF-separated as RFC 4180 asks. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Unix ms as ISO 8601 UTC, the CSV's time format. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(name: string, text: string): void {
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
