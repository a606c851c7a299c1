import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { familyMember } from '../sub-accounts/index.ts';

/**
 * The account whose settings a call reads or changes: the acting account by default; a main
 * account may name one of its sub-accounts (the /subaccount/setting/* pages of spec §2).
 */
export async function targetAccountId(
  db: Db,
  request: FastifyRequest,
  userId: number | undefined,
): Promise<number> {
  const user = request.user!;
  if (userId === undefined || userId === user.userId) return user.userId;
  if (user.userId !== user.rootUserId) throw new ApiError(ResultCode.subAccount, 'sub.notForSub');
  const member = await familyMember(db, user.rootUserId, userId);
  return member.id;
}
