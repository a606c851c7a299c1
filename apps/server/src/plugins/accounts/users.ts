import type { Db } from '../../db/database.ts';
import type { NewUser, User } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import { isEmailLoginName, normalizeAreaCode, normalizeEmail } from './identifiers.ts';

export async function findUserByLoginName(
  db: Db,
  loginName: string,
  areaCode: string | undefined,
): Promise<User | undefined> {
  const query = db.selectFrom('users').selectAll().where('kind', '=', 'main');
  if (isEmailLoginName(loginName))
    return query.where('email', '=', normalizeEmail(loginName)).executeTakeFirst();
  if (!areaCode) return undefined;
  return query
    .where('area_code', '=', normalizeAreaCode(areaCode))
    .where('mobile', '=', loginName.trim())
    .executeTakeFirst();
}

export async function findUserById(db: Db, userId: number): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new ApiError(ResultCode.accountNotFound, 'account.notFound');
  return user;
}

function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505')
    return undefined;
  const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
  const constraint = 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
  return `${constraint} ${detail}`;
}

/** Inserts an account; a concurrent registration of the same address answers "already registered". */
export async function insertUser(db: Db, user: NewUser): Promise<User> {
  try {
    return await db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation === undefined) throw error;
    if (violation.includes('email')) throw new ApiError(ResultCode.emailTaken, 'account.emailTaken');
    throw new ApiError(ResultCode.mobileTaken, 'account.mobileTaken');
  }
}

export async function assertAddressesFree(
  db: Db,
  addresses: { email?: string; areaCode?: string; mobile?: string },
): Promise<void> {
  if (addresses.email) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', addresses.email)
      .executeTakeFirst();
    if (taken) throw new ApiError(ResultCode.emailTaken, 'account.emailTaken');
  }
  if (addresses.areaCode && addresses.mobile) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('area_code', '=', addresses.areaCode)
      .where('mobile', '=', addresses.mobile)
      .executeTakeFirst();
    if (taken) throw new ApiError(ResultCode.mobileTaken, 'account.mobileTaken');
  }
}
