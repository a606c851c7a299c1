import { loadavg } from 'node:os';

/**
 * The one line each bench ends with (issue #22 item 7), for a reader and for docs/performance.md to
 * quote: its headline figures, with the machine's load when it finished, since on a shared machine
 * a figure means little without it.
 */
export function printSummary(figures: string): void {
  console.log(`summary: ${figures}; load average ${(loadavg()[0] ?? 0).toFixed(1)}`);
}
