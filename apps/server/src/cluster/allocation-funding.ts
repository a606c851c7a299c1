/**
 * Funding and sweeping of the allocations, per command, in the product server (docs/scale-out.md,
 * "Funding an allocation", "Money back" and "Futures"): the spot allocations from the spot wallet
 * (allocation-leg.ts) and the futures contract allocations from the futures wallet
 * (futures-allocation-leg.ts), each with its own instance and ports. Every real-money order (or
 * futures command that needs margin), whichever gateway places it (`cluster.fund`,
 * `cluster.futures.fund`) or whether a plan fires it (cluster-plans.ts), is funded here: its need is
 * reserved under its request id (allocation-reservations.ts) and only what the allocation lacks
 * beyond the other commands' reservations moves from the wallet. The sweeps run here too, from
 * the result stream this process follows, after every result that moves the money of an account
 * this side has funded on that symbol, and take only the unreserved free money. So a deposit made
 * for an order in flight is never swept (the race two gateways, or a gateway and a plan, had when
 * each swept "everything free"), and a fill's proceeds come back whichever gateway served the user.
 *
 * Funding and sweeps of one account and symbol run one at a time. A reservation ends with its
 * order's result or after `reservationMs` (the order was never published: a gateway died between
 * its funding and its publish), and its money is swept then. Reservations are kept durable before
 * the funding moves money, so a restarted product server honours those of orders still on their
 * way: it restores them before it replays the stream, whose results end the ones already done.
 * Nothing runs before the replay has caught up.
 */
import { formatUnits, LEDGER_DECIMALS } from '../markets/index.ts';
import { accountIdOf, userIdOf } from '../platform/trading-account.ts';
import {
  AllocationReservations,
  type Reservation,
  shortfall,
  unreserved,
} from './allocation-reservations.ts';
import { inTurns } from './in-turn.ts';

/** What the funding needs of a followed result: spot and futures results both have it. */
export interface FollowedResult {
  symbol: string;
  seq: number;
  rid: string;
}

export interface AllocationFundingPorts<R extends FollowedResult> {
  /**
   * What the account has free in the symbol's allocation: for spot, as the results applied so far
   * show; for futures, as the contract engine answers (free margin moves with the mark).
   */
  available(symbol: string, accountId: string, asset: string): bigint | Promise<bigint>;
  /** The assets an allocation of the symbol holds: what a sweep sends back. */
  assetsOf(symbol: string): readonly string[];
  /** The accounts whose money in the symbol's allocation the result may have moved. */
  accountsMoved(result: R): Iterable<string>;
  /** A ledger transfer between the user's wallet and the symbol's allocation; its outcome. */
  transfer(userId: number, symbol: string, asset: string, amount: string, into: boolean): Promise<string>;
  /** Keeps a reservation durable, so a restarted product server still honours it. */
  remember(reservation: SavedReservation): Promise<void>;
  /** Drops a durable reservation: its order's result is in, or it expired. */
  forget(rid: string): Promise<void>;
  warn(message: string, error?: unknown): void;
}

/** A reservation as kept durable: with the time (ms since the epoch) it expires. */
export interface SavedReservation extends Reservation {
  expiresAt: number;
}

/** What to fund: the order `rid` of `userId` on `symbol` needs `units` of `asset` in the allocation. */
export interface OrderFunding {
  userId: number;
  symbol: string;
  asset: string;
  units: bigint;
  rid: string;
}

/** How long an order's need stays reserved without its result: longer than any publish takes. */
export const RESERVATION_MS = 60_000;

const TRANSFER_RID = 'xfer:';

