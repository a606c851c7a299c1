/**
 * The streams' retention: no age or count limit (that could delete a message someone still
 * needs), but a purge below what every reader has provably finished with (docs/scale-out.md,
 * "Checkpoints and purges"). The spot persister runs it after each checkpoint it writes; the
 * futures persister purges the futures commands once a minute.
 *
 * - The result stream: below the first result that the checkpoint before the newest does not
 *   cover, that the persister's durable consumer has not acknowledged, or that a recorded follower
 *   (the product server's plans) still needs. A starting follower restores the newest checkpoint
 *   and reads on from the result after it; one that read a checkpoint just before the next was
 *   written still finds its results, since the purge waits one more checkpoint. A follower that
 *   finds a gap all the same (it fell a whole checkpoint interval behind) starts again from the
 *   newest checkpoint (checkpoint-start.ts).
 * - Each symbol's command subject: below the command after the symbol engine's newest snapshot. A
 *   restarting engine loads that snapshot and replays the commands after it, so nothing it needs is
 *   gone.
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

/** Purges the result stream and every symbol's command subject below what is still needed; answers what went. */
export async function purgeSpotStreams(
  jsm: JetStreamManager,
  pool: pg.Pool,
  resultStream: { name: string; durable: string },
): Promise<{ results: number; commands: number }> {
  const consumer = await jsm.consumers.info(resultStream.name, resultStream.durable);
  const keepFrom = firstResultToKeep({
    previousCheckpointSeq: await previousCheckpointSeq(pool, resultStream.name),
    ackFloor: consumer.ack_floor.stream_seq,
    followerPositions: await followerPositions(pool, resultStream.name),
  });
  const firstResult = (await jsm.streams.info(resultStream.name)).state.first_seq;
  const results =
    keepFrom > firstResult ? (await jsm.streams.purge(resultStream.name, { seq: keepFrom })).purged : 0;
  const commands = await purgeJournal(jsm, COMMAND_STREAM, commandSubject, await snapshotSeqs(pool));
  return { results, commands };
}

/**
 * Purges each contract's futures command subject below its engine's newest snapshot (the futures
 * persister, once a minute); answers how many commands went. The futures result stream is not
 * purged: its followers replay it from the start (docs/scale-out.md, "Built and not built").
 */
export async function purgeFuturesJournal(jsm: JetStreamManager, pool: pg.Pool): Promise<number> {
  return purgeJournal(
    jsm,
    FUTURES_COMMAND_STREAM,
    futuresCommandSubject,
    await snapshotSeqs(pool, 'futures'),
  );
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
