import { Decimal } from '@tideline/core/decimal';
import type { FastifyBaseLogger } from 'fastify';
import type { CompiledQuery, Insertable } from 'kysely';
import { commitTogether } from '../../../db/commit-together.ts';
import { INSURANCE_FUND } from '../../../futures/accounts.ts';
import type { ContractSpec } from '../../../futures/contracts.ts';
import {
  type FuturesConfig,
  FuturesExchange,
  type FuturesSnapshot,
} from '../../../futures/futures-exchange.ts';
import { futuresFromParts, shareQueueStamps, takeFuturesParts } from '../../../futures/snapshot-parts.ts';
import type { FuturesCommand, FuturesEvent } from '../../../futures/types.ts';
import { formatUnits, parseSafeUnits } from '../../../markets/fixed-point.ts';
import { addTrade, type Candle } from '../../../markets/minute-candles.ts';
import { getSymbol, LEDGER_DECIMALS } from '../../../markets/symbols.ts';
import {
  loadSnapshotParts,
  SnapshotCosts,
  type TakenSnapshot,
  writeSnapshotParts,
} from '../../../platform/engine-snapshot-store.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import type { MarketsService } from '../../markets/index.ts';
import type { FuturesDb, FuturesTables } from '../tables.ts';
import { dayWithIndexHistory } from '../views/index-candle-history.ts';
import { historyRowsOf, insuranceRowOf } from './history.ts';

export interface FuturesSettings {
  /** Steps of the simulated market (service/market-driver.ts); 0 turns it off. */
  simTickMs: number;
  /** Funding interval (8 h unless FUTURES_FUNDING_INTERVAL_MS shortens it). */
  fundingIntervalMs: number;
  /** Period of the index feed that also settles due funding; 0 turns the timer off. */
  priceTickMs: number;
  /** A snapshot is written after this many journaled commands (or snapshotIntervalMs). */
  snapshotEvery: number;
  /** ...or when a venue has journaled commands and its last snapshot is this old (as spot's). */
  snapshotIntervalMs: number;
  /** Checks the engine's invariants after every batch (tests). */
  checkInvariants: boolean;
  /** USDT the venue treasury puts into an empty protection fund at start. */
  insuranceSeedUsdt: string;
}

type WithoutTs<T> = T extends unknown ? Omit<T, 'ts'> : never;
export type FuturesInput = WithoutTs<FuturesCommand>;

/** What one committed batch changed, for the streams. */
export interface CommittedFuturesBatch {
  readonly events: ReadonlyArray<{ venue: VenueName; event: FuturesEvent }>;
}

export class FuturesUnavailableError extends Error {}

interface OpenBatch {
  journal: Array<Insertable<FuturesTables['futures_journal']>>;
  history: Array<Insertable<FuturesTables['futures_history']>>;
  events: Array<{ venue: VenueName; event: FuturesEvent }>;
  /** Statements of the callers' own, written in the batch's transaction after its journal. */
  alongside: CompiledQuery[];
  /** A caller's `alongside` threw after its commands were applied: the batch must not commit. */
  broken: unknown;
  waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }>;
}

/**
 * A statement of the caller's to commit with the commands it follows, built from their events
 * (synchronously, right after they are applied): both are durable together, or neither is.
 */
export type AlongsideStatement = (results: FuturesEvent[][]) => CompiledQuery | undefined;

const VENUES: readonly VenueName[] = ['live', 'demo'];
/** What the venue's treasury puts into an empty protection (insurance) fund at start, in USDT, unless configured. */
export const INSURANCE_FUND_SEED_USDT = '1000000';
const RECENT_TRADES = 200;
/** 1-minute candles kept per contract: 45 days. */
const CANDLE_MINUTES = 45 * 1440;

export interface FuturesPublicTrade {
  readonly tradeId: number;
  readonly price: string;
  readonly size: string;
  readonly takerSide: 'buy' | 'sell';
  readonly time: number;
}

function emptyBatch(): OpenBatch {
  return { journal: [], history: [], events: [], alongside: [], broken: undefined, waiters: [] };
}

/**
 * The futures venues on the gateway: one deterministic FuturesExchange per venue (live, demo)
 * behind a journal with group commit, exactly as the spot MarketsService does it. `transact`
 * applies commands synchronously and hands back their events once the batch holding them is
 * committed; commands arriving during a commit form the next batch. The index comes from the spot
 * service: after each spot commit that touched a symbol, and on a timer that also settles funding
 * when it is due (the engine settles by the command's timestamp).
 */
