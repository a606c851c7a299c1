/**
 * The cluster's per-symbol trading allocations as wallets of the product's ledger (docs/scale-out.md,
 * "Funding an allocation"). Runs in the one-process server that `npm run cluster` starts beside the
 * cluster (CLUSTER_ALLOCATIONS=1): one wallet leg `cluster:<SYMBOL>` per spot symbol is registered
 * with the ledger's transfer port, and a NATS responder on `cluster.fund` lets a gateway fund an
 * order: a transfer spot -> `cluster:<SYMBOL>` through `app.ledger.transfer`, so the spot wallet's
 * withdrawal and the allocation's deposit are the transfer's two postings, summing to zero.
 *
 * The leg keeps a note per transfer in the cluster's PostgreSQL (`cluster_transfers`): `expect`
 * writes it pending, `receive` publishes the deposit command on the symbol's subject (JetStream
 * message id and request id `xfer:<transfer id>`: stored once, and applied once by the engine, which
 * remembers the transfer ids it applied) and marks it done, `settle` of a refused transfer drops it.
 * A crash between the spot wallet's send and the allocation's receive is finished at start by
 * `app.ledger.recover`.
 *
 * Funding and sweeps are per order (allocation-funding.ts): `cluster.fund` reserves an order's need and
 * moves what the allocation lacks; the sweeps follow the result stream, and `cluster.sweep` answers a
 * gateway once the sweep after its result has run. Money back (allocation -> spot): the
 * leg's `send` notes the transfer (role source, pending), publishes a withdraw command with request
 * id `xfer:<transfer id>` and waits for its result, which says whether the engine moved the money
 * (also for a repeat); moved: the note is done until the spot wallet has been paid and `settle`
 * drops it, refused: dropped and the transfer refused. At start, a pending
 * source note (a crash while it waited) is asked again (same id: the engine answers the first
 * outcome), and done ones are paid to the spot wallet by `app.ledger.recover`.
 */
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { getSymbol, LEDGER_DECIMALS, parseUnits } from '../markets/index.ts';
import type { TransferLeg, UnfinishedTransfer, WalletLeg } from '../platform/ledger/wallet-leg.ts';
import { accountIdOf } from '../platform/trading-account.ts';
import { AllocationFunding, type FollowedResult, type SavedReservation } from './allocation-funding.ts';
import { restoredProjection } from './checkpoint-start.ts';
import { loadFollowerPosition, saveFollowerPosition } from './checkpoint-store.ts';
import { ClusterPlans } from './cluster-plans.ts';
import type { ClusterProjection } from './cluster-projection.ts';
import { CLUSTER_SYMBOLS, clusterEnv, commandSubject, EVENT_STREAM } from './config.ts';
import { connectNats, decode, encode } from './nats.ts';
import { type ClusterBooks, followClusterBooks } from './product-books.ts';
import { unitsNeeded } from './product-routes.ts';
import { clusterPool, ensureSchema } from './store.ts';
import type { CommandEnvelope, CommandResult } from './symbol-engine.ts';

export const FUND_SUBJECT = 'cluster.fund';
/** Gateways ask for free allocation money to go back to the spot wallet here (same request shape). */
export const SWEEP_SUBJECT = 'cluster.sweep';
const RESULT_WAIT_MS = 60_000;
const TRANSFERS_KEPT = 100_000;

/**
 * Results awaited by request id, fed by the product server's follower of the result stream (which
 * replays the stream from its start). Transfer results are kept once seen, so a waiter that comes
 * after its result was replayed (a withdraw asked again at start) still gets it.
 */
export class ResultWaiters<R extends TransferResultLike = CommandResult> {
  private readonly waiting = new Map<string, (result: R) => void>();
  private readonly transfers = new Map<string, R>();

