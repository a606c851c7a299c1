/**
 * How a follower of the spot result stream starts (docs/scale-out.md, "Checkpoints and purges"):
 * from the newest checkpoint the spot persister wrote, reading on from the result after it; from
 * the stream's start when there is none (a new cluster) or only one of another format version.
 */
import { type ConsumerMessages, DeliverPolicy, type JetStreamClient } from '@nats-io/jetstream';
import type pg from 'pg';
import { loadCheckpoint } from './checkpoint-store.ts';
import { ClusterProjection } from './cluster-projection.ts';
import { EVENT_STREAM } from './config.ts';

/** The projection as the newest checkpoint has it (empty without one). */
export async function restoredProjection(pool: pg.Pool, who: string): Promise<ClusterProjection> {
  const checkpoint = await loadCheckpoint(pool, EVENT_STREAM).catch((error: unknown) => {
    console.warn(`${who}: the checkpoint could not be read (${String(error)}); replaying the stream`);
    return undefined;
  });
  const restored = checkpoint === undefined ? undefined : ClusterProjection.fromCheckpoint(checkpoint);
  if (restored === undefined) return new ClusterProjection();
  console.log(`${who}: started from the checkpoint at result ${restored.streamSeq}`);
  return restored;
}

/**
 * The result stream's messages from the one after `afterSeq` (all of them from 0). A message below
 * a purge is gone; the stream then starts at its first message.
 */
export async function resultsAfter(js: JetStreamClient, afterSeq: number): Promise<ConsumerMessages> {
  const consumer = await js.consumers.get(
    EVENT_STREAM,
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
