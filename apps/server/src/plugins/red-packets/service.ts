import type { createRedPacketBody, RedPacketSource } from '@tideline/protocol/red-packets/schemas';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { fromUnits, parseSignedUnits } from '../../platform/ledger/book-units.ts';
import { FUNDING_WALLET, SPOT_WALLET } from '../../platform/ledger/wallet-names.ts';
import type { Trader } from '../../platform/trading-account.ts';
import { checkSecondFactorCode, findUserById } from '../accounts/index.ts';
import { escrowAccount, redPacketBook, userAccount } from './book.ts';
import { RedPacketCode } from './codes.ts';
import { createTotal, needsSecondFactor, newShareCode } from './create-rules.ts';
import { RedPacketError } from './errors.ts';
import { cleanGreeting } from './greeting.ts';
import type { RedPacketSettings } from './settings.ts';
import { nextLuckyShare, secureDrawUpTo } from './split.ts';
import type { RedPacketDb } from './tables.ts';
import { RED_PACKET_WALLET } from './wallet-leg.ts';

type CreateBody = z.output<typeof createRedPacketBody>;

const HOUR_MS = 60 * 60 * 1000;
/** A "new users only" packet goes to accounts registered at most this long before it was created. */
export const NEW_USER_WINDOW_MS = 7 * 24 * HOUR_MS;
/** Where claimed shares and refunds land, whichever wallet paid for the packet. */
const PAYOUT_WALLET = SPOT_WALLET;
/** The ledger wallet each creation source names. */
const SOURCE_WALLETS: Record<RedPacketSource, string> = { spot: SPOT_WALLET, funding: FUNDING_WALLET };

/**
 * Red packets with I/O: creation moves the total from the creator's wallet into the product's
 * book (ledger transfer) and then into the packet's escrow (one book entry with the packet row);
 * a claim takes one share from escrow under a row lock, with a conditional update of the claim
 * count and a unique turn per packet, so concurrent claims never share a turn or overdraw; the
 * expiry run refunds each expired packet's remainder once, by a conditional status change.
 * Money reaching a user's red packet wallet (a claim, a refund, or a creation a crash cut short)
 * moves on to spot at once, and `sweep` at start moves on whatever a crash left there.
 */
