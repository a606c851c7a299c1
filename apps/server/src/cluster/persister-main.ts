/**
 * The cluster's persister: a durable JetStream consumer of every result (`spot.evt.>`) that writes
 * their ledger postings to PostgreSQL, many results per transaction, and acknowledges them only
 * after the commit. A result delivered again (a crash between commit and ack, or an engine that
 * re-published it) finds its rows there: postings are keyed by (symbol, seq, leg).
 * CLUSTER_LEDGER_SIDE=futures: the same for the futures results (`futures.evt.>`, futures-config.ts).
 */
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { clusterEnv, EVENT_STREAM, PERSISTER_CONSUMER } from './config.ts';
import { ensureFuturesStreams, FUTURES_EVENT_STREAM, FUTURES_PERSISTER_CONSUMER } from './futures-config.ts';
import { connectNats, decode, ensureStreams } from './nats.ts';
import { clusterPool, ensureSchema, writePostings } from './store.ts';
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
  await writePostings(
    pool,
    messages.map((message) => decode<CommandResult>(message.data)),
    side,
  );
  for (const message of messages) message.ack();
  await nc.flush();
}
