/**
 * What a follower of the futures result stream (`FUT_EVT`) keeps, in one place: each contract's
 * recent trades and 1-minute candles, every account's futures records (finished orders, fills,
 * funding, liquidations, closed positions) and the insurance fund's changes, and each contract's
 * latest index. The futures persister keeps one fed with every result and writes it as a checkpoint
 * (checkpoint-store.ts); the gateways and the product server start from the newest one and follow
 * the stream from the result after it, instead of replaying it from its start (docs/scale-out.md,
 * "Checkpoints and purges (futures)"). Pure: no I/O.
 */

import { ContractIndexes } from './contract-indexes.ts';
import { FuturesProductHistory, type FuturesProductHistoryCheckpoint } from './futures-product-history.ts';
import { FuturesClusterMarket, type FuturesClusterMarketCheckpoint } from './futures-product-market.ts';
import type { FuturesCommandResult } from './futures-symbol-engine.ts';

/**
 * The futures checkpoint's format. A change of what any part holds, or how, is a new version: a
 * follower never restores a checkpoint of another version (it replays what the stream holds).
 */
export const FUTURES_CHECKPOINT_VERSION = 1;

export interface FuturesCheckpoint {
  version: number;
  /** The futures result stream's sequence the state covers: every result up to it, none after. */
  streamSeq: number;
  /** Each contract's last applied result (its engine's command sequence). */
  seqs: Array<[symbol: string, seq: number]>;
  market: FuturesClusterMarketCheckpoint;
  history: FuturesProductHistoryCheckpoint;
  indexes: Array<[symbol: string, indexPrice: string]>;
}

export class FuturesProjection {
  /** The last stream sequence applied (0: none). */
  streamSeq = 0;

  constructor(
    readonly market = new FuturesClusterMarket(),
    readonly history = new FuturesProductHistory(),
    readonly indexes = new ContractIndexes(),
    private readonly seqs = new Map<string, number>(),
  ) {}

  /**
   * Applies the result at `streamSeq`; false when its contract's result was applied already (an
   * engine re-published it after a restart, or the persister's redelivery after a crash), so no
   * record or trade is kept twice.
   */
  apply(result: FuturesCommandResult, streamSeq: number): boolean {
    this.streamSeq = Math.max(this.streamSeq, streamSeq);
    if (result.seq <= (this.seqs.get(result.symbol) ?? 0)) return false;
    this.seqs.set(result.symbol, result.seq);
    this.history.apply(streamSeq, result);
    this.market.apply(result);
    this.indexes.apply(result);
    return true;
  }

  /** The contract's last applied result (0: none yet). */
  appliedSeq(symbol: string): number {
    return this.seqs.get(symbol) ?? 0;
  }

  toCheckpoint(): FuturesCheckpoint {
    return {
      version: FUTURES_CHECKPOINT_VERSION,
      streamSeq: this.streamSeq,
      seqs: [...this.seqs],
      market: this.market.toCheckpoint(),
      history: this.history.toCheckpoint(),
      indexes: this.indexes.toCheckpoint(),
    };
  }

  /** The projection the checkpoint was taken of; undefined for another format version. */
  static fromCheckpoint(checkpoint: FuturesCheckpoint): FuturesProjection | undefined {
    if (checkpoint.version !== FUTURES_CHECKPOINT_VERSION) return undefined;
    const restored = new FuturesProjection(
      FuturesClusterMarket.fromCheckpoint(checkpoint.market),
      FuturesProductHistory.fromCheckpoint(checkpoint.history),
      ContractIndexes.fromCheckpoint(checkpoint.indexes),
      new Map(checkpoint.seqs),
    );
    restored.streamSeq = checkpoint.streamSeq;
    return restored;
  }
}
