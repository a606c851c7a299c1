import type { ColumnType, Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** int8 columns: PGlite answers numbers, node-postgres strings; callers convert with Number(). */
type Int8 = ColumnType<number | string, number, number>;

/** Kysely types of migration 0060_info. */
export type InfoTables = {
  info_fund_samples: { sampled_at: Int8; balance: string };
};

export type InfoDb = Kysely<Database & InfoTables>;

export function infoDb(db: Db): InfoDb {
  return db.withTables<InfoTables>();
}
