/**
 * What a follower of the spot result stream keeps, in one place: each symbol's book replica, the
 * product's order view and allocation balances, the public market data and the users' holdings in
 * the engines. The spot persister keeps one fed with every result and writes it as a checkpoint
 * (checkpoint-store.ts); a gateway, the simulator and the product server start from the newest
 * checkpoint and follow the stream from the result after it, instead of replaying it from its
 * start (docs/scale-out.md, "Checkpoints and purges"). Pure: no I/O.
 */

import type { PublicTrade } from '../plugins/markets/service/markets-service.ts';
import { AllocationHoldings, type AllocationHoldingsCheckpoint } from './allocation-holdings.ts';
import { BookReplica, type BookReplicaCheckpoint, type LevelDelta } from './book-replica.ts';
import { CLUSTER_SYMBOLS } from './config.ts';
import { ClusterMarket, type ClusterMarketCheckpoint } from './product-market.ts';
import { ProductOrders, type ProductOrdersCheckpoint, type UserChanges } from './product-orders.ts';
import type { CommandResult } from './symbol-engine.ts';

/**
 * The checkpoint's format. A change of what any part holds, or how, is a new version: a follower
 * never restores a checkpoint of another version (it replays what the stream holds instead).
 */
export const CHECKPOINT_VERSION = 1;

export interface ClusterCheckpoint {
  version: number;
  /** The result stream's sequence the state covers: every result up to it, none after. */
  streamSeq: number;
  books: Array<[symbol: string, book: BookReplicaCheckpoint]>;
  orders: ProductOrdersCheckpoint;
  market: ClusterMarketCheckpoint;
  holdings: AllocationHoldingsCheckpoint;
}

/** What one new result changed in each part (nothing when it was applied before). */
export interface AppliedResult {
  delta: LevelDelta;
  orderChanges: Map<number, UserChanges>;
  trades: PublicTrade[];
  holdingsChanged: Map<number, Set<string>>;
}

export class ClusterProjection {
  /** The last stream sequence applied (0: none). */
  streamSeq = 0;

  constructor(
    readonly replicas: ReadonlyMap<string, BookReplica> = new Map(
      CLUSTER_SYMBOLS.map((symbol) => [symbol, new BookReplica(symbol)]),
    ),
    readonly orders = new ProductOrders(),
    readonly market = new ClusterMarket(),
    readonly holdings = new AllocationHoldings(),
  ) {}

  /**
   * Applies the result at `streamSeq`; undefined when its symbol's result was applied already (an
   * engine re-published it after a restart) or its symbol is not traded here.
   */
  apply(result: CommandResult, streamSeq: number): AppliedResult | undefined {
    this.streamSeq = Math.max(this.streamSeq, streamSeq);
    const delta = this.replicas.get(result.symbol)?.apply(result);
    if (delta === undefined) return undefined;
    return {
      delta,
      orderChanges: this.orders.apply(result),
      trades: this.market.apply(result),
      holdingsChanged: this.holdings.apply(result),
    };
  }

  toCheckpoint(): ClusterCheckpoint {
    return {
      version: CHECKPOINT_VERSION,
      streamSeq: this.streamSeq,
      books: [...this.replicas].map(([symbol, replica]) => [symbol, replica.toCheckpoint()]),
      orders: this.orders.toCheckpoint(),
      market: this.market.toCheckpoint(),
      holdings: this.holdings.toCheckpoint(),
    };
  }

  /** The projection the checkpoint was taken of; undefined for another format version. */
  static fromCheckpoint(checkpoint: ClusterCheckpoint): ClusterProjection | undefined {
    if (checkpoint.version !== CHECKPOINT_VERSION) return undefined;
    const saved = new Map(checkpoint.books);
    const replicas = new Map(
      CLUSTER_SYMBOLS.map((symbol) => {
        const book = saved.get(symbol);
        return [
          symbol,
          book === undefined ? new BookReplica(symbol) : BookReplica.fromCheckpoint(symbol, book),
        ];
      }),
    );
    const restored = new ClusterProjection(
      replicas,
      ProductOrders.fromCheckpoint(checkpoint.orders),
      ClusterMarket.fromCheckpoint(checkpoint.market),
      AllocationHoldings.fromCheckpoint(checkpoint.holdings),
    );
    restored.streamSeq = checkpoint.streamSeq;
    return restored;
  }
}
