/**
 * The gateway's notion of "now" for rules that run on calendar time (earn's daily accrual, a red
 * packet's expiry, the referral programme's daily payout). Real time plus an offset that only the
 * test-only clock endpoint moves (`POST /v1/dev/clock`, registered when NODE_ENV=test), so a browser
 * test can see a day pass without waiting one. Products register a catch-up that the endpoint
 * awaits after moving the clock, so the test reads the result of the new day at once.
 */
export type ClockCatchUp = (now: Date) => Promise<void>;

export class GatewayClock {
  private offsetMs = 0;
  private readonly catchUps: ClockCatchUp[] = [];

  constructor(private readonly realNow: () => number = Date.now) {}

  nowMs(): number {
    return this.realNow() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** A product's job to run at once when the clock moves (it also runs on its own schedule). */
  onAdvance(catchUp: ClockCatchUp): void {
    this.catchUps.push(catchUp);
  }

  /** Moves the clock forward (never back: a day once paid stays paid) and runs every catch-up in turn. */
  async advance(milliseconds: number): Promise<Date> {
    if (!Number.isFinite(milliseconds) || milliseconds < 0)
      throw new RangeError('the clock only moves forward');
    this.offsetMs += milliseconds;
    const now = this.now();
    for (const catchUp of this.catchUps) await catchUp(now);
    return now;
  }
}