  /** Registers before the command is published, so a quick result is not missed. */
  wait(rid: string): Promise<R> {
    const seen = this.transfers.get(rid);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(rid);
        reject(new Error(`no result for ${rid} within ${RESULT_WAIT_MS} ms`));
      }, RESULT_WAIT_MS);
      this.waiting.set(rid, (result) => {
        clearTimeout(timer);
        this.waiting.delete(rid);
        resolve(result);
      });
    });
  }

  deliver(result: R): void {
    if (result.transfer !== undefined) {
      // Only the outcome is needed later: the events are dropped.
      this.transfers.set(result.rid, { ...result, events: [], postings: [] });
      if (this.transfers.size > TRANSFERS_KEPT) this.transfers.delete(this.transfers.keys().next().value!);
    }
    this.waiting.get(result.rid)?.(result);
  }
}
/** What ResultWaiters needs of a result: the spot and the futures engines' results both have it. */
interface TransferResultLike {
  rid: string;
  transfer?: 'applied' | 'refused';
  events: unknown[];
  postings: unknown[];
}

export const allocationWallet = (symbol: string): string => `cluster:${symbol}`;
export const transferRid = (transferId: string): string => `xfer:${transferId}`;

/** What a gateway asks for: move `amount` of `asset` from the user's spot wallet into the symbol's allocation. */
export interface FundRequest {
  userId: number;
  symbol: string;
  asset: string;
  amount: string;
}

/**
 * A spot order's funding (`cluster.fund`): the order `rid` (its request id, published after this
 * answers) needs `amount` of `asset` in the symbol's allocation; the product server moves what the
 * allocation lacks beyond the other orders' reserved money (allocation-funding.ts).
 */
export interface OrderFundRequest extends FundRequest {
  rid: string;
}

/**
 * After a spot result (`cluster.sweep`): answered once the product server has applied the symbol's
 * result `seq` and swept the user's allocation after it.
 */
export interface SettleRequest {
  userId: number;
  symbol: string;
  seq: number;
}
export type FundAnswer = { outcome: 'done' | 'insufficient-balance' | 'invalid-amount' | 'refused' };

export interface AllocationLeg extends WalletLeg {
  /** Settles source notes whose withdraw outcome a crash lost, before `app.ledger.recover`. */
  resume(): Promise<void>;
}

/** Which engines an allocation lives in: its wallet name, journal subject and money commands. */
export interface AllocationKind {
  wallet(symbol: string): string;
  subject(symbol: string): string;
  /** The engine command that credits (`in`) or debits (`out`) the transfer's amount. */
  command(leg: TransferLeg, direction: 'in' | 'out'): unknown;
}

const SPOT_ALLOCATIONS: AllocationKind = {
  wallet: allocationWallet,
  subject: commandSubject,
  command: (leg, direction): CommandEnvelope['command'] => ({
    type: direction === 'in' ? 'deposit' : 'withdraw',
    accountId: accountIdOf(leg.userId),
    asset: leg.asset,
    amount: leg.amount,
    ts: Date.now(),
  }),
};

