/**
 * The cluster's futures contract allocations as wallets of the product's ledger (docs/scale-out.md,
 * "Futures"): in the one-process server beside `npm run cluster` (CLUSTER_ALLOCATIONS=1), one wallet
 * leg `cluster-futures:<SYMBOL>` per contract, the same leg as the spot allocations'
 * (allocation-leg.ts) with the futures engine's money commands (`transfer` in and out) on the
 * contract's journal. A gateway asks `cluster.futures.fund` for a transfer from the user's futures
 * wallet into the contract's allocation before an order, and `cluster.futures.sweep` for free margin
 * back; each is one `app.ledger.transfer`: two postings summing to zero, recoverable after a crash
 * from either side (the futures wallet's pending transfers name this wallet as their counterpart).
 * The same follower of the futures result stream serves the page's `/ws` futures channels from the
 * contract engines (product-futures-streams.ts), and feeds the engines' index to this server's own
 * futures venues (contract-indexes.ts): demo sessions and copy trading still trade there.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import type { FastifyInstance } from 'fastify';
import { accountIdOf } from '../platform/trading-account.ts';
import type { FuturesService } from '../plugins/futures/service/futures-service.ts';
import type { FuturesStreams } from '../plugins/futures/streams/futures-streams.ts';
import { type AllocationKind, allocationLeg, ResultWaiters, serveTransfers } from './allocation-leg.ts';
import { clusterEnv } from './config.ts';
import { ContractIndexes } from './contract-indexes.ts';
import {
  CLUSTER_FUTURES_SYMBOLS,
  ensureFuturesStreams,
  FUTURES_EVENT_STREAM,
  futuresCommandSubject,
} from './futures-config.ts';
import type { FuturesCommandEnvelope, FuturesCommandResult } from './futures-symbol-engine.ts';
import { connectNats } from './nats.ts';
import { followClusterFutures } from './product-futures-streams.ts';
import { clusterPool, ensureSchema } from './store.ts';

export const FUTURES_FUND_SUBJECT = 'cluster.futures.fund';
export const FUTURES_SWEEP_SUBJECT = 'cluster.futures.sweep';
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
  streams: FuturesStreams,
  futures: FuturesService,
): Promise<{ start(): Promise<void>; close(): Promise<void> }> {
  const env = clusterEnv();
  const nc = await connectNats(env.natsUrl, 'product-futures-allocations');
  const pool = clusterPool(env.databaseUrl, 2);
  await ensureSchema(pool);
  const jsm = await jetstreamManager(nc);
  await ensureFuturesStreams(jsm);
  const results = new ResultWaiters<FuturesCommandResult>();
  // This server's own futures venues follow the engines' index (contract-indexes.ts), from where the
  // stream stood at start on: the replay's older marks are not fed to them.
  const startLastSeq = (await jsm.streams.info(FUTURES_EVENT_STREAM)).state.last_seq;
  let replayed = startLastSeq === 0;
  const indexes = new ContractIndexes();
  futures.followIndexElsewhere((symbol) => (replayed ? indexes.indexOf(symbol) : undefined));
  const follower = await followClusterFutures(app, nc, streams, futures, (result, streamSeq) => {
    if (result.rid.startsWith('xfer:')) results.deliver(result);
    indexes.apply(result);
    if (streamSeq >= startLastSeq) replayed = true;
  });
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
      const side = {
        symbols: new Set(CLUSTER_FUTURES_SYMBOLS),
        product: 'futures',
        allocation: futuresAllocationWallet,
      };
      // The account frames on /ws add the futures wallet to the engine's part: held while a
      // transfer has moved one and not yet the other (account-frame-hold.ts).
      const holdFrames = (userId: number, symbol: string, transfer: Promise<unknown>) =>
        follower.holdAccountFrames(accountIdOf(userId), symbol, transfer);
      serveTransfers(app, nc, FUTURES_FUND_SUBJECT, side, true, holdFrames);
      serveTransfers(app, nc, FUTURES_SWEEP_SUBJECT, side, false, holdFrames);
    },
    close: async () => {
      follower.stop();
      await nc.drain().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
