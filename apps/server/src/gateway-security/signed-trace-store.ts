// Replay refusal for signed requests (issue #21 item 3). A signature in mode 1 or 2 covers the trace
// id (`uhti`), so a request sent twice with the same key and trace is a copy of one already
// accepted: the gateway remembers each (key, trace) for as long as its time part is accepted and
// refuses a repeat. The memory is a table, so a restart or a second gateway process refuses it too.
import { createHash } from 'node:crypto';
import { LOGIN_PAYLOAD_ACCEPT_WINDOW_MS } from '@tideline/protocol/login-encryption';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface SignedTracesTable {
  key_digest: string;
  trace_id: string;
  expires_at: Date;
}

/**
 * How long a trace is remembered. The time part is a 100-second bucket and the gateway accepts the
 * current one and its neighbours (notes item 4), so a request can be accepted until at most 200 s
 * after it was signed; 300 s covers that with room for clock skew between gateway processes.
 */
export const SIGNED_TRACE_MEMORY_MS = 300_000;
/** Expired traces are deleted at most this often, by the request that finds them due. */
const PRUNE_EVERY_MS = 60_000;

const withTraces = (db: Db) => db.withTables<{ signed_traces: SignedTracesTable }>();

export function keyDigest(publicKey: string): string {
  return createHash('sha256').update(publicKey).digest('hex');
}

/**
 * The scope under which accepted login payloads are remembered (issue #21 item 2): an encrypted
 * login is single-use, identified by the digest of its content key (`payloadId`).
 */
export const LOGIN_PAYLOAD_SCOPE = 'login-payload';
/** A payload passes the time check for at most its acceptance window after it is first accepted; a minute more covers clock skew between gateway processes. */
export const LOGIN_PAYLOAD_MEMORY_MS = LOGIN_PAYLOAD_ACCEPT_WINDOW_MS + 60_000;

export interface SignedTraceStore {
  /**
   * Records the trace; false when this key (or scope) already used it within the memory window,
   * `memoryMs` (the signed requests' window unless given).
   */
  claim(publicKey: string, traceId: string, now: number, memoryMs?: number): Promise<boolean>;
}

export function signedTraceStore(db: Db): SignedTraceStore {
  let prunedAt = 0;
  return {
    async claim(publicKey, traceId, now, memoryMs = SIGNED_TRACE_MEMORY_MS) {
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        await withTraces(db).deleteFrom('signed_traces').where('expires_at', '<', new Date(now)).execute();
      }
      const digest = keyDigest(publicKey);
      // An expired row of the same trace no longer counts: the time check refuses such a request.
      const claimed = await withTraces(db)
        .insertInto('signed_traces')
        .values({ key_digest: digest, trace_id: traceId, expires_at: new Date(now + memoryMs) })
        .onConflict((oc) =>
          oc
            .columns(['key_digest', 'trace_id'])
            .doUpdateSet({ expires_at: new Date(now + memoryMs) })
            .where(sql<boolean>`signed_traces.expires_at < ${new Date(now)}`),
        )
        .returning('trace_id')
        .executeTakeFirst();
      return claimed !== undefined;
    },
  };
}
