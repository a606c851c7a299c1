import type { P2pSide } from '@tideline/protocol/p2p/markets';
import { P2P_APPEAL_WAIT_MINUTES } from '@tideline/protocol/p2p/markets';
import type { PaymentType } from '@tideline/protocol/p2p/payment-types';
import type { ad as adWire, order as orderWire, paymentMethod } from '@tideline/protocol/p2p/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { fromUnits, parseSignedUnits } from '../../platform/ledger/book-units.ts';
import type { AdRow, OrderRow, P2pService } from './service.ts';
import { merchantStats } from './stats.ts';
import type { P2pDb } from './tables.ts';
import { fiatOf } from './units.ts';

type AdWire = z.infer<typeof adWire>;
type OrderWire = z.infer<typeof orderWire>;
type MethodWire = z.infer<typeof paymentMethod>;

export async function nicknames(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

export function methodWire(row: { id: string; type: string; fiat: string; fields: string }): MethodWire {
  return {
    id: row.id,
    type: row.type as PaymentType,
    fiat: row.fiat as MethodWire['fiat'],
    fields: JSON.parse(row.fields) as Record<string, string>,
  };
}

/** Ads as the wire shows them, with their price now and their merchants' statistics. */
export async function adViews(
  service: P2pService,
  db: P2pDb,
  users: Db,
  ads: readonly AdRow[],
  viewerId: number | undefined,
  nowMs: number,
): Promise<AdWire[]> {
  const owners = [...new Set(ads.map((ad) => ad.user_id))];
  const stats = await merchantStats(db, owners, nowMs, await nicknames(users, owners));
  const methodIds = [...new Set(ads.flatMap((ad) => JSON.parse(ad.payment_method_ids) as string[]))];
  const types = new Map<string, PaymentType>();
  if (methodIds.length > 0)
    for (const row of await db
      .selectFrom('p2p_payment_methods')
      .select(['id', 'type'])
      .where('id', 'in', methodIds)
      .execute())
      types.set(row.id, row.type as PaymentType);
  return ads.map((ad) => {
    const price = service.priceOf(ad);
    const ids = JSON.parse(ad.payment_method_ids) as string[];
    const cap = fiatOf(parseSignedUnits(ad.remaining), price);
    let maxOrder = parseSignedUnits(ad.max_order);
    if (cap < maxOrder) maxOrder = cap;
    return {
      id: ad.id,
      side: ad.side,
      crypto: ad.crypto as AdWire['crypto'],
      fiat: ad.fiat as AdWire['fiat'],
      priceType: ad.price_type,
      price: fromUnits(price),
      margin: ad.margin_bp === null ? null : fromSigned(ad.margin_bp),
      total: fromUnits(parseSignedUnits(ad.total)),
      remaining: fromUnits(parseSignedUnits(ad.remaining)),
      minOrder: fromUnits(parseSignedUnits(ad.min_order)),
      maxOrder: fromUnits(maxOrder),
      paymentTypes: [...new Set(ids.map((id) => types.get(id)).filter((type) => type !== undefined))],
      paymentMethodIds: ids,
      paymentWindow: ad.payment_window,
      terms: ad.terms,
      minAccountAgeDays: ad.min_account_age_days,
      state: ad.state,
      merchant: stats.get(ad.user_id)!,
      mine: ad.user_id === viewerId,
    };
  });
}

function fromSigned(basisPoints: number): string {
  return (basisPoints / 100).toString();
}

/** Every online ad of one side, crypto and fiat with something left, of a payment type when given: the straightforward reading `bestAds` ranks, which the kept ranking (market-cache.ts) is tested against. */
export async function marketAds(
  db: P2pDb,
  query: { side: P2pSide; crypto: string; fiat: string; paymentType?: PaymentType | undefined },
) {
  let rows = await db
    .selectFrom('p2p_ads')
    .selectAll()
    .where('state', '=', 'online')
    .where('side', '=', query.side)
    .where('crypto', '=', query.crypto)
    .where('fiat', '=', query.fiat)
    .where('remaining', '>', '0')
    .execute();
  if (query.paymentType !== undefined) {
    const ofType = new Set(
      (
        await db
          .selectFrom('p2p_payment_methods')
          .select('id')
          .where('type', '=', query.paymentType)
          .where('fiat', '=', query.fiat)
          .execute()
      ).map((row) => row.id),
    );
    rows = rows.filter((row) =>
      (JSON.parse(row.payment_method_ids) as string[]).some((id) => ofType.has(id)),
    );
  }
  return rows;
}

/** An order as its buyer or seller sees it. */
export async function orderView(
  service: P2pService,
  users: Db,
  order: OrderRow,
  viewerId: number,
): Promise<OrderWire> {
  const mySide: P2pSide = order.buyer_id === viewerId ? 'buy' : 'sell';
  const other = mySide === 'buy' ? order.seller_id : order.buyer_id;
  const names = await nicknames(users, [other]);
  const methods = await service.paymentMethodsOfOrder(order);
  const paidAt = order.paid_at === null ? null : Number(order.paid_at);
  return {
    id: order.id,
    adId: order.ad_id,
    mySide,
    crypto: order.crypto as OrderWire['crypto'],
    fiat: order.fiat as OrderWire['fiat'],
    price: fromUnits(parseSignedUnits(order.price)),
    cryptoAmount: fromUnits(parseSignedUnits(order.crypto_amount)),
    fiatAmount: fromUnits(parseSignedUnits(order.fiat_amount)),
    state: order.state,
    counterparty: names.get(other) ?? `user${other}`,
    createdAt: Number(order.created_at),
    payBy: Number(order.pay_by),
    paidAt,
    appealFrom: paidAt === null ? null : paidAt + P2P_APPEAL_WAIT_MINUTES * 60_000,
    closedAt: order.closed_at === null ? null : Number(order.closed_at),
    paymentMethods: methods.map(methodWire),
    appealReason: order.appeal_reason,
    outcome: order.outcome as OrderWire['outcome'],
  };
}

/**
 * `/p2p/merchant/:userId`: the user's statistics from real orders and every online ad, grouped by
 * market (crypto, fiat, side) and best price first within one; undefined for no such user.
 */
export async function merchantProfile(
  service: P2pService,
  db: P2pDb,
  users: Db,
  userId: number,
  nowMs: number,
): Promise<{ merchant: AdWire['merchant']; ads: AdWire[] } | undefined> {
  const names = await nicknames(users, [userId]);
  if (!names.has(userId)) return undefined;
  const rows = await db
    .selectFrom('p2p_ads')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'online')
    .orderBy('id')
    .execute();
  const market = (ad: AdRow) => `${ad.crypto}:${ad.fiat}:${ad.side}`;
  const ranked = [...rows].sort((a, b) => {
    if (market(a) !== market(b)) return market(a) < market(b) ? -1 : 1;
    const [pa, pb] = [service.priceOf(a), service.priceOf(b)];
    if (pa === pb) return 0;
    // A sell ad is better cheaper for the taker who buys; a buy ad, dearer.
    return pa < pb === (a.side === 'sell') ? -1 : 1;
  });
  const stats = await merchantStats(db, [userId], nowMs, names);
  return { merchant: stats.get(userId)!, ads: await adViews(service, db, users, ranked, undefined, nowMs) };
}
