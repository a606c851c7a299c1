import type { ColumnType, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VenueName } from '../../platform/trading-account.ts';

/** Kysely types of migration 0140_copy_trading. */

/** int8 columns: PGlite answers numbers, node-postgres strings; callers convert with Number(). */
type Int8 = ColumnType<number | string, number, number>;
type SerialId = ColumnType<number | string, never, never>;
/** numeric columns: written and read as decimal strings. */
type Numeric = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export type CopyState = 'funding' | 'active' | 'stopping' | 'stopped' | 'failed';

export type CopyTables = {
  copy_leads: {
    user_id: number;
    nickname: string;
    avatar: string;
    bio: string;
    tags: Json<string[]>;
    profit_share_rate: Numeric;
    max_followers: number;
    simulated: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: Int8;
  };
  copy_copies: {
    id: SerialId;
    venue: VenueName;
    follower_id: number;
    lead_id: number;
    mode: 'fixed' | 'multiple';
    fixed_margin: Numeric | null;
    multiple: Numeric | null;
    investment: Numeric;
    take_profit_percent: Numeric | null;
    stop_loss_percent: Numeric | null;
    symbols: Json<string[] | null>;
    state: CopyState;
    returned: ColumnType<string, string | undefined, string>;
    share_paid: ColumnType<string, string | undefined, string>;
    high_water_mark: ColumnType<string, string | undefined, string>;
    started_at: Int8;
    stopped_at: Int8 | null;
  };
  copy_lead_marks: {
    venue: VenueName;
    lead_id: number;
    symbol: string;
    direction: 'long' | 'short';
    size: Numeric;
    achieved: Numeric;
  };
  copy_lead_moves: {
    id: SerialId;
    venue: VenueName;
    lead_id: number;
    symbol: string;
    direction: 'long' | 'short';
    action: 'open' | 'add' | 'reduce' | 'close';
    from_size: Numeric;
    to_size: Numeric;
    price: Numeric;
    pnl: Numeric;
    at: Int8;
  };
  copy_orders: {
    id: SerialId;
    move_id: Int8;
    copy_id: Int8;
    action: 'open' | 'add' | 'reduce' | 'close';
    side: 'buy' | 'sell';
    size: Numeric;
    state: 'pending' | 'copied' | 'skipped';
    skip_reason: string | null;
    size_before: Numeric;
    filled: Numeric | null;
    at: Int8;
  };
  copy_settlements: {
    id: SerialId;
    copy_id: Int8;
    amount: Numeric;
    high_water_mark: Numeric;
    balance_before: Numeric;
    state: 'pending' | 'paid';
    at: Int8;
  };
};

export function copyDb(db: Db) {
  return db.withTables<CopyTables>();
}

export type CopyDb = ReturnType<typeof copyDb>;
export type CopyTx = Transaction<CopyTables>;
