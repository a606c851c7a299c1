/**
 * The futures side of the scale-out cluster (docs/scale-out.md, "Futures"): its own two JetStream
 * streams (the journal of every futures command, one subject per contract, and the results), its
 * query subject, its shard map and the names its persister and snapshots use. Kept apart from the
 * spot names (config.ts) because a contract and its spot pair share a symbol (BTCUSDT).
 */
import type { JetStreamManager } from '@nats-io/jetstream';
import { CONTRACTS } from '../futures/contracts.ts';
import { ensureStream } from './nats.ts';

export const FUTURES_COMMAND_STREAM = 'FUT_CMD';
export const FUTURES_EVENT_STREAM = 'FUT_EVT';
export const FUTURES_PERSISTER_CONSUMER = 'futures-persister';

export const futuresCommandSubject = (symbol: string): string => `futures.cmd.${symbol}`;
export const futuresEventSubject = (symbol: string): string => `futures.evt.${symbol}`;
/** Request-reply subject a futures engine answers (ticker, ledger, invariants, one account's view). */
export const futuresQuerySubject = (symbol: string): string => `futures.q.${symbol}`;

/** The perpetual contracts the cluster trades. */
export const CLUSTER_FUTURES_SYMBOLS: readonly string[] = CONTRACTS.map((contract) => contract.symbol);

export async function ensureFuturesStreams(jsm: JetStreamManager): Promise<void> {
  await ensureStream(jsm, FUTURES_COMMAND_STREAM, ['futures.cmd.>']);
  await ensureStream(jsm, FUTURES_EVENT_STREAM, ['futures.evt.>']);
}
