import { authenticator } from 'otplib';

// The gateway spends each Google code once (issue #21 item 14) and accepts the codes of the
// previous, current and next 30-second step, so a test may use up to three codes of one secret per
// step. This hands out codes the way a person would read fresh ones, never the same one twice.
// Shared by the server tests and the browser tests.

const STEP_MS = 30_000;
/** A code of the previous step is not handed out this close to the step's end: it may expire in flight. */
const SAFETY_MS = 3_000;
const handedOut = new Map<string, Set<number>>();

function codeAt(secret: string, step: number): string {
  return authenticator.clone({ epoch: step * STEP_MS }).generate(secret);
}

/** A current code of the secret not handed out before; waits for the next step when none is left. */
export async function unusedTotp(secret: string): Promise<string> {
  const used = handedOut.get(secret) ?? new Set<number>();
  handedOut.set(secret, used);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const leftInStep = (step + 1) * STEP_MS - now;
    const candidates = leftInStep > SAFETY_MS ? [step + 1, step, step - 1] : [step + 1, step];
    const free = candidates.find((candidate) => !used.has(candidate));
    if (free !== undefined) {
      used.add(free);
      return codeAt(secret, free);
    }
    await new Promise((resolve) => setTimeout(resolve, leftInStep + 100));
  }
}
