/**
 * Spot plan (trigger) orders of real-money users beside `npm run cluster` (docs/scale-out.md, "Plan
 * orders through the cluster"). The product server keeps answering the plan routes and keeps the
 * plans in its durable `markets_plan_orders` table; its markets service hands the live venue's
 * plans to this module, which triggers them on the cluster's trades (the result stream the product
 * server follows) and places each plan's order in the symbol's engine as a command, funded from
 * the spot wallet as a gateway funds a user's order.
 *
 * Exactly once, across restarts:
 * - The plan's command has request id, JetStream message id and client order id `plan:<plan
 *   number>` (a client order id no user can send). Its row is written triggered (with the engine's
 *   order number) or failed only from the command's result, seen in the result stream; until then
 *   the row stays waiting and the plan is only taken out of the waiting ones in memory (a cancel
 *   meanwhile finds no waiting plan).
 * - The product server replays the result stream at start from the last point where its plans were
 *   idle (none due, being placed, to be retried or with a row it could not write: `idle`; it records
 *   that point, and the streams are never purged past it), and fires plans only once it has caught
 *   up: a plan whose command was published before a crash is settled from its result in the replay,
 *   never published again; a waiting plan whose trigger a trade after its creation reached (also
 *   while the server was down) is fired once the replay is done. Each symbol's last trade before
 *   that point comes from the checkpoint (`resume`).
 * - Funding (allocation-funding.ts) reserves the order's need under the plan's request id and counts
 *   the allocation's unreserved free money only, so a plan fired again after a crash between its
 *   funding and its publish funds what its first funding left missing (none when that money is
 *   still there; all when the restart's sweeps took it back first): nothing is doubled or lost.
 * - A plan whose order could not be placed (the funding or the publish threw: NATS or the database
 *   down) goes back to the waiting ones and is tried again on a timer (1 s, doubling up to 30 s)
 *   while it is still waiting and the last trade still reaches its trigger. A plan the engine or
 *   the spot wallet refuses fails and is not tried again. A settled plan's row that could not be
 *   written (the database down) is written again on the same timer until it is.
 * - A command published but not yet applied at a restart (its engine down) is published again
 *   under the same message id: JetStream keeps one within its de-duplication window (10 minutes),
 *   and the engine refuses a second order with the same client order id while the first is open.
 *
 * Money back: the product server sweeps every allocation it funds after each result that moves its
 * money (allocation-funding.ts), plans' and gateways' orders alike: a market buy's unspent margin, a
 * refused order's funding and a fill's proceeds reach the spot wallet at once.
 */
import type { Insertable } from 'kysely';
import type { PlaceCommand } from '../markets/exchange-types.ts';
import { getSymbol, parseUnits } from '../markets/index.ts';
import { accountIdOf } from '../platform/trading-account.ts';
import type { PlanOrdersTable } from '../plugins/markets/tables.ts';
import { inTurns } from './in-turn.ts';
import type { CommandResult } from './symbol-engine.ts';

export type Plan = Insertable<PlanOrdersTable>;

const RID_PREFIX = 'plan:';

/** The request id and JetStream message id of a plan's command. */
export const planRid = (planNo: number): string => `${RID_PREFIX}${planNo}`;

/** The plan number of a plan's command result, undefined for any other result. */
export function planNoOfRid(rid: string): number | undefined {
  if (!rid.startsWith(RID_PREFIX)) return undefined;
  const planNo = Number(rid.slice(RID_PREFIX.length));
  return Number.isSafeInteger(planNo) && planNo > 0 ? planNo : undefined;
}

/**
 * The client order id of a plan's order: the engine refuses a second open order with it. Its colon
 * is outside the ids users may send (`CLIENT_ORDER_ID_PATTERN`, on /v1 and /cluster/v1), so a
 * user's own order can never hold a plan's id, or a plan a user's.
 */
export const planClientOrderId = (planNo: number): string => `${RID_PREFIX}${planNo}`;

/**
 * Whether a trade at `priceTicks` made at `time` reaches a waiting plan's trigger: 'up' when the
 * price has risen to it, 'down' when it has fallen to it. Trades made before the plan was placed
 * (the result stream replayed from its start) do not count.
 */
export function planReached(plan: Plan, priceTicks: number, time: number): boolean {
  if (time < Number(plan.created_at)) return false;
  const trigger = parseUnits(String(plan.trigger_price), getSymbol(plan.symbol).pricePlace);
  if (trigger === undefined) return false;
  return plan.trigger_direction === 'up' ? priceTicks >= Number(trigger) : priceTicks <= Number(trigger);
}

/** The order a triggered plan places, as the one-process server places it. */
export function planPlaceCommand(plan: Plan, ts: number): PlaceCommand {
  const planNo = Number(plan.plan_no);
  return {
    type: 'place',
    symbol: plan.symbol,
    accountId: accountIdOf(plan.user_id),
    side: plan.side,
    orderType: plan.order_type,
    ...(plan.price === null || plan.price === undefined ? {} : { price: String(plan.price) }),
    size: String(plan.size),
    clientOrderId: planClientOrderId(planNo),
    ts,
  };
}

