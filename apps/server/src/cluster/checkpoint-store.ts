/**
 * PostgreSQL: the newest checkpoint of each result stream's followers (spot: cluster-projection.ts,
 * futures: futures-projection.ts), one row per stream, written by that stream's persister in the
 * transaction of the results it covers, so
 * a checkpoint never claims a result that is not written; and each follower's position that the
 * purge must not pass (the product server's plans: docs/scale-out.md, "Checkpoints and purges").
 * The state is the projection as JSON, gzipped (a week of candles per symbol is most of it).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type pg from 'pg';

/** What every stream's checkpoint says of itself; the rest is its projection's. */
export interface CheckpointHead {
  version: number;
  /** The result stream's sequence the state covers. */
  streamSeq: number;
}

export const CHECKPOINT_SCHEMA = `
    CREATE TABLE IF NOT EXISTS cluster_checkpoints (
      stream text PRIMARY KEY,
      seq bigint NOT NULL,
      -- The checkpoint before this one: the purge keeps the results after it, so a follower that
      -- read that one just before this was written still finds every result it needs.
      previous_seq bigint NOT NULL DEFAULT 0,
      version integer NOT NULL,
      state bytea NOT NULL,
      written_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS cluster_follower_positions (
      follower text PRIMARY KEY,
      stream text NOT NULL,
      seq bigint NOT NULL
    );
`;

/** A checkpoint ready to write: its stream, the sequence it covers, its format and its gzipped state. */
export interface EncodedCheckpoint {
  stream: string;
  seq: number;
  version: number;
  state: Buffer;
}

export function encodeCheckpoint(stream: string, checkpoint: CheckpointHead): EncodedCheckpoint {
  return {
    stream,
    seq: checkpoint.streamSeq,
    version: checkpoint.version,
    state: gzipSync(JSON.stringify(checkpoint)),
  };
}

/** Keeps the newest checkpoint per stream: an older one (a persister restarted behind) never replaces it. */
export async function writeCheckpoint(client: pg.PoolClient, checkpoint: EncodedCheckpoint): Promise<void> {
  await client.query(
    `INSERT INTO cluster_checkpoints (stream, seq, version, state) VALUES ($1, $2, $3, $4)
     ON CONFLICT (stream) DO UPDATE SET seq = excluded.seq, previous_seq = cluster_checkpoints.seq,
       version = excluded.version, state = excluded.state, written_at = now()
     WHERE cluster_checkpoints.seq < excluded.seq OR cluster_checkpoints.version <> excluded.version`,
    [checkpoint.stream, checkpoint.seq, checkpoint.version, checkpoint.state],
  );
}

/**
 * The stream's newest checkpoint in the format `version` (the reading code's); undefined when none
 * (or only another version's).
 */
export async function loadCheckpoint<T extends CheckpointHead>(
  pool: pg.Pool,
  stream: string,
  version: number,
): Promise<T | undefined> {
  const { rows } = await pool.query<{ state: Buffer }>(
    'SELECT state FROM cluster_checkpoints WHERE stream = $1 AND version = $2',
    [stream, version],
  );
  const state = rows[0]?.state;
  return state === undefined ? undefined : (JSON.parse(gunzipSync(state).toString('utf8')) as T);
}

/**
 * The sequence of the checkpoint before the stream's newest (what the purge may go up to); 0 until
 * there were two.
 */
export async function previousCheckpointSeq(pool: pg.Pool, stream: string): Promise<number> {
  const { rows } = await pool.query<{ previous_seq: string }>(
    'SELECT previous_seq FROM cluster_checkpoints WHERE stream = $1',
    [stream],
  );
  return Number(rows[0]?.previous_seq ?? 0);
}

/** Records that `follower` needs nothing of `stream` at or below `seq` any more. */
export async function saveFollowerPosition(
  pool: pg.Pool,
  follower: string,
  stream: string,
  seq: number,
): Promise<void> {
  await pool.query(
    `INSERT INTO cluster_follower_positions (follower, stream, seq) VALUES ($1, $2, $3)
     ON CONFLICT (follower) DO UPDATE SET stream = excluded.stream, seq = excluded.seq`,
    [follower, stream, seq],
  );
}

/** The follower's recorded position; undefined when it never recorded one. */
export async function loadFollowerPosition(pool: pg.Pool, follower: string): Promise<number | undefined> {
  const { rows } = await pool.query<{ seq: string }>(
    'SELECT seq FROM cluster_follower_positions WHERE follower = $1',
    [follower],
  );
  return rows[0] === undefined ? undefined : Number(rows[0].seq);
}

/** Every follower's recorded position on `stream`. */
export async function followerPositions(pool: pg.Pool, stream: string): Promise<number[]> {
  const { rows } = await pool.query<{ seq: string }>(
    'SELECT seq FROM cluster_follower_positions WHERE stream = $1',
    [stream],
  );
  return rows.map((row) => Number(row.seq));
}
