import type {
  earnRecordsQuery,
  earnTransferBody,
  redeemBody,
  subscribeBody,
} from '@tideline/protocol/earn/schemas';
import { sql } from 'kysely';
import type { z } from 'zod';
import { fromUnits, toUnits } from '../../platform/ledger/book-units.ts';
import type { TransferPort } from '../../platform/ledger/transfer-port.ts';
import type { VenueName } from '../../platform/trading-account.ts';
import { earnBook, holdingAccount, userAccount } from './book.ts';
import { EarnCode, type EarnCodeValue } from './codes.ts';
import { EarnError } from './errors.ts';
import { releaseQuota, takeQuota } from './quota.ts';
import { maturityOf, redemption, subscriptionRefusal } from './rules.ts';
import type { EarnDb, EarnTx } from './tables.ts';
import {
  bookUnits,
  earnBalances,
  type HoldingRow,
  holdingsQuery,
  holdingWire,
  productRows,
  productWire,
} from './views.ts';
import { EARN_WALLET } from './wallet-leg.ts';

/** Who acts: a user on a venue (a demo session uses earn on the demo venue with its demo funds). */
export interface EarnUser {
  readonly venue: VenueName;
  readonly userId: number;
}

type SubscribeBody = z.output<typeof subscribeBody>;
type RedeemBody = z.output<typeof redeemBody>;
type TransferBody = z.output<typeof earnTransferBody>;
type RecordsQuery = z.output<typeof earnRecordsQuery>;

/** The largest bigserial id: a longer id names no holding (and must not reach the database). */
const MAX_ID = 2n ** 63n - 1n;

/** A quota refusal found inside the subscription's transaction, which rolls it back. */
class QuotaRefused extends Error {
  constructor(readonly code: EarnCodeValue) {
    super(code);
  }
}

const TRANSFER_REFUSAL = {
  'insufficient-balance': EarnCode.insufficientBalance,
  'invalid-amount': EarnCode.invalidAmount,
};

/**
 * Subscriptions, redemptions, auto-renew and the earn wallet's transfers (docs/protocol-earn.md).
 * Money enters and leaves earn only through the ledger's transfer port (spot <-> the user's earn
 * account); inside, principal moves between the user's account and the holding's by book entries
 * in the same transaction as the holding and the quotas, so a refusal moves nothing.
 */
/** PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export class EarnService {
  constructor(
    private readonly db: EarnDb,
    private readonly ledger: TransferPort,
    private readonly now: () => number,
  ) {}

  async products(filter: { asset?: string; kind?: 'flexible' | 'fixed' }) {
    const rows = await productRows(this.db, this.now());
    return rows
      .filter(
        (row) =>
          (filter.asset === undefined || row.asset === filter.asset.toUpperCase()) &&
          (filter.kind === undefined || row.kind === filter.kind),
      )
      .map(productWire);
  }

  async aprHistory(productId: string) {
    const rows = await this.db
      .selectFrom('earn_apr_history')
      .select(['tiers', 'from_ms'])
      .where('product_id', '=', productId)
      .orderBy('from_ms', 'desc')
      .execute();
    if (rows.length === 0) throw new EarnError(EarnCode.unknownProduct);
    return rows.map((row) => ({
      tiers: row.tiers.map((tier) => ({ upTo: tier.upTo, apr: (tier.aprBps / 100).toString() })),
      from: Number(row.from_ms),
    }));
  }

  /**
   * Checks the quotas, moves the amount from spot into the user's earn account, then in one
   * transaction takes the quotas, opens the holding at today's rate and moves the principal into
   * it. A cap passed by a subscription that arrived at the same moment sends the amount back.
   */
  async subscribe(user: EarnUser, body: SubscribeBody) {
    const amount = toUnits(body.amount);
    if (amount === null) throw new EarnError(EarnCode.invalidAmount);
    const clientKey = body.clientKey ?? null;
    // A key seen before answers its holding again: a retried or replayed subscribe moves nothing.
    const earlier = clientKey === null ? undefined : await this.holdingByClientKey(user, clientKey);
    if (earlier !== undefined) return this.holding(user, earlier);
    const product = (await productRows(this.db, this.now())).find((row) => row.id === body.productId);
    if (product === undefined) throw new EarnError(EarnCode.unknownProduct);
    const held = await this.db
      .selectFrom('earn_user_quotas')
      .select('held')
      .where('product_id', '=', product.id)
      .where('venue', '=', user.venue)
      .where('user_id', '=', user.userId)
      .executeTakeFirst();
    const refusal = subscriptionRefusal(amount, {
      minAmount: bookUnits(product.min_amount),
      perUserCap: bookUnits(product.per_user_cap),
      totalCap: bookUnits(product.total_cap),
      userHeld: held === undefined ? 0n : bookUnits(held.held),
      totalHeld: bookUnits(product.held),
    });
    if (refusal !== null) throw new EarnError(refusal);
    const text = fromUnits(amount);
    await this.move(user, 'spot', EARN_WALLET, product.asset, text);
    const now = this.now();
    try {
      const id = await this.db.transaction().execute(async (tx) => {
        const quota = await takeQuota(tx, {
          productId: product.id,
          venue: user.venue,
          userId: user.userId,
          amount: text,
        });
        if (quota !== null) throw new QuotaRefused(quota);
        const holding = await tx
          .insertInto('earn_holdings')
          .values({
            venue: user.venue,
            user_id: user.userId,
            product_id: product.id,
            principal: text,
            tiers: JSON.stringify(product.tiers),
            auto_renew: product.kind === 'fixed' && body.autoRenew,
            state: 'active',
            started_at: now,
            matures_at: product.term_days === null ? null : maturityOf(now, product.term_days),
            last_paid_day: null,
            client_key: clientKey,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await earnBook.post(
          tx,
          `subscribe:${holding.id}`,
          [
            { account: userAccount(user.venue, user.userId), asset: product.asset, units: -amount },
            { account: holdingAccount(holding.id), asset: product.asset, units: amount },
          ],
          now,
        );
        await this.record(tx, user, {
          holdingId: holding.id,
          productId: product.id,
          asset: product.asset,
          kind: 'subscribe',
          amount: text,
          at: now,
        });
        return holding.id;
      });
      return this.holding(user, String(id));
    } catch (error) {
      // Two copies of one keyed subscribe at once: the one that lost the insert hands its money
      // back and answers the winner's holding.
      const twin =
        clientKey !== null && isUniqueViolation(error)
          ? await this.holdingByClientKey(user, clientKey)
          : undefined;
      if (!(error instanceof QuotaRefused) && twin === undefined) throw error;
      await this.move(user, EARN_WALLET, 'spot', product.asset, text);
      if (twin !== undefined) return this.holding(user, twin);
      throw new EarnError((error as QuotaRefused).code);
    }
  }

  private async holdingByClientKey(user: EarnUser, clientKey: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('earn_holdings')
      .select('id')
      .where('venue', '=', user.venue)
      .where('user_id', '=', user.userId)
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
    return row === undefined ? undefined : String(row.id);
  }

  /**
   * Takes principal out of a holding into the user's earn account (a fixed one early, whole,
   * forfeiting the term's interest), releases the quotas, then moves it on to spot.
   */
  async redeem(user: EarnUser, body: RedeemBody) {
    const asked = body.amount === undefined ? undefined : toUnits(body.amount);
    if (asked === null) throw new EarnError(EarnCode.invalidAmount);
    const now = this.now();
    const outcome = await this.db.transaction().execute(async (tx) => {
      const holding = await this.lockedHolding(tx, user, body.holdingId);
      const principal = bookUnits(holding.principal);
      const decided = redemption({ kind: holding.kind, state: holding.state, principal }, asked);
      if ('refusal' in decided) throw new EarnError(decided.refusal);
      const left = principal - decided.principal;
      const text = fromUnits(decided.principal);
      await earnBook.post(
        tx,
        `redeem:${holding.id}:${now}:${left}`,
        [
          { account: holdingAccount(holding.id), asset: holding.asset, units: -decided.principal },
          { account: userAccount(user.venue, user.userId), asset: holding.asset, units: decided.principal },
        ],
        now,
      );
      await tx
        .updateTable('earn_holdings')
        .set(
          left === 0n
            ? { principal: '0', state: 'redeemed', closed_at: now }
            : { principal: fromUnits(left) },
        )
        .where('id', '=', String(holding.id) as never)
        .execute();
      await releaseQuota(tx, {
        productId: holding.product_id,
        venue: user.venue,
        userId: user.userId,
        amount: text,
      });
      await this.record(tx, user, {
        holdingId: holding.id,
        productId: holding.product_id,
        asset: holding.asset,
        kind: 'redeem',
        amount: text,
        at: now,
      });
      return { asset: holding.asset, amount: text };
    });
    await this.move(user, EARN_WALLET, 'spot', outcome.asset, outcome.amount);
    return this.holding(user, body.holdingId);
  }

  async setAutoRenew(user: EarnUser, holdingId: string, autoRenew: boolean) {
    await this.db.transaction().execute(async (tx) => {
      const holding = await this.lockedHolding(tx, user, holdingId);
      if (holding.kind !== 'fixed') throw new EarnError(EarnCode.notFixed);
      if (holding.state !== 'active') throw new EarnError(EarnCode.holdingClosed);
      await tx
        .updateTable('earn_holdings')
        .set({ auto_renew: autoRenew })
        .where('id', '=', holdingId as never)
        .execute();
    });
    return this.holding(user, holdingId);
  }

  async holdings(user: EarnUser) {
    const rows = await holdingsQuery(this.db, user.venue, user.userId)
      .orderBy(sql`h.state = 'active'`, 'desc')
      .orderBy('h.id', 'desc')
      .limit(500)
      .execute();
    return rows.map((row) => holdingWire(row as unknown as HoldingRow));
  }

  async records(user: EarnUser, query: RecordsQuery) {
    let select = this.db
      .selectFrom('earn_records')
      .selectAll()
      .where('venue', '=', user.venue)
      .where('user_id', '=', user.userId);
    if (query.kind !== undefined) select = select.where('kind', '=', query.kind);
    if (query.from !== undefined) select = select.where('at', '>=', query.from);
    if (query.to !== undefined) select = select.where('at', '<=', query.to);
    const rows = await select.orderBy('at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
    return rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      holdingId: String(row.holding_id),
      productId: row.product_id,
      asset: row.asset,
      amount: fromUnits(bookUnits(row.amount)),
      at: Number(row.at),
    }));
  }

  async account(user: EarnUser) {
    return { balances: await earnBalances(this.db, user.venue, user.userId) };
  }

  /** Moves between spot and the earn wallet's available part (interest, returned principal). */
  async transfer(user: EarnUser, body: TransferBody) {
    const text = fromUnits(toUnits(body.amount) ?? 0n);
    if (text === '0') throw new EarnError(EarnCode.invalidAmount);
    if (body.direction === 'in') await this.move(user, 'spot', EARN_WALLET, body.asset, text);
    else await this.move(user, EARN_WALLET, 'spot', body.asset, text);
    return this.account(user);
  }

  private async move(user: EarnUser, from: string, to: string, asset: string, amount: string) {
    const { outcome } = await this.ledger.transfer({
      venue: user.venue,
      userId: user.userId,
      from,
      to,
      asset,
      amount,
    });
    if (outcome !== 'done') throw new EarnError(TRANSFER_REFUSAL[outcome]);
  }

  private async holding(user: EarnUser, holdingId: string) {
    const row = await holdingsQuery(this.db, user.venue, user.userId)
      .where('h.id', '=', holdingId as never)
      .executeTakeFirstOrThrow();
    return holdingWire(row as unknown as HoldingRow);
  }

  /** The caller's holding, locked for the transaction; another user's id reads as not found. */
  private async lockedHolding(tx: EarnTx, user: EarnUser, holdingId: string) {
    if (BigInt(holdingId) > MAX_ID) throw new EarnError(EarnCode.holdingNotFound);
    const row = await holdingsQuery(tx, user.venue, user.userId)
      .where('h.id', '=', holdingId as never)
      .forUpdate('h')
      .executeTakeFirst();
    if (row === undefined) throw new EarnError(EarnCode.holdingNotFound);
    return row as unknown as HoldingRow;
  }

  private async record(
    tx: EarnTx,
    user: EarnUser,
    record: {
      holdingId: string | number;
      productId: string;
      asset: string;
      kind: 'subscribe' | 'redeem';
      amount: string;
      at: number;
    },
  ) {
    await tx
      .insertInto('earn_records')
      .values({
        venue: user.venue,
        user_id: user.userId,
        holding_id: Number(record.holdingId),
        product_id: record.productId,
        asset: record.asset,
        kind: record.kind,
        amount: record.amount,
        at: record.at,
      })
      .execute();
  }
}