/** What a plan's command result makes of the plan: triggered with the engine's order, or failed. */
export function planOutcome(
  result: CommandResult,
): { status: 'triggered'; orderNo: number } | { status: 'failed' } {
  const accepted = result.events.find((event) => event.type === 'accepted');
  return accepted?.type === 'accepted'
    ? { status: 'triggered', orderNo: accepted.orderId }
    : { status: 'failed' };
}

/** The trades of a result as (price in ticks, time). */
function tradesOf(result: CommandResult): Array<{ ticks: number; time: number }> {
  const pricePlace = getSymbol(result.symbol).pricePlace;
  const trades: Array<{ ticks: number; time: number }> = [];
  for (const event of result.events) {
    if (event.type !== 'trade') continue;
    const ticks = parseUnits(event.price, pricePlace);
    if (ticks !== undefined) trades.push({ ticks: Number(ticks), time: event.ts });
  }
  return trades;
}

/** What the trigger needs of the product server and the cluster. */
export interface ClusterPlanPorts {
  /** The live venue's waiting plans (the markets service's). */
  waiting(): readonly Plan[];
  /** Takes a waiting plan out of the waiting ones in memory; undefined when it is not waiting. */
  claim(planNo: number): Plan | undefined;
  /** Puts a claimed plan back among the waiting ones. */
  release(plan: Plan): void;
  /** Writes the plan's final row (durable when it resolves). */
  settle(plan: Plan, outcome: { status: 'triggered'; orderNo: number } | { status: 'failed' }): Promise<void>;
  /**
   * Funds the order `rid` from the user's spot wallet (allocation-funding.ts: its need reserved, what
   * the allocation lacks moved); the transfer's outcome.
   */
  fund(userId: number, command: PlaceCommand, rid: string): Promise<string>;
  /** Publishes the command on the symbol's journal under `rid` (its message id too). */
  publish(symbol: string, rid: string, command: PlaceCommand): Promise<void>;
  warn(message: string, error?: unknown): void;
}

/** Retries of a plan whose order could not be placed: 1 s, 2 s, 4 s, ... then every 30 s. */
export const PLAN_RETRY = { baseMs: 1_000, maxMs: 30_000 };

/** How long a plan waits before its `attempt`th retry (0 for the first). */
export const planRetryDelay = (attempt: number, retry = PLAN_RETRY): number =>
  Math.min(retry.maxMs, retry.baseMs * 2 ** Math.min(attempt, 30));

export class ClusterPlans {
  /** Each symbol's last trade: its price in ticks and its time. */
  private readonly last = new Map<string, { ticks: number; time: number }>();
  /** Plans whose trigger was reached while the stream was being replayed: fired once caught up. */
  private readonly due = new Set<number>();
  /** Plans claimed and being placed, until their result settles them. */
  private readonly placing = new Map<number, Plan>();
  /** Placing, one plan at a time per account and symbol. */
  private readonly inTurn = inTurns();
  /** Plans whose order could not be placed (NATS or the database down): failed attempts, next try. */
  private readonly retries = new Map<number, { attempts: number; timer: NodeJS.Timeout }>();
  private caughtUp = false;
  /** Stopped: no timer is set any more. */
  private stopped = false;
  /**
   * Plans settled from their results whose rows could not be written (the database down): written
   * again on a timer (as the placing retries) until one write succeeds; a restart meanwhile settles
   * them from the replayed results.
   */
  private readonly unwritten = new Map<number, { attempts: number; timer: NodeJS.Timeout }>();
  /** Plans' rows being written from their results. */
  private settling = 0;

  constructor(
    private readonly ports: ClusterPlanPorts,
    private readonly retry = PLAN_RETRY,
  ) {}

  /** The cluster's last traded price of `symbol`, in ticks. */
  lastPrice(symbol: string): number | undefined {
    return this.last.get(symbol)?.ticks;
  }

  /**
   * Starts from a checkpoint's each symbol's last trade (product-books.ts): the replay after it goes
   * on from there.
   */
  resume(lastTrades: ReadonlyMap<string, { ticks: number; time: number }>): void {
    for (const [symbol, trade] of lastTrades) this.last.set(symbol, { ...trade });
  }

  /**
   * Caught up, and nothing of the results seen so far is still to be acted on: a restart may replay
   * from the next result on and lose nothing (none due, being placed or to be retried, every row
   * written).
   */
  idle(): boolean {
    return (
      this.caughtUp &&
      this.due.size === 0 &&
      this.placing.size === 0 &&
      this.retries.size === 0 &&
      this.settling === 0 &&
      this.unwritten.size === 0
    );
  }

  /** Stops the retry timers (placing and row writes). */
  stop(): void {
    this.stopped = true;
    for (const { timer } of [...this.retries.values(), ...this.unwritten.values()]) clearTimeout(timer);
    this.retries.clear();
    this.unwritten.clear();
  }

