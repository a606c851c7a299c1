import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ExchangeCommand, ExchangeEvent } from '../../markets/exchange-types.ts';
import { getSymbol } from '../../markets/symbols.ts';
import { fromUnits, parseSignedUnits, toUnits, UNIT } from '../../platform/ledger/book-units.ts';
import type { BookPosting } from '../../platform/ledger/product-book.ts';
import type { StreamBus } from '../../platform/streams/stream-bus.ts';
import { accountIdOf, type Trader, type VenueName } from '../../platform/trading-account.ts';
import type { MarketsService } from '../markets/index.ts';
import { marginAccountId, PLATFORM, POOL, PROTECTION_FUND, SYSTEM_ACCOUNTS } from './accounts.ts';
import { ACCRUED, interestAccount, LENT, marginBook, principalAccount } from './book.ts';
import { MarginCode } from './codes.ts';
import { MarginError } from './errors.ts';
import { type Debt, type Evaluation, owedOf, QUOTE, type RiskAccount, RiskBook } from './risk-book.ts';
import {
  hourIndex,
  hourlyInterest,
  interestBetween,
  maxBorrowable,
  quoteValue,
  repaymentOf,
} from './rules.ts';
import { MARGIN_PAIRS, type MarginSettings } from './settings.ts';
import type { MarginDb, MarginMode, MarginOpKind, SideEffect } from './tables.ts';

export const MARGIN_ACCOUNT_CHANNEL = 'margin.account';
/** Open orders one margin account may have at once (spot's own limit is per user and pair). */
export const OPEN_ORDER_LIMIT = 200;
export const accountTopic = (userId: number) => `${MARGIN_ACCOUNT_CHANNEL}:${userId}`;

export interface MarginAccountRow {
  readonly id: string;
  readonly venue: VenueName;
  readonly userId: number;
  readonly mode: MarginMode;
  readonly symbol: string | null;
  liquidating: boolean;
}

const VENUES: readonly VenueName[] = ['live', 'demo'];
/** What a spot transaction's callback may do (markets' public service type). */
type TransactionContext = Parameters<Parameters<MarketsService['transact']>[0]>[0];
const baseOf = (symbol: string) => symbol.slice(0, -QUOTE.length);

/** The assets a margin account may hold or owe: its pair's two, or every margin pair's for cross. */
export function assetsOf(account: Pick<MarginAccountRow, 'symbol'>): string[] {
  if (account.symbol !== null) return [baseOf(account.symbol), QUOTE];
  return [QUOTE, ...Object.keys(MARGIN_PAIRS).map(baseOf)];
}

/** Units of an exchange balance string (the exchange writes 8 decimals). */
const unitsOf = (text: string) => parseSignedUnits(text);

interface OpInput {
  readonly venue: VenueName;
  readonly account: MarginAccountRow;
  readonly kind: MarginOpKind;
  readonly asset: string;
  readonly amount: bigint;
  readonly interest: bigint;
}

/**
 * Margin trading (issue #23): accounts, transfers, loans, interest, margin orders and liquidation.
 *
 * Cash lives in the spot exchange (accounts.ts); what accounts owe lives in the claims book
 * (book.ts). A step that moves both is an op: its journal row (pending, with the balances of the
 * platform's exchange accounts in that asset) and its claims are written first, then its exchange
 * side in one exchange transaction. Ops run one at a time, and each moves at least one platform
 * account, so at the next start a pending op whose platform balances moved was committed on the
 * exchange (it is marked done) and one whose did not never was (its claims are reversed): a kill
 * -9 anywhere loses no debt and creates none.
 */
