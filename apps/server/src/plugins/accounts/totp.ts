import { authenticator } from 'otplib';
import type { Db } from '../../db/database.ts';
import { signedTraceStore } from '../../gateway-security/signed-trace-store.ts';

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

/** The 30-second step the code belongs to, or undefined when it is not a current code of the secret. */
export function totpStep(code: string, secret: string, nowMs = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp.checkDelta(code, secret);
  return delta === null ? undefined : Math.floor(nowMs / STEP_MS) + delta;
}

/**
 * Checks a Google code and spends it (issue #21 item 14): a code is accepted once per user and
 * secret, so one read over a shoulder or from a phishing page cannot be used a second time within
 * its step. The memory is the gateway's replay table, shared by every process.
 */
export async function consumeTotp(db: Db, userId: number, code: string, secret: string): Promise<boolean> {
  const now = Date.now();
  const step = totpStep(code, secret, now);
  if (step === undefined) return false;
  return signedTraceStore(db).claim(`totp:${userId}:${secret}`, String(step), now, TOTP_MEMORY_MS);
}

export function currentTotp(secret: string): string {
  return totp.generate(secret);
}