  /** Takes one result of the result stream, in stream order. */
  apply(result: CommandResult): void {
    const planNo = planNoOfRid(result.rid);
    if (planNo !== undefined) this.settleFrom(planNo, result);
    const trades = tradesOf(result);
    if (trades.length === 0) return;
    this.last.set(result.symbol, trades.at(-1)!);
    for (const plan of this.ports.waiting()) {
      if (plan.symbol !== result.symbol) continue;
      if (trades.some((trade) => planReached(plan, trade.ticks, trade.time)))
        this.due.add(Number(plan.plan_no));
    }
    if (this.caughtUp) this.fireDue();
  }

  /** The replay of the result stream has reached where it stood at start: plans may fire. */
  markCaughtUp(): void {
    if (this.caughtUp) return;
    this.caughtUp = true;
    this.fireDue();
  }

  private fireDue(): void {
    for (const planNo of [...this.due]) {
      this.due.delete(planNo);
      const plan = this.ports.claim(planNo);
      if (plan === undefined) continue;
      this.placing.set(planNo, plan);
      const key = `${plan.user_id} ${plan.symbol}`;
      this.inTurn(key, () => this.place(plan)).catch((error: unknown) => {
        this.ports.warn(`plan ${planNo}: its order was not placed; it is tried again`, error);
        if (!this.placing.delete(planNo)) return;
        this.ports.release(plan);
        this.retryLater(plan);
      });
    }
  }

  /**
   * Tries a plan whose order could not be placed again after a backoff, while it is still waiting
   * (not cancelled, not placed meanwhile by a new trade through its trigger) and the symbol's last
   * trade still reaches its trigger; otherwise it waits for the next trade that does.
   */
  private retryLater(plan: Plan): void {
    const planNo = Number(plan.plan_no);
    const attempts = this.retries.get(planNo)?.attempts ?? 0;
    clearTimeout(this.retries.get(planNo)?.timer);
    const timer = setTimeout(
      () => {
        const waiting = this.ports.waiting().find((candidate) => Number(candidate.plan_no) === planNo);
        const last = this.last.get(plan.symbol);
        if (waiting === undefined || last === undefined || !planReached(waiting, last.ticks, last.time)) {
          this.retries.delete(planNo);
          return;
        }
        this.due.add(planNo);
        this.fireDue();
      },
      planRetryDelay(attempts, this.retry),
    );
    timer.unref();
    this.retries.set(planNo, { attempts: attempts + 1, timer });
  }

  private async place(plan: Plan): Promise<void> {
    const planNo = Number(plan.plan_no);
    const command = planPlaceCommand(plan, Date.now());
    const outcome = await this.ports.fund(Number(plan.user_id), command, planRid(planNo));
    if (outcome === 'insufficient-balance') {
      // Nothing was published and nothing moved: the plan fails, as an unfunded order is refused
      // (not tried again). Out of the placing ones once its row is written.
      if (!this.placing.has(planNo)) return;
      await this.ports.settle(plan, { status: 'failed' });
      this.placing.delete(planNo);
      this.forgetRetry(planNo);
      return;
    }
    if (outcome !== 'done') throw new Error(`funding answered ${outcome}`);
    await this.ports.publish(plan.symbol, planRid(planNo), command);
  }

  private forgetRetry(planNo: number): void {
    clearTimeout(this.retries.get(planNo)?.timer);
    this.retries.delete(planNo);
  }

  private settleFrom(planNo: number, result: CommandResult): void {
    const plan = this.placing.get(planNo) ?? this.ports.claim(planNo);
    this.placing.delete(planNo);
    this.due.delete(planNo);
    this.forgetRetry(planNo);
    if (plan === undefined) return;
    this.writeRow(plan, planOutcome(result));
  }

  /**
   * Writes a settled plan's row; a write that fails is tried again after the placing retries'
   * backoff (1 s, doubling up to 30 s) until one succeeds. Until then the plan is in no waiting list
   * (a cancel answers 30011, as for a plan being placed) and the server is not idle, so a restart
   * replays its result and settles it again.
   */
  private writeRow(plan: Plan, outcome: ReturnType<typeof planOutcome>): void {
    const planNo = Number(plan.plan_no);
    this.settling += 1;
    this.ports
      .settle(plan, outcome)
      .then(() => {
        this.settling -= 1;
        this.unwritten.delete(planNo);
      })
      .catch((error: unknown) => {
        this.settling -= 1;
        if (this.stopped) return;
        const attempts = this.unwritten.get(planNo)?.attempts ?? 0;
        this.ports.warn(`plan ${planNo}: its row was not written; it is written again`, error);
        const timer = setTimeout(() => this.writeRow(plan, outcome), planRetryDelay(attempts, this.retry));
        timer.unref();
        this.unwritten.set(planNo, { attempts: attempts + 1, timer });
      });
  }
}