export class FuturesService {
  readonly exchanges: Record<VenueName, FuturesExchange>;
  private readonly seq: Record<VenueName, number> = { live: 0, demo: 0 };
  private readonly sinceSnapshot: Record<VenueName, number> = { live: 0, demo: 0 };
  private readonly lastSnapshotAt: Record<VenueName, number> = { live: Date.now(), demo: Date.now() };
  /** What the snapshots have cost: the last one, the sums since start and the failed writes (benches). */
  readonly snapshotCosts = new SnapshotCosts();
  get lastSnapshot() {
    return this.snapshotCosts.last;
  }
  private snapshotTakeMs = 0;
  /** Newest last, per `${venue}:${symbol}`; rebuilt from the journal tail after a restart. */
  private readonly trades = new Map<string, FuturesPublicTrade[]>();
  /** 1-minute candles per `${venue}:${symbol}`, from the trades applied since the last snapshot. */
  private readonly candles = new Map<string, Candle[]>();
  /** The last quote fed per `${venue}:${symbol}`, with the futures top of book it was fed against. */
  private readonly lastFed = new Map<string, string>();
  /**
   * Each contract's index (a price text at the contract's precision) from a market elsewhere, if
   * any: beside `npm run cluster`, the contract engines' (cluster/futures-allocation-leg.ts), so the
   * orders both venues here still execute (demo sessions, copy trading) meet the page's market.
   */
  private indexElsewhere: ((symbol: string) => string | undefined) | undefined;
  private readonly listeners = new Set<(batch: CommittedFuturesBatch) => void>();
  private batch = emptyBatch();
  private committing: Promise<void> | undefined;
  private failure: unknown;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly db: FuturesDb,
    private readonly markets: MarketsService,
    readonly settings: FuturesSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.exchanges = { live: this.freshExchange(), demo: this.freshExchange() };
  }

  private freshExchange(): FuturesExchange {
    const config: Partial<FuturesConfig> = { fundingIntervalMs: this.settings.fundingIntervalMs };
    return new FuturesExchange(config);
  }

  /**
   * Recovery: each venue's snapshot plus the journal after it; then the index feed. The plugin
   * then has the ledger's transfer port settle transfers a crash left between their two legs.
   */
  async start(): Promise<void> {
    for (const venue of VENUES) {
      // The newest snapshot: its parts (issue #22 item 3), or a whole one written before parts.
      const parts = await loadSnapshotParts(this.db, 'futures', venue);
      const snapshot =
        parts === undefined
          ? await this.db
              .selectFrom('futures_snapshots')
              .selectAll()
              .where('venue', '=', venue)
              .executeTakeFirst()
          : undefined;
      let exchange = this.freshExchange();
      if (parts !== undefined) exchange = futuresFromParts(parts.parts);
      else if (snapshot !== undefined) {
        exchange = FuturesExchange.restore(snapshot.state as FuturesSnapshot);
        shareQueueStamps(exchange);
      }
      const from = parts?.seq ?? Number(snapshot?.seq ?? 0);
      const journal = await this.db
        .selectFrom('futures_journal')
        .select(['seq', 'command'])
        .where('venue', '=', venue)
        .where('seq', '>', from)
        .orderBy('seq')
        .execute();
      for (const entry of journal)
        this.rememberTrades(venue, exchange.apply(JSON.parse(entry.command) as FuturesCommand));
      const problems = exchange.checkInvariants();
      if (problems.length > 0)
        throw new Error(`futures ${venue} unsound after recovery: ${problems.join('; ')}`);
      this.exchanges[venue] = exchange;
      this.seq[venue] = Math.max(from, Number(journal.at(-1)?.seq ?? 0));
    }
    // An empty protection fund (a fresh venue, or one drained by liquidations) is topped up from the
    // venue treasury, journaled like any command, so the fund can always absorb a bankruptcy.
    for (const venue of VENUES) {
      if (new Decimal(this.exchanges[venue].ledgerTotal(INSURANCE_FUND)).lte(0)) {
        await this.transact(venue, [{ type: 'fund-insurance', amount: this.settings.insuranceSeedUsdt }]);
      }
    }
    this.unsubscribe = this.markets.onCommit((batch) => {
      if (!this.stopped && batch.touchedSymbols.size > 0) void this.feedIndex([...batch.touchedSymbols]);
    });
    await this.feedIndex();
    if (this.settings.priceTickMs > 0) {
      this.timer = setInterval(() => void this.feedIndex(), this.settings.priceTickMs);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    await this.flush();
  }

  /**
   * Feeds both venues `index` as each contract's index instead of this server's spot books (until
   * it answers a contract, the spot books as before); their simulated markets quote around it.
   */
  followIndexElsewhere(index: (symbol: string) => string | undefined): void {
    this.indexElsewhere = index;
  }

  onCommit(listener: (batch: CommittedFuturesBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Applies `commands` in order on `venue` and resolves with their events once they are durable.
   * The whole list is applied synchronously, so nothing else interleaves with it. `alongside`, when
   * given, makes a statement of the caller's from the events, written in the same transaction as
   * the commands' journal (copy trading records its followers' orders with them).
   */
  async transact(
    venue: VenueName,
    commands: readonly FuturesInput[],
    alongside?: AlongsideStatement,
  ): Promise<FuturesEvent[][]> {
    if (this.failure !== undefined)
      throw new FuturesUnavailableError('futures are unavailable after a failed commit');
    const now = Date.now();
    const batch = this.batch;
    const results = commands.map((input) =>
      this.applyNow(batch, venue, { ...input, ts: now } as FuturesCommand),
    );
    if (alongside !== undefined) {
      try {
        const statement = alongside(results);
        if (statement !== undefined) batch.alongside.push(statement);
      } catch (error) {
        // The commands are applied but their caller's record cannot be written: committing them
        // alone would break what the caller promised, so the batch fails as a failed commit does.
        batch.broken = error;
      }
    }
    await new Promise<void>((resolve, reject) => {
      batch.waiters.push({ resolve, reject });
      this.scheduleCommit();
    });
    return results;
  }

  recentTrades(venue: VenueName, symbol: string): readonly FuturesPublicTrade[] {
    return this.trades.get(`${venue}:${symbol}`) ?? [];
  }

  minuteCandles(venue: VenueName, symbol: string): readonly Candle[] {
    return this.candles.get(`${venue}:${symbol}`) ?? [];
  }

  /**
   * The live contract's 1-minute candles as `/v1/futures/candles` serves them (the index's history
   * in front of the contract's own), over the 24 hours up to `now`: its ticker's 24-hour figures.
   */
  dayCandles(contract: ContractSpec, now: number): readonly Candle[] {
    return dayWithIndexHistory(
      this.minuteCandles('live', contract.symbol),
      this.markets.minuteCandles(contract.symbol),
      getSymbol(contract.symbol).quotePrecision,
      contract.sizePlace,
      now,
    );
  }

  private rememberTrades(venue: VenueName, events: readonly FuturesEvent[]): void {
    // A copy move's batch brings a thousand trades of one contract: its lists, contract and scale
    // are looked up once per run of trades of the same symbol, and the recent list trimmed once.
    let symbol: string | undefined;
    let key = '';
    let list: FuturesPublicTrade[] = [];
    let contract: ContractSpec | undefined;
    let scale = 1n;
    for (const event of events) {
      if (event.type !== 'trade') continue;
      if (event.symbol !== symbol) {
        this.trimTrades(list);
        symbol = event.symbol;
        key = `${venue}:${symbol}`;
        list = this.trades.get(key) ?? [];
        this.trades.set(key, list);
        contract = this.exchanges[venue].contracts().find((spec) => spec.symbol === symbol);
        scale =
          contract === undefined
            ? 1n
            : 10n ** BigInt(LEDGER_DECIMALS - contract.pricePlace - contract.sizePlace);
      }
      list.push({
        tradeId: event.tradeId,
        price: event.price,
        size: event.size,
        takerSide: event.takerSide,
        time: event.ts,
      });
      const price = parseSafeUnits(event.price, contract?.pricePlace ?? 0);
      const size = parseSafeUnits(event.size, contract?.sizePlace ?? 0);
      if (contract === undefined || price === undefined || size === undefined) continue;
      const series = this.candles.get(key) ?? [];
      addTrade(series, {
        time: event.ts,
        price,
        size,
        quoteAmount: BigInt(price) * BigInt(size) * scale,
      });
      if (series.length > CANDLE_MINUTES) series.splice(0, series.length - CANDLE_MINUTES);
      this.candles.set(key, series);
    }
    this.trimTrades(list);
  }

  /** Keeps the newest RECENT_TRADES of a contract's recent trades. */
  private trimTrades(list: FuturesPublicTrade[]): void {
    if (list.length > RECENT_TRADES) list.splice(0, list.length - RECENT_TRADES);
  }

  /** Resolves when everything applied so far is committed. */
  async flush(): Promise<void> {
    while (this.failure === undefined && (this.committing !== undefined || this.batch.journal.length > 0)) {
      if (this.committing === undefined) this.scheduleCommit();
      await this.committing;
    }
  }

  /**
   * The spot quote of each contract's pair, on both venues (each venue reads its own spot books), or
   * the index followed elsewhere.
   */
  private async feedIndex(symbols?: readonly string[]): Promise<void> {
    if (this.stopped || this.failure !== undefined) return;
    const now = Date.now();
    const batch = this.batch;
    for (const venue of VENUES) {
      const spot = this.markets.exchanges[venue];
      const futures = this.exchanges[venue];
      for (const contract of futures.contracts()) {
        if (symbols !== undefined && !symbols.includes(contract.symbol)) continue;
        const book = spot.book(contract.symbol);
        const price = (ticks: number | undefined) =>
          ticks === undefined ? undefined : formatUnits(ticks, contract.pricePlace);
        const last = venue === 'live' ? this.markets.lastPriceOf(contract.symbol) : undefined;
        const followed = this.indexElsewhere?.(contract.symbol);
        const quote =
          followed === undefined
            ? { bid: price(book.bestBid()), ask: price(book.bestAsk()), last: price(last) }
            : { bid: undefined, ask: undefined, last: followed };
        if (quote.bid === undefined && quote.ask === undefined && quote.last === undefined) continue;
        // An unchanged picture need not be journaled again, unless funding has fallen due or a
        // two-sided futures book is still pulling the damped basis (each update moves it).
        const own = futures.book(contract.symbol);
        const twoSided = own.bestBid() !== undefined && own.bestAsk() !== undefined;
        const picture = `${quote.bid}|${quote.ask}|${quote.last}|${own.bestBid()}|${own.bestAsk()}`;
        const key = `${venue}:${contract.symbol}`;
        const due = futures.ticker(contract.symbol).nextFundingTime;
        if (!twoSided && this.lastFed.get(key) === picture && (due === null || now < due)) continue;
        this.lastFed.set(key, picture);
        this.applyNow(batch, venue, {
          type: 'spot-prices',
          symbol: contract.symbol,
          ...(quote.bid === undefined ? {} : { bid: quote.bid }),
          ...(quote.ask === undefined ? {} : { ask: quote.ask }),
          ...(quote.last === undefined ? {} : { last: quote.last }),
          ts: now,
        });
      }
    }
    if (batch.journal.length === 0) return;
    try {
      await new Promise<void>((resolve, reject) => {
        batch.waiters.push({ resolve, reject });
        this.scheduleCommit();
      });
    } catch (error) {
      this.log.error({ err: error }, 'futures index feed could not be committed');
    }
  }

  private applyNow(batch: OpenBatch, venue: VenueName, command: FuturesCommand): FuturesEvent[] {
    this.seq[venue] += 1;
    const seq = this.seq[venue];
    const exchange = this.exchanges[venue];
    const fundBefore = exchange.ledgerTotal(INSURANCE_FUND);
    const events = exchange.apply(command);
    if (this.settings.checkInvariants) {
      const problems = exchange.checkInvariants();
      if (problems.length > 0) throw new Error(`futures invariants broken: ${problems.join('; ')}`);
    }
    this.rememberTrades(venue, events);
    batch.journal.push({ venue, seq, command: JSON.stringify(command) });
    batch.history.push(...historyRowsOf(venue, seq, events));
    const fundAfter = exchange.ledgerTotal(INSURANCE_FUND);
    // Most commands leave the fund alone: no decimal arithmetic for them.
    const fundRow =
      fundAfter === fundBefore
        ? undefined
        : insuranceRowOf(venue, seq, command, events, fundBefore, fundAfter);
    if (fundRow !== undefined) batch.history.push(fundRow);
    for (const event of events) batch.events.push({ venue, event });
    this.sinceSnapshot[venue] += 1;
    return events;
  }

  private scheduleCommit(): void {
    if (this.committing !== undefined) return;
    this.committing = this.commitLoop().finally(() => {
      this.committing = undefined;
      // A command applied after the loop's last check but before this ran found a commit still
      // running and did not start one: start it now, or its caller would wait for ever.
      if (this.failure === undefined && (this.batch.waiters.length > 0 || this.batch.journal.length > 0))
        this.scheduleCommit();
    });
  }

  /**
   * Commits batch after batch until nothing is pending, one transaction per batch, as the spot
   * service does. It first lets the requests that arrive in the same turn of the event loop join
   * the batch: without that, a commit started by the first order of a burst held that one order
   * alone, and on an embedded database each order paid a whole transaction.
   */
  private async commitLoop(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.batch.waiters.length > 0 || this.batch.journal.length > 0) {
      const batch = this.batch;
      this.batch = emptyBatch();
      const snapshots = this.takeSnapshots();
      try {
        await this.write(batch);
      } catch (error) {
        this.failure = error;
        this.log.error({ err: error }, 'futures commit failed; the service stops until a restart');
        for (const waiter of batch.waiters) waiter.reject(new FuturesUnavailableError('commit failed'));
        for (const waiter of this.batch.waiters) waiter.reject(new FuturesUnavailableError('commit failed'));
        this.batch = emptyBatch();
        return;
      }
      for (const waiter of batch.waiters) waiter.resolve();
      if (batch.events.length > 0) {
        for (const listener of this.listeners) listener({ events: batch.events });
      }
      // Issue #22 item 3: a snapshot is written after the orders it covers are acknowledged, in its
      // own transaction; a failed one loses nothing (the journal still holds every command). Its
      // parts are serialised on this thread: first let the callers just acknowledged run (a copy
      // move's signal, an order's answer), rather than after the snapshot's JSON.
      if (snapshots.length === 0) continue;
      await new Promise((resolve) => setImmediate(resolve));
      await this.writeSnapshots(snapshots).catch((error: unknown) => {
        this.log.error({ err: error }, 'futures snapshot failed; the journal still covers it');
      });
    }
  }

  /**
   * The snapshots that are due, taken between batches (each venue's state is exactly the one after
   * the batch's last command): the parts changed since the venue's last snapshot, copied out at
   * once as plain values (later commands change the engine while the batch is written); they are
   * serialised and written after the acknowledgements (platform/engine-snapshot-store.ts).
   */
  private takeSnapshots(): TakenSnapshot[] {
    const started = performance.now();
    const now = Date.now();
    const due = (venue: VenueName) =>
      this.sinceSnapshot[venue] >= this.settings.snapshotEvery ||
      (this.sinceSnapshot[venue] > 0 && now - this.lastSnapshotAt[venue] >= this.settings.snapshotIntervalMs);
    const snapshots = VENUES.filter(due).map((venue) => {
      this.sinceSnapshot[venue] = 0;
      this.lastSnapshotAt[venue] = now;
      return { venue, seq: this.seq[venue], taken: takeFuturesParts(this.exchanges[venue]) };
    });
    if (snapshots.length > 0) this.snapshotTakeMs = performance.now() - started;
    return snapshots;
  }

  /** One group commit in one transaction, sent whole: the journal entries, the history rows, the callers' records. */
  private async write(batch: OpenBatch): Promise<void> {
    if (batch.broken !== undefined) throw batch.broken;
    if (batch.journal.length === 0) return;
    const statements: CompiledQuery[] = [];
    for (let start = 0; start < batch.journal.length; start += 500)
      statements.push(
        this.db
          .insertInto('futures_journal')
          .values(batch.journal.slice(start, start + 500))
          .compile(),
      );
    for (let start = 0; start < batch.history.length; start += 500)
      statements.push(
        this.db
          .insertInto('futures_history')
          .values(batch.history.slice(start, start + 500))
          .compile(),
      );
    await commitTogether(this.db, [...statements, ...batch.alongside]);
  }

  private async writeSnapshots(snapshots: readonly TakenSnapshot[]): Promise<void> {
    if (snapshots.length === 0) return;
    const started = performance.now();
    try {
      const stats = await writeSnapshotParts(this.db, 'futures', snapshots, async (trx, snapshot) => {
        await trx
          .deleteFrom('futures_snapshots')
          .where('venue', '=', snapshot.venue as VenueName)
          .execute();
        // The snapshot now covers these commands: recovery never reads them again, and with the
        // simulated market journaling every step the table would otherwise grow without end.
        await trx
          .deleteFrom('futures_journal')
          .where('venue', '=', snapshot.venue as VenueName)
          .where('seq', '<=', snapshot.seq)
          .execute();
      });
      this.snapshotCosts.add(stats, this.snapshotTakeMs, performance.now() - started);
    } catch (error) {
      this.snapshotCosts.failed += 1;
      for (const { venue, taken } of snapshots) this.exchanges[venue as VenueName].dirty.putBack(taken);
      throw error;
    }
  }
}
