import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import { Exchange, type ExchangeSnapshot } from '../../../markets/exchange.ts';
import type { ExchangeCommand, ExchangeEvent, OrderTradeEvent } from '../../../markets/exchange-types.ts';
import { formatUnits, parseUnits } from '../../../markets/fixed-point.ts';
import { addTrade, type Candle, MINUTE_MS } from '../../../markets/minute-candles.ts';
import type { FairPriceState } from '../../../markets/simulator/fair-price.ts';
import { generateHistory } from '../../../markets/simulator/history.ts';
import { MARKET_MAKER_ACCOUNT, MarketSimulator } from '../../../markets/simulator/market-simulator.ts';
import { getSymbol, LEDGER_DECIMALS, SYMBOLS, type SymbolSpec } from '../../../markets/symbols.ts';
import {
  loadSnapshotParts,
  SnapshotCosts,
  type TakenSnapshot,
} from '../../../platform/engine-snapshot-store.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import { userIdOf } from '../../../platform/trading-account.ts';
import type { AssetRecordsTable, MarketsDb, PlanOrdersTable } from '../tables.ts';
import type { OrderState } from '../views/order-view.ts';
import { Batch } from './batch.ts';
import { OpenOrderCounts } from './open-order-counts.ts';
import {
  candleFromRow,
  insertCandles,
  loadVenue,
  orderFromRow,
  writeBatch,
  writeSnapshots,
} from './store.ts';

export interface MarketsSettings {
  /** Seed of the simulated market and its history (config.simSeed, or a fixed default). */
  seed: string;
  /** Milliseconds between simulator steps; 0 turns the simulator off. */
  simTickMs: number;
  /** Percent of the live venue's resting simulated quotes re-placed every step (a load knob; 0 by default). */
  simDepthChurnPercent?: number;
  /** Symbols the churn applies to; every symbol when absent. */
  simDepthChurnSymbols?: readonly string[];
  /** A snapshot is written after this many journaled commands (or snapshotIntervalMs). */
  snapshotEvery: number;
  snapshotIntervalMs: number;
  /** Hours of history generated at first start (24 in the product, so charts are never empty). */
  historyHours: number;
}

export interface PublicTrade {
  tradeId: number;
  price: number;
  size: number;
  takerSide: 'buy' | 'sell';
  time: number;
}

/** What one committed batch changed, for the streams. */
export interface CommittedBatch {
  events: ReadonlyArray<{ venue: VenueName; event: ExchangeEvent }>;
  orders: ReadonlyArray<{ venue: VenueName; order: OrderState }>;
  touchedSymbols: ReadonlySet<string>;
  trades: ReadonlyArray<{ symbol: string; trade: PublicTrade }>;
}

/** The synchronous part of a transaction: applies commands and stages rows in the open batch. */
export interface TransactionContext {
  readonly now: number;
  apply(venue: VenueName, command: ExchangeCommand, options?: { trackingType?: 0 | 1 }): ExchangeEvent[];
  stageRecord(record: Omit<Insertable<AssetRecordsTable>, 'id' | 'created_at' | 'status'>): number;
  stagePlan(plan: Insertable<PlanOrdersTable>): void;
  nextPlanNo(): number;
}

const RECENT_TRADES = 500;
const FINISHED_ORDERS_KEPT = 10_000;
const CANDLE_RETENTION_MS = 45 * 1440 * MINUTE_MS;
const VENUES: readonly VenueName[] = ['live', 'demo'];
const ZERO_BALANCE = formatUnits(0n, LEDGER_DECIMALS);

export class MarketsUnavailableError extends Error {}

/**
 * The live exchange: one deterministic Exchange per venue (live and demo), a journal with group
 * commit in front of them, the projections (orders, fills, trades, candles) and the simulator.
 *
 * Every change goes through `transact`: its callback applies commands synchronously (so the state
 * it reads is never stale) and the callback's result is handed back only after the batch holding
 * those commands is committed. Commands that arrive while a commit is running form the next batch,
 * which is what keeps throughput up on an embedded database. If a commit fails, memory is ahead of
 * disk, so the service refuses all further work; a restart recovers from the journal.
 */
