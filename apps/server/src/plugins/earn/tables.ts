import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VenueName } from '../../platform/trading-account.ts';

/** Kysely types of migration 0090_earn. */

/** int8 columns: PGlite answers numbers, node-postgres strings; callers convert with Number(). */
type Int8 = ColumnType<number | string, number, number>;
/** bigserial ids: read like Int8, left to the database on insert. */
type SerialId = ColumnType<number | string, never, never>;
/** numeric columns: written and read as decimal strings. */
type Numeric = ColumnType<string, string, string>;
/** A rate band as stored: `upTo` in asset units as a decimal string (null: the rest), `aprBps`. */
export interface StoredTier {
  readonly upTo: string | null;
  readonly aprBps: number;
}
type Tiers = ColumnType<StoredTier[], string, string>;

export type EarnTables = {
  earn_products: {
    id: string;
    asset: string;
    kind: 'flexible' | 'fixed';
    term_days: number | null;
    min_amount: Numeric;
    per_user_cap: Numeric;
    total_cap: Numeric;
    held: ColumnType<string, string | undefined, string>;
    position: number;
  };
  earn_user_quotas: { product_id: string; venue: VenueName; user_id: number; held: Numeric };
  earn_apr_history: { product_id: string; from_ms: Int8; tiers: Tiers };
  earn_holdings: {
    id: SerialId;
    venue: VenueName;
    user_id: number;
    product_id: string;
    principal: Numeric;
    tiers: Tiers;
    auto_renew: boolean;
    state: 'active' | 'redeemed' | 'matured';
    started_at: Int8;
    matures_at: Int8 | null;
    last_paid_day: number | null;
    interest_paid: ColumnType<string, string | undefined, string>;
    closed_at: Int8 | null;
    /** Migration 0093: the client's idempotency key of the subscribe, unique per account and venue. */
    client_key: ColumnType<string | null, string | null | undefined, never>;
  };
  earn_payouts: { holding_id: Int8; day: number; amount: Numeric };
  earn_records: {
    id: SerialId;
    venue: VenueName;
    user_id: number;
    holding_id: Int8;
    product_id: string;
    asset: string;
    kind: 'subscribe' | 'redeem' | 'interest' | 'maturity' | 'renew';
    amount: Numeric;
    at: Int8;
  };
  earn_balances: { account: string; asset: string; amount: Numeric };
  earn_postings: {
    id: SerialId;
    entry: string;
    account: string;
    asset: string;
    amount: Numeric;
    created_at: Int8;
  };
  earn_transfer_legs: {
    venue: VenueName;
    transfer_id: string;
    user_id: number;
    asset: string;
    amount: Numeric;
    role: 'source' | 'destination';
    settled: boolean;
  };
};

export function earnDb(db: Db) {
  return db.withTables<EarnTables>();
}

export type EarnDb = ReturnType<typeof earnDb>;
type EarnSchema = EarnDb extends Kysely<infer Schema> ? Schema : never;
export type EarnTx = Transaction<EarnSchema>;
