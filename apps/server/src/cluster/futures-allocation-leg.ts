/**
 * The cluster's futures contract allocations as wallets of the product's ledger (docs/scale-out.md,
 * "Futures"): in the one-process server beside `npm run cluster` (CLUSTER_ALLOCATIONS=1), one wallet
 * leg `cluster-futures:<SYMBOL>` per contract, the same leg as the spot allocations'
 * (allocation-leg.ts) with the futures engine's money commands (`transfer` in and out) on the
 * contract's journal. Funding and sweeps are per command, as spot's (allocation-funding.ts): a
 * gateway asks `cluster.futures.fund` with a command's margin need and request id before it
 * publishes the command; the need is reserved until the command's result and only what the
 * allocation lacks beyond the reservations moves from the futures wallet. This server sweeps the
 * unreserved free margin back after every result that names an account it funded (fills, TP/SL,
 * liquidations, funding included, whichever gateway served the user), and answers
 * `cluster.futures.sweep` once the sweep after a gateway's result has run. The free margin is the
 * contract engine's (it moves with the mark), read when a funding or sweep runs. Each move is one
 * `app.ledger.transfer`: two postings summing to zero, recoverable after a crash from either side
 * (the futures wallet's pending transfers name this wallet as their counterpart).
 * The same follower of the futures result stream serves the page's `/ws` futures channels and the
 * bot API socket's futures events from the contract engines (product-futures-streams.ts), and feeds
 * the engines' index to this server's own futures venues (contract-indexes.ts): demo sessions and
 * copy trading still trade there. It starts from the newest futures checkpoint
 * (futures-projection.ts): the accounts this side funded before it are read from the cluster's
 * futures postings, so their allocations are still swept.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { SPOT_WALLETS } from '../futures/accounts.ts';
import { LEDGER_DECIMALS, unitsAtMost } from '../markets/index.ts';
import { accountIdOf, userIdOf } from '../platform/trading-account.ts';
import type { FuturesService } from '../plugins/futures/service/futures-service.ts';
import type { FuturesEventFeed } from '../plugins/futures/streams/futures-event-feed.ts';
import type { FuturesStreams } from '../plugins/futures/streams/futures-streams.ts';
import { AllocationFunding } from './allocation-funding.ts';
import {
  type AllocationKind,
  allocationLeg,
  allocationTransfer,
  ResultWaiters,
  reservationStore,
  savedReservations,
  serveFunding,
} from './allocation-leg.ts';
import { restoredFuturesProjection } from './checkpoint-start.ts';
import { clusterEnv } from './config.ts';
import {
  CLUSTER_FUTURES_SYMBOLS,
  ensureFuturesStreams,
  FUTURES_EVENT_STREAM,
  futuresCommandSubject,
  futuresQuerySubject,
} from './futures-config.ts';
import type {
  FuturesAccountsView,
  FuturesCommandEnvelope,
  FuturesCommandResult,
  FuturesEngineQuery,
} from './futures-symbol-engine.ts';
import { connectNats, decode, encode } from './nats.ts';
import {
  accountsNamed,
  type ClusterFuturesFollower,
  followClusterFutures,
} from './product-futures-streams.ts';
import { clusterPool, ensureSchema } from './store.ts';

export const FUTURES_FUND_SUBJECT = 'cluster.futures.fund';
export const FUTURES_SWEEP_SUBJECT = 'cluster.futures.sweep';
/** The one asset of the contract allocations: margin is USDT. */
export const FUTURES_MARGIN_ASSET = 'USDT';
export const futuresAllocationWallet = (symbol: string): string => `cluster-futures:${symbol}`;

const FUTURES_ALLOCATIONS: AllocationKind = {
  wallet: futuresAllocationWallet,
  subject: futuresCommandSubject,
  command: (leg, direction): FuturesCommandEnvelope['command'] => ({
    type: 'transfer',
    direction,
    accountId: accountIdOf(leg.userId),
    amount: leg.amount,
    ts: Date.now(),
  }),
};

/**
 * Registers the contract allocations' wallet legs at once (the futures wallet's own recovery may
 * name them) and serves the live futures channels from the engines; `start` (once the futures
 * service runs) finishes interrupted transfers and answers the gateways; `close` ends the NATS
 * connection and the pool.
 */
