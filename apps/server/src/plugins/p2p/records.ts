import type { P2P_RECORD_KINDS, p2pRecord, p2pRecordsQuery } from '@tideline/protocol/p2p/schemas';
import { sql } from 'kysely';
import type { z } from 'zod';
import { fromUnits, parseSignedUnits } from '../../platform/ledger/book-units.ts';
import { userAccount } from './book.ts';
import type { P2pDb } from './tables.ts';

type RecordWire = z.infer<typeof p2pRecord>;
type RecordKind = (typeof P2P_RECORD_KINDS)[number];

/**
 * A user's P2P records, read from the P2P book's journal (docs/protocol-p2p.md §8): every entry
 * that touched the user's wallet (`user:<id>`), one of the user's ads (`ad:<id>`) or the escrow of
 * an order the user sells in (`order:<id>`), one row per entry. An entry between two of the user's
 * own accounts (wallet to ad, ad to escrow) is shown by the account nearer the order: the escrow,
 * then the ad, then the wallet; its kind follows from the entry's name and the amount's sign.
 */
export async function p2pRecords(
  db: P2pDb,
  userId: number,
  query: Omit<z.output<typeof p2pRecordsQuery>, 'languageType' | 'timestamp'>,
): Promise<RecordWire[]> {
  const wallet = userAccount(userId);
  const rows = await sql<{
    id: string;
    entry: string;
    account: string;
    asset: string;
    amount: string;
    created_at: string | number;
    kind: RecordKind | null;
  }>`
    with mine as (
      select id, entry, account, asset, amount, created_at,
        row_number() over (
          partition by entry
          order by case when account like 'order:%' then 0 when account like 'ad:%' then 1 else 2 end, id
        ) as pick
      from p2p_postings
      where account = ${wallet}
        or account in (select 'ad:' || id from p2p_ads where user_id = ${userId})
        or account in (select 'order:' || id from p2p_orders where seller_id = ${userId})
    ), kinds as (
      select id, entry, account, asset, amount, created_at,
        case
          when entry like 'transfer:%' then case when amount > 0 then 'transfer_in' else 'transfer_out' end
          when account like 'order:%' and entry like 'order-escrow:%' then 'escrow_lock'
          when account like 'order:%' and entry like 'order-release:%' then 'escrow_release'
          when account like 'order:%' and entry like 'order-return:%' then 'escrow_return'
          when account like 'ad:%' then case when amount > 0 then 'ad_lock' else 'ad_unlock' end
          when entry like 'order-release:%' then 'order_received'
        end as kind
      from mine
      where pick = 1
    )
    select id::text as id, entry, account, asset, amount::text as amount, created_at, kind
    from kinds
    where kind is not null
      ${query.kind === undefined ? sql`` : sql`and kind = ${query.kind}`}
      ${query.asset === undefined ? sql`` : sql`and asset = ${query.asset}`}
      ${query.startTime === undefined ? sql`` : sql`and created_at >= ${query.startTime}`}
      ${query.endTime === undefined ? sql`` : sql`and created_at <= ${query.endTime}`}
      ${query.before === undefined ? sql`` : sql`and id < ${query.before}`}
    order by id desc
    limit ${query.limit}`.execute(db);
  return rows.rows.map((row) => {
    const kind = row.kind as RecordKind;
    const units = parseSignedUnits(row.amount);
    const ofAccount = (prefix: string) =>
      row.account.startsWith(prefix) ? row.account.slice(prefix.length) : null;
    return {
      recordId: row.id,
      kind,
      asset: row.asset as RecordWire['asset'],
      amount: fromUnits(units < 0n ? -units : units),
      orderId:
        ofAccount('order:') ?? (kind === 'order_received' ? row.entry.slice('order-release:'.length) : null),
      adId: ofAccount('ad:'),
      ts: Number(row.created_at),
    };
  });
}
