/** NATS connection and the two JetStream streams (file storage: a publish ack means on disk). */
import { DiscardPolicy, type JetStreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { COMMAND_STREAM, EVENT_STREAM } from './config.ts';

export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
}

const TEN_MINUTES_NS = 10 * 60 * 1_000_000_000;

export async function ensureStreams(jsm: JetStreamManager): Promise<void> {
  await ensureStream(jsm, COMMAND_STREAM, ['spot.cmd.>']);
  await ensureStream(jsm, EVENT_STREAM, ['spot.evt.>']);
}

/** Creates the file-backed stream unless it exists (the futures streams use it too: futures-config.ts). */
export async function ensureStream(jsm: JetStreamManager, name: string, subjects: string[]): Promise<void> {
  const config = {
    name,
    subjects,
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.Old,
    // Message ids seen within this window are dropped: a gateway's retry of a command, or an
    // engine re-publishing a result after a restart, is stored once.
    duplicate_window: TEN_MINUTES_NS,
  };
  try {
    await jsm.streams.info(name);
  } catch {
    await jsm.streams.add(config).catch(async (error: unknown) => {
      // Another process created it in between.
      await jsm.streams.info(name).catch(() => {
        throw error;
      });
    });
  }
}

export const encode = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));
export const decode = <T>(data: Uint8Array): T => JSON.parse(new TextDecoder().decode(data)) as T;
