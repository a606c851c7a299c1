import type { redPacket } from '@tideline/protocol/red-packets/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { fromUnits, parseSignedUnits } from '../../platform/ledger/book-units.ts';
import type { RedPacketDb } from './tables.ts';

export type RedPacketView = z.input<typeof redPacket>;

/** Most packets a sent or received list shows. */
export const LIST_LIMIT = 50;

const amount = (text: string) => fromUnits(parseSignedUnits(String(text)));

/** Packets as the wire shows them, in the order of `codes`, with claims and nicknames. */
export async function packetViews(
  db: RedPacketDb,
  users: Db,
  codes: readonly string[],
  viewerId: number | undefined,
): Promise<RedPacketView[]> {
  if (codes.length === 0) return [];
  const packets = await db.selectFrom('red_packets').selectAll().where('code', 'in', codes).execute();
  const claims = await db
    .selectFrom('red_packet_claims')
    .selectAll()
    .where('code', 'in', codes)
    .orderBy('turn')
    .execute();
  const ids = [...new Set([...packets.map((row) => row.creator_id), ...claims.map((row) => row.user_id)])];
  const names = new Map(
    ids.length === 0
      ? []
      : (await users.selectFrom('users').select(['id', 'nickname']).where('id', 'in', ids).execute()).map(
          (row) => [row.id, row.nickname],
        ),
  );
  const byCode = new Map(packets.map((row) => [row.code, row]));
  return codes.flatMap((code) => {
    const row = byCode.get(code);
    if (row === undefined) return [];
    const own = claims.filter((claim) => claim.code === code);
    const mine = own.find((claim) => claim.user_id === viewerId);
    return [
      {
        code,
        asset: row.asset,
        total: amount(row.total),
        count: row.count,
        claimedCount: row.claimed_count,
        mode: row.mode,
        greeting: row.greeting,
        cover: row.cover as RedPacketView['cover'],
        creator: names.get(row.creator_id) ?? '',
        newUsersOnly: row.new_users_only,
        status: row.status,
        createdAt: Number(row.created_at),
        expiresAt: Number(row.expires_at),
        refunded: amount(row.refunded),
        claims: own.map((claim) => ({
          nickname: names.get(claim.user_id) ?? '',
          amount: amount(claim.amount),
          claimedAt: Number(claim.claimed_at),
        })),
        myShare: mine === undefined ? null : amount(mine.amount),
        mine: row.creator_id === viewerId,
      },
    ];
  });
}

export async function sentCodes(db: RedPacketDb, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('red_packets')
    .select('code')
    .where('creator_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => row.code);
}

export async function receivedCodes(db: RedPacketDb, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('red_packet_claims')
    .select('code')
    .where('user_id', '=', userId)
    .orderBy('claimed_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => row.code);
}
