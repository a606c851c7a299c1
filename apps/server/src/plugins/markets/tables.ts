import type { ColumnType, Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ExchangeCommand } from '../../markets/exchange-types.ts';
import type { VenueName } from '../../platform/trading-account.ts';

/** Kysely types of the markets tables (migration 0010_markets). Amounts are decimal strings. */

type Json<T> = ColumnType<T, string, string>;
/** int8 columns: PGlite answers numbers, node-postgres strings; callers convert with Number(). */
type Int8 = ColumnType<number | string, number, number>;

export type JournalTable = {
  seq: Int8;
  venue: VenueName;
  command: Json<ExchangeCommand>;
};

export type SnapshotsTable = {
  venue: VenueName;
  seq: Int8;
  state: Json<unknown>;
  created_at: ColumnType<Date, never, never>;
};

export type OrderStatus = 'new' | 'partially_filled' | 'filled' | 'cancelled';

export type OrdersTable = {
  order_no: Int8;
  venue: VenueName;
  user_id: number;
  symbol: string;
  side: 'buy' | 'sell';
  order_type: 'limit' | 'market';
  price: string | null;
  size: string;
  filled: string;
  quote_filled: string;
  fee: string;
  fee_asset: string;
  time_in_force: string;
  post_only: boolean;
  client_order_id: string | null;
  tracking_type: number;
  status: OrderStatus;
  created_at: Int8;
  updated_at: Int8;
};

export type FillsTable = {
  venue: VenueName;
  symbol: string;
  trade_id: Int8;
  user_id: number;
  order_no: Int8;
  side: 'buy' | 'sell';
  liquidity: 'maker' | 'taker';
  price: string;
  size: string;
  quote_amount: string;
  fee: string;
  fee_asset: string;
  created_at: Int8;
};

export type TradesTable = {
  symbol: string;
  trade_id: Int8;
  price: string;
  size: string;
  taker_side: 'buy' | 'sell';
  created_at: Int8;
};

export type CandlesTable = {
  symbol: string;
  open_time: Int8;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  quote_volume: string;
  trades: number;
};

export type AssetRecordKind =
  | 'deposit'
  | 'withdraw'
  | 'transfer_in'
  | 'transfer_out'
  | 'demo_grant'
  | 'demo_reset';

export type AssetRecordsTable = {
  id: Int8;
  venue: VenueName;
  user_id: number;
  kind: AssetRecordKind;
  asset: string;
  amount: string;
  counterparty: number | null;
  address: string | null;
  status: 'completed';
  created_at: Int8;
};

export type PlanStatus = 'waiting' | 'triggered' | 'cancelled' | 'failed';

export type PlanOrdersTable = {
  plan_no: Int8;
  venue: VenueName;
  user_id: number;
  symbol: string;
  side: 'buy' | 'sell';
  order_type: 'limit' | 'market';
  trigger_price: string;
  /** 'up': fires when the last price rises to the trigger; 'down': when it falls to it. */
  trigger_direction: 'up' | 'down';
  price: string | null;
  size: string;
  status: PlanStatus;
  order_no: Int8 | null;
  created_at: Int8;
  updated_at: Int8;
};

export type MarketsTables = {
  markets_journal: JournalTable;
  markets_snapshots: SnapshotsTable;
  markets_orders: OrdersTable;
  markets_fills: FillsTable;
  markets_trades: TradesTable;
  markets_candles: CandlesTable;
  markets_asset_records: AssetRecordsTable;
  markets_plan_orders: PlanOrdersTable;
};

export type MarketsDb = Kysely<Database & MarketsTables>;

/** The markets' view of the shared database: the same connection, typed with the markets tables. */
export function marketsDb(db: Db): MarketsDb {
  return db.withTables<MarketsTables>();
}
