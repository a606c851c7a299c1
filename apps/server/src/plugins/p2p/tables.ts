import type { P2pAdState, P2pOrderState } from '@tideline/protocol/p2p/markets';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VenueName } from '../../platform/trading-account.ts';

/** Kysely types of migration 0120_p2p. */

/** int8 columns: PGlite answers numbers, node-postgres strings; callers convert with Number(). */
type Int8 = ColumnType<number | string, number, number>;
/** numeric columns: written and read as decimal strings. */
type Numeric = ColumnType<string, string, string>;

export type P2pTables = {
  p2p_payment_methods: {
    id: string;
    user_id: number;
    type: string;
    fiat: string;
    /** JSON object of the type's fields. */
    fields: string;
    created_at: Int8;
    removed: Generated<boolean>;
  };
  p2p_ads: {
    id: string;
    user_id: number;
    side: 'buy' | 'sell';
    crypto: string;
    fiat: string;
    price_type: 'fixed' | 'floating';
    price: Numeric | null;
    margin_bp: number | null;
    total: Numeric;
    remaining: Numeric;
    min_order: Numeric;
    max_order: Numeric;
    /** JSON array of payment method ids. */
    payment_method_ids: string;
    payment_window: number;
    terms: string;
    min_account_age_days: number;
    state: P2pAdState;
    /** A sell ad whose remaining amount sits in its escrow (from its first publish on). */
    funded: Generated<boolean>;
    created_at: Int8;
    updated_at: Int8;
  };
  p2p_orders: {
    id: string;
    ad_id: string;
    buyer_id: number;
    seller_id: number;
    maker_id: number;
    crypto: string;
    fiat: string;
    price: Numeric;
    crypto_amount: Numeric;
    fiat_amount: Numeric;
    state: P2pOrderState;
    created_at: Int8;
    pay_by: Int8;
    paid_at: Int8 | null;
    closed_at: Int8 | null;
    paid_method_id: string | null;
    appeal_reason: string | null;
    outcome: string | null;
    updated_at: Int8;
  };
  /** Migration 0121_p2p_chat. */
  p2p_chat_messages: {
    id: string;
    order_id: string;
    user_id: number;
    text: string;
    created_at: Int8;
    /** Migration 0122: the image the message carries, or null for text. */
    image_id: string | null;
  };
  /** Migration 0122_p2p_chat_images. */
  p2p_chat_images: {
    id: string;
    order_id: string;
    user_id: number;
    mime: string;
    bytes: Uint8Array;
    created_at: Int8;
  };
  p2p_balances: { account: string; asset: string; amount: Numeric };
  p2p_postings: {
    id: Generated<Int8>;
    entry: string;
    account: string;
    asset: string;
    amount: Numeric;
    created_at: Int8;
  };
  p2p_transfer_legs: {
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

export function p2pDb(db: Db) {
  return db.withTables<P2pTables>();
}

export type P2pDb = ReturnType<typeof p2pDb>;
type P2pSchema = P2pDb extends Kysely<infer Schema> ? Schema : never;
export type P2pTx = Transaction<P2pSchema>;
