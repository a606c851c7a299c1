/**
 * The cluster's persister: a durable JetStream consumer of every result (`spot.evt.>`) that writes
 * their ledger postings to PostgreSQL, many results per transaction, and acknowledges them only
 * after the commit. A result delivered again (a crash between commit and ack, or an engine that
 * re-published it) finds its rows there: postings are keyed by (symbol, seq, leg). The spot side
 * writes, in the same transactions, every user order and fill (the order history, detail and fills
 * the gateways serve: order-records-store.ts), from a projection of the results that starts where
 * the written records end. It also keeps the spot followers' projection (cluster-projection.ts) fed
 * with every result and writes it as a checkpoint every CLUSTER_CHECKPOINT_EVERY results (20,000)
 * or CLUSTER_CHECKPOINT_MS (60 s), whichever comes first, in the transaction of the results it
 * covers; after each it purges the spot streams below what every reader still needs
 * (stream-purge.ts; docs/scale-out.md, "Checkpoints and purges").
 * CLUSTER_LEDGER_SIDE=futures: the same for the futures results (`futures.evt.>`, futures-config.ts):
 * their postings, and the futures followers' projection (futures-projection.ts) checkpointed on the
 * same rule; after each checkpoint the futures result stream and each contract's commands are
 * purged below what every reader still needs (docs/scale-out.md, "Checkpoints and purges (futures)").
 */
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { restoredFuturesProjection, restoredProjection, resultsAfter } from './checkpoint-start.ts';
import { type CheckpointHead, type EncodedCheckpoint, encodeCheckpoint } from './checkpoint-store.ts';
import { clusterEnv, EVENT_STREAM, PERSISTER_CONSUMER } from './config.ts';
import { ensureFuturesStreams, FUTURES_EVENT_STREAM, FUTURES_PERSISTER_CONSUMER } from './futures-config.ts';
import type { FuturesCommandResult } from './futures-symbol-engine.ts';
import { connectNats, decode, ensureStreams } from './nats.ts';
import { orderRecordRows } from './order-record-rows.ts';
import { loadRecordsResume } from './order-records-store.ts';
import { ProductOrders } from './product-orders.ts';
import { clusterPool, ensureSchema, writePostings } from './store.ts';
import { purgeFuturesStreams, purgeSpotStreams } from './stream-purge.ts';
import type { CommandResult } from './symbol-engine.ts';

process.on('unhandledRejection', (error) => {
  console.error('cluster persister failed; exiting for a restart', error);
  process.exit(1);
});

const env = clusterEnv();
const side = process.env.CLUSTER_LEDGER_SIDE === 'futures' ? 'futures' : 'spot';
const [stream, durable] =
  side === 'futures'
    ? [FUTURES_EVENT_STREAM, FUTURES_PERSISTER_CONSUMER]
    : [EVENT_STREAM, PERSISTER_CONSUMER];
const nc = await connectNats(env.natsUrl, `persister-${side}`);
const jsm = await jetstreamManager(nc);
await (side === 'futures' ? ensureFuturesStreams(jsm) : ensureStreams(jsm));
const pool = clusterPool(env.databaseUrl, 2);
await ensureSchema(pool);
try {
  await jsm.consumers.info(stream, durable);
} catch {
  await jsm.consumers.add(stream, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    max_ack_pending: 20_000,
    ack_wait: 30_000_000_000,
  });
}
const consumer = await jetstream(nc).consumers.get(stream, durable);
/** The spot orders as the gateways see them, from the written records on (spot side only). */
const projection = side === 'spot' ? new ProductOrders() : undefined;
if (projection !== undefined) {
  const resume = await loadRecordsResume(pool);
  projection.resume(resume.seqs, resume.open);
}
/**
 * The event stream's sequence of the next result the projection must apply: it applies them in
 * stream order. A fetch cut short leaves results delivered but unseen, which come again only after
 * the ack wait, behind newer ones: such a hole is read from the stream directly (ordered below).
 */
const ackFloor = (await jsm.consumers.info(stream, durable)).ack_floor.stream_seq;
let nextStreamSeq = ackFloor + 1;

const CHECKPOINT_EVERY = Number(process.env.CLUSTER_CHECKPOINT_EVERY ?? 20_000);
const CHECKPOINT_MS = Number(process.env.CLUSTER_CHECKPOINT_MS ?? 60_000);
/**
 * What this side's followers start from (spot: the gateways, the simulator and the product server;
 * futures: the gateways and the product server), fed every result in stream order and checkpointed.
 */
interface FollowersProjection {
  readonly streamSeq: number;
  apply(result: CommandResult, streamSeq: number): void;
  toCheckpoint(): CheckpointHead;
  /** Drops what the written records hold (spot's finished orders and fills). */
  forgetWritten(): void;
}

async function restoredFollowers(): Promise<FollowersProjection> {
  if (side === 'spot') {
    const spot = await restoredProjection(pool, 'persister');
    return {
      get streamSeq() {
        return spot.streamSeq;
      },
      apply: (result, seq) => spot.apply(result, seq),
      toCheckpoint: () => spot.toCheckpoint(),
      forgetWritten: () => spot.orders.forgetWritten(spot.orders.appliedSeqs()),
    };
  }
  const futures = await restoredFuturesProjection(pool, 'futures persister');
  return {
    get streamSeq() {
      return futures.streamSeq;
    },
    // This loop reads every result as a spot one for its postings; a futures result is one of these.
    apply: (result, seq) => futures.apply(result as unknown as FuturesCommandResult, seq),
    toCheckpoint: () => futures.toCheckpoint(),
    forgetWritten: () => undefined,
  };
}