export function allocationLeg(
  symbol: string,
  nc: NatsConnection,
  pool: pg.Pool,
  results: { wait(rid: string): Promise<{ transfer?: 'applied' | 'refused' }> },
  kind: AllocationKind = SPOT_ALLOCATIONS,
): AllocationLeg {
  const js = jetstream(nc);
  const wallet = kind.wallet(symbol);
  /** Publishes the withdraw of a transfer and answers whether the engine moved the money. */
  const withdraw = async (leg: TransferLeg): Promise<boolean> => {
    const rid = transferRid(leg.transferId);
    const outcome = results.wait(rid);
    const envelope = { rid, command: kind.command(leg, 'out') };
    await js.publish(kind.subject(symbol), encode(envelope), { msgID: rid });
    return (await outcome).transfer === 'applied';
  };
  const withdrawn = async (leg: TransferLeg, moved: boolean): Promise<void> => {
    await pool.query(
      moved
        ? `UPDATE cluster_transfers SET state = 'done' WHERE transfer_id = $1`
        : 'DELETE FROM cluster_transfers WHERE transfer_id = $1',
      [leg.transferId],
    );
  };
  /** The transfer notes of this wallet matching `where` (its `$1` is the wallet). */
  const notes = async (where: string): Promise<UnfinishedTransfer[]> => {
    const { rows } = await pool.query<{
      transfer_id: string;
      venue: 'live' | 'demo';
      user_id: number;
      asset: string;
      amount: string;
      counterpart: string;
      role: 'source' | 'destination';
    }>(
      `SELECT transfer_id, venue, user_id, asset, amount::text AS amount, counterpart, role
       FROM cluster_transfers WHERE ${where}`,
      [wallet],
    );
    return rows.map((row) => ({
      transferId: row.transfer_id,
      venue: row.venue,
      userId: row.user_id,
      asset: row.asset,
      amount: row.amount,
      counterpart: row.counterpart,
      role: row.role,
    }));
  };
  return {
    wallet,
    // Balances live in the symbol's engine; the product's wallet pages do not list allocations yet.
    balances: async () => [],
    expect: async (leg) => {
      await pool.query(
        `INSERT INTO cluster_transfers (transfer_id, wallet, venue, user_id, asset, amount, counterpart, state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending') ON CONFLICT (transfer_id) DO NOTHING`,
        [leg.transferId, wallet, leg.venue, leg.userId, leg.asset, leg.amount, leg.counterpart],
      );
      return undefined;
    },
    send: async (leg) => {
      await pool.query(
        `INSERT INTO cluster_transfers (transfer_id, wallet, venue, user_id, asset, amount, counterpart, state, role)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', 'source')`,
        [leg.transferId, wallet, leg.venue, leg.userId, leg.asset, leg.amount, leg.counterpart],
      );
      const moved = await withdraw(leg);
      await withdrawn(leg, moved);
      return moved ? undefined : 'insufficient-balance';
    },
    receive: async (leg: TransferLeg) => {
      const rid = transferRid(leg.transferId);
      const envelope = { rid, command: kind.command(leg, 'in') };
      // The publish acknowledgement means the deposit is on disk in the symbol's order.
      await js.publish(kind.subject(symbol), encode(envelope), { msgID: rid });
      await pool.query(`UPDATE cluster_transfers SET state = 'done' WHERE transfer_id = $1`, [
        leg.transferId,
      ]);
    },
    // A refused transfer's pending note goes; a paid-out source note goes once the other wallet was paid.
    settle: async (leg) => {
      await pool.query(
        `DELETE FROM cluster_transfers WHERE transfer_id = $1 AND (state = 'pending' OR role = 'source')`,
        [leg.transferId],
      );
    },
    committed: async (leg) => {
      const { rows } = await pool.query(
        `SELECT 1 FROM cluster_transfers WHERE transfer_id = $1 AND state = 'done' AND role = 'destination'`,
        [leg.transferId],
      );
      return rows.length > 0;
    },
    unfinished: async () =>
      notes(
        `wallet = $1 AND ((role = 'destination' AND state = 'pending') OR (role = 'source' AND state = 'done'))`,
      ),
    resume: async () => {
      // A withdraw whose outcome a crash lost: asked again with its id, the engine answers the first outcome.
      for (const leg of await notes(`wallet = $1 AND role = 'source' AND state = 'pending'`))
        await withdrawn(leg, await withdraw(leg));
    },
  };
}

/**
 * Registers the allocation wallets, finishes interrupted transfers, and answers gateways' fund
 * requests, and serves the product's depth channel from the engines' books; answers what closes
 * its NATS connection and pool.
 */