export async function openClusterFuturesAllocations(
  app: FastifyInstance,
  served: { streams: FuturesStreams; events: FuturesEventFeed },
  futures: FuturesService,
): Promise<{ start(): Promise<void>; close(): Promise<void> }> {
  const env = clusterEnv();
  const nc = await connectNats(env.natsUrl, 'product-futures-allocations');
  // Transfer notes and reservations: a write or two per funded command.
  const pool = clusterPool(env.databaseUrl, 4);
  await ensureSchema(pool);
  const jsm = await jetstreamManager(nc);
  await ensureFuturesStreams(jsm);
  const results = new ResultWaiters<FuturesCommandResult>();
  // This server's own futures venues follow the engines' index (contract-indexes.ts), from where the
  // stream stood at start on: the replay's older marks are not fed to them.
  // The trades, candles and indexes start from the newest futures checkpoint.
  const projection = await restoredFuturesProjection(pool, 'product server');
  const startLastSeq = (await jsm.streams.info(FUTURES_EVENT_STREAM)).state.last_seq;
  let replayed = startLastSeq <= projection.streamSeq;
  const { indexes } = projection;
  futures.followIndexElsewhere((symbol) => (replayed ? indexes.indexOf(symbol) : undefined));
  let follower: ClusterFuturesFollower | undefined;
  /** Each contract's last result this server has applied: an engine read behind it is read again. */
  const applied = new Map<string, number>();
  const funding = futuresFunding(app, nc, pool, applied, (userId, symbol, transfer) =>
    follower?.holdAccountFrames(accountIdOf(userId), symbol, transfer),
  );
  // Before the replay, whose results end the reservations of commands done before a crash.
  funding.restore(await savedReservations(pool, CLUSTER_FUTURES_SYMBOLS), Date.now());
  // The replay starts at a checkpoint, after earlier transfers: the postings say whom this side funded.
  funding.adopt(await fundedFuturesAllocations(pool));
  // Funding and sweeps run once the replay has caught up and the allocation wallets are registered.
  let walletsReady = false;
  follower = await followClusterFutures(
    app,
    nc,
    { ...served, newAfter: startLastSeq },
    futures,
    projection,
    (result, streamSeq) => {
      if (result.rid.startsWith('xfer:')) results.deliver(result);
      applied.set(result.symbol, result.seq);
      funding.apply(result);
      if (streamSeq >= startLastSeq) replayed = true;
      if (replayed && walletsReady) funding.markCaughtUp();
    },
  );
  const followed = follower;
  const legs = CLUSTER_FUTURES_SYMBOLS.map((symbol) => {
    const leg = allocationLeg(symbol, nc, pool, results, FUTURES_ALLOCATIONS);
    app.ledger.register(leg);
    return leg;
  });
  return {
    start: async () => {
      for (const leg of legs) {
        await leg.resume();
        const repaired = await app.ledger.recover(leg.wallet);
        if (repaired > 0)
          app.log.info({ wallet: leg.wallet, repaired }, 'cluster allocation transfers finished');
      }
      walletsReady = true;
      if (replayed) funding.markCaughtUp();
      serveFunding(app, nc, funding, {
        symbols: new Set(CLUSTER_FUTURES_SYMBOLS),
        fund: FUTURES_FUND_SUBJECT,
        settle: FUTURES_SWEEP_SUBJECT,
      });
    },
    close: async () => {
      followed.stop();
      funding.stop();
      await nc.drain().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}

/**
 * Every (user, contract) whose allocation this side has moved money into or out of: the accounts
 * in a futures result that also posts to `@spot-wallets` (only this side's wallet transfers do; a
 * `/cluster/v1` demo deposit comes from the venue treasury).
 */
async function fundedFuturesAllocations(pool: pg.Pool): Promise<Array<{ userId: number; symbol: string }>> {
  const { rows } = await pool.query<{ symbol: string; account: string }>(
    `SELECT DISTINCT mover.symbol, mover.account FROM cluster_futures_postings wallets
     JOIN cluster_futures_postings mover ON mover.symbol = wallets.symbol AND mover.seq = wallets.seq
     WHERE wallets.account = $1 AND mover.account <> $1`,
    [SPOT_WALLETS],
  );
  return rows.flatMap((row) => {
    const userId = userIdOf(row.account);
    return userId === undefined ? [] : [{ userId, symbol: row.symbol }];
  });
}

const ENGINE_READ_TIMEOUT_MS = 5_000;
const ENGINE_READ_ATTEMPTS = 5;

/**
 * Per-command funding and the sweeps of the contract allocations (allocation-funding.ts) from and to
 * the futures wallet. `holdFrames` is told of each transfer: the account frames on /ws add the
 * futures wallet to the engine's part, held while a transfer has moved one and not yet the other
 * (account-frame-hold.ts).
 */
function futuresFunding(
  app: FastifyInstance,
  nc: NatsConnection,
  pool: pg.Pool,
  applied: ReadonlyMap<string, number>,
  holdFrames: (userId: number, symbol: string, transfer: Promise<unknown>) => void,
): AllocationFunding<FuturesCommandResult> {
  /**
   * The account's free margin on the contract, as its engine answers. A reservation ends when this
   * server applies the command's result, so the read must not be older than the results applied
   * here: an older one would count a deposit the command has used as free.
   */
  const available = async (symbol: string, accountId: string): Promise<bigint> => {
    for (let attempt = 1; ; attempt += 1) {
      const query: FuturesEngineQuery = { accounts: [accountId] };
      const answer = await nc.request(futuresQuerySubject(symbol), encode(query), {
        timeout: ENGINE_READ_TIMEOUT_MS,
      });
      const view = decode<FuturesAccountsView>(answer.data);
      if (view.seq >= (applied.get(symbol) ?? 0))
        return unitsAtMost(view.parts[accountId]?.availableToTrade ?? '0', LEDGER_DECIMALS);
      if (attempt === ENGINE_READ_ATTEMPTS) throw new Error(`the ${symbol} engine stays behind this server`);
    }
  };
  return new AllocationFunding<FuturesCommandResult>({
    available: (symbol, accountId) => available(symbol, accountId),
    assetsOf: () => [FUTURES_MARGIN_ASSET],
    // Fills of resting orders, TP/SL and trigger orders firing, liquidations and funding move money
    // without a call of the account's owner: every account a result names is swept after it.
    accountsMoved: accountsNamed,
    transfer: async (userId, symbol, asset, amount, into) => {
      const transfer = allocationTransfer(
        app,
        'futures',
        futuresAllocationWallet,
        userId,
        symbol,
        asset,
        amount,
        into,
      );
      holdFrames(userId, symbol, transfer);
      return (await transfer).outcome;
    },
    ...reservationStore(pool),
    warn: (message, error) => app.log.warn({ err: error }, `cluster futures allocations: ${message}`),
  });
}
