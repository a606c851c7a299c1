import { createHash } from 'node:crypto';
import { authenticator } from 'otplib';
import type { Db } from '../../db/database.ts';
import { signedTraceStore } from '../../gateway-security/signed-trace-store.ts';
import { secretBoxOf } from '../../platform/secrets/database-secrets.ts';

/** Google Authenticator codes: 30-second steps, one step of clock drift tolerated either way. */
const totp = authenticator.clone({ window: 1 });
const STEP_MS = 30_000;
/** A code passes for at most three steps (its own and one either side); remembered that long. */
export const TOTP_MEMORY_MS = 3 * STEP_MS;

export function newTotpSecret(): string {
  return totp.generateSecret();
}

export function totpUri(accountName: string, secret: string): string {
  return totp.keyuri(accountName, 'Tideline', secret);
}

/**
 * The time the 30-second steps are read from: real time. Server tests that run the gateway in their
 * own process move it on by whole steps rather than wait half a minute for fresh codes
 * (test/support/unused-totp.ts); nothing in the product moves it, and nothing else reads it.
 */
export const totpClock = {
  offsetMs: 0,
  nowMs(): number {
    return Date.now() + totpClock.offsetMs;
  },
};

/** The 30-second step the code belongs to, or undefined when it is not a current code of the secret. */
export function totpStep(code: string, secret: string, nowMs = totpClock.nowMs()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp.clone({ epoch: nowMs }).checkDelta(code, secret);
  return delta === null ? undefined : Math.floor(nowMs / STEP_MS) + delta;
}

/**
 * Checks a Google code against the user's stored seed (sealed at rest, issue #21 item 14) and
 * spends it: a code is accepted once per user and seed, so one read over a shoulder or from a
 * phishing page cannot be used a second time within its step. The memory is the gateway's replay
 * table, shared by every process; it names the seed by a digest, never by its text.
 */
export async function consumeTotp(
  db: Db,
  userId: number,
  code: string,
  storedSecret: string,
): Promise<boolean> {
  const now = Date.now();
  const secret = secretBoxOf(db).open('totp', storedSecret);
  const step = totpStep(code, secret);
  if (step === undefined) return false;
  const seed = createHash('sha256').update(secret).digest('base64url').slice(0, 22);
  return signedTraceStore(db).claim(`totp:${userId}:${seed}`, String(step), now, TOTP_MEMORY_MS);
}

/** The seed to store for a new authenticator: sealed with the database's key. */
export function sealTotpSecret(db: Db, secret: string): string {
  return secretBoxOf(db).seal('totp', secret);
}

export function currentTotp(secret: string): string {
  return totp.clone({ epoch: totpClock.nowMs() }).generate(secret);
}