export class MarketsService {
  readonly exchanges: Record<VenueName, Exchange> = { live: new Exchange(), demo: new Exchange() };
  private readonly candles = new Map<string, Candle[]>();
  private readonly recentTrades = new Map<string, PublicTrade[]>();
  private readonly lastPrice = new Map<string, number>();
  /** Open user orders by `${venue}:${orderNo}`. */
  private readonly openOrders = new Map<string, OrderState>();
  private readonly openCounts = new OpenOrderCounts();
  /**
   * The last committed state of every open and lately finished order (so an acknowledgement never
   * needs a database read): what `recentOrder` answers.
   * The live state (openOrders) may already hold fills of the next batch, applied while this one
   * was being written; an acknowledgement built from it could report a fill a crash then loses.
   */
  private readonly committedOrders = new Map<string, OrderState>();
  /** Finished orders in committedOrders, oldest first, so that map stays bounded. */
  private readonly committedFinished = new Set<string>();
  /** Every client order id ever accepted: `${venue}:${userId}:${clientOrderId}` -> orderNo. */
  private readonly clientOrderIds = new Map<string, number>();
  private readonly waitingPlans = new Map<number, Insertable<PlanOrdersTable>>();
  /**
   * Venues whose plans another module triggers, with the last prices it triggers on (beside
   * `npm run cluster`, the live venue's plans trigger on the cluster's market: cluster/cluster-plans.ts).
   */
  private readonly plansTriggeredElsewhere = new Map<VenueName, (symbol: string) => number | undefined>();
  /**
   * The last prices (ticks) of a market elsewhere that both venues follow, if any: beside
   * `npm run cluster`, the cluster's trades (cluster/allocation-leg.ts), so the orders this server
   * still executes (demo sessions, margin) fill where the page's market is.
   */
  private pricesElsewhere: ((symbol: string) => number | undefined) | undefined;
  /** Demo accounts that already received their virtual funds. */
  readonly demoGranted = new Set<number>();
  private readonly listeners = new Set<(batch: CommittedBatch) => void>();
  private batch = new Batch();
  private committing: Promise<void> | undefined;
  private failure: unknown;
  private seq = 0;
  private recordId = 0;
  private planNo = 0;
  private commandsSinceSnapshot = 0;
  private lastSnapshotAt = Date.now();
  private snapshotTakeMs = 0;
  /** What the snapshots have cost: the last one, the sums since start and the failed writes (benches). */
  readonly snapshotCosts = new SnapshotCosts();
  get lastSnapshot() {
    return this.snapshotCosts.last;
  }
  /** One simulated market per venue, both on the same seed and so the same fair prices. */
  private readonly simulators: Partial<Record<VenueName, MarketSimulator>> = {};
  /** Where each symbol's fair price starts: the end of the generated history, or the last trade. */
  private readonly fairStart: Record<string, FairPriceState> = {};
  private timer: NodeJS.Timeout | undefined;
  private paused = false;
  private stopped = false;

