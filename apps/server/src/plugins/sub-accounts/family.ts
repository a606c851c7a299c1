import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import type { AuthenticatedUser } from '../accounts/index.ts';

export const SUB_ACCOUNT_LIMIT = 20;

/**
 * The accounts a session may act as: the main account that logged in, its sub-accounts and its
 * demo (paper-trading) account. Anything else answers "cannot be switched to".
 */
export async function familyMember(db: Db, rootUserId: number, userId: number): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  const inFamily = user && (user.id === rootUserId || user.parent_id === rootUserId);
  if (!user || !inFamily) throw new ApiError(ResultCode.subAccount, 'sub.notInFamily');
  return user;
}

/** Only the main account itself (not a sub or demo session) manages sub-accounts. */
export function assertActingAsMain(user: AuthenticatedUser): void {
  if (user.userId !== user.rootUserId) throw new ApiError(ResultCode.subAccount, 'sub.notForSub');
}

export async function demoAccountOf(db: Db, root: User): Promise<User> {
  const existing = await db
    .selectFrom('users')
    .selectAll()
    .where('parent_id', '=', root.id)
    .where('kind', '=', 'demo')
    .executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('users')
    .values({
      kind: 'demo',
      parent_id: root.id,
      nickname: `${root.nickname}-demo`,
      email: null,
      area_code: null,
      mobile: null,
      password_hash: null,
      anti_phishing_code: null,
      totp_secret: null,
      wallet_address: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
