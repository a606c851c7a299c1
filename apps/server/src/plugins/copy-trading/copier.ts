import { Decimal } from '@tideline/core/decimal';
import type { FastifyBaseLogger } from 'fastify';
import { type CompiledQuery, type Selectable, sql } from 'kysely';
import { unitsToDecimal } from '../../futures/state.ts';
import type { FuturesEvent, PositionView } from '../../futures/types.ts';
import { formatUnits } from '../../markets/fixed-point.ts';
import { accountIdOf, userIdOf, type VenueName } from '../../platform/trading-account.ts';
import type { CommittedFuturesBatch, FuturesInput, FuturesService } from '../futures/index.ts';
import {
  copyAccountId,
  copyIdOf,
  directionCode,
  directionName,
  equityOf,
  futuresMove,
  positionSize,
} from './copy-account.ts';
import {
  classifyMove,
  type Direction,
  type LeadAction,
  type LeadMove,
  type MirrorPlan,
  planMirror,
} from './mirror.ts';
import { expandMoveRecords, type MoveRecord, moveRecordsText } from './move-records.ts';
import { cumulativeProfit, settleProfitShare } from './profit-share.ts';
import type { SerialQueue } from './serial-queue.ts';
import type { CopyDb, CopyTables } from './tables.ts';

export type CopyRow = Selectable<CopyTables['copy_copies']>;

/** What mirroring reads of each copy: its sizing, symbols and own take profit and stop loss. */
const MIRROR_COLUMNS = [
  'id',
  'mode',
  'fixed_margin',
  'multiple',
  'symbols',
  'take_profit_percent',
  'stop_loss_percent',
] as const;
type MirrorCopy = Pick<CopyRow, (typeof MIRROR_COLUMNS)[number]>;
type LeadMark = Pick<Selectable<CopyTables['copy_lead_marks']>, 'symbol' | 'direction' | 'size' | 'achieved'>;

/** Kept free beside the margin of a copied opening order: the taker fee and a market order's slippage hold. */
export const COPY_FEE_RESERVE = '0.002';

const VENUES: readonly VenueName[] = ['live', 'demo'];

interface Settlement {
  readonly copy: CopyRow;
  readonly settlementId: number;
  readonly share: string;
  readonly highWaterMark: string;
}

/** A lead's move once every order it planned is placed and recorded (copied or skipped). */
export interface MirroredMove {
  readonly venue: VenueName;
  readonly leadId: number;
  readonly symbol: string;
  readonly direction: Direction;
  /** The orders placed in the move's futures batch and recorded with what they filled. */
  readonly orders: number;
}

interface PlannedOrder {
  readonly copy: MirrorCopy;
  readonly plan: Extract<MirrorPlan, { kind: 'order' }>;
  readonly sizeBefore: string;
}

/** One follower's entry in a move's plan: an order to place (pending), or a skip with its reason. */
interface PlanRow {
  readonly copyId: number;
  readonly side: 'buy' | 'sell';
  readonly size: string;
  readonly state: 'pending' | 'skipped';
  readonly reason: string | null;
  readonly sizeBefore: string;
}

/**
 * A move as its orders' records name it: a new one (written with its records, with the lead's new
 * mark), or one whose plan a crash left (written already).
 */
type PlannedMove =
  | { readonly action: LeadAction; readonly at: number; readonly moveId: number }
  | {
      readonly action: LeadAction;
      readonly at: number;
      readonly move: {
        readonly venue: VenueName;
        readonly leadId: number;
        readonly move: LeadMove & { readonly pnl: string };
        readonly markAchieved: string;
      };
    };

/**
 * Mirrors lead traders' positions into their followers' copy accounts (issue #24). Each change of
 * a lead's position is a move from the size last mirrored (its mark) to the size now; the move,
 * its plan (each follower's order, pending, or skip with its reason, and the copy's position size
 * before) and the new mark are written in one statement before any order is placed; once the
 * futures batch holding the orders is committed, each follower's record (copied with what it
 * filled, or skipped) is written in the statement that deletes the plan. A restart finishes a plan
 * a crash left: a pending order whose copy position still has its size from before is placed, one
 * whose size moved was placed (nothing else trades a copy
 * account), and a lead whose size differs from its mark is mirrored then. So each follower is
 * copied exactly once per move.
 */
