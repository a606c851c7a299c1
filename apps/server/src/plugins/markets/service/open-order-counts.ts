/**
 * How many orders each account has open on each market of a venue, kept as orders open and end,
 * so the open-order cap (issue #21 item 14) is checked in constant time on every placement rather
 * than by scanning every open order of the exchange (the market makers' included).
 */
export class OpenOrderCounts {
  private readonly counts = new Map<string, number>();

  private static key(venue: string, userId: number, symbol: string): string {
    return `${venue}:${userId}:${symbol}`;
  }

  opened(venue: string, userId: number, symbol: string): void {
    const key = OpenOrderCounts.key(venue, userId, symbol);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  closed(venue: string, userId: number, symbol: string): void {
    const key = OpenOrderCounts.key(venue, userId, symbol);
    const left = (this.counts.get(key) ?? 0) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }

  of(venue: string, userId: number, symbol: string): number {
    return this.counts.get(OpenOrderCounts.key(venue, userId, symbol)) ?? 0;
  }
}
