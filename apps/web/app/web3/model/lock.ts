// When an unlocked wallet locks itself (issue #27): after `timeoutMinutes` without the user doing
// anything on the wallet's pages. Pure, so the rule is tested without a clock.

export const LOCK_TIMEOUT_CHOICES = [1, 5, 15, 30, 60] as const;
export type LockTimeout = (typeof LOCK_TIMEOUT_CHOICES)[number];
export const DEFAULT_LOCK_TIMEOUT: LockTimeout = 15;

export function isLockTimeout(value: unknown): value is LockTimeout {
  return LOCK_TIMEOUT_CHOICES.includes(value as LockTimeout);
}

/** Whether the wallet must lock at `nowMs`, last used at `lastActiveMs`. */
export function lockDue(nowMs: number, lastActiveMs: number, timeoutMinutes: LockTimeout): boolean {
  return nowMs - lastActiveMs >= timeoutMinutes * 60_000;
}

/** Milliseconds until the lock is due (0 when it is). */
export function msUntilLock(nowMs: number, lastActiveMs: number, timeoutMinutes: LockTimeout): number {
  return Math.max(0, lastActiveMs + timeoutMinutes * 60_000 - nowMs);
}