export async function openClusterAllocations(app: FastifyInstance): Promise<() => Promise<void>> {
  const env = clusterEnv();
  const nc = await connectNats(env.natsUrl, 'product-allocations');
  // Transfer notes and reservations: a write or two per order.
  const pool = clusterPool(env.databaseUrl, 4);
  await ensureSchema(pool);
  const results = new ResultWaiters();
  let books: ClusterBooks | undefined;
  const funding = allocationFunding(app, pool, () => books, results);
  // Before the replay, whose results end the reservations of orders done before a crash.
  funding.restore(await savedReservations(pool, CLUSTER_SYMBOLS), Date.now());
  // The replay starts at a checkpoint, after earlier transfers: the ledger says whom this side funded.
  funding.adopt(await fundedAllocations(app));
  const plans = clusterPlans(app, nc, () => books, funding);
  const startLastSeq = (await jetstreamManager(nc).then((jsm) => jsm.streams.info(EVENT_STREAM))).state
    .last_seq;
  // The product's depth channel shows the engines' books (product-books.ts); transfers await
  // results; the live venue's plan orders trigger on the results' trades (cluster-plans.ts).
  // Plans fire once the replay has reached where the stream stood at start and the allocation
  // wallets they fund are registered.
  // The books, orders, market and holdings start from the newest checkpoint; the plans replay from
  // where they were last idle (cluster-plans.ts), which may be before it, and the purge never
  // removes a result after that point (stream-purge.ts).
  const projection = await restoredProjection(pool, 'product server');
  const plansIdleAt = await loadFollowerPosition(pool, PLANS_FOLLOWER);
  const readAfter = Math.min(plansIdleAt ?? 0, projection.streamSeq);
  plans.resume(lastTrades(projection));
  let replayed = startLastSeq <= readAfter;
  let walletsReady = false;
  const caughtUp = () => {
    funding.markCaughtUp();
    plans.markCaughtUp();
  };
  let lastApplied = readAfter;
  books = await followClusterBooks(app, nc, { projection, readAfter }, (result, streamSeq) => {
    results.deliver(result);
    funding.apply(result);
    plans.apply(result);
    lastApplied = streamSeq;
    if (streamSeq >= startLastSeq) replayed = true;
    if (replayed && walletsReady) caughtUp();
  });
  let savedIdleAt = plansIdleAt;
  const recordIdle = setInterval(() => {
    if (!plans.idle() || lastApplied === savedIdleAt) return;
    const idleAt = lastApplied;
    saveFollowerPosition(pool, PLANS_FOLLOWER, EVENT_STREAM, idleAt)
      .then(() => {
        savedIdleAt = idleAt;
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'cluster plans: their position was not saved'));
  }, PLANS_POSITION_MS);
  recordIdle.unref();
  for (const symbol of CLUSTER_SYMBOLS) {
    const leg = allocationLeg(symbol, nc, pool, results);
    app.ledger.register(leg);
    await leg.resume();
    const repaired = await app.ledger.recover(allocationWallet(symbol));
    if (repaired > 0) app.log.info({ symbol, repaired }, 'cluster allocation transfers finished');
  }
  walletsReady = true;
  if (replayed) caughtUp();
  // This server's own venues (demo sessions, margin) and its last prices (P2P, the wallet) follow
  // the engines' market once the replay has caught up: the page shows that market.
  const followed = books;
  app.markets.followPricesElsewhere((symbol) =>
    replayed && CLUSTER_SYMBOLS.includes(symbol) ? followed.market.lastPrice(symbol) : undefined,
  );
  serveFunding(app, nc, funding, {
    symbols: new Set(CLUSTER_SYMBOLS),
    fund: FUND_SUBJECT,
    settle: SWEEP_SUBJECT,
  });
  return async () => {
    clearInterval(recordIdle);
    books.stop();
    plans.stop();
    funding.stop();
    await nc.drain().catch(() => undefined);
    await pool.end().catch(() => undefined);
  };
}

/** The product server's plans, as a follower of the result stream the purge must wait for. */
const PLANS_FOLLOWER = 'product-plans';
const PLANS_POSITION_MS = 2_000;

/** Each symbol's last trade in the projection, in ticks. */
function lastTrades(projection: ClusterProjection): Map<string, { ticks: number; time: number }> {
  const last = new Map<string, { ticks: number; time: number }>();
  for (const symbol of CLUSTER_SYMBOLS) {
    const trade = projection.market.trades(symbol).at(-1);
    if (trade !== undefined) last.set(symbol, { ticks: trade.price, time: trade.time });
  }
  return last;
}

/**
 * The live venue's plan orders, triggered on the cluster's trades and placed in its engines
 * (cluster-plans.ts): the markets service stops triggering them on its own exchange. Funding and
 * sweeps are the ledger transfers `cluster.fund` and `cluster.sweep` make.
 */
