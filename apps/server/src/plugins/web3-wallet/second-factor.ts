import type { FastifyInstance } from 'fastify';
import { checkSecondFactorCode } from '../accounts/index.ts';
import { Web3Code } from './codes.ts';
import { Web3Error } from './errors.ts';

/** Spec §7: a web3 withdrawal needs the second factor; a refusal answers in the wallet's catalogue. */
export async function checkSecondFactor(
  app: FastifyInstance,
  userId: number,
  code: string | undefined,
): Promise<void> {
  const outcome = await checkSecondFactorCode(app.db, userId, code);
  if (outcome === 'missing') throw new Web3Error(Web3Code.secondFactorRequired);
  if (outcome === 'invalid') throw new Web3Error(Web3Code.secondFactorInvalid);
}
