/**
 * The journal loop every cluster engine runs per symbol (spot: engine-main.ts, futures:
 * futures-engine-main.ts): consume the symbol's command subject in stream order from the sequence
 * after the engine's snapshot, apply each command, publish its result (message id
 * `<SYMBOL>:<seq>`, so a result re-published after a restart is stored once), and save a snapshot
 * only once JetStream acknowledged every result up to it, so recovery never skips a result.
 */
import { DeliverPolicy, type JetStreamClient, type PubAck } from '@nats-io/jetstream';
import { decode, encode } from './nats.ts';

const MAX_UNACKED = 2_000;

export interface JournalEngine<Envelope, Result extends { seq: number }, Snapshot> {
  readonly seq: number;
  apply(seq: number, envelope: Envelope): Result | undefined;
  snapshot(): Snapshot;
}

export async function runJournal<
  Envelope,
  Result extends { seq: number },
  Snapshot extends { seq: number },
>(options: {
  js: JetStreamClient;
  symbol: string;
  commandStream: string;
  commandSubject: string;
  eventSubject: string;
  engine: JournalEngine<Envelope, Result, Snapshot>;
  snapshotEvery: number;
  save(snapshot: Snapshot): Promise<void>;
}): Promise<never> {
  const { js, symbol, engine } = options;
  const consumer = await js.consumers.get(options.commandStream, {
    filter_subjects: options.commandSubject,
    ...(engine.seq > 0
      ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: engine.seq + 1 }
      : { deliver_policy: DeliverPolicy.All }),
  });
  let unacked: Promise<PubAck>[] = [];
  let sinceSnapshot = 0;
  const messages = await consumer.consume({ max_messages: 256 });
  for await (const message of messages) {
    const result = engine.apply(message.seq, decode<Envelope>(message.data));
    if (result === undefined) continue;
    unacked.push(js.publish(options.eventSubject, encode(result), { msgID: `${symbol}:${result.seq}` }));
    sinceSnapshot += 1;
    if (unacked.length >= MAX_UNACKED || sinceSnapshot >= options.snapshotEvery) {
      const snapshot = sinceSnapshot >= options.snapshotEvery ? engine.snapshot() : undefined;
      await Promise.all(unacked);
      unacked = [];
      if (snapshot !== undefined) {
        sinceSnapshot = 0;
        // A failed snapshot loses nothing (the stream still holds every command): log and go on.
        await options
          .save(snapshot)
          .catch((error: unknown) =>
            console.error(`${symbol}: snapshot at ${snapshot.seq} failed`, String(error)),
          );
      }
    }
  }
  // The consumer only ends when something broke under it: a restart recovers from the snapshot.
  throw new Error(`${symbol}: command consumer ended`);
}