const followers = await restoredFollowers();
await catchUp(followers, ackFloor);
let lastCheckpoint = { seq: followers.streamSeq, at: Date.now() };

/**
 * Brings the followers' projection from its checkpoint up to the results already written (the
 * persister acknowledged them after the checkpoint was taken). One it is ahead of (a crash between
 * a commit and its acks) skips the redelivered results by their symbols' sequences.
 */
async function catchUp(projection: FollowersProjection, upTo: number): Promise<void> {
  if (projection.streamSeq >= upTo) return;
  const first = (await jsm.streams.info(stream)).state.first_seq;
  if (projection.streamSeq + 1 < first)
    console.warn(
      `${side} persister: the result stream starts at ${first}, after the checkpoint (${projection.streamSeq}): the followers' projection starts there`,
    );
  const messages = await resultsAfter(jetstream(nc), projection.streamSeq, stream);
  for await (const message of messages) {
    projection.apply(decode<CommandResult>(message.data), message.seq);
    if (message.seq >= upTo) break;
  }
  messages.stop();
  projection.forgetWritten();
}

/** The followers' checkpoint to write with this batch, when one is due. */
function dueCheckpoint(projection: FollowersProjection): EncodedCheckpoint | undefined {
  if (projection.streamSeq <= lastCheckpoint.seq) return undefined;
  const due =
    projection.streamSeq - lastCheckpoint.seq >= CHECKPOINT_EVERY ||
    Date.now() - lastCheckpoint.at >= CHECKPOINT_MS;
  return due ? encodeCheckpoint(stream, projection.toCheckpoint()) : undefined;
}

/** This batch's results in stream order from `nextStreamSeq` on, holes read from the stream; then the redelivered older ones. */
async function inStreamOrder(
  messages: ReadonlyArray<{ seq: number; data: Uint8Array }>,
): Promise<Array<{ seq: number; result: CommandResult }>> {
  const fetched = new Map(messages.map((message) => [message.seq, message.data]));
  const last = Math.max(...fetched.keys());
  const ordered: Array<{ seq: number; result: CommandResult }> = [];
  let holes = 0;
  for (let seq = nextStreamSeq; seq <= last; seq += 1) {
    if (!fetched.has(seq)) holes += 1;
    const data = fetched.get(seq) ?? (await jsm.streams.getMessage(stream, { seq }).catch(() => null))?.data;
    // A result gone from the stream cannot be applied: nothing else to do with it. (The purge
    // never removes one the persister has not acknowledged: stream-purge.ts.)
    if (data !== undefined) ordered.push({ seq, result: decode<CommandResult>(data) });
  }
  if (holes > 0) console.warn(`persister: ${holes} results a fetch left out were read from the stream`);
  const older = messages.filter((message) => message.seq < nextStreamSeq);
  nextStreamSeq = Math.max(nextStreamSeq, last + 1);
  return [
    ...ordered,
    ...older.map((message) => ({ seq: message.seq, result: decode<CommandResult>(message.data) })),
  ];
}
console.log(`cluster ${side} persister ${process.pid} running`);
for (;;) {
  const messages = [];
  try {
    const batch = await consumer.fetch({ max_messages: 1_000, expires: 1_000 });
    for await (const message of batch) messages.push(message);
  } catch (error) {
    // A fetch cut short (missed heartbeats under load): what arrived is written, the rest comes again.
    console.error('persister fetch ended early', String(error));
  }
  if (messages.length === 0) continue;
  // Both projections (the spot orders, each side's followers) apply results in stream order.
  const sequenced = await inStreamOrder(messages);
  const results = sequenced.map((entry) => entry.result);
  for (const { seq, result } of sequenced) followers.apply(result, seq);
  const checkpoint = dueCheckpoint(followers);
  await writePostings(
    pool,
    results,
    side,
    projection === undefined ? undefined : orderRecordRows(projection, results),
    checkpoint,
  );
  // Everything the projections applied is written now: their finished orders and fills need not stay.
  if (projection !== undefined) projection.forgetWritten(projection.appliedSeqs());
  followers.forgetWritten();
  for (const message of messages) message.ack();
  await nc.flush();
  if (checkpoint !== undefined) {
    lastCheckpoint = { seq: checkpoint.seq, at: Date.now() };
    const purge = side === 'futures' ? purgeFuturesStreams : purgeSpotStreams;
    // A failed purge loses nothing: the streams keep what it would have removed until the next one.
    await purge(jsm, pool, { name: stream, durable })
      .then(({ results: purgedResults, commands }) =>
        console.log(
          `${side} persister: checkpoint at result ${checkpoint.seq} (${checkpoint.state.length} bytes); purged ${purgedResults} results, ${commands} commands`,
        ),
      )
      .catch((error: unknown) => console.warn(`${side} persister: the purge failed (${String(error)})`));
  }
}
