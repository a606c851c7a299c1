import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * What the programme reads about users: whether an account still exists and is a main account,
 * and its nickname. The users table is the gateway's identity (every session resolves against
 * it), not another product's book, so the programme reads these three facts from it directly.
 */
export interface UserFacts {
  readonly kind: string;
  readonly nickname: string;
  readonly createdAtMs: number;
}

export async function userFacts(db: Db, userId: number): Promise<UserFacts | undefined> {
  const result = await sql<{ kind: string; nickname: string; created_ms: string | number }>`
    select kind, nickname, (extract(epoch from created_at) * 1000)::bigint as created_ms
    from users where id = ${userId}`.execute(db);
  const row = result.rows[0];
  return row === undefined
    ? undefined
    : { kind: row.kind, nickname: row.nickname, createdAtMs: Number(row.created_ms) };
}

export async function nicknames(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const result = await sql<{ id: number; nickname: string }>`
    select id, nickname from users where id = any(${[...userIds]}::int[])`.execute(db);
  return new Map(result.rows.map((row) => [row.id, row.nickname]));
}
