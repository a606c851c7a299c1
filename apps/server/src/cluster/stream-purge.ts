/**
 * The streams' retention: no age or count limit (that could delete a message someone still
 * needs), but a purge below what every reader has provably finished with (docs/scale-out.md,
 * "Checkpoints and purges"). Each persister (spot, futures) runs it after each checkpoint it writes.
 *
 * - A result stream (`SPOT_EVT`, `FUT_EVT`): below the first result that the checkpoint before the
 *   newest does not cover, that the persister's durable consumer has not acknowledged, or that a
 *   recorded follower (the product server's spot plans) still needs. A starting follower restores
 *   the newest checkpoint and reads on from the result after it; one that read a checkpoint just
 *   before the next was written still finds its results, since the purge waits one more
 *   checkpoint. A follower that finds a gap all the same (it fell a whole checkpoint interval
 *   behind) starts again from the newest checkpoint (checkpoint-start.ts).
 * - Each symbol's (contract's) command subject: below the command after the engine's newest
 *   snapshot. A restarting engine loads that snapshot and replays the commands after it, so nothing
 *   it needs is gone.
 */
import type { JetStreamManager } from '@nats-io/jetstream';
import type pg from 'pg';
import { followerPositions, previousCheckpointSeq } from './checkpoint-store.ts';
import { COMMAND_STREAM, commandSubject } from './config.ts';
import { FUTURES_COMMAND_STREAM, futuresCommandSubject } from './futures-config.ts';
import { snapshotSeqs } from './store.ts';

/**
 * The first result to keep: after the checkpoint before the newest, the consumer's acknowledged
 * floor and every follower's position, whichever is lowest. 1 (keep everything) until there were
 * two checkpoints.
 */
export function firstResultToKeep(floors: {
  previousCheckpointSeq: number;
  ackFloor: number;
  followerPositions: readonly number[];
}): number {
  return Math.min(floors.previousCheckpointSeq, floors.ackFloor, ...floors.followerPositions) + 1;
}

/** Each symbol's first command to keep: the one after its engine's newest snapshot. */
export function firstCommandsToKeep(snapshots: ReadonlyMap<string, number>): Map<string, number> {
  return new Map([...snapshots].map(([symbol, seq]) => [symbol, seq + 1]));
}

/** A result stream and the durable consumer of its persister. */
interface ResultStream {
  name: string;
  durable: string;
}

/** Purges the spot result stream and every symbol's command subject below what is still needed; answers what went. */
export async function purgeSpotStreams(
  jsm: JetStreamManager,
  pool: pg.Pool,
  resultStream: ResultStream,
): Promise<{ results: number; commands: number }> {
  const results = await purgeResults(jsm, pool, resultStream);
  const commands = await purgeJournal(jsm, COMMAND_STREAM, commandSubject, await snapshotSeqs(pool));
  return { results, commands };
}

/**
 * Purges the futures result stream below what every reader has finished with and each contract's
 * command subject below its engine's newest snapshot (the futures persister, after each futures
 * checkpoint); answers what went.
 */
export async function purgeFuturesStreams(
  jsm: JetStreamManager,
  pool: pg.Pool,
  resultStream: ResultStream,
): Promise<{ results: number; commands: number }> {
  const results = await purgeResults(jsm, pool, resultStream);
  const commands = await purgeJournal(
    jsm,
    FUTURES_COMMAND_STREAM,
    futuresCommandSubject,
    await snapshotSeqs(pool, 'futures'),
  );
  return { results, commands };
}

/** Purges a result stream below its first result still needed (`firstResultToKeep`); answers how many went. */
async function purgeResults(
  jsm: JetStreamManager,
  pool: pg.Pool,
  resultStream: ResultStream,
): Promise<number> {
  const consumer = await jsm.consumers.info(resultStream.name, resultStream.durable);
  const keepFrom = firstResultToKeep({
    previousCheckpointSeq: await previousCheckpointSeq(pool, resultStream.name),
    ackFloor: consumer.ack_floor.stream_seq,
    followerPositions: await followerPositions(pool, resultStream.name),
  });
  const firstResult = (await jsm.streams.info(resultStream.name)).state.first_seq;
  return keepFrom > firstResult ? (await jsm.streams.purge(resultStream.name, { seq: keepFrom })).purged : 0;
}

/** Purges each symbol's subject of a command stream below the command after its snapshot. */
async function purgeJournal(
  jsm: JetStreamManager,
  stream: string,
  subjectOf: (symbol: string) => string,
  snapshots: ReadonlyMap<string, number>,
): Promise<number> {
  let purged = 0;
  for (const [symbol, seq] of firstCommandsToKeep(snapshots))
    purged += (await jsm.streams.purge(stream, { filter: subjectOf(symbol), seq })).purged;
  return purged;
}