  constructor(
    readonly db: MarketsDb,
    readonly settings: MarketsSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Recovery: the newest snapshot (its parts, or a whole snapshot written before parts) plus the
   * journal after it, then projections and history.
   */
  async start(): Promise<void> {
    for (const venue of VENUES) {
      const parts = await loadSnapshotParts(this.db, 'spot', venue);
      const stored = await loadVenue(this.db, venue, parts?.seq);
      const exchange = parts
        ? Exchange.fromParts(parts.parts)
        : stored.snapshot
          ? Exchange.restore(stored.snapshot.state as ExchangeSnapshot)
          : new Exchange();
      for (const entry of stored.journal) exchange.apply(entry.command);
      this.exchanges[venue] = exchange;
      this.seq = Math.max(
        this.seq,
        parts?.seq ?? 0,
        stored.snapshot?.seq ?? 0,
        stored.journal.at(-1)?.seq ?? 0,
      );
      const problems = exchange.checkConservation();
      if (problems.length > 0)
        throw new Error(`${venue} ledger not conserved after recovery: ${problems.join('; ')}`);
    }
    const open = await this.db
      .selectFrom('markets_orders')
      .selectAll()
      .where('status', 'in', ['new', 'partially_filled'])
      .execute();
    for (const row of open) {
      const order = orderFromRow(row);
      this.openOrders.set(`${row.venue}:${Number(row.order_no)}`, order);
      this.committedOrders.set(`${row.venue}:${Number(row.order_no)}`, { ...order });
      this.openCounts.opened(row.venue, order.userId, order.symbol);
    }
    const withClientIds = await this.db
      .selectFrom('markets_orders')
      .select(['venue', 'user_id', 'client_order_id', 'order_no'])
      .where('client_order_id', 'is not', null)
      .execute();
    for (const row of withClientIds) {
      this.clientOrderIds.set(`${row.venue}:${row.user_id}:${row.client_order_id}`, Number(row.order_no));
    }
    const plans = await this.db
      .selectFrom('markets_plan_orders')
      .selectAll()
      .where('status', '=', 'waiting')
      .execute();
    for (const plan of plans) {
      const planNo = Number(plan.plan_no);
      this.waitingPlans.set(planNo, {
        ...plan,
        plan_no: planNo,
        order_no: null,
        created_at: Number(plan.created_at),
        updated_at: Number(plan.updated_at),
      });
    }
    const grants = await this.db
      .selectFrom('markets_asset_records')
      .select('user_id')
      .where('kind', '=', 'demo_grant')
      .execute();
    for (const grant of grants) this.demoGranted.add(grant.user_id);
    const counters = await this.db
      .selectFrom('markets_asset_records')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirst();
    this.recordId = Number(counters?.maxId ?? 0);
    const planCounter = await this.db
      .selectFrom('markets_plan_orders')
      .select((eb) => eb.fn.max('plan_no').as('maxNo'))
      .executeTakeFirst();
    this.planNo = Number(planCounter?.maxNo ?? 0);
    await this.loadMarketData();

    if (this.settings.simTickMs > 0) {
      for (const venue of VENUES) {
        this.simulators[venue] = new MarketSimulator({
          seed: this.settings.seed,
          start: this.fairStart,
          // The load knob is for pages watching the real market; the demo venue stays calm.
          depthChurnPercent: venue === 'live' ? (this.settings.simDepthChurnPercent ?? 0) : 0,
          depthChurnSymbols: this.settings.simDepthChurnSymbols,
          followedPrice: (symbol) => {
            const ticks = this.pricesElsewhere?.(symbol);
            return ticks === undefined ? undefined : ticks / 10 ** getSymbol(symbol).pricePlace;
          },
        });
      }
      await this.transact((tx) => {
        for (const venue of VENUES) {
          const simulator = this.simulators[venue]!;
          const exchange = this.exchanges[venue];
          for (const command of simulator.cancelOrphans(exchange.openOrders(MARKET_MAKER_ACCOUNT), tx.now)) {
            tx.apply(venue, command);
          }
          // A fresh venue funds every asset; one from before new pairs were listed, only the new ones.
          const funded = (accountId: string, asset: string) =>
            exchange.balance(accountId, asset).available !== ZERO_BALANCE;
          for (const command of simulator.fundingCommands(tx.now, funded)) tx.apply(venue, command);
        }
      });
      this.timer = setInterval(() => this.simulate(), this.settings.simTickMs);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  /** Holds the simulator (tests and benchmarks use it to get a still book). */
  setPaused(paused: boolean): void {
    this.paused = paused;
  }

  onCommit(listener: (batch: CommittedBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs `work` against the current state and resolves with its result once it is durable. */
  async transact<T>(work: (tx: TransactionContext) => T): Promise<T> {
    if (this.failure !== undefined)
      throw new MarketsUnavailableError('markets are unavailable after a failed commit');
    const batch = this.batch;
    const now = Date.now();
    const context: TransactionContext = {
      now,
      apply: (venue, command, options) =>
        this.applyCommand(batch, venue, command, options?.trackingType ?? 0),
      stageRecord: (record) => {
        this.recordId += 1;
        batch.records.push({ ...record, id: this.recordId, status: 'completed', created_at: now });
        return this.recordId;
      },
      stagePlan: (plan) => {
        batch.plans.set(Number(plan.plan_no), plan);
        if (plan.status === 'waiting') this.waitingPlans.set(Number(plan.plan_no), plan);
        else this.waitingPlans.delete(Number(plan.plan_no));
      },
      nextPlanNo: () => {
        this.planNo += 1;
        return this.planNo;
      },
    };
    const result = work(context);
    // Any trade may move a last price past a plan order's trigger.
    if (this.waitingPlans.size > 0 && batch.touchedSymbols.size > 0) this.triggerPlans(context);
    await new Promise<void>((resolve, reject) => {
      batch.waiters.push({ resolve, reject });
      this.scheduleCommit();
    });
    return result;
  }

  /** Resolves when everything applied so far is committed. */
  async flush(): Promise<void> {
    while (this.failure === undefined && (this.committing !== undefined || !this.batch.isEmpty)) {
      if (this.committing === undefined) this.scheduleCommit();
      await this.committing;
    }
  }

  findClientOrder(venue: VenueName, userId: number, clientOrderId: string): number | undefined {
    return this.clientOrderIds.get(`${venue}:${userId}:${clientOrderId}`);
  }

  openOrder(venue: VenueName, orderNo: number): OrderState | undefined {
    return this.openOrders.get(`${venue}:${orderNo}`);
  }

  /**
   * An open or lately finished order as last committed, from memory: never a state a crash could
   * still take back (an order answered once its batch is durable is answered as of that batch).
   */
  recentOrder(venue: VenueName, orderNo: number): OrderState | undefined {
    return this.committedOrders.get(`${venue}:${orderNo}`);
  }

  openOrdersOf(venue: VenueName, userId: number, symbol?: string): OrderState[] {
    const result: OrderState[] = [];
    for (const [key, order] of this.openOrders) {
      if (!key.startsWith(`${venue}:`) || order.userId !== userId) continue;
      if (symbol === undefined || order.symbol === symbol) result.push(order);
    }
    return result.sort((a, b) => b.orderNo - a.orderNo);
  }

  waitingPlan(planNo: number): Insertable<PlanOrdersTable> | undefined {
    return this.waitingPlans.get(planNo);
  }

  /** Hands the triggering of `venue`'s plans to another module, which follows `lastPrice`. */
  triggerPlansElsewhere(venue: VenueName, lastPrice: (symbol: string) => number | undefined): void {
    this.plansTriggeredElsewhere.set(venue, lastPrice);
  }

  /**
   * Makes both venues' simulated markets quote around `lastPrice` (ticks; undefined: their own fair
   * price meanwhile) and `lastPriceOf` answer it, for everything here that prices off the market
   * (plans, P2P index, margin, the wallet's valuations).
   */
  followPricesElsewhere(lastPrice: (symbol: string) => number | undefined): void {
    this.pricesElsewhere = lastPrice;
  }

  /** The last price, in ticks, a new plan of `venue` on `symbol` is judged against. */
  planReferencePrice(venue: VenueName, symbol: string): number | undefined {
    const elsewhere = this.plansTriggeredElsewhere.get(venue);
    return elsewhere === undefined ? this.lastPriceOf(symbol) : elsewhere(symbol);
  }

  /** The waiting plans of one venue (for a module that triggers them). */
  waitingPlansOf(venue: VenueName): Array<Insertable<PlanOrdersTable>> {
    return [...this.waitingPlans.values()].filter((plan) => plan.venue === venue);
  }

  /**
   * Takes a waiting plan out of the waiting ones while its order is being placed (a cancel then
   * finds no waiting plan), without writing anything: its row stays waiting until it is staged
   * triggered or failed, so a crash meanwhile leaves it waiting. `releasePlan` puts it back.
   */
  claimPlan(planNo: number): Insertable<PlanOrdersTable> | undefined {
    const plan = this.waitingPlans.get(planNo);
    this.waitingPlans.delete(planNo);
    return plan;
  }

  releasePlan(plan: Insertable<PlanOrdersTable>): void {
    this.waitingPlans.set(Number(plan.plan_no), plan);
  }

  /** How many orders one user has open on one market of a venue. */
  openOrderCount(venue: string, userId: number, symbol: string): number {
    return this.openCounts.of(venue, userId, symbol);
  }

  /** How many plan orders one user has waiting on one market of a venue. */
  waitingPlanCount(venue: string, userId: number, symbol: string): number {
    let count = 0;
    for (const plan of this.waitingPlans.values())
      if (plan.venue === venue && plan.user_id === userId && plan.symbol === symbol) count += 1;
    return count;
  }

  minuteCandles(symbol: string): readonly Candle[] {
    return this.candles.get(symbol) ?? [];
  }

  trades(symbol: string): readonly PublicTrade[] {
    return this.recentTrades.get(symbol) ?? [];
  }

  /** The last traded price in ticks: the followed market's when there is one (followPricesElsewhere). */
  lastPriceOf(symbol: string): number | undefined {
    return this.pricesElsewhere?.(symbol) ?? this.lastPrice.get(symbol);
  }

  private applyCommand(
    batch: Batch,
    venue: VenueName,
    command: ExchangeCommand,
    trackingType: 0 | 1,
  ): ExchangeEvent[] {
    this.seq += 1;
    this.commandsSinceSnapshot += 1;
    batch.journal.push({ seq: this.seq, venue, command });
    if (venue === 'live' && 'symbol' in command) batch.touchedSymbols.add(command.symbol);
    const events = this.exchanges[venue].apply(command);
    for (const event of events) this.project(batch, venue, event, trackingType);
    this.simulators[venue]?.observe(events);
    return events;
  }

  /** Turns one exchange event into projection rows and in-memory market data. */
  private project(batch: Batch, venue: VenueName, event: ExchangeEvent, trackingType: 0 | 1): void {
    const userId = 'accountId' in event ? userIdOf(event.accountId) : undefined;
    if (userId !== undefined || event.type === 'trade') batch.events.push({ venue, event });
    switch (event.type) {
      case 'accepted': {
        if (userId === undefined) return;
        const spec = getSymbol(event.symbol);
        const order: OrderState = {
          orderNo: event.orderId,
          userId,
          symbol: event.symbol,
          side: event.side,
          orderType: event.orderType,
          price: event.price,
          sizeLots: Number(parseUnits(event.size, spec.quotePrecision)),
          filledLots: 0,
          quoteFilled: 0n,
          fee: 0n,
          feeAsset: event.side === 'buy' ? spec.base : spec.quote,
          timeInForce: event.orderType === 'market' ? 'IOC' : event.timeInForce,
          postOnly: event.postOnly,
          clientOrderId: event.clientOrderId ?? null,
          trackingType,
          status: 'new',
          createdAt: event.ts,
          updatedAt: event.ts,
        };
        this.openOrders.set(`${venue}:${order.orderNo}`, order);
        this.openCounts.opened(venue, order.userId, order.symbol);
        if (order.clientOrderId !== null) {
          this.clientOrderIds.set(`${venue}:${userId}:${order.clientOrderId}`, order.orderNo);
        }
        batch.stageOrder(venue, order);
        return;
      }
      case 'trade':
        this.projectTrade(batch, venue, event);
        return;
      case 'done': {
        const key = `${venue}:${event.orderId}`;
        const order = this.openOrders.get(key);
        if (order === undefined) return;
        order.status = event.reason === 'filled' ? 'filled' : 'cancelled';
        order.updatedAt = event.ts;
        this.openOrders.delete(key);
        this.openCounts.closed(venue, order.userId, order.symbol);
        batch.stageOrder(venue, order);
        return;
      }
      default:
        return;
    }
  }

  private projectTrade(batch: Batch, venue: VenueName, trade: OrderTradeEvent): void {
    const spec = getSymbol(trade.symbol);
    const lots = Number(parseUnits(trade.size, spec.quotePrecision));
    const quoteAmount = parseUnits(trade.quoteAmount, LEDGER_DECIMALS) ?? 0n;
    const makerSide = trade.takerSide === 'buy' ? 'sell' : 'buy';
    const sides = [
      {
        accountId: trade.makerAccountId,
        orderNo: trade.makerOrderId,
        side: makerSide,
        liquidity: 'maker',
        fee: trade.makerFee,
        feeAsset: trade.makerFeeAsset,
      },
      {
        accountId: trade.takerAccountId,
        orderNo: trade.takerOrderId,
        side: trade.takerSide,
        liquidity: 'taker',
        fee: trade.takerFee,
        feeAsset: trade.takerFeeAsset,
      },
    ] as const;
    for (const party of sides) {
      const userId = userIdOf(party.accountId);
      if (userId === undefined) continue;
      batch.fills.push({
        venue,
        symbol: trade.symbol,
        trade_id: trade.tradeId,
        user_id: userId,
        order_no: party.orderNo,
        side: party.side,
        liquidity: party.liquidity,
        price: trade.price,
        size: trade.size,
        quote_amount: trade.quoteAmount,
        fee: party.fee,
        fee_asset: party.feeAsset,
        created_at: trade.ts,
      });
      const order = this.openOrders.get(`${venue}:${party.orderNo}`);
      if (order === undefined) continue;
      order.filledLots += lots;
      order.quoteFilled += quoteAmount;
      order.fee += parseUnits(party.fee, LEDGER_DECIMALS) ?? 0n;
      order.status = 'partially_filled';
      order.updatedAt = trade.ts;
      batch.stageOrder(venue, order);
    }
    if (venue !== 'live') return;
    const priceTicks = Number(parseUnits(trade.price, spec.pricePlace));
    batch.trades.push({
      symbol: trade.symbol,
      trade_id: trade.tradeId,
      price: trade.price,
      size: trade.size,
      taker_side: trade.takerSide,
      created_at: trade.ts,
    });
    const publicTrade: PublicTrade = {
      tradeId: trade.tradeId,
      price: priceTicks,
      size: lots,
      takerSide: trade.takerSide,
      time: trade.ts,
    };
    const recent = this.recentTrades.get(trade.symbol) ?? [];
    recent.push(publicTrade);
    if (recent.length > RECENT_TRADES) recent.splice(0, recent.length - RECENT_TRADES);
    this.recentTrades.set(trade.symbol, recent);
    this.lastPrice.set(trade.symbol, priceTicks);
    const series = this.candles.get(trade.symbol) ?? [];
    this.candles.set(trade.symbol, series);
    for (const candle of addTrade(series, { time: trade.ts, price: priceTicks, size: lots, quoteAmount })) {
      batch.stageCandle(trade.symbol, candle);
    }
    batch.touchedSymbols.add(trade.symbol);
  }

  private scheduleCommit(): void {
    if (this.committing !== undefined) return;
    this.committing = this.commitLoop().finally(() => {
      this.committing = undefined;
      // A command applied after the loop's last check but before this ran found a commit still
      // running and did not start one: start it now, or its caller would wait for ever.
      if (this.failure === undefined && !this.batch.isEmpty) this.scheduleCommit();
    });
  }

  /** Commits batch after batch until nothing is pending: one transaction per batch. */
  private async commitLoop(): Promise<void> {
    // Let the requests that arrive in the same turn of the event loop join this batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (!this.batch.isEmpty) {
      const batch = this.batch;
      this.batch = new Batch();
      const snapshots = this.snapshotDue() ? this.takeSnapshots() : [];
      try {
        await writeBatch(this.db, batch);
      } catch (error) {
        this.failure = error;
        if (this.timer) clearInterval(this.timer);
        this.log.fatal({ err: error }, 'markets commit failed; refusing further orders until restart');
        for (const waiter of [...batch.waiters, ...this.batch.waiters]) waiter.reject(error);
        return;
      }
      this.rememberCommitted(batch);
      for (const waiter of batch.waiters) waiter.resolve();
      this.publish(batch);
      // Issue #22 item 3: the snapshot is written after the orders it covers are acknowledged, in
      // its own transaction; a failed one loses nothing (the journal still holds every command) and
      // its parts are due again. Its parts are serialised on this thread: first let the callers
      // just acknowledged run (their continuations wait in the microtask queue), so no order's
      // answer waits for a snapshot's JSON.
      if (snapshots.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await this.writeSnapshots(snapshots);
      }
    }
  }

  /** The batch's order states (copied when staged) are now durable: `recentOrder` answers them. */
  private rememberCommitted(batch: Batch): void {
    for (const [key, { order }] of batch.orders) {
      this.committedOrders.set(key, order);
      if (order.status !== 'filled' && order.status !== 'cancelled') continue;
      this.committedFinished.add(key);
      if (this.committedFinished.size > FINISHED_ORDERS_KEPT) {
        const oldest = this.committedFinished.values().next().value;
        if (oldest !== undefined) {
          this.committedFinished.delete(oldest);
          this.committedOrders.delete(oldest);
        }
      }
    }
  }

  private snapshotDue(): boolean {
    if (this.commandsSinceSnapshot === 0) return false;
    return (
      this.commandsSinceSnapshot >= this.settings.snapshotEvery ||
      Date.now() - this.lastSnapshotAt >= this.settings.snapshotIntervalMs
    );
  }

  /**
   * Taken between batches, so each venue's state is exactly the one after the batch's last command:
   * the parts changed since the last snapshot, copied out at once as plain values (later commands
   * change the engine while the batch is written); they are serialised after the acknowledgements.
   */
  private takeSnapshots(): TakenSnapshot[] {
    const started = performance.now();
    const snapshots = VENUES.map((venue) => ({
      venue,
      seq: this.seq,
      taken: this.exchanges[venue].takeSnapshotParts(),
    }));
    this.snapshotTakeMs = performance.now() - started;
    this.commandsSinceSnapshot = 0;
    this.lastSnapshotAt = Date.now();
    return snapshots;
  }

  private async writeSnapshots(snapshots: readonly TakenSnapshot[]): Promise<void> {
    const started = performance.now();
    try {
      const stats = await writeSnapshots(this.db, snapshots);
      this.snapshotCosts.add(stats, this.snapshotTakeMs, performance.now() - started);
    } catch (error) {
      this.snapshotCosts.failed += 1;
      for (const { venue, taken } of snapshots) this.exchanges[venue as VenueName].dirty.putBack(taken);
      this.log.error({ err: error }, 'markets snapshot failed; the journal still covers it');
    }
  }

  private publish(batch: Batch): void {
    if (this.listeners.size === 0) return;
    const trades: Array<{ symbol: string; trade: PublicTrade }> = [];
    for (const { venue, event } of batch.events) {
      if (venue !== 'live' || event.type !== 'trade') continue;
      const spec = getSymbol(event.symbol);
      trades.push({
        symbol: event.symbol,
        trade: {
          tradeId: event.tradeId,
          price: Number(parseUnits(event.price, spec.pricePlace)),
          size: Number(parseUnits(event.size, spec.quotePrecision)),
          takerSide: event.takerSide,
          time: event.ts,
        },
      });
    }
    const committed: CommittedBatch = {
      events: batch.events,
      orders: [...batch.orders.values()],
      touchedSymbols: batch.touchedSymbols,
      trades,
    };
    for (const listener of this.listeners) {
      try {
        listener(committed);
      } catch (error) {
        this.log.error({ err: error }, 'markets listener failed');
      }
    }
  }

  private simulate(): void {
    if (this.paused || this.stopped || this.failure !== undefined) return;
    // A slow database must not pile up simulated work: skip a step while a commit is running long.
    if (this.batch.journal.length > 2_000) return;
    this.transact((tx) => {
      for (const venue of VENUES) {
        const simulator = this.simulators[venue];
        if (simulator === undefined) continue;
        for (const command of simulator.advance(tx.now)) tx.apply(venue, command);
      }
    }).catch((error: unknown) => this.log.error({ err: error }, 'simulator step failed'));
  }

  /** Fires every waiting plan order whose trigger the last price has reached. */
  triggerPlans(tx: TransactionContext): void {
    for (const plan of [...this.waitingPlans.values()]) {
      if (this.plansTriggeredElsewhere.has(plan.venue)) continue;
      const spec = getSymbol(plan.symbol);
      const last = this.lastPriceOf(plan.symbol);
      const trigger = Number(parseUnits(String(plan.trigger_price), spec.pricePlace));
      if (last === undefined) continue;
      const reached = plan.trigger_direction === 'up' ? last >= trigger : last <= trigger;
      if (!reached) continue;
      const events = tx.apply(
        plan.venue,
        {
          type: 'place',
          symbol: plan.symbol,
          accountId: `u${plan.user_id}`,
          side: plan.side,
          orderType: plan.order_type,
          ...(plan.price === null || plan.price === undefined ? {} : { price: String(plan.price) }),
          size: String(plan.size),
          ts: tx.now,
        },
        { trackingType: 1 },
      );
      const accepted = events.find((event) => event.type === 'accepted');
      tx.stagePlan({
        ...plan,
        status: accepted ? 'triggered' : 'failed',
        order_no: accepted?.type === 'accepted' ? accepted.orderId : null,
        updated_at: tx.now,
      });
    }
  }

  /**
   * A cross pair's rate from where its USDT legs start (legs are listed first, so theirs are
   * known): its generated history ends there, joining the live market that follows the legs.
   */
  private crossRate(spec: SymbolSpec): number | undefined {
    const base = this.fairStart[`${spec.base}USDT`];
    const quote = this.fairStart[`${spec.quote}USDT`];
    return spec.quote === 'USDT' || base === undefined || quote === undefined
      ? undefined
      : base.price / quote.price;
  }

  private async loadMarketData(): Promise<void> {
    const since = Date.now() - CANDLE_RETENTION_MS;
    for (const spec of SYMBOLS) {
      let rows = await this.db
        .selectFrom('markets_candles')
        .selectAll()
        .where('symbol', '=', spec.symbol)
        .where('open_time', '>=', since)
        .orderBy('open_time')
        .execute();
      let historyEnd: FairPriceState | undefined;
      if (rows.length === 0) {
        const history = generateHistory(spec.symbol, {
          seed: this.settings.seed,
          endTs: Date.now(),
          hours: this.settings.historyHours,
          endPrice: this.crossRate(spec),
        });
        const quoteUnitsPerTickLot = 10n ** BigInt(LEDGER_DECIMALS - spec.pricePlace - spec.quotePrecision);
        await insertCandles(
          this.db,
          spec.symbol,
          history.candles.map((candle) => ({
            ...candle,
            quoteVolume: candle.quoteVolume * quoteUnitsPerTickLot,
          })),
        );
        historyEnd = history.end;
        rows = await this.db
          .selectFrom('markets_candles')
          .selectAll()
          .where('symbol', '=', spec.symbol)
          .orderBy('open_time')
          .execute();
      }
      const series = rows.map(candleFromRow);
      this.candles.set(spec.symbol, series);
      const trades = await this.db
        .selectFrom('markets_trades')
        .selectAll()
        .where('symbol', '=', spec.symbol)
        .orderBy('trade_id', 'desc')
        .limit(RECENT_TRADES)
        .execute();
      this.recentTrades.set(
        spec.symbol,
        trades.reverse().map((row) => ({
          tradeId: Number(row.trade_id),
          price: Number(parseUnits(String(row.price), spec.pricePlace)),
          size: Number(parseUnits(String(row.size), spec.quotePrecision)),
          takerSide: row.taker_side,
          time: Number(row.created_at),
        })),
      );
      const last =
        this.recentTrades.get(spec.symbol)?.at(-1)?.price ?? series.at(-1)?.close ?? spec.startPriceTicks;
      this.lastPrice.set(spec.symbol, last);
      this.fairStart[spec.symbol] = historyEnd ?? { price: last / 10 ** spec.pricePlace, regime: 'normal' };
    }
  }
}
