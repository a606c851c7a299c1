import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import { factorTarget } from './login-service.ts';
import { consumeTotp } from './totp.ts';
import { findUserById } from './users.ts';
import { consumeVerificationCode } from './verification-codes.ts';

/** What one second-factor code field proved: products turn the two failures into their own codes. */
export type SecondFactorOutcome = 'passed' | 'missing' | 'invalid';

/**
 * Spec §7, for the forms with one code field (P2P release, red packets, web3 withdrawals): the
 * authenticator code when one is bound, else an e-mail code of the security scene (an SMS code
 * when the account has no e-mail). The code is consumed when it passes, so it works once.
 * The outcome is returned rather than thrown so each product answers in its own catalogue.
 */
export async function checkSecondFactorCode(
  db: Db,
  userId: number,
  code: string | undefined,
): Promise<SecondFactorOutcome> {
  if (code === undefined || code === '') return 'missing';
  const user = await findUserById(db, userId);
  if (user.totp_enabled && user.totp_secret !== null)
    return (await consumeTotp(db, user.id, code, user.totp_secret)) ? 'passed' : 'invalid';
  const channel = user.email ? 'email' : 'mobile';
  try {
    await consumeVerificationCode(db, {
      channel,
      target: factorTarget(user, channel),
      scene: 'security',
      code,
    });
    return 'passed';
  } catch (error) {
    if (error instanceof ApiError) return 'invalid';
    throw error;
  }
}
