/**
 * How a follower of a result stream starts (docs/scale-out.md, "Checkpoints and purges"): from the
 * newest checkpoint that stream's persister wrote (spot: `SPOT_EVT`, futures: `FUT_EVT`), reading on
 * from the result after it; from the stream's start when there is none (a new cluster) or only one
 * of another format version.
 */
import { type ConsumerMessages, DeliverPolicy, type JetStreamClient } from '@nats-io/jetstream';
import type pg from 'pg';
import { type CheckpointHead, loadCheckpoint } from './checkpoint-store.ts';
import { CHECKPOINT_VERSION, type ClusterCheckpoint, ClusterProjection } from './cluster-projection.ts';
import { EVENT_STREAM } from './config.ts';
import { FUTURES_EVENT_STREAM } from './futures-config.ts';
import {
  FUTURES_CHECKPOINT_VERSION,
  type FuturesCheckpoint,
  FuturesProjection,
} from './futures-projection.ts';

/** The newest checkpoint of `stream` in `version`; undefined when none or unreadable (then the stream is replayed). */
async function newestCheckpoint<T extends CheckpointHead>(
  pool: pg.Pool,
  stream: string,
  version: number,
  who: string,
): Promise<T | undefined> {
  return loadCheckpoint<T>(pool, stream, version).catch((error: unknown) => {
    console.warn(
      `${who}: the ${stream} checkpoint could not be read (${String(error)}); replaying the stream`,
    );
    return undefined;
  });
}

/** The spot projection as the newest checkpoint has it (empty without one). */
export async function restoredProjection(pool: pg.Pool, who: string): Promise<ClusterProjection> {
  const checkpoint = await newestCheckpoint<ClusterCheckpoint>(pool, EVENT_STREAM, CHECKPOINT_VERSION, who);
  const restored = checkpoint === undefined ? undefined : ClusterProjection.fromCheckpoint(checkpoint);
  if (restored === undefined) return new ClusterProjection();
  console.log(`${who}: started from the checkpoint at result ${restored.streamSeq}`);
  return restored;
}

/** The futures projection as the newest futures checkpoint has it (empty without one). */
export async function restoredFuturesProjection(pool: pg.Pool, who: string): Promise<FuturesProjection> {
  const checkpoint = await newestCheckpoint<FuturesCheckpoint>(
    pool,
    FUTURES_EVENT_STREAM,
    FUTURES_CHECKPOINT_VERSION,
    who,
  );
  const restored = checkpoint === undefined ? undefined : FuturesProjection.fromCheckpoint(checkpoint);
  if (restored === undefined) return new FuturesProjection();
  console.log(`${who}: started from the futures checkpoint at result ${restored.streamSeq}`);
  return restored;
}

/**
 * A result stream's messages (`SPOT_EVT` unless named) from the one after `afterSeq` (all of them
 * from 0). A message below a purge is gone; the stream then starts at its first message.
 */
export async function resultsAfter(
  js: JetStreamClient,
  afterSeq: number,
  stream = EVENT_STREAM,
): Promise<ConsumerMessages> {
  const consumer = await js.consumers.get(
    stream,
    afterSeq > 0
      ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: afterSeq + 1 }
      : { deliver_policy: DeliverPolicy.All },
  );
  return consumer.consume();
}

/**
 * Whether results were purged between the last one a follower applied and the one it reads now.
 * The purge waits one checkpoint more than a starting follower needs, so only one that fell a whole
 * checkpoint interval behind meets a gap; its state then misses results and it must start again
 * from the newest checkpoint (the processes exit for the launcher's restart). A follower reading
 * from the stream's start (`lastSeq` 0) takes whatever the stream holds first.
 */
export const missedResults = (lastSeq: number, seq: number): boolean => lastSeq > 0 && seq > lastSeq + 1;
