/**
 * The scale-out cluster's names and knobs (docs/scale-out.md). Everything here is plain data so the
 * launcher, the engines, the gateways, the persister, the test and the bench agree on it.
 */
import { SYMBOLS } from '../markets/index.ts';

/** The JetStream stream holding every spot command, one subject per symbol: the journal. */
export const COMMAND_STREAM = 'SPOT_CMD';
/** The JetStream stream holding one result message per applied command, one subject per symbol. */
export const EVENT_STREAM = 'SPOT_EVT';
export const PERSISTER_CONSUMER = 'persister';

export const commandSubject = (symbol: string): string => `spot.cmd.${symbol}`;
export const eventSubject = (symbol: string): string => `spot.evt.${symbol}`;
/** Request-reply subject an engine answers with its book, balances and last applied sequence. */
export const querySubject = (symbol: string): string => `spot.q.${symbol}`;

/** The spot symbols the cluster trades. */
export const CLUSTER_SYMBOLS: readonly string[] = SYMBOLS.map((spec) => spec.symbol);

/**
 * Static shard map: symbol i of the list goes to engine i mod `engines`. Moving a symbol is a
 * change of this map plus a restart of the two engines concerned (docs/scale-out.md).
 */
export function symbolsOfShard(shard: number, engines: number, symbols = CLUSTER_SYMBOLS): string[] {
  return symbols.filter((_, index) => index % engines === shard);
}

export interface ClusterEnv {
  natsUrl: string;
  databaseUrl: string;
  /** HS256 secret the gateways verify bearer tokens with. */
  secret: string;
}

export function clusterEnv(env: NodeJS.ProcessEnv = process.env): ClusterEnv {
  const natsUrl = env.CLUSTER_NATS_URL;
  const databaseUrl = env.CLUSTER_DATABASE_URL ?? env.DATABASE_URL;
  const secret = env.CLUSTER_SECRET;
  if (!natsUrl || !databaseUrl || !secret)
    throw new Error(
      'CLUSTER_NATS_URL, CLUSTER_DATABASE_URL (or DATABASE_URL) and CLUSTER_SECRET are required',
    );
  return { natsUrl, databaseUrl, secret };
}
