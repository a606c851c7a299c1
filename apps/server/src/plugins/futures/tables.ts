import type { ColumnType } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VenueName } from '../../platform/trading-account.ts';

/** Kysely types of migration 0040_futures (the journal's command a JSON text since 0205). */

type Json<T> = ColumnType<T, string, string>;
/** int8 columns: PGlite answers numbers, node-postgres strings; callers convert with Number(). */
type Int8 = ColumnType<number | string, number, number>;

/** `position`: a position closed (its last §3 record); `insurance`: a change of the protection fund. */
export type HistoryKind = 'fill' | 'order' | 'funding' | 'liquidation' | 'position' | 'insurance';

export type FuturesTables = {
  futures_journal: { venue: VenueName; seq: Int8; command: ColumnType<string, string, string> };
  futures_snapshots: { venue: VenueName; seq: Int8; state: Json<unknown> };
  futures_history: {
    venue: VenueName;
    seq: Int8;
    position: number;
    account_id: string;
    kind: HistoryKind;
    symbol: string;
    data: Json<Record<string, unknown>>;
    ts: Int8;
  };
};

export function futuresDb(db: Db) {
  return db.withTables<FuturesTables>();
}

export type FuturesDb = ReturnType<typeof futuresDb>;