export class RedPacketService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly db: RedPacketDb,
    private readonly settings: RedPacketSettings,
  ) {}

  private now(): number {
    return this.app.clock.nowMs();
  }

  async create(trader: Trader, body: CreateBody): Promise<string> {
    if (trader.venue !== 'live') throw new RedPacketError(RedPacketCode.liveOnly);
    const source = SOURCE_WALLETS[body.source];
    // The funding wallet exists only when P2P runs in this deployment.
    if (!this.app.ledger.wallets().includes(source))
      throw new RedPacketError(RedPacketCode.sourceUnavailable);
    const outcome = createTotal(body, this.settings.minimumShare);
    if ('refusal' in outcome) throw new RedPacketError(outcome.refusal);
    const { total } = outcome;
    if (needsSecondFactor(total, this.settings.secondFactorAbove))
      await this.checkSecondFactor(trader.userId, body.secondFactor);
    const moved = await this.app.ledger.transfer({
      venue: trader.venue,
      userId: trader.userId,
      from: source,
      to: RED_PACKET_WALLET,
      asset: body.asset,
      amount: fromUnits(total),
    });
    if (moved.outcome === 'insufficient-balance') throw new RedPacketError(RedPacketCode.insufficientBalance);
    if (moved.outcome !== 'done') throw new RedPacketError(RedPacketCode.invalidAmount);
    const createdAt = this.now();
    const code = newShareCode();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('red_packets')
        .values({
          code,
          creator_id: trader.userId,
          asset: body.asset,
          total: fromUnits(total),
          count: body.count,
          mode: body.mode,
          greeting: cleanGreeting(body.greeting),
          cover: body.cover,
          new_users_only: body.newUsersOnly,
          created_at: createdAt,
          expires_at: createdAt + body.expiresInHours * HOUR_MS,
          remaining: fromUnits(total),
          claimed_count: 0,
          status: 'open',
          refunded: '0',
        })
        .execute();
      await redPacketBook.post(
        tx,
        `create:${code}`,
        [
          { account: userAccount(trader.userId), asset: body.asset, units: -total },
          { account: escrowAccount(code), asset: body.asset, units: total },
        ],
        createdAt,
      );
    });
    return code;
  }

  /** Claims one share; answers the amount won in units. */
  async claim(trader: Trader, code: string): Promise<bigint> {
    if (trader.venue !== 'live') throw new RedPacketError(RedPacketCode.liveOnly);
    const packet = await this.db
      .selectFrom('red_packets')
      .select(['creator_id', 'new_users_only', 'created_at', 'status'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (packet === undefined) throw new RedPacketError(RedPacketCode.unknownPacket);
    if (packet.creator_id === trader.userId) throw new RedPacketError(RedPacketCode.ownPacket);
    // A packet already finished or expired is refused without queueing for its row lock, so a
    // crowd arriving after the last share costs one read each. The locked checks below decide.
    if (packet.status !== 'open') {
      const claimed = await this.db
        .selectFrom('red_packet_claims')
        .select('turn')
        .where('code', '=', code)
        .where('user_id', '=', trader.userId)
        .executeTakeFirst();
      if (claimed !== undefined) throw new RedPacketError(RedPacketCode.alreadyClaimed);
      throw new RedPacketError(
        packet.status === 'expired' ? RedPacketCode.expired : RedPacketCode.allClaimed,
      );
    }
    if (packet.new_users_only) {
      const user = await findUserById(this.app.db, trader.userId);
      if (user.created_at.getTime() < Number(packet.created_at) - NEW_USER_WINDOW_MS)
        throw new RedPacketError(RedPacketCode.newUsersOnly);
    }
    const claimedAt = this.now();
    const won = await this.db.transaction().execute(async (tx) => {
      const locked = await sql<{
        asset: string;
        count: number;
        mode: 'lucky' | 'equal';
        total: string;
        remaining: string;
        claimed_count: number;
        status: string;
        expires_at: string | number;
      }>`
        select asset, count, mode, total::text as total, remaining::text as remaining, claimed_count, status, expires_at
        from red_packets where code = ${code} for update`.execute(tx);
      const row = locked.rows[0];
      if (row === undefined) throw new RedPacketError(RedPacketCode.unknownPacket);
      const already = await tx
        .selectFrom('red_packet_claims')
        .select('turn')
        .where('code', '=', code)
        .where('user_id', '=', trader.userId)
        .executeTakeFirst();
      if (already !== undefined) throw new RedPacketError(RedPacketCode.alreadyClaimed);
      if (row.status === 'expired' || Number(row.expires_at) <= claimedAt)
        throw new RedPacketError(RedPacketCode.expired);
      if (row.claimed_count >= row.count) throw new RedPacketError(RedPacketCode.allClaimed);
      const remaining = parseSignedUnits(row.remaining);
      const left = row.count - row.claimed_count;
      const share =
        row.mode === 'equal'
          ? parseSignedUnits(row.total) / BigInt(row.count)
          : nextLuckyShare(remaining, left, this.settings.minimumShare, secureDrawUpTo);
      const turn = row.claimed_count + 1;
      // Conditional on the count read under the lock: a second guard where row locks are weaker.
      const updated = await tx
        .updateTable('red_packets')
        .set({
          claimed_count: turn,
          remaining: fromUnits(remaining - share),
          status: turn === row.count ? 'finished' : 'open',
        })
        .where('code', '=', code)
        .where('claimed_count', '=', row.claimed_count)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new RedPacketError(RedPacketCode.allClaimed);
      await tx
        .insertInto('red_packet_claims')
        .values({ code, user_id: trader.userId, turn, amount: fromUnits(share), claimed_at: claimedAt })
        .execute();
      await redPacketBook.post(
        tx,
        `claim:${code}:${trader.userId}`,
        [
          { account: escrowAccount(code), asset: row.asset, units: -share },
          { account: userAccount(trader.userId), asset: row.asset, units: share },
        ],
        claimedAt,
      );
      return { share, asset: row.asset };
    });
    await this.payOut(trader.userId, won.asset, won.share);
    return won.share;
  }

  /** Refunds every open packet past its expiry, each once; answers how many were refunded. */
  async expire(): Promise<number> {
    const now = this.now();
    const due = await this.db
      .selectFrom('red_packets')
      .select('code')
      .where('status', '=', 'open')
      .where('expires_at', '<=', now)
      .execute();
    let refunded = 0;
    for (const { code } of due) {
      const refund = await this.db.transaction().execute(async (tx) => {
        const locked = await sql<{ creator_id: number; asset: string; remaining: string; status: string }>`
          select creator_id, asset, remaining::text as remaining, status from red_packets where code = ${code} for update`.execute(
          tx,
        );
        const row = locked.rows[0];
        if (row === undefined || row.status !== 'open') return undefined;
        const remaining = parseSignedUnits(row.remaining);
        await tx
          .updateTable('red_packets')
          .set({ status: 'expired', remaining: '0', refunded: fromUnits(remaining) })
          .where('code', '=', code)
          .where('status', '=', 'open')
          .execute();
        if (remaining > 0n)
          await redPacketBook.post(
            tx,
            `refund:${code}`,
            [
              { account: escrowAccount(code), asset: row.asset, units: -remaining },
              { account: userAccount(row.creator_id), asset: row.asset, units: remaining },
            ],
            now,
          );
        return { userId: row.creator_id, asset: row.asset, units: remaining };
      });
      if (refund === undefined) continue;
      refunded += 1;
      if (refund.units > 0n) await this.payOut(refund.userId, refund.asset, refund.units);
    }
    return refunded;
  }

  /** Moves on what a crash left in users' red packet wallets (run at start, before any request). */
  async sweep(): Promise<number> {
    const rows = await this.db
      .selectFrom('red_packet_balances')
      .select(['account', 'asset', sql<string>`amount::text`.as('amount')])
      .where('account', 'like', 'user:%')
      .where('amount', '>', '0')
      .execute();
    for (const row of rows)
      await this.payOut(Number(row.account.slice('user:'.length)), row.asset, parseSignedUnits(row.amount));
    return rows.length;
  }

  private async payOut(userId: number, asset: string, units: bigint): Promise<void> {
    const moved = await this.app.ledger.transfer({
      venue: 'live',
      userId,
      from: RED_PACKET_WALLET,
      to: PAYOUT_WALLET,
      asset,
      amount: fromUnits(units),
    });
    if (moved.outcome !== 'done')
      this.app.log.warn(
        { userId, asset, outcome: moved.outcome },
        'red packet payout to spot refused; it waits in the red packet wallet',
      );
  }

  /**
   * Spec §7: the authenticator code when bound, else an e-mail or SMS code of the security scene.
   * A wrong code is this product's 4xx refusal, so a creation refused here answers like every other.
   */
  private async checkSecondFactor(userId: number, code: string | undefined): Promise<void> {
    const outcome = await checkSecondFactorCode(this.app.db, userId, code);
    if (outcome === 'missing') throw new RedPacketError(RedPacketCode.secondFactorRequired);
    if (outcome === 'invalid') throw new RedPacketError(RedPacketCode.secondFactorInvalid);
  }
}
