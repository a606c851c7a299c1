import { authenticator } from 'otplib';

// The gateway spends each Google code once (issue #21 item 14) and accepts the codes of the
// previous, current and next 30-second step, so a test may use up to three codes of one secret per
// step. This hands out codes the way a person would read fresh ones, never the same one twice.
// Shared by the server tests and the browser tests.

const STEP_MS = 30_000;
/** A code of the previous step is not handed out this close to the step's end: it may expire in flight. */
const SAFETY_MS = 3_000;
const handedOut = new Map<string, Set<number>>();

/** The time codes are read at, and what happens when a secret's current codes are all handed out. */
interface TotpTime {
  nowMs(): number;
  /** Until `ms` have passed on this clock. */
  pass(ms: number): Promise<void>;
}

/** Real time: a browser test's gateway runs in a process of its own, so the test waits for the next step. */
const realTime: TotpTime = {
  nowMs: () => Date.now(),
  pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
let time = realTime;

/**
 * For a gateway running in this process (test/support/backends.ts): codes are read on its TOTP clock,
 * and the next step comes by moving that clock on to it rather than by waiting up to 30 s. The
 * gateway then meets exactly the codes it would after the wait; only the wait is gone.
 */
export function readCodesOn(clock: { offsetMs: number; nowMs(): number }): void {
  time = {
    nowMs: () => clock.nowMs(),
    pass: async (ms) => {
      clock.offsetMs += ms;
    },
  };
}

function codeAt(secret: string, step: number): string {
  return authenticator.clone({ epoch: step * STEP_MS }).generate(secret);
}

/** A current code of the secret not handed out before; waits for the next step when none is left. */
export async function unusedTotp(secret: string): Promise<string> {
  const used = handedOut.get(secret) ?? new Set<number>();
  handedOut.set(secret, used);
  for (;;) {
    const now = time.nowMs();
    const step = Math.floor(now / STEP_MS);
    const leftInStep = (step + 1) * STEP_MS - now;
    const candidates = leftInStep > SAFETY_MS ? [step + 1, step, step - 1] : [step + 1, step];
    const free = candidates.find((candidate) => !used.has(candidate));
    if (free !== undefined) {
      used.add(free);
      return codeAt(secret, free);
    }
    await time.pass(leftInStep + 100);
  }
}
