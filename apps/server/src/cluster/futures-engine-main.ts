/**
 * A cluster futures engine process: runs the contract engines of one futures shard
 * (futures-symbol-engine.ts). Per contract: newest snapshot from PostgreSQL
 * (`cluster_futures_snapshots`), then the contract's journal `futures.cmd.<SYMBOL>` from the next
 * sequence (engine-loop.ts), one result per command on `futures.evt.<SYMBOL>`. Answers
 * `futures.q.<SYMBOL>` (`answerFuturesQuery`: ticker, book, ledger totals, broken invariants; with
 * `{accountId}` that account's balance, positions and open orders; `{market: true}` the book and
 * ticker alone; `{accounts: [...]}` those accounts' parts alone; `{simulator: [accounts]}` what the
 * simulated market reads of them). Any failure ends the process: the launcher
 * restarts it and it recovers the same way.
 *
 * Env: CLUSTER_SHARD and CLUSTER_ENGINES (or CLUSTER_ENGINE_SYMBOLS), CLUSTER_FUTURES_FUNDING_MS
 * (the funding interval of a contract that starts from nothing; a restored one keeps its own),
 * CLUSTER_SNAPSHOT_EVERY, plus clusterEnv.
 */
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { clusterEnv, symbolsOfShard } from './config.ts';
import { runJournal } from './engine-loop.ts';
import {
  CLUSTER_FUTURES_SYMBOLS,
  ensureFuturesStreams,
  FUTURES_COMMAND_STREAM,
  futuresCommandSubject,
  futuresEventSubject,
  futuresQuerySubject,
} from './futures-config.ts';
import {
  answerFuturesQuery,
  type FuturesEngineQuery,
  FuturesSymbolEngine,
  type FuturesSymbolEngineSnapshot,
} from './futures-symbol-engine.ts';
import { connectNats, decode, encode } from './nats.ts';
import { clusterPool, ensureSchema, loadSnapshot, saveSnapshot } from './store.ts';

const SNAPSHOT_EVERY = Number(process.env.CLUSTER_SNAPSHOT_EVERY ?? 500);
const FUNDING_MS = process.env.CLUSTER_FUTURES_FUNDING_MS;

function fail(error: unknown): never {
  console.error('cluster futures engine failed; exiting for a restart', error);
  process.exit(1);
}
process.on('unhandledRejection', fail);

const env = clusterEnv();
const symbols = process.env.CLUSTER_ENGINE_SYMBOLS
  ? process.env.CLUSTER_ENGINE_SYMBOLS.split(',')
  : symbolsOfShard(
      Number(process.env.CLUSTER_SHARD ?? 0),
      Number(process.env.CLUSTER_ENGINES ?? 1),
      CLUSTER_FUTURES_SYMBOLS,
    );
const nc = await connectNats(env.natsUrl, `futures-engine-${process.env.CLUSTER_SHARD ?? 'x'}`);
nc.closed().then(() => fail(new Error('NATS connection closed')));
await ensureFuturesStreams(await jetstreamManager(nc));
const js = jetstream(nc);
const pool = clusterPool(env.databaseUrl, 2);
await ensureSchema(pool);

async function runContract(symbol: string): Promise<void> {
  const snapshot = await loadSnapshot<FuturesSymbolEngineSnapshot>(pool, symbol, 'futures');
  const engine = new FuturesSymbolEngine(
    symbol,
    snapshot,
    FUNDING_MS === undefined ? {} : { fundingIntervalMs: Number(FUNDING_MS) },
  );
  const problems = engine.view().problems;
  if (problems.length > 0) throw new Error(`${symbol} unsound after recovery: ${problems.join('; ')}`);
  nc.subscribe(futuresQuerySubject(symbol), {
    callback: (_error, msg) => {
      const query = msg.data.length > 0 ? decode<FuturesEngineQuery>(msg.data) : {};
      msg.respond(encode(answerFuturesQuery(engine, query)));
    },
  });
  await runJournal({
    js,
    symbol,
    commandStream: FUTURES_COMMAND_STREAM,
    commandSubject: futuresCommandSubject(symbol),
    eventSubject: futuresEventSubject(symbol),
    engine,
    snapshotEvery: SNAPSHOT_EVERY,
    save: (state) => saveSnapshot(pool, state, 'futures'),
  });
}

console.log(`cluster futures engine ${process.pid} runs ${symbols.join(',')}`);
await Promise.all(symbols.map((symbol) => runContract(symbol)));