function clusterPlans(
  app: FastifyInstance,
  nc: NatsConnection,
  books: () => ClusterBooks | undefined,
  funding: AllocationFunding<CommandResult>,
): ClusterPlans {
  const js = jetstream(nc);
  const markets = app.markets;
  const plans: ClusterPlans = new ClusterPlans({
    waiting: () => markets.waitingPlansOf('live'),
    claim: (planNo) => markets.claimPlan(planNo),
    release: (plan) => markets.releasePlan(plan),
    settle: async (plan, outcome) => {
      await markets.transact((tx) =>
        tx.stagePlan({
          ...plan,
          status: outcome.status,
          order_no: outcome.status === 'triggered' ? outcome.orderNo : null,
          updated_at: tx.now,
        }),
      );
    },
    fund: (userId, command, rid) => {
      const need = unitsNeeded(command, books()?.replicas.get(command.symbol));
      return funding.fund({ userId, symbol: command.symbol, asset: need.asset, units: need.units, rid });
    },
    publish: async (symbol, rid, command) => {
      await js.publish(commandSubject(symbol), encode({ rid, command } satisfies CommandEnvelope), {
        msgID: rid,
      });
    },
    warn: (message, error) => app.log.warn({ err: error }, `cluster plans: ${message}`),
  });
  markets.triggerPlansElsewhere('live', (symbol) => plans.lastPrice(symbol));
  return plans;
}

/** Per-order funding and the sweeps (allocation-funding.ts) over the ledger's transfers and the followed results. */
function allocationFunding(
  app: FastifyInstance,
  pool: pg.Pool,
  books: () => ClusterBooks | undefined,
  results: ResultWaiters,
): AllocationFunding<CommandResult> {
  return new AllocationFunding<CommandResult>({
    available: (symbol, accountId, asset) => books()?.orders.availableUnits(symbol, accountId, asset) ?? 0n,
    assetsOf: (symbol) => {
      const spec = getSymbol(symbol);
      return [spec.base, spec.quote];
    },
    // A spot result tells every account whose money it moved with a balance event.
    accountsMoved: (result) =>
      result.events.flatMap((event) => (event.type === 'balance' ? [event.accountId] : [])),
    transfer: async (userId, symbol, asset, amount, into) => {
      const moved = allocationTransfer(app, 'spot', allocationWallet, userId, symbol, asset, amount, into);
      app.marketsHub.holdBalancesDuring(userId, asset, bothSidesMoved(moved, into, results));
      return (await moved).outcome;
    },
    ...reservationStore(pool),
    warn: (message, error) => app.log.warn({ err: error }, `cluster allocations: ${message}`),
  });
}

/**
 * When a spot allocation transfer has moved on both sides, or refused with nothing moved: the
 * wallet's balances are held until then (StreamHub.holdBalancesDuring). A sweep's transfer answers
 * after the engine's withdraw result (applied to the holdings before its waiter hears it) and the
 * spot wallet's payment; a funding's answers once its deposit is published, so it has moved when the
 * deposit's result is in (the holdings apply a result before `results` delivers it).
 */
async function bothSidesMoved(
  moved: Promise<{ outcome: string; transferId: string }>,
  into: boolean,
  results: ResultWaiters,
): Promise<void> {
  const transfer = await moved;
  if (into && transfer.outcome === 'done') await results.wait(transferRid(transfer.transferId));
}

/** Every (user, symbol) whose spot allocation this server has moved money into, from its asset records. */
async function fundedAllocations(app: FastifyInstance): Promise<Array<{ userId: number; symbol: string }>> {
  const rows = await sql<{ user_id: number; address: string }>`
    SELECT DISTINCT user_id, split_part(address, ':', 2) AS address FROM markets_asset_records
    WHERE address LIKE ${`${allocationWallet('')}%`}`.execute(app.db);
  return rows.rows
    .filter((row) => CLUSTER_SYMBOLS.includes(row.address))
    .map((row) => ({ userId: Number(row.user_id), symbol: row.address }));
}

/**
 * A live ledger transfer between the user's `product` wallet (spot, futures) and the symbol's
 * allocation, into it when `into`: two postings summing to zero.
 */
export function allocationTransfer(
  app: FastifyInstance,
  product: string,
  allocation: (symbol: string) => string,
  userId: number,
  symbol: string,
  asset: string,
  amount: string,
  into: boolean,
) {
  return app.ledger.transfer({
    venue: 'live',
    userId,
    from: into ? product : allocation(symbol),
    to: into ? allocation(symbol) : product,
    asset,
    amount,
  });
}