export class AllocationFunding<R extends FollowedResult> {
  private readonly reservations = new AllocationReservations();
  private readonly expiries = new Map<string, NodeJS.Timeout>();
  /** Allocations (`${userId} ${symbol}`) this side has moved money into or out of: the ones it sweeps. */
  private readonly funded = new Set<string>();
  /** Allocations to sweep once the replay has caught up. */
  private readonly sweepsDue = new Set<string>();
  /** Allocations with a sweep queued and not started. */
  private readonly sweepsQueued = new Set<string>();
  private readonly inTurn = inTurns();
  /** Each symbol's last result applied, and who waits for a later one. */
  private readonly seqs = new Map<string, number>();
  private readonly seqWaiters = new Set<{ symbol: string; seq: number; resolve(): void }>();
  private caughtUp = false;
  private readonly whenCaughtUp: Promise<void>;
  private caughtUpNow: () => void = () => undefined;

  constructor(
    private readonly ports: AllocationFundingPorts<R>,
    private readonly reservationMs = RESERVATION_MS,
  ) {
    this.whenCaughtUp = new Promise((resolve) => {
      this.caughtUpNow = resolve;
    });
  }

  /**
   * Reserves the order's need and moves what the allocation lacks from the wallet; answers the
   * transfer's outcome ('done' when nothing had to move). Not done: the reservation goes.
   */
  async fund(order: OrderFunding): Promise<string> {
    await this.whenCaughtUp;
    const key = `${order.userId} ${order.symbol}`;
    return this.inTurn(key, async () => {
      const accountId = accountIdOf(order.userId);
      const missing = shortfall(
        order.units,
        await this.ports.available(order.symbol, accountId, order.asset),
        this.reservations.reserved(order.symbol, accountId, order.asset),
      );
      const saved = this.reserve(order, accountId);
      let outcome = 'refused';
      try {
        await this.ports.remember(saved);
        if (missing === 0n) {
          outcome = 'done';
          return outcome;
        }
        this.funded.add(key);
        outcome = await this.ports.transfer(
          order.userId,
          order.symbol,
          order.asset,
          formatUnits(missing, LEDGER_DECIMALS),
          true,
        );
        return outcome;
      } finally {
        if (outcome !== 'done') this.endReservation(order.rid);
      }
    });
  }

  /** Takes one result of the result stream, in stream order, after the product's projection applied it. */
  apply(result: R): void {
    if ((this.seqs.get(result.symbol) ?? 0) >= result.seq) return;
    this.seqs.set(result.symbol, result.seq);
    this.endReservation(result.rid);
    const isTransfer = result.rid.startsWith(TRANSFER_RID);
    for (const accountId of this.ports.accountsMoved(result)) {
      const userId = userIdOf(accountId);
      if (userId === undefined) continue;
      const key = `${userId} ${result.symbol}`;
      if (isTransfer) this.funded.add(key);
      if (this.funded.has(key)) this.sweepsDue.add(key);
    }
    for (const waiter of this.seqWaiters)
      if (waiter.symbol === result.symbol && waiter.seq <= result.seq) {
        this.seqWaiters.delete(waiter);
        waiter.resolve();
      }
    if (this.caughtUp) this.sweepDue();
  }

  /** The replay has reached where the stream stood at start: funding and sweeps may run. */
  markCaughtUp(): void {
    if (this.caughtUp) return;
    this.caughtUp = true;
    this.caughtUpNow();
    for (const key of this.funded) this.sweepsDue.add(key);
    // After the fundings that waited for this: an order of theirs counts what the replay left free.
    void this.whenCaughtUp.then(() => this.sweepDue());
  }

  /**
   * Resolves once the symbol's result `seq` is applied here and the user's allocation on it has been
   * swept after it (a gateway answers a place or cancel after this, so the wallet shows the
   * money the order released). Waits at most `waitMs` for the result.
   */
  async settled(userId: number, symbol: string, seq: number, waitMs = 10_000): Promise<void> {
    if ((this.seqs.get(symbol) ?? 0) < seq)
      await new Promise<void>((resolve) => {
        const waiter = { symbol, seq, resolve: () => resolve() };
        this.seqWaiters.add(waiter);
        setTimeout(() => {
          this.seqWaiters.delete(waiter);
          resolve();
        }, waitMs).unref();
      });
    await this.whenCaughtUp;
    const key = `${userId} ${symbol}`;
    this.funded.add(key);
    await this.inTurn(key, () => this.sweep(userId, symbol));
  }

