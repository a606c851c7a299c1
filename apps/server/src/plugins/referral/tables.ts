import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VenueName } from '../../platform/trading-account.ts';

/** Kysely types of migrations 0110_referral, 0111_referral_transfer_settled and 0113_referral_trading_invitees. */

/** int8 columns: PGlite answers numbers, node-postgres strings; callers convert with Number(). */
type Int8 = ColumnType<number | string, number, number>;
/** numeric columns: written and read as decimal strings. */
type Numeric = ColumnType<string, string, string>;

export type ReferralTables = {
  referral_codes: {
    code: string;
    owner_id: number;
    kickback_percent: number;
    is_default: boolean;
    created_at: Int8;
  };
  referral_attributions: {
    invitee_id: number;
    inviter_id: number | null;
    code: string;
    campaign: string | null;
    registered_at: Int8;
    attributed_at: Int8;
    via: 'registration' | 'bind';
  };
  referral_commissions: {
    day: string;
    source: string;
    invitee_id: number;
    role: 'inviter' | 'invitee';
    beneficiary_id: number;
    asset: string;
    fee: Numeric;
    volume: Numeric;
    percent: number;
    amount: Numeric;
  };
  /** Migration 0113: an invitee who earned their inviter a commission, from their first day of it. */
  referral_trading_invitees: { invitee_id: number; inviter_id: number; first_day: string };
  referral_payout_days: { day: string; from_ms: Int8; to_ms: Int8; records: number; paid_at: Int8 };
  referral_balances: { account: string; asset: string; amount: Numeric };
  referral_postings: {
    id: Generated<Int8>;
    entry: string;
    account: string;
    asset: string;
    amount: Numeric;
    created_at: Int8;
  };
  referral_transfer_legs: {
    transfer_id: string;
    venue: VenueName;
    user_id: number;
    asset: string;
    amount: Numeric;
    /** Migration 0111: false from the send until the transfer port settles the transfer. */
    settled: ColumnType<boolean, boolean | undefined, boolean>;
  };
};

export function referralDb(db: Db) {
  return db.withTables<ReferralTables>();
}

export type ReferralDb = ReturnType<typeof referralDb>;
type ReferralSchema = ReferralDb extends Kysely<infer Schema> ? Schema : never;
export type ReferralTx = Transaction<ReferralSchema>;
