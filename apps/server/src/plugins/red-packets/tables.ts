import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VenueName } from '../../platform/trading-account.ts';

/** Kysely types of migration 0100_red_packets. */

/** int8 columns: PGlite answers numbers, node-postgres strings; callers convert with Number(). */
type Int8 = ColumnType<number | string, number, number>;
/** numeric columns: written and read as decimal strings. */
type Numeric = ColumnType<string, string, string>;

export type RedPacketTables = {
  red_packets: {
    code: string;
    creator_id: number;
    asset: string;
    total: Numeric;
    count: number;
    mode: 'lucky' | 'equal';
    greeting: string;
    cover: string;
    new_users_only: boolean;
    created_at: Int8;
    expires_at: Int8;
    remaining: Numeric;
    claimed_count: number;
    status: 'open' | 'finished' | 'expired';
    refunded: Numeric;
  };
  red_packet_claims: {
    code: string;
    user_id: number;
    turn: number;
    amount: Numeric;
    claimed_at: Int8;
  };
  red_packet_balances: { account: string; asset: string; amount: Numeric };
  red_packet_postings: {
    id: Generated<Int8>;
    entry: string;
    account: string;
    asset: string;
    amount: Numeric;
    created_at: Int8;
  };
  red_packet_transfer_legs: {
    transfer_id: string;
    venue: VenueName;
    user_id: number;
    asset: string;
    amount: Numeric;
    counterpart: string;
    role: 'source' | 'destination';
    committed: boolean;
    settled: boolean;
  };
};

export function redPacketDb(db: Db) {
  return db.withTables<RedPacketTables>();
}

export type RedPacketDb = ReturnType<typeof redPacketDb>;
type RedPacketSchema = RedPacketDb extends Kysely<infer Schema> ? Schema : never;
export type RedPacketTx = Transaction<RedPacketSchema>;