  /**
   * Counts allocations funded before this run as this side's (`userId`, `symbol`): a follower that
   * starts from a checkpoint does not see the transfers before it, and without them it would not
   * sweep a fill's proceeds until the user's next order on the symbol.
   */
  adopt(allocations: Iterable<{ userId: number; symbol: string }>): void {
    for (const { userId, symbol } of allocations) this.funded.add(`${userId} ${symbol}`);
  }

  /**
   * Takes back the reservations a crashed run kept (before the replay of the stream, whose results
   * end those whose orders were done); the expired ones are dropped.
   */
  restore(saved: readonly SavedReservation[], now: number): void {
    for (const reservation of saved) {
      if (reservation.expiresAt <= now) {
        this.forget(reservation.rid);
        continue;
      }
      this.hold(reservation, reservation.expiresAt - now);
    }
  }

  stop(): void {
    for (const timer of this.expiries.values()) clearTimeout(timer);
    this.expiries.clear();
  }

  private reserve(order: OrderFunding, accountId: string): SavedReservation {
    const reservation = {
      rid: order.rid,
      symbol: order.symbol,
      accountId,
      asset: order.asset,
      units: order.units,
      expiresAt: Date.now() + this.reservationMs,
    };
    this.hold(reservation, this.reservationMs);
    return reservation;
  }

  /** Reserves in memory until the order's result, or for `ms` at most. */
  private hold(reservation: Reservation, ms: number): void {
    this.reservations.reserve(reservation);
    clearTimeout(this.expiries.get(reservation.rid));
    const timer = setTimeout(() => this.endReservation(reservation.rid), ms);
    timer.unref();
    this.expiries.set(reservation.rid, timer);
  }

  private forget(rid: string): void {
    this.ports
      .forget(rid)
      .catch((error: unknown) => this.ports.warn(`reservation ${rid} not dropped`, error));
  }

  /** Ends the order's reservation; its money (unless its result used it) is swept. */
  private endReservation(rid: string): void {
    clearTimeout(this.expiries.get(rid));
    this.expiries.delete(rid);
    const ended = this.reservations.release(rid);
    if (ended === undefined) return;
    this.forget(rid);
    const userId = userIdOf(ended.accountId);
    if (userId === undefined) return;
    this.sweepsDue.add(`${userId} ${ended.symbol}`);
    if (this.caughtUp) this.sweepDue();
  }

  private sweepDue(): void {
    for (const key of [...this.sweepsDue]) {
      this.sweepsDue.delete(key);
      if (this.sweepsQueued.has(key)) continue;
      this.sweepsQueued.add(key);
      const [userId, symbol] = key.split(' ') as [string, string];
      this.inTurn(key, () => {
        this.sweepsQueued.delete(key);
        return this.sweep(Number(userId), symbol);
      }).catch((error: unknown) =>
        this.ports.warn(`the sweep of ${symbol} for user ${userId} failed; the next one takes it`, error),
      );
    }
  }

  /** Sends what the account has free in the allocation beyond the reserved money back to the wallet. */
  private async sweep(userId: number, symbol: string): Promise<void> {
    const accountId = accountIdOf(userId);
    for (const asset of this.ports.assetsOf(symbol)) {
      const amount = unreserved(
        await this.ports.available(symbol, accountId, asset),
        this.reservations.reserved(symbol, accountId, asset),
      );
      if (amount === 0n) continue;
      const outcome = await this.ports.transfer(
        userId,
        symbol,
        asset,
        formatUnits(amount, LEDGER_DECIMALS),
        false,
      );
      if (outcome !== 'done') this.ports.warn(`the sweep of ${asset} on ${symbol} was not done (${outcome})`);
    }
  }
}
