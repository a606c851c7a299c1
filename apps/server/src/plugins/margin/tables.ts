import type { ColumnType, Generated } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VenueName } from '../../platform/trading-account.ts';

/** Kysely types of migrations 0130_margin and 0131_margin_fills. */

/** int8 columns: PGlite answers numbers, node-postgres strings; callers convert with Number(). */
type Int8 = ColumnType<number | string, number, number>;
/** numeric columns: written and read as decimal strings. */
type Numeric = ColumnType<string, string, string>;

export type MarginMode = 'cross' | 'isolated';
export type MarginOpKind =
  | 'transfer-in'
  | 'transfer-out'
  | 'borrow'
  | 'repay'
  | 'interest'
  | 'liquidation'
  | 'cover';
export type SideEffect = 'normal' | 'auto-borrow' | 'auto-repay';

export type MarginTables = {
  margin_accounts: {
    id: string;
    venue: VenueName;
    user_id: number;
    mode: MarginMode;
    symbol: string | null;
    liquidating: Generated<boolean>;
    created_at: Int8;
  };
  margin_loans: { account_id: string; asset: string; accrued_hour: Int8 };
  margin_ops: {
    id: string;
    venue: VenueName;
    account_id: string;
    user_id: number;
    kind: MarginOpKind;
    asset: string;
    amount: Numeric;
    interest: Numeric;
    /** JSON: the system accounts' balances of the asset before the op's exchange side. */
    marker: string;
    state: 'pending' | 'done' | 'undone';
    created_at: Int8;
  };
  margin_fills: { venue: VenueName; trade_id: Int8; order_no: Int8; size: Numeric };
  margin_orders: {
    venue: VenueName;
    order_no: Int8;
    account_id: string;
    user_id: number;
    symbol: string;
    side: 'buy' | 'sell';
    order_type: 'limit' | 'market';
    price: Numeric | null;
    size: Numeric;
    side_effect: SideEffect;
    borrowed: Numeric;
    open: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: Int8;
  };
};

export function marginDb(db: Db) {
  return db.withTables<MarginTables>();
}

export type MarginDb = ReturnType<typeof marginDb>;
