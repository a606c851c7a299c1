/**
 * The limit on guessing share codes: a caller (a user, or a visitor's address) that names this
 * many unknown codes within the window is refused until the oldest miss leaves it. Valid codes
 * never count, so sharing a packet widely costs nothing. Kept in memory: a restart forgets the
 * misses, which only gives a guesser back one window of ten tries against 32^12 codes.
 */
export const GUESS_LIMIT = 10;
export const GUESS_WINDOW_MS = 10 * 60 * 1000;

export class GuessLimit {
  private readonly misses = new Map<string, number[]>();

  constructor(
    private readonly limit = GUESS_LIMIT,
    private readonly windowMs = GUESS_WINDOW_MS,
  ) {}

  /** Whether `caller` must wait before trying another code. */
  blocked(caller: string, nowMs: number): boolean {
    return this.recent(caller, nowMs).length >= this.limit;
  }

  /** Counts one unknown code named by `caller`. */
  miss(caller: string, nowMs: number): void {
    this.misses.set(caller, [...this.recent(caller, nowMs), nowMs]);
  }

  private recent(caller: string, nowMs: number): number[] {
    const kept = (this.misses.get(caller) ?? []).filter((at) => at > nowMs - this.windowMs);
    if (kept.length === 0) this.misses.delete(caller);
    else this.misses.set(caller, kept);
    return kept;
  }
}