export class Copier {
  private readonly leads = new Set<number>();
  /**
   * The last view of each lead position that closed (`venue:leadId:symbol:direction`), kept from
   * its event until the close is mirrored: the engine no longer lists a closed position, and the
   * mirroring may run after later batches.
   */
  private readonly closedViews = new Map<string, PositionView>();
  private unsubscribe: (() => void) | undefined;
  private readonly mirroredListeners = new Set<(move: MirroredMove) => void>();
  /** Each lead's active copies by `venue:leadId`, as mirroring reads them (activeCopiesOf). */
  private readonly activeCopies = new Map<string, readonly MirrorCopy[]>();
  /** Each lead's marks by `venue:leadId` (marksOf). */
  private readonly leadMarks = new Map<string, readonly LeadMark[]>();
  private copiesGeneration = 0;
  private readonly queuedOnce = new Set<'warm' | 'expand'>();
  private readonly keysOf = new WeakMap<MirrorCopy, { account: string; rules: string }>();
  /**
   * `venue:copyId` of the copies a move is closing or reducing: the move settles their profit share
   * itself once its orders are recorded, so their closing events need not queue a second settlement.
   */
  private readonly settling = new Set<string>();

  constructor(
    private readonly db: CopyDb,
    private readonly futures: FuturesService,
    private readonly queue: SerialQueue,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  isLead(userId: number): boolean {
    return this.leads.has(userId);
  }

  /** A new lead (or one seeded at start): its marks and copies are read ahead of its first fill. */
  addLead(userId: number): void {
    if (this.leads.has(userId)) return;
    this.leads.add(userId);
    this.scheduleWarm();
  }

  /** Finishes what a crash left, mirrors what the leads did meanwhile, then follows their fills. */
  async start(): Promise<void> {
    const rows = await this.db.selectFrom('copy_leads').select('user_id').execute();
    for (const row of rows) this.leads.add(row.user_id);
    this.unsubscribe = this.futures.onCommit((batch) => this.onBatch(batch));
    await this.queue.run(async () => {
      // Move records a crash left between a move's commit and their expansion.
      const expanded = await expandMoveRecords(this.db);
      const settlements = await this.finishSettlements();
      const orders = await this.finishPlans();
      await this.warm();
      let moves = 0;
      for (const venue of VENUES)
        for (const leadId of this.leads) moves += await this.mirrorLead(venue, leadId);
      // The records of the plans finished and the moves mirrored above, before start resolves.
      await expandMoveRecords(this.db);
      if (expanded + settlements + orders + moves > 0)
        this.log.warn(
          { expanded, settlements, orders, moves },
          'copy trading: finished what a stop or crash left',
        );
    });
  }

  stop(): void {
    this.unsubscribe?.();
  }

  /**
   * Calls `listener` each time a move's orders are all placed and recorded (before its profit
   * share is settled): the bench's in-process signal, so that measuring does not poll the database.
   */
  /** Resolves once every copy-account task queued so far has run. */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  onMirrored(listener: (move: MirroredMove) => void): () => void {
    this.mirroredListeners.add(listener);
    return () => this.mirroredListeners.delete(listener);
  }

  /**
   * A lead's position changed: mirror it. A copy's position closed on its own (its take profit or
   * stop loss, a liquidation): its profit is realised, so settle the share now rather than at the
   * lead's next close.
   */
  private onBatch(batch: CommittedFuturesBatch): void {
    const leads = new Map<string, { venue: VenueName; leadId: number }>();
    const flatCopies: Record<VenueName, Set<number>> = { live: new Set(), demo: new Set() };
    for (const { venue, event } of batch.events) {
      if (event.type !== 'position') continue;
      // A copy move's batch brings a position event per copy: read them cheaply.
      const closed = event.closed !== null;
      const copyId = closed ? copyIdOf(event.accountId) : undefined;
      if (copyId !== undefined && !this.settling.has(`${venue}:${copyId}`)) flatCopies[venue].add(copyId);
      const leadId = userIdOf(event.accountId);
      if (leadId === undefined || !this.leads.has(leadId)) continue;
      leads.set(`${venue}:${leadId}`, { venue, leadId });
      if (event.closed !== null)
        this.closedViews.set(
          positionKey(venue, leadId, event.symbol, directionName(event.direction)),
          event.closed,
        );
    }
    for (const { venue, leadId } of leads.values()) {
      void this.queue
        .run(() => this.mirrorLead(venue, leadId))
        .catch((error: unknown) => this.log.error({ err: error, leadId }, 'copy trading: mirroring failed'));
    }
    for (const venue of VENUES) {
      const copyIds = [...flatCopies[venue]];
      if (copyIds.length === 0) continue;
      void this.queue
        .run(() => this.settleFlat(venue, copyIds))
        .catch((error: unknown) =>
          this.log.error({ err: error, copyIds }, 'copy trading: settlement failed'),
        );
    }
  }

  /**
   * Mirrors every (symbol, direction) of the lead whose size differs from its mark. A close found
   * only after a restart (its event, with the final realised PnL, was not seen) takes the final
   * realised PnL from the closed position's record in the futures history, written in the same
   * commit as the closing fill.
   */
  async mirrorLead(venue: VenueName, leadId: number): Promise<number> {
    const exchange = this.futures.exchanges[venue];
    const leadAccount = accountIdOf(leadId);
    const marks = await this.marksOf(venue, leadId);
    const seen = new Set<string>();
    let mirrored = 0;
    const current = exchange.positionsOf(leadAccount);
    const keys = [
      ...current.map((view) => ({ symbol: view.symbol, direction: directionName(view.direction) })),
      ...marks.map((mark) => ({ symbol: mark.symbol, direction: mark.direction })),
    ];
    for (const { symbol, direction } of keys) {
      const key = `${symbol}:${direction}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const view = current.find(
        (entry) => entry.symbol === symbol && directionName(entry.direction) === direction,
      );
      const mark = marks.find((entry) => entry.symbol === symbol && entry.direction === direction);
      const fromSize = mark?.size ?? '0';
      const toSize = view?.count ?? '0';
      const action = classifyMove(fromSize, toSize);
      if (action === undefined) continue;
      // Realised PnL since the last reduction: the position's life total now, less the total then.
      const closedKey = positionKey(venue, leadId, symbol, direction);
      const closedView = this.closedViews.get(closedKey);
      this.closedViews.delete(closedKey);
      const achievedNow =
        view?.achievedProfits ??
        closedView?.achievedProfits ??
        (action === 'close' ? await this.closedAchieved(venue, leadId, symbol, direction) : undefined) ??
        mark?.achieved ??
        '0';
      const achievedBefore = new Decimal(fromSize).isZero() ? '0' : (mark?.achieved ?? '0');
      const reducing = action === 'reduce' || action === 'close';
      const pnl = reducing ? new Decimal(achievedNow).minus(achievedBefore).toFixed() : '0';
      const ticker = exchange.ticker(symbol);
      const price = ticker.markPrice ?? ticker.lastPrice ?? view?.openAvgPrice ?? '0';
      const leverage = Number(view?.openLevel ?? exchange.symbolSettings(leadAccount, symbol).leverage);
      await this.mirrorMove(
        venue,
        leadId,
        {
          symbol,
          direction,
          fromSize,
          toSize,
          price,
          leverage,
        },
        pnl,
        reducing ? achievedNow : achievedBefore,
      );
      mirrored += 1;
    }
    return mirrored;
  }

  /**
   * The realised PnL over its life (after fees and funding) of the lead's last closed position on
   * (symbol, direction): the `position` row the futures history keeps of each close. Nothing trades
   * between a crash and the recovery's mirroring, so the last close is the one being mirrored.
   */
  private async closedAchieved(
    venue: VenueName,
    leadId: number,
    symbol: string,
    direction: Direction,
  ): Promise<string | undefined> {
    const result = await sql<{ achieved: string | null }>`
      select data->>'achievedProfits' as achieved from futures_history
      where venue = ${venue} and account_id = ${accountIdOf(leadId)} and kind = 'position'
        and symbol = ${symbol} and (data->>'direction')::int = ${directionCode(direction)}
      order by seq desc, position desc
      limit 1`.execute(this.db);
    return result.rows[0]?.achieved ?? undefined;
  }

  private async mirrorMove(
    venue: VenueName,
    leadId: number,
    move: LeadMove,
    pnl: string,
    markAchieved: string,
  ): Promise<void> {
    const action = classifyMove(move.fromSize, move.toSize)!;
    const exchange = this.futures.exchanges[venue];
    const contract = exchange.contracts().find((spec) => spec.symbol === move.symbol);
    if (contract === undefined) return;
    const sizing = {
      sizePlace: contract.sizePlace,
      minSize: new Decimal(contract.minSizeLots).div(new Decimal(10).pow(contract.sizePlace)).toFixed(),
      takerFeeRate: COPY_FEE_RESERVE,
    };
    const copies = await this.activeCopiesOf(venue, leadId);
    const at = this.now();
    const orders: PlannedOrder[] = [];
    // planMirror is pure: copies with the same rules, size and free balance (followers with the
    // same settings) share one plan within a move. Looked up by the raw figures (rules, lots,
    // ledger units): no key text and no decimal text per follower, only per plan.
    const plans = new Map<string, Map<number, Map<bigint, MirrorPlan>>>();
    const leg = directionCode(move.direction);
    const rows = copies.flatMap((copy): PlanRow[] => {
      const { account, rules } = this.copyKeys(copy);
      const lots = exchange.legSize(account, move.symbol, leg);
      const sizeBefore = lots === 0 ? '0' : formatUnits(lots, contract.sizePlace);
      const available = exchange.availableUnits(account);
      const byLots = entryOf(plans, rules, () => new Map<number, Map<bigint, MirrorPlan>>());
      const byAvailable = entryOf(byLots, lots, () => new Map<bigint, MirrorPlan>());
      let plan = byAvailable.get(available);
      if (plan === undefined) {
        plan = planMirror(
          move,
          {
            mode: copy.mode,
            fixedMargin: copy.fixed_margin,
            multiple: copy.multiple,
            symbols: copy.symbols,
          },
          { size: sizeBefore, available: unitsToDecimal(available) },
          sizing,
        );
        byAvailable.set(available, plan);
      }
      if (plan.kind === 'none') return [];
      if (plan.kind === 'order') orders.push({ copy, plan, sizeBefore });
      return [
        {
          copyId: Number(copy.id),
          side: plan.kind === 'order' ? plan.side : move.direction === 'long' ? 'buy' : 'sell',
          size: plan.size,
          state: plan.kind === 'order' ? 'pending' : 'skipped',
          reason: plan.kind === 'skip' ? plan.reason : null,
          sizeBefore,
        },
      ];
    });
    const marksKey = `${venue}:${leadId}`;
    const newMark = {
      symbol: move.symbol,
      direction: move.direction,
      size: move.toSize,
      achieved: markAchieved,
    };
    // The move, the lead's new mark and every follower's record are written in the transaction
    // that journals the followers' orders (one place-batch command): all durable, or none.
    const planned = { action, at, move: { venue, leadId, move: { ...move, pnl }, markAchieved } };
    const writing = this.placeOrders(venue, leadId, move, planned, rows, orders, new Map());
    // Whatever the outcome of a failed commit, the kept marks are read again next time.
    await writing.catch((error: unknown) => {
      this.leadMarks.delete(marksKey);
      throw error;
    });
    const kept = this.leadMarks.get(marksKey);
    if (kept !== undefined) {
      const others = kept.filter((mark) => mark.symbol !== move.symbol || mark.direction !== move.direction);
      this.leadMarks.set(marksKey, [...others, newMark]);
    }
  }

  /** A copy's account id and the key of its sizing rules, made once per kept copy. */
  private copyKeys(copy: MirrorCopy): { account: string; rules: string } {
    let keys = this.keysOf.get(copy);
    if (keys === undefined) {
      keys = {
        account: copyAccountId(copy.id),
        rules: `${copy.mode}|${copy.fixed_margin}|${copy.multiple}|${copy.symbols?.join(',') ?? '*'}`,
      };
      this.keysOf.set(copy, keys);
    }
    return keys;
  }

  /**
   * A lead's marks, read once and then kept as the copier writes them (it is their only writer, in
   * the one queue): a lead's position events come with every mark price update, and most move
   * nothing.
   */
  private async marksOf(venue: VenueName, leadId: number): Promise<readonly LeadMark[]> {
    const key = `${venue}:${leadId}`;
    const kept = this.leadMarks.get(key);
    if (kept !== undefined) return kept;
    const marks = await this.db
      .selectFrom('copy_lead_marks')
      .select(['symbol', 'direction', 'size', 'achieved'])
      .where('venue', '=', venue)
      .where('lead_id', '=', leadId)
      .execute();
    this.leadMarks.set(key, marks);
    return marks;
  }

  /** A lead's active copies, read once and kept until a copy changes (see forgetCopies). */
  private async activeCopiesOf(venue: VenueName, leadId: number): Promise<readonly MirrorCopy[]> {
    const key = `${venue}:${leadId}`;
    const kept = this.activeCopies.get(key);
    if (kept !== undefined) return kept;
    const generation = this.copiesGeneration;
    const copies = await this.db
      .selectFrom('copy_copies')
      .select(MIRROR_COLUMNS)
      .where('venue', '=', venue)
      .where('lead_id', '=', leadId)
      .where('state', '=', 'active')
      .orderBy('id')
      .execute();
    if (generation === this.copiesGeneration) this.activeCopies.set(key, copies);
    return copies;
  }

  /**
   * Drops the kept lists of active copies: the service calls it after each write to copy_copies
   * that starts, stops or fails a copy (every one of them runs in the queue, as mirroring does, so
   * no move is planned from a list older than the write).
   */
  forgetCopies(): void {
    this.copiesGeneration += 1;
    this.activeCopies.clear();
    this.scheduleWarm();
  }

  /**
   * Reads every lead's marks and active copies on both venues ahead of the lead's next fill, so a
   * fill never waits for that first read: at start, when a lead is added and, in the queue after
   * the task that changed them, when copies start, stop or fail.
   */
  private async warm(): Promise<void> {
    for (const venue of VENUES)
      for (const leadId of this.leads) {
        await this.marksOf(venue, leadId);
        await this.activeCopiesOf(venue, leadId);
      }
  }

  /**
   * Queues `task` once after the tasks queued so far: several requests in a row before it runs
   * share it (the read-ahead of leads after copies change; the expansion of move records).
   */
  private queueOnce(name: 'warm' | 'expand', task: () => Promise<void>, failure: string): void {
    if (this.queuedOnce.has(name)) return;
    this.queuedOnce.add(name);
    void this.queue
      .run(async () => {
        this.queuedOnce.delete(name);
        await task();
      })
      .catch((error: unknown) => this.log.warn({ err: error }, failure));
  }

  private scheduleWarm(): void {
    this.queueOnce('warm', () => this.warm(), 'copy trading: reading leads ahead failed');
  }

  /**
   * A move's orders as one place-batch command: one journal entry whatever the number of
   * followers, each order still checked on its own by the engine. An opening order carries the
   * lead's leverage (set first where the copy's differs) and the follower's own TP/SL.
   */
  private batchCommand(
    venue: VenueName,
    move: Pick<LeadMove, 'symbol' | 'direction' | 'leverage' | 'price'>,
    orders: readonly PlannedOrder[],
  ): FuturesInput {
    const first = orders[0]!.plan;
    const opening = !first.reduceOnly;
    // Followers with the same TP/SL percentages share their trigger prices.
    const levels = new Map<string, { takeProfit: string | null; stopLoss: string | null }>();
    const takeProfits: Array<string | null> = [];
    const stopLosses: Array<string | null> = [];
    if (opening)
      for (const order of orders) {
        const key = `${order.copy.take_profit_percent}|${order.copy.stop_loss_percent}`;
        let level = levels.get(key);
        if (level === undefined) {
          level = this.protection(venue, move, order.copy);
          levels.set(key, level);
        }
        takeProfits.push(level.takeProfit);
        stopLosses.push(level.stopLoss);
      }
    return {
      type: 'place-batch',
      symbol: move.symbol,
      side: first.side,
      positionSide: directionCode(move.direction),
      reduceOnly: first.reduceOnly,
      accountIds: orders.map((order) => copyAccountId(order.copy.id)),
      sizes: orders.map((order) => order.plan.size),
      ...(opening
        ? {
            leverage: move.leverage,
            ...(takeProfits.some((level) => level !== null) ? { takeProfits } : {}),
            ...(stopLosses.some((level) => level !== null) ? { stopLosses } : {}),
          }
        : {}),
    };
  }

  /** The follower's own take profit and stop loss trigger prices, as a return on the order's margin in percent. */
  private protection(
    venue: VenueName,
    move: Pick<LeadMove, 'symbol' | 'direction' | 'leverage' | 'price'>,
    copy: MirrorCopy,
  ): { takeProfit: string | null; stopLoss: string | null } {
    const contract = this.futures.exchanges[venue].contracts().find((spec) => spec.symbol === move.symbol)!;
    const sign = move.direction === 'long' ? 1 : -1;
    const at = (percent: string, towards: 1 | -1) =>
      new Decimal(move.price)
        .mul(
          new Decimal(1).plus(
            new Decimal(percent)
              .div(100)
              .div(move.leverage)
              .mul(sign * towards),
          ),
        )
        .toDecimalPlaces(contract.pricePlace, Decimal.ROUND_HALF_UP);
    const stop = copy.stop_loss_percent === null ? undefined : at(copy.stop_loss_percent, -1);
    return {
      takeProfit: copy.take_profit_percent === null ? null : at(copy.take_profit_percent, 1).toFixed(),
      stopLoss: stop === undefined || stop.lte(0) ? null : stop.toFixed(),
    };
  }

  /**
   * Places the planned orders of a move as one place-batch command and writes, in the transaction
   * that journals it, every follower's record (and, for a new move, the move and the lead's new
   * mark); then settles the profit share of the copies a reducing order left flat. `filled`
   * already holds what a recovery found placed before a crash.
   */
  private async placeOrders(
    venue: VenueName,
    leadId: number,
    move: Pick<LeadMove, 'symbol' | 'direction' | 'leverage' | 'price'>,
    planned: PlannedMove,
    rows: readonly PlanRow[],
    orders: readonly PlannedOrder[],
    filled: Map<number, string>,
  ): Promise<void> {
    const reduced =
      planned.action === 'reduce' || planned.action === 'close'
        ? rows.filter((row) => row.state === 'pending').map((row) => row.copyId)
        : [];
    for (const copyId of reduced) this.settling.add(`${venue}:${copyId}`);
    try {
      if (orders.length > 0) {
        await this.futures.transact(venue, [this.batchCommand(venue, move, orders)], (results) => {
          const fills = takerFills(results[0] ?? []);
          for (const order of orders) {
            const copyId = Number(order.copy.id);
            filled.set(copyId, fills.get(copyAccountId(copyId)) ?? '0');
          }
          return this.recordStatement(planned, rows, filled);
        });
      } else {
        await this.db.executeQuery(this.recordStatement(planned, rows, filled));
      }
      const mirrored = {
        venue,
        leadId,
        symbol: move.symbol,
        direction: move.direction,
        orders: orders.length,
      };
      for (const listener of this.mirroredListeners) listener(mirrored);
      // Every follower's copy_orders row, from the move's one record row (move-records.ts).
      this.queueOnce(
        'expand',
        () => expandMoveRecords(this.db).then(() => undefined),
        'copy trading: expanding move records failed',
      );
      await this.settleFlat(venue, reduced);
    } finally {
      for (const copyId of reduced) this.settling.delete(`${venue}:${copyId}`);
    }
  }

  /**
   * Every follower's record of a move, final: copied with what it filled, skipped with the plan's
   * reason, or skipped as refused when its order filled nothing. One statement: with a new move,
   * it also inserts the move and upserts the lead's mark; with a plan a crash left, it deletes the
   * plan. So a move is recorded once.
   */
  private recordStatement(
    planned: PlannedMove,
    rows: readonly PlanRow[],
    filled: ReadonlyMap<number, string>,
  ): CompiledQuery {
    const records = rows.map((row): MoveRecord => {
      if (row.state === 'skipped')
        return [row.copyId, row.side, row.size, 'skipped', row.reason, row.sizeBefore, null];
      // A fill is a sum of trade sizes (or a recovered change of size, its absolute value): it
      // is above zero when any of its digits is not 0.
      const amount = filled.get(row.copyId) ?? '0';
      const copied = /[1-9]/.test(amount);
      return [
        row.copyId,
        row.side,
        row.size,
        copied ? 'copied' : 'skipped',
        copied ? null : 'order-refused',
        row.sizeBefore,
        amount,
      ];
    });
    // Every follower's record as one row of JSON text: expanded into copy_orders rows after the
    // signal, in the queue (expandMoveRecords), so the commit writes one row, not a thousand.
    const recordsRow = sql`
      insert into copy_move_records (move_id, action, at, records)
      select move.id, ${planned.action}, ${planned.at}::bigint, ${moveRecordsText(records)}
      from move`;
    if ('moveId' in planned)
      return sql`
        with move as (select ${planned.moveId}::bigint as id),
        done as (delete from copy_move_plans where move_id = ${planned.moveId})
        ${recordsRow}`.compile(this.db);
    const { venue, leadId, move, markAchieved } = planned.move;
    return sql`
      with move as (
        insert into copy_lead_moves (venue, lead_id, symbol, direction, action, from_size, to_size, price, pnl, at)
        values (${venue}, ${leadId}, ${move.symbol}, ${move.direction}, ${planned.action}, ${move.fromSize},
          ${move.toSize}, ${move.price}, ${move.pnl}, ${planned.at})
        returning id
      ), mark as (
        insert into copy_lead_marks (venue, lead_id, symbol, direction, size, achieved)
        values (${venue}, ${leadId}, ${move.symbol}, ${move.direction}, ${move.toSize}, ${markAchieved})
        on conflict (venue, lead_id, symbol, direction)
        do update set size = excluded.size, achieved = excluded.achieved
      )
      ${recordsRow}`.compile(this.db);
  }

  /**
   * Plans a crash left: an order whose copy position moved from its size before was placed
   * (recorded with that change as its fill); the others are placed now, in one batch per move.
   */
  private async finishPlans(): Promise<number> {
    const plans = await sql<{
      move_id: number | string;
      venue: VenueName;
      lead_id: number;
      symbol: string;
      direction: Direction;
      action: LeadAction;
      price: string;
      at: number | string;
      copy_ids: string[];
      sides: Array<'buy' | 'sell'>;
      sizes: string[];
      states: Array<'pending' | 'skipped'>;
      skip_reasons: Array<string | null>;
      sizes_before: string[];
    }>`
      select p.move_id, m.venue, m.lead_id, m.symbol, m.direction, m.action, m.price, m.at,
        p.copy_ids::text[] as copy_ids, p.sides, p.sizes::text[] as sizes, p.states, p.skip_reasons,
        p.sizes_before::text[] as sizes_before
      from copy_move_plans p join copy_lead_moves m on m.id = p.move_id
      order by p.move_id`.execute(this.db);
    for (const plan of plans.rows) {
      const venue = plan.venue;
      const rows: PlanRow[] = plan.copy_ids.map((copyId, index) => ({
        copyId: Number(copyId),
        side: plan.sides[index]!,
        size: plan.sizes[index]!,
        state: plan.states[index]!,
        reason: plan.skip_reasons[index] ?? null,
        sizeBefore: plan.sizes_before[index]!,
      }));
      const pending = rows.filter((row) => row.state === 'pending');
      const copies =
        pending.length === 0
          ? []
          : await this.db
              .selectFrom('copy_copies')
              .select(MIRROR_COLUMNS)
              .where(
                'id',
                'in',
                pending.map((row) => row.copyId),
              )
              .execute();
      const copyOf = new Map(copies.map((copy) => [Number(copy.id), copy]));
      const reduceOnly = plan.action === 'reduce' || plan.action === 'close';
      const filled = new Map<number, string>();
      const orders: PlannedOrder[] = [];
      for (const row of pending) {
        const account = copyAccountId(row.copyId);
        const sizeNow = positionSize(this.futures, venue, account, plan.symbol, plan.direction);
        if (!new Decimal(sizeNow).eq(row.sizeBefore)) {
          filled.set(row.copyId, new Decimal(sizeNow).minus(row.sizeBefore).abs().toFixed());
          continue;
        }
        orders.push({
          copy: copyOf.get(row.copyId)!,
          plan: { kind: 'order', action: plan.action, side: row.side, reduceOnly, size: row.size },
          sizeBefore: row.sizeBefore,
        });
      }
      const leadAccount = accountIdOf(plan.lead_id);
      const leverage = this.futures.exchanges[venue].symbolSettings(leadAccount, plan.symbol).leverage;
      const move = { symbol: plan.symbol, direction: plan.direction, price: plan.price, leverage };
      const planned = { moveId: Number(plan.move_id), action: plan.action, at: Number(plan.at) };
      await this.placeOrders(venue, plan.lead_id, move, planned, rows, orders, filled);
    }
    return plans.rows.length;
  }

  /** Profit share of one copy if it holds no position (see settleFlat). */
  async settleIfFlat(venue: VenueName, copyId: number | string): Promise<void> {
    await this.settleFlat(venue, [Number(copyId)]);
  }

  /**
   * Profit share of every copy among `copyIds` that holds no position (its profit is all
   * realised): the lead's rate of the cumulative profit above the high-water mark, moved from the
   * copy account to the lead's futures account. The copies and their leads are read in one query
   * each, the settlement rows are written pending in one statement before the money moves, every
   * share moves in one futures batch, and the paid ones are marked in one transaction.
   */
  async settleFlat(venue: VenueName, copyIds: readonly number[]): Promise<void> {
    const exchange = this.futures.exchanges[venue];
    const flat = copyIds.filter((id) => exchange.positionsOf(copyAccountId(id)).length === 0);
    if (flat.length === 0) return;
    const copies = await this.db.selectFrom('copy_copies').selectAll().where('id', 'in', flat).execute();
    // Once the return to the futures wallet is recorded, everything is settled.
    const open = copies.filter((copy) => new Decimal(copy.returned).isZero());
    if (open.length === 0) return;
    const leads = await this.db
      .selectFrom('copy_leads')
      .select(['user_id', 'profit_share_rate'])
      .where('user_id', 'in', [...new Set(open.map((copy) => copy.lead_id))])
      .execute();
    const rates = new Map(leads.map((lead) => [lead.user_id, lead.profit_share_rate]));
    const due = open.flatMap((copy) => {
      const account = copyAccountId(copy.id);
      const settled = settleProfitShare({
        cumulativeProfit: cumulativeProfit(
          equityOf(this.futures, venue, account).toFixed(),
          copy.share_paid,
          copy.returned,
          copy.investment,
        ),
        highWaterMark: copy.high_water_mark,
        ratePercent: rates.get(copy.lead_id) ?? '0',
      });
      if (new Decimal(settled.share).lte(0)) return [];
      return [{ copy, ...settled, balanceBefore: exchange.balance(account).available }];
    });
    if (due.length === 0) return;
    const at = this.now();
    const inserted = await this.db
      .insertInto('copy_settlements')
      .values(
        due.map((entry) => ({
          copy_id: Number(entry.copy.id),
          amount: entry.share,
          high_water_mark: entry.highWaterMark,
          balance_before: entry.balanceBefore,
          state: 'pending' as const,
          at,
        })),
      )
      .returning(['id', 'copy_id'])
      .execute();
    const settlementOf = new Map(inserted.map((row) => [Number(row.copy_id), Number(row.id)]));
    await this.paySettlements(
      venue,
      due.map((entry) => ({
        copy: entry.copy,
        settlementId: settlementOf.get(Number(entry.copy.id))!,
        share: entry.share,
        highWaterMark: entry.highWaterMark,
      })),
    );
  }

  /** Moves each share in one futures batch, then marks the moved ones paid; a refused one stays pending. */
  private async paySettlements(venue: VenueName, settlements: readonly Settlement[]): Promise<void> {
    const results = await this.futures.transact(
      venue,
      settlements.flatMap((entry) =>
        futuresMove(copyAccountId(entry.copy.id), accountIdOf(entry.copy.lead_id), entry.share),
      ),
    );
    const refused = (index: number) =>
      [...results[index * 2]!, ...results[index * 2 + 1]!].some((event) => event.type === 'rejected');
    await this.markPaid(settlements.filter((_, index) => !refused(index)));
    const failed = settlements.filter((_, index) => refused(index));
    if (failed.length > 0)
      throw new Error(
        `copies ${failed.map((entry) => entry.copy.id).join(', ')}: profit share refused by the futures venue`,
      );
  }

  private async markPaid(settlements: readonly Settlement[]): Promise<void> {
    if (settlements.length === 0) return;
    const ids = settlements.map((entry) => entry.settlementId);
    const copyIds = settlements.map((entry) => Number(entry.copy.id));
    const shares = settlements.map((entry) => entry.share);
    const marks = settlements.map((entry) => entry.highWaterMark);
    await this.db.transaction().execute(async (tx) => {
      await tx.updateTable('copy_settlements').set({ state: 'paid' }).where('id', 'in', ids).execute();
      await sql`
        update copy_copies set
          share_paid = copy_copies.share_paid + t.share,
          high_water_mark = t.mark
        from unnest(${copyIds}::bigint[], ${shares}::numeric[], ${marks}::numeric[]) as t(id, share, mark)
        where copy_copies.id = t.id`.execute(tx);
    });
  }

  /** Settlements a crash left pending: paid if the copy account's balance already fell by the share. */
  private async finishSettlements(): Promise<number> {
    const pending = await this.db
      .selectFrom('copy_settlements')
      .innerJoin('copy_copies', 'copy_copies.id', 'copy_settlements.copy_id')
      .selectAll('copy_copies')
      .select([
        'copy_settlements.id as settlementId',
        'copy_settlements.amount as share',
        'copy_settlements.high_water_mark as mark',
        'copy_settlements.balance_before',
      ])
      .where('copy_settlements.state', '=', 'pending')
      .execute();
    for (const row of pending) {
      const settlement: Settlement = {
        copy: row as unknown as CopyRow,
        settlementId: Number(row.settlementId),
        share: row.share,
        highWaterMark: row.mark,
      };
      const available = this.futures.exchanges[row.venue].balance(copyAccountId(row.id)).available;
      if (new Decimal(available).eq(row.balance_before)) await this.paySettlements(row.venue, [settlement]);
      else await this.markPaid([settlement]);
    }
    return pending.length;
  }
}

function positionKey(venue: VenueName, leadId: number, symbol: string, direction: Direction): string {
  return `${venue}:${leadId}:${symbol}:${direction}`;
}

/** What each account's taker fills in these events add up to (decimal text, by account id). */
function takerFills(events: readonly FuturesEvent[]): Map<string, string> {
  const sums = new Map<string, string>();
  for (const event of events) {
    if (event.type !== 'trade') continue;
    const before = sums.get(event.takerAccountId);
    // Most orders fill in one trade: no decimal arithmetic for them.
    sums.set(
      event.takerAccountId,
      before === undefined ? plainDecimal(event.size) : new Decimal(before).plus(event.size).toFixed(),
    );
  }
  return sums;
}

/** A decimal's text without trailing zeros, as Decimal's toFixed() writes it ('0.010' is '0.01'). */
function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The map's entry for the key, made by `create` (and kept) the first time. */
function entryOf<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