/** The reservations kept durable in `cluster_reservations` (allocation-funding.ts), spot and futures alike. */
export function reservationStore(pool: pg.Pool) {
  return {
    remember: async (reservation: SavedReservation) => {
      await pool.query(
        `INSERT INTO cluster_reservations (rid, symbol, account, asset, units, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (rid) DO UPDATE SET units = EXCLUDED.units, expires_at = EXCLUDED.expires_at`,
        [
          reservation.rid,
          reservation.symbol,
          reservation.accountId,
          reservation.asset,
          reservation.units.toString(),
          reservation.expiresAt,
        ],
      );
    },
    forget: async (rid: string) => {
      await pool.query('DELETE FROM cluster_reservations WHERE rid = $1', [rid]);
    },
  };
}

/** The reservations a crashed run kept on `symbols` (allocation-funding.ts): spot and futures share the table. */
export async function savedReservations(
  pool: pg.Pool,
  symbols: readonly string[],
): Promise<SavedReservation[]> {
  const { rows } = await pool.query<{
    rid: string;
    symbol: string;
    account: string;
    asset: string;
    units: string;
    expires_at: string;
  }>(
    `SELECT rid, symbol, account, asset, units::text AS units, expires_at::text AS expires_at
     FROM cluster_reservations WHERE symbol = ANY($1)`,
    [symbols],
  );
  return rows.map((row) => ({
    rid: row.rid,
    symbol: row.symbol,
    accountId: row.account,
    asset: row.asset,
    units: BigInt(row.units),
    expiresAt: Number(row.expires_at),
  }));
}

/** Whether `userId` is a real-money user (only they trade in the cluster; demo accounts stay on the demo venue). */
async function isRealMoneyUser(app: FastifyInstance, userId: number): Promise<boolean> {
  if (!Number.isInteger(userId)) return false;
  const user = await app.db.selectFrom('users').select('kind').where('id', '=', userId).executeTakeFirst();
  return user !== undefined && user.kind !== 'demo';
}

/** Which requests a `serveFunding` answers: the allocations' symbols and the two subjects. */
export interface FundingSubjects {
  symbols: ReadonlySet<string>;
  /** An order's (or futures command's) funding: `OrderFundRequest`. */
  fund: string;
  /** Settled after a result: `SettleRequest`. */
  settle: string;
}

/**
 * Answers the gateways' `cluster.fund` (an order's funding) and `cluster.sweep` (settled after a
 * result) requests for real-money users, for the spot allocations or the futures contract ones.
 */
export function serveFunding<R extends FollowedResult>(
  app: FastifyInstance,
  nc: NatsConnection,
  funding: AllocationFunding<R>,
  subjects: FundingSubjects,
): void {
  const respond = <Q extends { userId: number; symbol: string }>(
    subject: string,
    handle: (request: Q) => Promise<FundAnswer['outcome']>,
  ) =>
    nc.subscribe(subject, {
      queue: 'funding',
      callback: (_error, message) => {
        void (async (): Promise<FundAnswer> => {
          const request = decode<Q>(message.data);
          if (!subjects.symbols.has(request.symbol) || !(await isRealMoneyUser(app, request.userId)))
            return { outcome: 'refused' };
          return { outcome: await handle(request) };
        })()
          .catch((error: unknown) => {
            app.log.error({ err: error, subject }, 'cluster allocation transfer failed');
            return { outcome: 'refused' } as FundAnswer;
          })
          .then((answer) => message.respond(encode(answer)));
      },
    });
  respond<OrderFundRequest>(subjects.fund, async (request) => {
    const units = parseUnits(request.amount, LEDGER_DECIMALS);
    if (units === undefined || typeof request.rid !== 'string') return 'invalid-amount';
    return (await funding.fund({ ...request, units })) as FundAnswer['outcome'];
  });
  respond<SettleRequest>(subjects.settle, async (request) => {
    await funding.settled(request.userId, request.symbol, Number(request.seq));
    return 'done';
  });
}
