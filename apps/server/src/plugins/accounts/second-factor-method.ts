import type { SecondFactorMethod } from '@tideline/protocol/accounts/verification-method';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { ResultCode } from '../../platform/result-codes.ts';

/** How long withdrawals stay refused after the second factor changes (issue #21 item 1). */
export const WITHDRAW_LOCK_HOURS = 24;

type MethodFields = Pick<
  User,
  'totp_enabled' | 'totp_secret' | 'second_factor' | 'email' | 'mobile' | 'area_code'
>;

/**
 * The factor the account proves itself with: a bound authenticator always; otherwise the address
 * the account chose on `/modifyverification`, while it still has that address; otherwise the rule
 * from before the choice existed (the e-mail, else the phone).
 */
export function secondFactorMethod(user: MethodFields): SecondFactorMethod {
  if (user.totp_enabled && user.totp_secret) return 'google';
  if (user.second_factor === 'mobile' && user.mobile && user.area_code) return 'mobile';
  if (user.second_factor === 'email' && user.email) return 'email';
  return user.email ? 'email' : 'mobile';
}

/** The end of the withdrawal lock, or null once it has passed. */
export function withdrawLockEnd(user: Pick<User, 'withdraw_locked_until'>, now: Date): Date | null {
  const until = user.withdraw_locked_until;
  return until && until.getTime() > now.getTime() ? until : null;
}

/** Refuses a withdrawal while the lock lasts, saying in whole hours (rounded up) how long is left. */
export function assertWithdrawalsOpen(user: Pick<User, 'withdraw_locked_until'>, now: Date): void {
  const end = withdrawLockEnd(user, now);
  if (end === null) return;
  const hours = Math.ceil((end.getTime() - now.getTime()) / 3_600_000);
  throw new ApiError(ResultCode.withdrawLocked, 'account.withdrawLocked', 200, { hours });
}
