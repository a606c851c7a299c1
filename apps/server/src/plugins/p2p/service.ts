import { randomUUID } from 'node:crypto';
import { P2P_APPEAL_WAIT_MINUTES, type P2pCrypto, type P2pFiat } from '@tideline/protocol/p2p/markets';
import { type PaymentType, paymentFieldProblem } from '@tideline/protocol/p2p/payment-types';
import type { addPaymentBody, adFields, p2pTransferBody } from '@tideline/protocol/p2p/schemas';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import { fromUnits, parseSignedUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { BookOverdraft, move } from '../../platform/ledger/product-book.ts';
import type { Trader } from '../../platform/trading-account.ts';
import { checkSecondFactorCode, findUserById } from '../accounts/index.ts';
import { type AdAction, adTransition, effectivePrice, orderAmount, validateAd } from './ad-rules.ts';
import { adAccount, orderAccount, p2pBook, userAccount } from './book.ts';
import { P2pCode } from './codes.ts';
import { P2pError } from './errors.ts';
import { type LoadedMarket, MarketCache, type MarketKey } from './market-cache.ts';
import { type OrderAction, type OrderActor, transition } from './order-machine.ts';
import type { P2pDb, P2pTables, P2pTx } from './tables.ts';
import { P2P_WALLET } from './wallet-leg.ts';

export type AdRow = Selectable<P2pTables['p2p_ads']>;
export type OrderRow = Selectable<P2pTables['p2p_orders']>;
type AdFields = z.output<typeof adFields>;
/** What a move records besides its state: the method paid to, the appeal's reason. */
type OrderExtra = { paid_method_id?: string | null; appeal_reason?: string };

const APPEAL_WAIT_MS = P2P_APPEAL_WAIT_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** Prices an ad's crypto in its fiat now (index-price.ts with the live market). */
export type IndexPrice = (crypto: P2pCrypto, fiat: P2pFiat) => bigint;

/** One market cache per server, whichever service instance changes its ads. */
const marketCaches = new WeakMap<FastifyInstance, MarketCache<AdRow>>();

const marketOf = (ad: Pick<AdRow, 'side' | 'crypto' | 'fiat'>): MarketKey => ({
  side: ad.side,
  crypto: ad.crypto,
  fiat: ad.fiat,
});

/** A market's online ads with something left and their payment types: what its list is computed from. */
async function loadMarket(db: P2pDb, key: MarketKey): Promise<LoadedMarket<AdRow>> {
  const rows = await db
    .selectFrom('p2p_ads')
    .selectAll()
    .where('state', '=', 'online')
    .where('side', '=', key.side)
    .where('crypto', '=', key.crypto)
    .where('fiat', '=', key.fiat)
    .where('remaining', '>', '0')
    .execute();
  const idsOf = new Map(rows.map((row) => [row.id, JSON.parse(row.payment_method_ids) as string[]]));
  const methodIds = [...new Set([...idsOf.values()].flat())];
  const typeOf = new Map<string, string>();
  if (methodIds.length > 0)
    for (const method of await db
      .selectFrom('p2p_payment_methods')
      .select(['id', 'type'])
      .where('id', 'in', methodIds)
      .where('fiat', '=', key.fiat)
      .execute())
      typeOf.set(method.id, method.type);
  const typesOf = new Map<string, ReadonlySet<string>>();
  for (const [adId, ids] of idsOf) typesOf.set(adId, new Set(ids.flatMap((id) => typeOf.get(id) ?? [])));
  return { rows, typesOf };
}

/**
 * P2P ads, orders and payment methods (issue #25, docs/protocol-p2p.md). Every money move is an
 * entry of the P2P book written in the same transaction as the row it belongs to; the ad's
 * remaining amount only falls through a conditional update, so racing takers never oversell.
 */
export class P2pService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly db: P2pDb,
    private readonly indexPrice: IndexPrice,
  ) {
    let cache = marketCaches.get(app);
    if (cache === undefined) {
      cache = new MarketCache((key) => loadMarket(db, key));
      marketCaches.set(app, cache);
    }
    this.markets = cache;
  }

  private readonly markets: MarketCache<AdRow>;

  /**
   * The market list (`GET /p2p/ads`): as `bestAds` over `marketAds` would answer (market-list.ts,
   * views.ts), from the kept ranking of the market (market-cache.ts).
   */
  marketList(
    query: MarketKey & { crypto: P2pCrypto; fiat: P2pFiat; paymentType?: string | undefined },
    amount: string | undefined,
  ): Promise<AdRow[]> {
    return this.markets.list(
      marketOf(query),
      this.indexPrice(query.crypto, query.fiat),
      (ad, index) => this.priceAt(ad, index),
      amount,
      query.paymentType,
    );
  }

  /**
   * Called after a transaction that changed an ad committed (or failed): the list of its market is
   * read again. Without an ad: any market (ads written in bulk, as the merchants' seeding does).
   */
  adChanged(ad?: Pick<AdRow, 'side' | 'crypto' | 'fiat'>): void {
    this.markets.changed(ad === undefined ? undefined : marketOf(ad));
  }

  private now(): number {
    return this.app.clock.nowMs();
  }

  liveOnly(trader: Trader): number {
    if (trader.venue !== 'live') throw new P2pError(P2pCode.liveOnly);
    return trader.userId;
  }

  /** The price of an ad now. */
  priceOf(ad: AdRow): bigint {
    return this.priceAt(ad, this.indexPrice(ad.crypto as P2pCrypto, ad.fiat as P2pFiat));
  }

  /** The price of an ad at the index price `index` of its crypto and fiat. */
  private priceAt(ad: AdRow, index: bigint): bigint {
    return effectivePrice(
      {
        price: ad.price === null ? null : parseSignedUnits(ad.price),
        marginBp: ad.margin_bp === null ? null : BigInt(ad.margin_bp),
      },
      index,
    );
  }

  // ---- the P2P wallet ----

  async transfer(trader: Trader, body: z.output<typeof p2pTransferBody>) {
    const userId = this.liveOnly(trader);
    const units = toUnits(body.amount);
    if (units === null || units === 0n) throw new P2pError(P2pCode.invalidAmount);
    const [from, to] = body.direction === 'in' ? ['spot', P2P_WALLET] : [P2P_WALLET, 'spot'];
    const { outcome } = await this.app.ledger.transfer({
      venue: 'live',
      userId,
      from,
      to,
      asset: body.asset,
      amount: fromUnits(units),
    });
    if (outcome === 'insufficient-balance') throw new P2pError(P2pCode.insufficientBalance);
    if (outcome !== 'done') throw new P2pError(P2pCode.invalidAmount);
  }

  // ---- payment methods ----

  async addPayment(trader: Trader, body: z.output<typeof addPaymentBody>) {
    const userId = this.liveOnly(trader);
    const fields = Object.fromEntries(
      Object.entries(body.fields).map(([name, value]) => [name, value.trim()]),
    );
    const problem = paymentFieldProblem(body.type, body.fiat, fields);
    if (problem?.problem === 'fiatNotServed') throw new P2pError(P2pCode.paymentFiatNotServed);
    if (problem !== undefined) throw new P2pError(P2pCode.paymentFieldsInvalid);
    await this.checkSecondFactor(userId, body.secondFactor);
    return this.insertPayment(userId, body.type, body.fiat, fields);
  }

  /** Stores a method whose fields passed the type's rules. */
  async insertPayment(userId: number, type: PaymentType, fiat: P2pFiat, fields: Record<string, string>) {
    const id = randomUUID();
    await this.db
      .insertInto('p2p_payment_methods')
      .values({ id, user_id: userId, type, fiat, fields: JSON.stringify(fields), created_at: this.now() })
      .execute();
    return { id, type, fiat, fields };
  }

  async removePayment(userId: number, id: string) {
    await this.ownPayment(userId, id);
    const inUse = await this.db
      .selectFrom('p2p_ads')
      .select('id')
      .where('user_id', '=', userId)
      .where('state', '=', 'online')
      .where('payment_method_ids', 'like', `%${id}%`)
      .executeTakeFirst();
    if (inUse) throw new P2pError(P2pCode.paymentMethodInUse);
    await this.db.updateTable('p2p_payment_methods').set({ removed: true }).where('id', '=', id).execute();
  }

  private async ownPayment(userId: number, id: string) {
    const found = await this.db
      .selectFrom('p2p_payment_methods')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('removed', '=', false)
      .executeTakeFirst();
    if (!found) throw new P2pError(P2pCode.paymentMethodNotFound);
    return found;
  }

  // ---- ads ----

  private async checkAd(userId: number, fields: AdFields) {
    const checked = validateAd(fields, this.indexPrice(fields.crypto, fields.fiat));
    if (!checked.ok) throw new P2pError(checked.code);
    if (fields.paymentMethodIds.length > 0) {
      const methods = await this.db
        .selectFrom('p2p_payment_methods')
        .select('id')
        .where('id', 'in', fields.paymentMethodIds)
        .where('user_id', '=', userId)
        .where('fiat', '=', fields.fiat)
        .where('removed', '=', false)
        .execute();
      if (methods.length !== fields.paymentMethodIds.length)
        throw new P2pError(P2pCode.paymentMethodsInvalid);
    }
    return checked.ad;
  }

  private adColumns(fields: AdFields, ad: Awaited<ReturnType<P2pService['checkAd']>>) {
    return {
      side: fields.side,
      crypto: fields.crypto,
      fiat: fields.fiat,
      price_type: fields.priceType,
      price: ad.price === null ? null : fromUnits(ad.price),
      margin_bp: ad.marginBp === null ? null : Number(ad.marginBp),
      total: fromUnits(ad.total),
      remaining: fromUnits(ad.total),
      min_order: fromUnits(ad.minOrder),
      max_order: fromUnits(ad.maxOrder),
      payment_method_ids: JSON.stringify(fields.paymentMethodIds),
      payment_window: fields.paymentWindow,
      terms: fields.terms.replace(/<[^>]*>/g, '').trim(),
      min_account_age_days: fields.minAccountAgeDays,
      updated_at: this.now(),
    };
  }

  async createAd(trader: Trader, fields: AdFields): Promise<string> {
    const userId = this.liveOnly(trader);
    const ad = await this.checkAd(userId, fields);
    const id = randomUUID();
    await this.db
      .insertInto('p2p_ads')
      .values({ id, user_id: userId, state: 'draft', created_at: this.now(), ...this.adColumns(fields, ad) })
      .execute();
    return id;
  }

  /** Runs `work` on the caller's ad, row-locked, after the state rule allows `action`. */
  private async onOwnAd<T>(
    userId: number,
    adId: string,
    action: AdAction,
    work: (tx: P2pTx, ad: AdRow, next: AdRow['state']) => Promise<T>,
  ) {
    let touched: AdRow | undefined;
    try {
      return await this.db.transaction().execute(async (tx) => {
        const ad = await tx
          .selectFrom('p2p_ads')
          .selectAll()
          .where('id', '=', adId)
          .forUpdate()
          .executeTakeFirst();
        if (!ad || ad.user_id !== userId) throw new P2pError(P2pCode.adNotFound);
        const step = adTransition(ad.state, action);
        if (!step.ok) throw new P2pError(step.code);
        touched = ad;
        return await work(tx, ad, step.next);
      });
    } finally {
      // An edit may move an ad to another fiat, but only a draft or offline one, listed in neither market.
      if (touched !== undefined) this.adChanged(touched);
    }
  }

  /** A draft or offline ad with new terms; a funded sell ad keeps its escrow, which must cover the new total. */
  async editAd(trader: Trader, adId: string, fields: AdFields) {
    const userId = this.liveOnly(trader);
    const checked = await this.checkAd(userId, fields);
    await this.onOwnAd(userId, adId, 'edit', async (tx, ad) => {
      if (ad.side !== fields.side || ad.crypto !== fields.crypto) throw new P2pError(P2pCode.adStateInvalid);
      const sold = parseSignedUnits(ad.total) - parseSignedUnits(ad.remaining);
      if (checked.total <= sold) throw new P2pError(P2pCode.invalidAmount);
      const columns = { ...this.adColumns(fields, checked), remaining: fromUnits(checked.total - sold) };
      if (ad.funded) {
        const held = await p2pBook.balanceOf(tx, adAccount(ad.id), ad.crypto);
        const wanted = checked.total - sold;
        const entry = `ad-edit:${ad.id}:${randomUUID()}`;
        try {
          if (wanted > held)
            await p2pBook.post(
              tx,
              entry,
              move(userAccount(userId), adAccount(ad.id), ad.crypto, wanted - held),
              this.now(),
            );
          if (wanted < held)
            await p2pBook.post(
              tx,
              entry,
              move(adAccount(ad.id), userAccount(userId), ad.crypto, held - wanted),
              this.now(),
            );
        } catch (error) {
          if (error instanceof BookOverdraft) throw new P2pError(P2pCode.insufficientBalance);
          throw error;
        }
      }
      await tx.updateTable('p2p_ads').set(columns).where('id', '=', ad.id).execute();
    });
  }

  /** Online; a sell ad's remaining amount moves from the P2P wallet into its escrow on the first publish. */
  async publishAd(trader: Trader, adId: string) {
    const userId = this.liveOnly(trader);
    await this.onOwnAd(userId, adId, 'publish', async (tx, ad, next) => {
      if (ad.side === 'sell' && !ad.funded) {
        try {
          await p2pBook.post(
            tx,
            `ad-fund:${ad.id}`,
            move(userAccount(userId), adAccount(ad.id), ad.crypto, parseSignedUnits(ad.remaining)),
            this.now(),
          );
        } catch (error) {
          if (error instanceof BookOverdraft) throw new P2pError(P2pCode.insufficientBalance);
          throw error;
        }
      }
      await tx
        .updateTable('p2p_ads')
        .set({ state: next, funded: ad.side === 'sell', updated_at: this.now() })
        .where('id', '=', ad.id)
        .execute();
    });
  }

  async offlineAd(trader: Trader, adId: string) {
    const userId = this.liveOnly(trader);
    await this.onOwnAd(userId, adId, 'offline', (tx, ad, next) =>
      tx
        .updateTable('p2p_ads')
        .set({ state: next, updated_at: this.now() })
        .where('id', '=', ad.id)
        .execute(),
    );
  }

  /** Completed; what a funded sell ad still holds returns to the P2P wallet (open orders keep their escrow). */
  async closeAd(trader: Trader, adId: string) {
    const userId = this.liveOnly(trader);
    await this.onOwnAd(userId, adId, 'close', async (tx, ad, next) => {
      const held = ad.funded ? await p2pBook.balanceOf(tx, adAccount(ad.id), ad.crypto) : 0n;
      if (held > 0n)
        await p2pBook.post(
          tx,
          `ad-close:${ad.id}`,
          move(adAccount(ad.id), userAccount(userId), ad.crypto, held),
          this.now(),
        );
      await tx
        .updateTable('p2p_ads')
        .set({ state: next, remaining: '0', updated_at: this.now() })
        .where('id', '=', ad.id)
        .execute();
    });
  }

  /** More crypto on a sell ad: its total and remaining grow, and a funded ad's escrow with them. */
  async putCoin(trader: Trader, adId: string, amount: string) {
    const userId = this.liveOnly(trader);
    const units = toUnits(amount);
    if (units === null || units === 0n) throw new P2pError(P2pCode.invalidAmount);
    await this.onOwnAd(userId, adId, 'putCoin', async (tx, ad) => {
      if (ad.side !== 'sell') throw new P2pError(P2pCode.buyOnlyPutCoin);
      if (ad.funded) {
        try {
          await p2pBook.post(
            tx,
            `ad-put:${ad.id}:${randomUUID()}`,
            move(userAccount(userId), adAccount(ad.id), ad.crypto, units),
            this.now(),
          );
        } catch (error) {
          if (error instanceof BookOverdraft) throw new P2pError(P2pCode.insufficientBalance);
          throw error;
        }
      }
      await tx
        .updateTable('p2p_ads')
        .set({
          total: sql<string>`total + ${fromUnits(units)}::numeric`,
          remaining: sql<string>`remaining + ${fromUnits(units)}::numeric`,
          updated_at: this.now(),
        })
        .where('id', '=', ad.id)
        .execute();
    });
  }

  /** Tops a simulated merchant's sell ad back up to its total from the treasury (the caller calls `adChanged` after its transaction). */
  async refill(tx: P2pTx, ad: AdRow, from: string) {
    const missing = parseSignedUnits(ad.total) - parseSignedUnits(ad.remaining);
    if (missing <= 0n) return;
    await p2pBook.post(
      tx,
      `ad-refill:${ad.id}:${randomUUID()}`,
      move(from, adAccount(ad.id), ad.crypto, missing),
      this.now(),
    );
    await tx.updateTable('p2p_ads').set({ remaining: ad.total }).where('id', '=', ad.id).execute();
  }

  // ---- orders ----

  /** Takes an ad for `fiatAmount`: the seller's crypto moves into the new order's escrow. */
  async take(trader: Trader, adId: string, fiatAmount: string): Promise<string> {
    const userId = this.liveOnly(trader);
    const fiat = toUnits(fiatAmount);
    if (fiat === null || fiat === 0n) throw new P2pError(P2pCode.invalidAmount);
    const ad = await this.db.selectFrom('p2p_ads').selectAll().where('id', '=', adId).executeTakeFirst();
    if (!ad) throw new P2pError(P2pCode.adNotFound);
    const step = adTransition(ad.state, 'take');
    if (!step.ok) throw new P2pError(step.code);
    if (ad.user_id === userId) throw new P2pError(P2pCode.ownAd);
    if (ad.min_account_age_days > 0) {
      const taker = await findUserById(this.app.db, userId);
      if (this.now() - new Date(taker.created_at).getTime() < ad.min_account_age_days * DAY_MS)
        throw new P2pError(P2pCode.accountTooNew);
    }
    const price = this.priceOf(ad);
    const amount = orderAmount(
      {
        minOrder: parseSignedUnits(ad.min_order),
        maxOrder: parseSignedUnits(ad.max_order),
        remaining: parseSignedUnits(ad.remaining),
      },
      price,
      fiat,
    );
    if (!amount.ok) throw new P2pError(amount.code);
    const takerSells = ad.side === 'buy';
    if (takerSells) {
      const methods = await this.methodsOf(userId, ad.fiat);
      if (methods.length === 0) throw new P2pError(P2pCode.paymentMethodsInvalid);
    }
    const id = randomUUID();
    const now = this.now();
    const crypto = fromUnits(amount.crypto);
    try {
      await this.db.transaction().execute(async (tx) => {
        // The guard against overselling: only an online ad with enough left gives it up.
        const taken = await tx
          .updateTable('p2p_ads')
          .set({ remaining: sql<string>`remaining - ${crypto}::numeric` })
          .where('id', '=', ad.id)
          .where('state', '=', 'online')
          .where(sql<boolean>`remaining >= ${crypto}::numeric`)
          .executeTakeFirst();
        if (taken.numUpdatedRows === 0n) throw new P2pError(P2pCode.adSoldOut);
        await tx
          .insertInto('p2p_orders')
          .values({
            id,
            ad_id: ad.id,
            buyer_id: takerSells ? ad.user_id : userId,
            seller_id: takerSells ? userId : ad.user_id,
            maker_id: ad.user_id,
            crypto: ad.crypto,
            fiat: ad.fiat,
            price: fromUnits(price),
            crypto_amount: crypto,
            fiat_amount: fromUnits(fiat),
            state: 'pendingPayment',
            created_at: now,
            pay_by: now + ad.payment_window * 60_000,
            updated_at: now,
          })
          .execute();
        const source = takerSells ? userAccount(userId) : adAccount(ad.id);
        try {
          await p2pBook.post(
            tx,
            `order-escrow:${id}`,
            move(source, orderAccount(id), ad.crypto, amount.crypto),
            now,
          );
        } catch (error) {
          if (error instanceof BookOverdraft) throw new P2pError(P2pCode.insufficientBalance);
          throw error;
        }
      });
    } finally {
      // Taken or not, the market's list is read again after this transaction.
      this.adChanged(ad);
    }
    return id;
  }

  async methodsOf(userId: number, fiat: string) {
    return this.db
      .selectFrom('p2p_payment_methods')
      .selectAll()
      .where('user_id', '=', userId)
      .where('fiat', '=', fiat)
      .where('removed', '=', false)
      .orderBy('created_at')
      .execute();
  }

  /** The caller's order (as buyer or seller); another user's id is not found. */
  async orderOf(userId: number, orderId: string): Promise<OrderRow> {
    const found = await this.db
      .selectFrom('p2p_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!found || (found.buyer_id !== userId && found.seller_id !== userId))
      throw new P2pError(P2pCode.orderNotFound);
    return found;
  }

  private roleOf(order: OrderRow, userId: number): OrderActor {
    return order.buyer_id === userId ? 'buyer' : 'seller';
  }

  async markPaid(userId: number, orderId: string, paymentMethodId: string) {
    const order = await this.orderOf(userId, orderId);
    const methods = await this.paymentMethodsOfOrder(order);
    if (this.roleOf(order, userId) === 'buyer' && !methods.some((method) => method.id === paymentMethodId))
      throw new P2pError(P2pCode.paymentMethodNotFound);
    await this.apply(order, 'markPaid', this.roleOf(order, userId), { paid_method_id: paymentMethodId });
  }

  async cancel(userId: number, orderId: string) {
    const order = await this.orderOf(userId, orderId);
    await this.apply(order, 'cancel', this.roleOf(order, userId));
  }

  /** The seller confirms the fiat arrived, proving the second factor; the escrow releases. */
  async confirm(userId: number, orderId: string, secondFactor: string | undefined) {
    const order = await this.orderOf(userId, orderId);
    const role = this.roleOf(order, userId);
    // The role and state are checked before a code is spent on a call that would be refused anyway.
    const dry = transition(order.state, 'confirm', role, this.clockOf(order));
    if (!dry.ok) throw new P2pError(dry.code);
    await this.checkSecondFactor(userId, secondFactor);
    await this.apply(order, 'confirm', role);
  }

  async appeal(userId: number, orderId: string, reason: string) {
    const order = await this.orderOf(userId, orderId);
    await this.apply(order, 'appeal', this.roleOf(order, userId), {
      appeal_reason: reason.replace(/<[^>]*>/g, '').trim() || '-',
    });
  }

  async decide(
    operatorId: number,
    settingsEmails: ReadonlySet<string>,
    orderId: string,
    outcome: 'release' | 'return',
  ) {
    const operator = await findUserById(this.app.db, operatorId);
    if (!operator.email || !settingsEmails.has(operator.email.toLowerCase()))
      throw new P2pError(P2pCode.operatorOnly);
    const order = await this.db
      .selectFrom('p2p_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw new P2pError(P2pCode.orderNotFound);
    await this.apply(order, outcome, 'operator');
  }

  /** Acts for a simulated merchant or the timeout: no second factor, the same machine. */
  async act(order: OrderRow, action: OrderAction, actor: OrderActor, extra: OrderExtra = {}) {
    await this.apply(order, action, actor, extra);
  }

  private clockOf(order: OrderRow) {
    return {
      nowMs: this.now(),
      payByMs: Number(order.pay_by),
      paidAtMs: order.paid_at === null ? null : Number(order.paid_at),
      appealWaitMs: APPEAL_WAIT_MS,
    };
  }

  /**
   * Moves an order by the state machine: the row changes only from the state it was read in, so of
   * two racing moves one wins, and the escrow moves with it in the same transaction.
   */
  private async apply(order: OrderRow, action: OrderAction, actor: OrderActor, extra: OrderExtra = {}) {
    const step = transition(order.state, action, actor, this.clockOf(order));
    if (!step.ok) throw new P2pError(step.code);
    const now = this.now();
    const closing = step.next === 'completed' || step.next === 'cancelled';
    let returnedTo: AdRow | undefined;
    try {
      await this.db.transaction().execute(async (tx) => {
        const changed = await tx
          .updateTable('p2p_orders')
          .set({
            ...extra,
            state: step.next,
            updated_at: now,
            ...(action === 'markPaid' ? { paid_at: now } : {}),
            ...(closing ? { closed_at: now, outcome: step.outcome } : {}),
          })
          .where('id', '=', order.id)
          .where('state', '=', order.state)
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) throw new P2pError(P2pCode.orderStateInvalid);
        const units = parseSignedUnits(order.crypto_amount);
        if (step.escrow === 'release')
          await p2pBook.post(
            tx,
            `order-release:${order.id}`,
            move(orderAccount(order.id), userAccount(order.buyer_id), order.crypto, units),
            now,
          );
        if (step.escrow === 'return') returnedTo = await this.returnEscrow(tx, order, units, now);
      });
    } finally {
      if (returnedTo !== undefined) this.adChanged(returnedTo);
    }
  }

  /** The escrow goes back where it came from: a live sell ad takes it again, else the seller's wallet. */
  private async returnEscrow(tx: P2pTx, order: OrderRow, units: bigint, now: number) {
    const ad = await tx
      .selectFrom('p2p_ads')
      .selectAll()
      .where('id', '=', order.ad_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const adLive = ad.state !== 'completed';
    const toAd = ad.side === 'sell' && adLive;
    await p2pBook.post(
      tx,
      `order-return:${order.id}`,
      move(
        orderAccount(order.id),
        toAd ? adAccount(ad.id) : userAccount(order.seller_id),
        order.crypto,
        units,
      ),
      now,
    );
    if (adLive)
      await tx
        .updateTable('p2p_ads')
        .set({ remaining: sql<string>`remaining + ${order.crypto_amount}::numeric` })
        .where('id', '=', ad.id)
        .execute();
    return ad;
  }

  /** The seller's methods the buyer may pay to: the sell ad's own, or the selling taker's in the fiat. */
  async paymentMethodsOfOrder(order: OrderRow) {
    const ad = await this.db
      .selectFrom('p2p_ads')
      .selectAll()
      .where('id', '=', order.ad_id)
      .executeTakeFirstOrThrow();
    if (ad.side === 'sell') {
      const ids = JSON.parse(ad.payment_method_ids) as string[];
      if (ids.length === 0) return [];
      return this.db.selectFrom('p2p_payment_methods').selectAll().where('id', 'in', ids).execute();
    }
    return this.methodsOf(order.seller_id, order.fiat);
  }

  /** Unpaid orders past their window cancel, returning the escrow. */
  async expireDue(): Promise<number> {
    const due = await this.db
      .selectFrom('p2p_orders')
      .selectAll()
      .where('state', '=', 'pendingPayment')
      .where('pay_by', '<=', this.now())
      .execute();
    let expired = 0;
    for (const order of due) {
      try {
        await this.apply(order, 'expire', 'system');
        expired += 1;
      } catch (error) {
        // The buyer marked paid or cancelled in the meantime: that move won.
        if (!(error instanceof P2pError)) throw error;
      }
    }
    return expired;
  }

  // ---- second factor ----

  /** Spec §7: the authenticator code when bound, else an e-mail or SMS code of the security scene. */
  private async checkSecondFactor(userId: number, code: string | undefined): Promise<void> {
    const outcome = await checkSecondFactorCode(this.app.db, userId, code);
    if (outcome === 'missing') throw new P2pError(P2pCode.secondFactorRequired);
    if (outcome === 'invalid') throw new P2pError(P2pCode.secondFactorInvalid);
  }
}
