import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { consumeTotp, consumeVerificationCode, factorTarget, findUserById } from '../accounts/index.ts';
import { Web3Code } from './codes.ts';
import { Web3Error } from './errors.ts';

/** Spec §7: the authenticator code when bound, else an e-mail or SMS code of the security scene. */
export async function checkSecondFactor(
  app: FastifyInstance,
  userId: number,
  code: string | undefined,
): Promise<void> {
  if (code === undefined || code === '') throw new Web3Error(Web3Code.secondFactorRequired);
  const user = await findUserById(app.db, userId);
  if (user.totp_enabled && user.totp_secret !== null) {
    if (!(await consumeTotp(app.db, user.id, code, user.totp_secret)))
      throw new Web3Error(Web3Code.secondFactorInvalid);
    return;
  }
  const channel = user.email ? 'email' : 'mobile';
  try {
    await consumeVerificationCode(app.db, {
      channel,
      target: factorTarget(user, channel),
      scene: 'security',
      code,
    });
  } catch (error) {
    if (error instanceof ApiError) throw new Web3Error(Web3Code.secondFactorInvalid);
    throw error;
  }
}