export class MarginService {
  readonly risk: Record<VenueName, RiskBook>;
  readonly accounts = new Map<string, MarginAccountRow>();
  private readonly debts = new Map<string, Map<string, Debt>>();
  private readonly autoRepayOrders = new Set<string>();
  private readonly liquidations = new Set<string>();
  /** Accounts whose liquidation is waiting for the book to take their collateral. */
  private readonly stuck = new Set<string>();
  /** The fill updates of committed batches, so a listing reads them after they are written. */
  private fillWrites: Promise<void> = Promise.resolve();
  private tail: Promise<unknown> = Promise.resolve();
  /** The hour the last interest run covered. */
  private accruedHour = -1;

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: MarginDb,
    readonly settings: MarginSettings,
    private readonly bus: StreamBus,
  ) {
    this.risk = { live: new RiskBook(settings.levels), demo: new RiskBook(settings.levels) };
  }

  private get markets() {
    return this.app.markets;
  }

  private now(): number {
    return this.app.clock.nowMs();
  }

  /** Runs money-moving work one piece at a time (the ops' recovery relies on it). */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private balance(venue: VenueName, accountId: string, asset: string) {
    const { available, hold } = this.markets.exchanges[venue].balance(accountId, asset);
    return { free: unitsOf(available), locked: unitsOf(hold) };
  }

  private systemMarker(venue: VenueName, asset: string): string {
    return JSON.stringify(
      SYSTEM_ACCOUNTS.map((id) => this.markets.exchanges[venue].balance(id, asset).available),
    );
  }

  debtOf(accountId: string, asset: string): Debt {
    return this.debts.get(accountId)?.get(asset) ?? { principal: 0n, interest: 0n };
  }

  private setDebt(accountId: string, asset: string, debt: Debt): void {
    let owed = this.debts.get(accountId);
    if (owed === undefined) {
      owed = new Map();
      this.debts.set(accountId, owed);
    }
    if (debt.principal === 0n && debt.interest === 0n) owed.delete(asset);
    else owed.set(asset, debt);
  }

  /** The account as the risk book sees it: exchange balances and claims. */
  riskAccountOf(account: MarginAccountRow): RiskAccount {
    const holdings = new Map<string, bigint>();
    for (const asset of assetsOf(account)) {
      const { free, locked } = this.balance(account.venue, account.id, asset);
      if (free + locked > 0n) holdings.set(asset, free + locked);
    }
    return { id: account.id, holdings, debts: new Map(this.debts.get(account.id) ?? []) };
  }

  /** Re-reads an account into its venue's risk book, pushes it, and liquidates it when due. */
  refresh(account: MarginAccountRow): Evaluation {
    const evaluation = this.risk[account.venue].upsert(this.riskAccountOf(account));
    this.push(account);
    if (evaluation.state === 'liquidation' && !account.liquidating) this.scheduleLiquidation(account);
    return evaluation;
  }

  push(account: MarginAccountRow): void {
    this.bus.publish(accountTopic(account.userId), {
      channel: MARGIN_ACCOUNT_CHANNEL,
      data: this.view(account),
    });
  }

  leverageOf(account: Pick<MarginAccountRow, 'symbol'>): number {
    return account.symbol === null
      ? this.settings.crossLeverage
      : (this.settings.isolatedLeverage.get(account.symbol) ?? 1);
  }

  /** The account's wire view (docs/protocol-margin.md "Account"). */
  view(account: MarginAccountRow) {
    const book = this.risk[account.venue];
    const riskAccount = this.riskAccountOf(account);
    const evaluation = book.evaluate(riskAccount);
    const assets = assetsOf(account).map((asset) => {
      const { free, locked } = this.balance(account.venue, account.id, asset);
      const debt = this.debtOf(account.id, asset);
      return {
        asset,
        free: fromUnits(free),
        locked: fromUnits(locked),
        borrowed: fromUnits(debt.principal),
        interest: fromUnits(debt.interest),
        net: fromUnits(free + locked - debt.principal - debt.interest),
      };
    });
    let liquidationPrice: string | null = null;
    if (account.symbol !== null) {
      const trigger = book
        .triggersOf(riskAccount, evaluation)
        .find((t) => t.asset === baseOf(account.symbol!));
      if (trigger !== undefined && trigger.price > 0)
        liquidationPrice = trigger.price.toFixed(8).replace(/\.?0+$/, '');
    }
    return {
      mode: account.mode,
      symbol: account.symbol,
      assets,
      totalAssetValue: fromUnits(evaluation.assetValue),
      totalDebtValue: fromUnits(evaluation.debtValue),
      marginLevel: evaluation.level === null ? null : fromUnits(evaluation.level),
      riskState: evaluation.state,
      liquidationPrice,
      leverage: this.leverageOf(account),
      liquidating: account.liquidating,
    };
  }

  // ---- start and recovery ----------------------------------------------------------------

  async start(): Promise<void> {
    for (const [symbol] of Object.entries(MARGIN_PAIRS)) this.observePrice(symbol, false);
    const rows = await this.db.selectFrom('margin_accounts').selectAll().execute();
    for (const row of rows)
      this.accounts.set(row.id, {
        id: row.id,
        venue: row.venue,
        userId: row.user_id,
        mode: row.mode,
        symbol: row.symbol,
        liquidating: row.liquidating,
      });
    await this.recoverOps();
    for (const [asset, total] of await marginBook.totals(this.db))
      if (total !== '0') throw new Error(`margin claims book sums to ${total} ${asset} after recovery`);
    await this.loadDebts();
    await this.fundCounterparties();
    for (const account of this.accounts.values())
      this.risk[account.venue].upsert(this.riskAccountOf(account));
    await this.accrueAll();
    for (const account of this.accounts.values()) {
      const state = this.risk[account.venue].evaluate(this.riskAccountOf(account)).state;
      if (account.liquidating || state === 'liquidation') this.scheduleLiquidation(account);
    }
  }

  private async loadDebts(): Promise<void> {
    this.debts.clear();
    const rows = await sql<{ account: string; asset: string; amount: string }>`
      select account, asset, amount::text as amount from margin_balances
      where account like 'principal:%' or account like 'interest:%'`.execute(this.db);
    for (const row of rows.rows) {
      const [kind, ...rest] = row.account.split(':');
      const accountId = rest.join(':');
      const debt = { ...this.debtOf(accountId, row.asset) };
      if (kind === 'principal') debt.principal = parseSignedUnits(row.amount);
      else debt.interest = parseSignedUnits(row.amount);
      this.setDebt(accountId, row.asset, debt);
    }
  }

  /** Settles the op a crash interrupted (at most one: ops run one at a time). */
  private async recoverOps(): Promise<void> {
    const pending = await this.db
      .selectFrom('margin_ops')
      .selectAll()
      .where('state', '=', 'pending')
      .execute();
    for (const op of pending) {
      let committed: boolean;
      if (op.kind === 'transfer-in' || op.kind === 'transfer-out') {
        const record = await this.markets.db
          .selectFrom('markets_asset_records')
          .select('id')
          .where('address', '=', `margin:${op.id}`)
          .executeTakeFirst();
        committed = record !== undefined;
      } else committed = this.systemMarker(op.venue, op.asset) !== op.marker;
      if (committed) {
        await this.db.updateTable('margin_ops').set({ state: 'done' }).where('id', '=', op.id).execute();
        continue;
      }
      await this.db.transaction().execute(async (tx) => {
        const postings = await sql<{ account: string; asset: string; amount: string }>`
          select account, asset, amount::text as amount from margin_postings where entry = ${`op:${op.id}`}`.execute(
          tx,
        );
        if (postings.rows.length > 0)
          await marginBook.post(
            tx,
            `undo:${op.id}`,
            postings.rows.map((row) => ({
              account: row.account,
              asset: row.asset,
              units: -parseSignedUnits(row.amount),
            })),
            this.now(),
          );
        await tx.updateTable('margin_ops').set({ state: 'undone' }).where('id', '=', op.id).execute();
      });
    }
  }

  /**
   * The lending pool and the protection fund are exchange accounts funded at first start (and for
   * an asset added later), like the simulated market makers: the product works offline at once.
   */
  private async fundCounterparties(): Promise<void> {
    await this.markets.transact((tx) => {
      for (const venue of VENUES) {
        const exchange = this.markets.exchanges[venue];
        for (const [asset, supply] of this.settings.poolSupply) {
          if (exchange.balance(POOL, asset).available !== '0.00000000' || supply === 0n) continue;
          const lent = this.lentOf(asset);
          if (lent > 0n) continue;
          tx.apply(venue, { type: 'deposit', accountId: POOL, asset, amount: fromUnits(supply), ts: tx.now });
          const fund = asset === QUOTE ? this.settings.protectionFund : supply / 10n;
          tx.apply(venue, {
            type: 'deposit',
            accountId: PROTECTION_FUND,
            asset,
            amount: fromUnits(fund),
            ts: tx.now,
          });
        }
      }
    });
  }

  /** What the pool has lent of an asset, over every account (principal outstanding). */
  private lentOf(asset: string): bigint {
    let total = 0n;
    for (const owed of this.debts.values()) total += owed.get(asset)?.principal ?? 0n;
    return total;
  }

  // ---- accounts ----------------------------------------------------------------------------

  /** The trader's margin account of a mode (and pair), created on first use. */
  async accountFor(trader: Trader, mode: MarginMode, symbol: string | undefined): Promise<MarginAccountRow> {
    if (mode === 'isolated') {
      if (symbol === undefined) throw new MarginError(MarginCode.symbolRequired);
      if (!(symbol in MARGIN_PAIRS)) throw new MarginError(MarginCode.notMarginPair);
    }
    const id = marginAccountId(trader.userId, mode, symbol);
    const known = this.accounts.get(id);
    if (known !== undefined) return known;
    const row: MarginAccountRow = {
      id,
      venue: trader.venue,
      userId: trader.userId,
      mode,
      symbol: mode === 'isolated' ? (symbol as string) : null,
      liquidating: false,
    };
    await this.db
      .insertInto('margin_accounts')
      .values({
        id,
        venue: row.venue,
        user_id: row.userId,
        mode,
        symbol: row.symbol,
        created_at: this.now(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    this.accounts.set(id, row);
    return row;
  }

  /** The trader's existing accounts (cross first, then isolated by pair). */
  accountsOf(trader: Trader): MarginAccountRow[] {
    const found: MarginAccountRow[] = [];
    for (const account of this.accounts.values())
      if (account.userId === trader.userId && account.venue === trader.venue) found.push(account);
    return found.sort((a, b) => (a.symbol ?? '').localeCompare(b.symbol ?? ''));
  }

  private requireAsset(account: MarginAccountRow, asset: string): void {
    if (!assetsOf(account).includes(asset)) throw new MarginError(MarginCode.assetNotInAccount);
  }

  private requireActive(account: MarginAccountRow): void {
    if (account.liquidating) throw new MarginError(MarginCode.liquidating);
  }

  private amountOf(text: string): bigint {
    const units = toUnits(text);
    if (units === null || units <= 0n) throw new MarginError(MarginCode.invalidAmount);
    return units;
  }

  // ---- ops ---------------------------------------------------------------------------------

  /**
   * One op: its journal row and claims, then its exchange side (`cash` answers false when the
   * exchange refused its first withdrawal, which moved nothing: the claims are reversed).
   */
  private async runOp(
    op: OpInput,
    claims: readonly BookPosting[],
    cash: (tx: TransactionContext) => boolean,
  ): Promise<{ id: string; applied: boolean }> {
    const id = randomUUID();
    const at = this.now();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('margin_ops')
        .values({
          id,
          venue: op.venue,
          account_id: op.account.id,
          user_id: op.account.userId,
          kind: op.kind,
          asset: op.asset,
          amount: fromUnits(op.amount),
          interest: fromUnits(op.interest),
          marker: this.systemMarker(op.venue, op.asset),
          state: 'pending',
          created_at: at,
        })
        .execute();
      if (claims.length > 0) await marginBook.post(tx, `op:${id}`, claims, at);
    });
    const applied = await this.markets.transact((tx) => cash(tx));
    if (applied) {
      await this.db.updateTable('margin_ops').set({ state: 'done' }).where('id', '=', id).execute();
    } else {
      await this.db.transaction().execute(async (tx) => {
        if (claims.length > 0)
          await marginBook.post(
            tx,
            `undo:${id}`,
            claims.map((posting) => ({ ...posting, units: -posting.units })),
            this.now(),
          );
        await tx.updateTable('margin_ops').set({ state: 'undone' }).where('id', '=', id).execute();
      });
    }
    return { id, applied };
  }

  /** Moves between exchange accounts in one exchange transaction; false when `from` lacks it. */
  private static move(
    tx: TransactionContext,
    venue: VenueName,
    from: string,
    legs: readonly { to: string; units: bigint }[],
    asset: string,
  ): boolean {
    const total = legs.reduce((sum, leg) => sum + leg.units, 0n);
    if (total === 0n) return true;
    const command: ExchangeCommand = {
      type: 'withdraw',
      accountId: from,
      asset,
      amount: fromUnits(total),
      ts: tx.now,
    };
    if (tx.apply(venue, command).some((event) => event.type === 'rejected')) return false;
    for (const leg of legs)
      if (leg.units > 0n)
        tx.apply(venue, {
          type: 'deposit',
          accountId: leg.to,
          asset,
          amount: fromUnits(leg.units),
          ts: tx.now,
        });
    return true;
  }

  /** Accrues each loan of the account up to the current hour (one claims entry per loan and hour). */
  private async accrue(account: MarginAccountRow): Promise<void> {
    const hour = hourIndex(this.now());
    const owed = this.debts.get(account.id);
    if (owed === undefined) return;
    for (const [asset, debt] of owed) {
      if (debt.principal === 0n) continue;
      const loan = await this.db
        .selectFrom('margin_loans')
        .select('accrued_hour')
        .where('account_id', '=', account.id)
        .where('asset', '=', asset)
        .executeTakeFirst();
      const from = loan === undefined ? hour : Number(loan.accrued_hour);
      const rate = this.settings.dailyRates.get(asset) ?? 0n;
      const interest = interestBetween(debt.principal, rate, from, hour);
      if (interest === 0n) continue;
      const at = this.now();
      await this.db.transaction().execute(async (tx) => {
        const moved = await tx
          .updateTable('margin_loans')
          .set({ accrued_hour: hour })
          .where('account_id', '=', account.id)
          .where('asset', '=', asset)
          .where('accrued_hour', '=', from)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) return;
        await marginBook.post(
          tx,
          `interest:${account.id}:${asset}:${hour}`,
          [
            { account: interestAccount(account.id), asset, units: interest },
            { account: ACCRUED, asset, units: -interest },
          ],
          at,
        );
        await tx
          .insertInto('margin_ops')
          .values({
            id: randomUUID(),
            venue: account.venue,
            account_id: account.id,
            user_id: account.userId,
            kind: 'interest',
            asset,
            amount: fromUnits(interest),
            interest: fromUnits(interest),
            marker: '',
            state: 'done',
            created_at: at,
          })
          .execute();
      });
      this.setDebt(account.id, asset, { principal: debt.principal, interest: debt.interest + interest });
    }
  }

  /** The hourly run: every account's loans accrue to this hour, then each is re-checked. */
  async accrueAll(): Promise<void> {
    const hour = hourIndex(this.now());
    if (hour === this.accruedHour) return;
    await this.serial(async () => {
      this.accruedHour = hour;
      for (const account of this.accounts.values()) {
        if (!this.debts.has(account.id)) continue;
        await this.accrue(account);
        this.refresh(account);
      }
    });
  }

  maxBorrowableOf(account: MarginAccountRow, asset: string): { amount: bigint; pool: bigint } {
    const book = this.risk[account.venue];
    const evaluation = book.evaluate(this.riskAccountOf(account));
    const pool = this.balance(account.venue, POOL, asset).free;
    const price = book.priceOf(asset) ?? 0n;
    const amount = maxBorrowable({
      assetValue: evaluation.assetValue,
      debtValue: evaluation.debtValue,
      leverage: this.leverageOf(account),
      price,
      poolAvailable: pool,
    });
    return { amount, pool };
  }

  private async borrowUnits(account: MarginAccountRow, asset: string, units: bigint): Promise<void> {
    this.requireActive(account);
    await this.accrue(account);
    const { amount: most, pool } = this.maxBorrowableOf(account, asset);
    if (units > most)
      throw new MarginError(units > pool ? MarginCode.poolExhausted : MarginCode.aboveMaxBorrowable);
    const firstHour = hourlyInterest(units, this.settings.dailyRates.get(asset) ?? 0n);
    const hour = hourIndex(this.now());
    await this.db
      .insertInto('margin_loans')
      .values({ account_id: account.id, asset, accrued_hour: hour })
      .onConflict((conflict) => conflict.columns(['account_id', 'asset']).doNothing())
      .execute();
    const claims: BookPosting[] = [
      { account: principalAccount(account.id), asset, units },
      { account: LENT, asset, units: -units },
      { account: interestAccount(account.id), asset, units: firstHour },
      { account: ACCRUED, asset, units: -firstHour },
    ];
    const { applied } = await this.runOp(
      { venue: account.venue, account, kind: 'borrow', asset, amount: units, interest: firstHour },
      claims,
      (tx) => MarginService.move(tx, account.venue, POOL, [{ to: account.id, units }], asset),
    );
    if (!applied) throw new MarginError(MarginCode.poolExhausted);
    const debt = this.debtOf(account.id, asset);
    this.setDebt(account.id, asset, {
      principal: debt.principal + units,
      interest: debt.interest + firstHour,
    });
  }

  /** Repays up to `most` of an asset's debt from the account's free balance: interest first. */
  private async repayUnits(account: MarginAccountRow, asset: string, most: bigint, kind: MarginOpKind) {
    await this.accrue(account);
    const debt = this.debtOf(account.id, asset);
    const free = this.balance(account.venue, account.id, asset).free;
    const paying = most < free ? most : free;
    const { interestPaid, principalPaid } = repaymentOf(paying, debt.interest, debt.principal);
    if (interestPaid + principalPaid === 0n) return { interestPaid, principalPaid };
    const claims: BookPosting[] = [
      { account: principalAccount(account.id), asset, units: -principalPaid },
      { account: LENT, asset, units: principalPaid },
      { account: interestAccount(account.id), asset, units: -interestPaid },
      { account: ACCRUED, asset, units: interestPaid },
    ];
    const { applied } = await this.runOp(
      {
        venue: account.venue,
        account,
        kind,
        asset,
        amount: interestPaid + principalPaid,
        interest: interestPaid,
      },
      claims,
      (tx) =>
        MarginService.move(
          tx,
          account.venue,
          account.id,
          [
            { to: POOL, units: principalPaid },
            { to: PLATFORM, units: interestPaid },
          ],
          asset,
        ),
    );
    if (!applied) throw new MarginError(MarginCode.insufficientBalance);
    this.setDebt(account.id, asset, {
      principal: debt.principal - principalPaid,
      interest: debt.interest - interestPaid,
    });
    return { interestPaid, principalPaid };
  }

  // ---- commands ----------------------------------------------------------------------------

  async borrow(trader: Trader, mode: MarginMode, symbol: string | undefined, asset: string, amount: string) {
    const account = await this.accountFor(trader, mode, symbol);
    this.requireAsset(account, asset);
    const units = this.amountOf(amount);
    await this.serial(() => this.borrowUnits(account, asset, units));
    this.refresh(account);
    return account;
  }

  async repay(trader: Trader, mode: MarginMode, symbol: string | undefined, asset: string, amount: string) {
    const account = await this.accountFor(trader, mode, symbol);
    this.requireAsset(account, asset);
    const units = this.amountOf(amount);
    await this.serial(async () => {
      this.requireActive(account);
      await this.accrue(account);
      if (owedOf(this.debtOf(account.id, asset)) === 0n) throw new MarginError(MarginCode.nothingToRepay);
      const owed = owedOf(this.debtOf(account.id, asset));
      const free = this.balance(account.venue, account.id, asset).free;
      if (free < units && free < owed) throw new MarginError(MarginCode.insufficientBalance);
      await this.repayUnits(account, asset, units, 'repay');
    });
    this.refresh(account);
    return account;
  }

  async transfer(
    trader: Trader,
    mode: MarginMode,
    symbol: string | undefined,
    direction: 'in' | 'out',
    asset: string,
    amount: string,
  ) {
    const account = await this.accountFor(trader, mode, symbol);
    this.requireAsset(account, asset);
    const units = this.amountOf(amount);
    await this.serial(async () => {
      this.requireActive(account);
      const spot = accountIdOf(trader.userId);
      if (direction === 'out') {
        await this.accrue(account);
        if (this.balance(account.venue, account.id, asset).free < units)
          throw new MarginError(MarginCode.insufficientBalance);
        const after = this.riskAccountOf(account);
        after.holdings.set(asset, (after.holdings.get(asset) ?? 0n) - units);
        const level = this.risk[account.venue].evaluate(after).level;
        if (level !== null && level < this.settings.transferOutLevel)
          throw new MarginError(MarginCode.transferTooRisky);
      }
      const id = randomUUID();
      const kind = direction === 'in' ? 'transfer-in' : 'transfer-out';
      await this.db
        .insertInto('margin_ops')
        .values({
          id,
          venue: account.venue,
          account_id: account.id,
          user_id: account.userId,
          kind,
          asset,
          amount: fromUnits(units),
          interest: '0',
          marker: '',
          state: 'pending',
          created_at: this.now(),
        })
        .execute();
      const [from, to] = direction === 'in' ? [spot, account.id] : [account.id, spot];
      const moved = await this.markets.transact((tx) => {
        if (!MarginService.move(tx, account.venue, from, [{ to, units }], asset)) return false;
        tx.stageRecord({
          venue: account.venue,
          user_id: account.userId,
          kind: direction === 'in' ? 'transfer_out' : 'transfer_in',
          asset,
          amount: fromUnits(units),
          counterparty: null,
          address: `margin:${id}`,
        });
        return true;
      });
      await this.db
        .updateTable('margin_ops')
        .set({ state: moved ? 'done' : 'undone' })
        .where('id', '=', id)
        .execute();
      if (!moved) throw new MarginError(MarginCode.insufficientBalance);
    });
    this.refresh(account);
    return account;
  }

  // ---- orders ------------------------------------------------------------------------------

  async placeOrder(
    trader: Trader,
    input: {
      mode: MarginMode;
      symbol: string;
      side: 'buy' | 'sell';
      orderType: 'limit' | 'market';
      price?: string;
      size?: string;
      funds?: string;
      sideEffect: SideEffect;
      clientOrderId?: string;
    },
  ) {
    if (!(input.symbol in MARGIN_PAIRS)) throw new MarginError(MarginCode.notMarginPair);
    const account = await this.accountFor(trader, input.mode, input.symbol);
    const spec = getSymbol(input.symbol);
    const limit = input.orderType === 'limit';
    const marketBuy = !limit && input.side === 'buy';
    if (limit ? input.price === undefined || input.size === undefined || input.funds !== undefined : false)
      throw new MarginError(MarginCode.invalidOrder);
    if (!limit && (marketBuy ? input.funds === undefined : input.size === undefined))
      throw new MarginError(MarginCode.invalidOrder);
    const price = input.price === undefined ? undefined : this.amountOf(input.price);
    const size = input.size === undefined ? undefined : this.amountOf(input.size);
    const funds = input.funds === undefined ? undefined : this.amountOf(input.funds);
    const spends = input.side === 'buy' ? spec.quote : spec.base;
    const needed =
      input.side === 'sell'
        ? (size as bigint)
        : limit
          ? quoteValue(size as bigint, price as bigint)
          : (funds as bigint);

    return this.serial(async () => {
      this.requireActive(account);
      if (this.markets.exchanges[account.venue].openOrders(account.id).length >= OPEN_ORDER_LIMIT)
        throw new MarginError(MarginCode.tooManyOpenOrders);
      let borrowed = 0n;
      if (input.sideEffect === 'auto-borrow') {
        const free = this.balance(account.venue, account.id, spends).free;
        if (needed > free) {
          borrowed = needed - free;
          await this.borrowUnits(account, spends, borrowed);
        }
      }
      const events = await this.markets.transact((tx) =>
        tx.apply(account.venue, {
          type: 'place',
          symbol: input.symbol,
          accountId: account.id,
          side: input.side,
          orderType: input.orderType,
          ...(input.price === undefined ? {} : { price: input.price }),
          ...(input.size === undefined ? {} : { size: input.size }),
          ...(input.funds === undefined ? {} : { funds: input.funds }),
          ...(input.clientOrderId === undefined ? {} : { clientOrderId: input.clientOrderId }),
          ts: tx.now,
        }),
      );
      const accepted = events.find((event) => event.type === 'accepted');
      if (accepted === undefined || accepted.type !== 'accepted') {
        // Nothing was placed: what auto-borrow took for it goes back at once.
        if (borrowed > 0n) await this.repayUnits(account, spends, borrowed, 'repay');
        this.refresh(account);
        const short = events.some(
          (event) => event.type === 'rejected' && event.reason === 'insufficient-balance',
        );
        throw new MarginError(short ? MarginCode.insufficientBalance : MarginCode.orderRejected);
      }
      const fills = fillsOf(events, accepted.orderId);
      if (fills.length > 0)
        await this.db
          .insertInto('margin_fills')
          .values(fills.map((fill) => ({ venue: account.venue, ...fill })))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      await this.db
        .insertInto('margin_orders')
        .values({
          venue: account.venue,
          order_no: accepted.orderId,
          account_id: account.id,
          user_id: account.userId,
          symbol: input.symbol,
          side: input.side,
          order_type: input.orderType,
          price: input.price ?? null,
          size: accepted.size,
          side_effect: input.sideEffect,
          borrowed: fromUnits(borrowed),
          open: events.every((event) => !(event.type === 'done' && event.orderId === accepted.orderId)),
          created_at: this.now(),
        })
        .execute();
      if (input.sideEffect === 'auto-repay') {
        this.autoRepayOrders.add(`${account.venue}:${accepted.orderId}`);
        await this.autoRepay(account, input.side === 'buy' ? spec.base : spec.quote);
      }
      this.refresh(account);
      return { account, orderNo: accepted.orderId };
    });
  }

  async cancelOrder(trader: Trader, mode: MarginMode, symbol: string, orderNo: number) {
    const account = await this.accountFor(trader, mode, mode === 'isolated' ? symbol : undefined);
    const owned = await this.db
      .selectFrom('margin_orders')
      .select('order_no')
      .where('venue', '=', account.venue)
      .where('order_no', '=', orderNo)
      .where('account_id', '=', account.id)
      .executeTakeFirst();
    if (owned === undefined) throw new MarginError(MarginCode.orderNotFound);
    const events = await this.markets.transact((tx) =>
      tx.apply(account.venue, {
        type: 'cancel',
        symbol,
        accountId: account.id,
        orderId: orderNo,
        ts: tx.now,
      }),
    );
    if (events.some((event) => event.type === 'rejected')) throw new MarginError(MarginCode.orderNotFound);
    await this.db
      .updateTable('margin_orders')
      .set({ open: false })
      .where('venue', '=', account.venue)
      .where('order_no', '=', orderNo)
      .execute();
    this.refresh(account);
    return account;
  }

  /** Pays the asset's debt from what the account holds free of it (auto-repay orders' proceeds). */
  private async autoRepay(account: MarginAccountRow, asset: string): Promise<void> {
    if (owedOf(this.debtOf(account.id, asset)) === 0n) return;
    await this.repayUnits(account, asset, owedOf(this.debtOf(account.id, asset)), 'repay');
  }

  /**
   * A committed spot batch: margin accounts that traded are re-read (and auto-repay orders repay),
   * and the last prices of the margin pairs move their risk books.
   */
  observe(events: readonly { venue: VenueName; event: ExchangeEvent }[], touched: ReadonlySet<string>): void {
    const tradedAccounts = new Set<string>();
    for (const { venue, event } of events) {
      if (event.type !== 'trade') continue;
      for (const [accountId, orderNo, received] of [
        [event.makerAccountId, event.makerOrderId, event.takerSide === 'buy' ? 'quote' : 'base'],
        [event.takerAccountId, event.takerOrderId, event.takerSide === 'buy' ? 'base' : 'quote'],
      ] as const) {
        const account = this.accounts.get(accountId);
        if (account === undefined) continue;
        tradedAccounts.add(accountId);
        const write = this.db
          .insertInto('margin_fills')
          .values({ venue, trade_id: event.tradeId, order_no: orderNo, size: event.size })
          .onConflict((conflict) => conflict.doNothing())
          .execute()
          .then(
            () => undefined,
            (error: unknown) => this.app.log.warn({ err: error }, 'margin order fill not recorded'),
          );
        this.fillWrites = this.fillWrites.then(() => write);
        if (this.autoRepayOrders.has(`${venue}:${orderNo}`)) {
          const spec = getSymbol(event.symbol);
          const asset = received === 'base' ? spec.base : spec.quote;
          void this.serial(() => this.autoRepay(account, asset)).catch((error) =>
            this.app.log.warn({ err: error }, 'margin auto-repay failed'),
          );
        }
      }
    }
    for (const id of tradedAccounts) {
      const account = this.accounts.get(id);
      if (account !== undefined) this.refresh(account);
    }
    let marginPairTouched = false;
    for (const symbol of touched) {
      if (!(symbol in MARGIN_PAIRS)) continue;
      marginPairTouched = true;
      this.observePrice(symbol, true);
    }
    // New orders in a book may take a stuck liquidation's collateral now.
    if (marginPairTouched && this.stuck.size > 0) this.retryLiquidations();
  }

  private observePrice(symbol: string, check: boolean): void {
    // The last price in ticks (10^-pricePlace USDT), as units of 1e-8 USDT.
    const ticks = this.markets.lastPriceOf(symbol);
    if (ticks === undefined) return;
    const price = BigInt(ticks) * 10n ** BigInt(8 - getSymbol(symbol).pricePlace);
    const base = baseOf(symbol);
    for (const venue of VENUES) {
      if (!check) {
        this.risk[venue].setPrice(base, price);
        continue;
      }
      for (const { id, evaluation } of this.risk[venue].move(base, price)) {
        const account = this.accounts.get(id);
        if (account === undefined) continue;
        this.push(account);
        if (evaluation.state === 'liquidation' && !account.liquidating) this.scheduleLiquidation(account);
      }
    }
  }

  // ---- liquidation -------------------------------------------------------------------------

  private scheduleLiquidation(account: MarginAccountRow): void {
    if (this.liquidations.has(account.id)) return;
    this.liquidations.add(account.id);
    void this.serial(() => this.liquidate(account))
      .catch((error) => this.app.log.error({ err: error, account: account.id }, 'margin liquidation failed'))
      .finally(() => this.liquidations.delete(account.id));
  }

  /**
   * Forced liquidation: mark the account, cancel its open orders, sell what it holds into the real
   * spot book for what it owes, repay, and cover what is still owed from the protection fund. Each
   * step reads the account afresh, so a liquidation a crash interrupted resumes at the next start.
   */
  async liquidate(account: MarginAccountRow): Promise<void> {
    await this.accrue(account);
    if (!account.liquidating) {
      const riskAccount = this.riskAccountOf(account);
      // An asset with no price yet is worth nothing to the risk book: never liquidate on that.
      const assets = [...riskAccount.holdings.keys(), ...riskAccount.debts.keys()];
      if (assets.some((asset) => this.risk[account.venue].priceOf(asset) === undefined)) return;
      const state = this.risk[account.venue].evaluate(riskAccount).state;
      if (state !== 'liquidation') return;
      await this.db
        .updateTable('margin_accounts')
        .set({ liquidating: true })
        .where('id', '=', account.id)
        .execute();
      account.liquidating = true;
      this.push(account);
      await this.pause();
    }
    const venue = account.venue;
    const exchange = this.markets.exchanges[venue];
    const symbols = new Set(exchange.openOrders(account.id).map((order) => order.symbol));
    if (symbols.size > 0)
      await this.markets.transact((tx) => {
        for (const symbol of symbols)
          tx.apply(venue, { type: 'cancel-all', accountId: account.id, symbol, ts: tx.now });
      });
    await this.db
      .updateTable('margin_orders')
      .set({ open: false })
      .where('account_id', '=', account.id)
      .where('open', '=', true)
      .execute();

    await this.pause();

    const owedAssets = () => [...(this.debts.get(account.id)?.keys() ?? [])];
    // Sell every asset not owed into USDT when USDT is owed; buy each owed asset with USDT.
    if (owedOf(this.debtOf(account.id, QUOTE)) > this.balance(venue, account.id, QUOTE).free) {
      for (const asset of assetsOf(account)) {
        if (asset === QUOTE || owedAssets().includes(asset)) continue;
        await this.marketOrder(
          account,
          `${asset}${QUOTE}`,
          'sell',
          this.balance(venue, account.id, asset).free,
        );
      }
    }
    for (const asset of owedAssets()) {
      if (asset === QUOTE) continue;
      const short = owedOf(this.debtOf(account.id, asset)) - this.balance(venue, account.id, asset).free;
      if (short <= 0n) continue;
      const price = this.risk[venue].priceOf(asset) ?? 0n;
      const wanted = (quoteValue(short, price) * 105n) / 100n;
      const free = this.balance(venue, account.id, QUOTE).free;
      await this.marketOrder(account, `${asset}${QUOTE}`, 'buy', wanted < free ? wanted : free);
    }
    this.push(account);
    await this.pause();
    for (const asset of owedAssets()) {
      const before = this.debtOf(account.id, asset);
      await this.repayUnits(account, asset, owedOf(before), 'liquidation');
    }
    // The fund pays only once nothing is left to sell: if the book could not take the collateral
    // (no bids), the account stays marked and the liquidation is tried again on the next run.
    if (owedAssets().length > 0 && this.sellable(account)) {
      this.stuck.add(account.id);
      this.refresh(account);
      return;
    }
    this.stuck.delete(account.id);
    for (const asset of owedAssets()) {
      const left = this.debtOf(account.id, asset);
      if (owedOf(left) > 0n) await this.cover(account, asset, left);
    }
    await this.db
      .updateTable('margin_accounts')
      .set({ liquidating: false })
      .where('id', '=', account.id)
      .execute();
    account.liquidating = false;
    this.refresh(account);
  }

  /** Whether the account still holds something a liquidation could sell or pay with (a lot or more). */
  private sellable(account: MarginAccountRow): boolean {
    for (const asset of assetsOf(account)) {
      const free = this.balance(account.venue, account.id, asset).free;
      if (asset === QUOTE) {
        // USDT buys an owed asset while it reaches that pair's smallest order value.
        for (const owed of owedAssets(this.debts.get(account.id)))
          if (owed !== QUOTE && free >= (toUnits(getSymbol(`${owed}${QUOTE}`).minNotionalQuote) ?? 0n))
            return true;
        continue;
      }
      const spec = getSymbol(`${asset}${QUOTE}`);
      if (free >= BigInt(spec.minSizeLots) * 10n ** BigInt(8 - spec.quotePrecision)) return true;
    }
    return false;
  }

  /** Accounts a liquidation left marked (the book could not take their collateral): tried again. */
  retryLiquidations(): void {
    for (const id of this.stuck) {
      const account = this.accounts.get(id);
      if (account !== undefined) this.scheduleLiquidation(account);
    }
  }

  private async pause(): Promise<void> {
    const ms = this.settings.liquidationPauseMs;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** A market order of the account for its liquidation: sells `amount` of base, or buys with `amount` of quote. */
  private async marketOrder(account: MarginAccountRow, symbol: string, side: 'buy' | 'sell', amount: bigint) {
    if (!(symbol in MARGIN_PAIRS) || amount <= 0n) return;
    const spec = getSymbol(symbol);
    const step = 10n ** BigInt(8 - spec.quotePrecision);
    const sized = side === 'sell' ? (amount / step) * step : amount;
    if (side === 'sell' && sized < BigInt(spec.minSizeLots) * step) return;
    await this.markets.transact((tx) =>
      tx.apply(account.venue, {
        type: 'place',
        symbol,
        accountId: account.id,
        side,
        orderType: 'market',
        ...(side === 'sell' ? { size: fromUnits(sized) } : { funds: fromUnits(sized) }),
        ts: tx.now,
      }),
    );
  }

  /** What a liquidation could not repay: the protection fund pays it into the pool and platform. */
  private async cover(account: MarginAccountRow, asset: string, left: Debt): Promise<void> {
    const claims: BookPosting[] = [
      { account: principalAccount(account.id), asset, units: -left.principal },
      { account: LENT, asset, units: left.principal },
      { account: interestAccount(account.id), asset, units: -left.interest },
      { account: ACCRUED, asset, units: left.interest },
    ];
    const { applied } = await this.runOp(
      { venue: account.venue, account, kind: 'cover', asset, amount: owedOf(left), interest: left.interest },
      claims,
      (tx) =>
        MarginService.move(
          tx,
          account.venue,
          PROTECTION_FUND,
          [
            { to: POOL, units: left.principal },
            { to: PLATFORM, units: left.interest },
          ],
          asset,
        ),
    );
    if (!applied) throw new Error(`the protection fund cannot cover ${fromUnits(owedOf(left))} ${asset}`);
    this.setDebt(account.id, asset, { principal: 0n, interest: 0n });
  }

  /** Resolves once every fill seen so far is written to the margin orders. */
  fillsWritten(): Promise<void> {
    return this.fillWrites;
  }

  /** What the lending pool still has of an asset. */
  maxPool(venue: VenueName, asset: string): bigint {
    return this.balance(venue, POOL, asset).free;
  }

  holdsAsset(account: MarginAccountRow, asset: string): boolean {
    return assetsOf(account).includes(asset);
  }

  /** Whether a margin order still rests in the book. */
  isOpen(venue: VenueName, accountId: string, orderNo: number): boolean {
    return this.markets.exchanges[venue].openOrders(accountId).some((order) => order.orderId === orderNo);
  }

  /** Per asset: the pool's cash plus what it has lent (the supply it was funded with, when sound). */
  poolTotal(venue: VenueName, asset: string): bigint {
    let lent = 0n;
    for (const account of this.accounts.values())
      if (account.venue === venue) lent += this.debtOf(account.id, asset).principal;
    return this.balance(venue, POOL, asset).free + lent;
  }

  /** The price of an asset in USDT units the risk book values it at. */
  priceOf(venue: VenueName, asset: string): bigint | undefined {
    return asset === QUOTE ? UNIT : this.risk[venue].priceOf(asset);
  }
}

function owedAssets(owed: ReadonlyMap<string, Debt> | undefined): string[] {
  return [...(owed?.keys() ?? [])];
}

function fillsOf(events: readonly ExchangeEvent[], orderId: number) {
  const fills: { trade_id: number; order_no: number; size: string }[] = [];
  for (const event of events)
    if (event.type === 'trade' && (event.makerOrderId === orderId || event.takerOrderId === orderId))
      fills.push({ trade_id: event.tradeId, order_no: orderId, size: event.size });
  return fills;
}
