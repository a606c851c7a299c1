/**
 * A cluster engine process: runs the symbol engines of one shard. For each symbol it loads the
 * newest snapshot from PostgreSQL, consumes `spot.cmd.<SYMBOL>` in stream order from the sequence
 * after it, applies each command and publishes one result on `spot.evt.<SYMBOL>` (message id
 * `<SYMBOL>:<seq>`, so a result re-published after a restart is stored once). A snapshot is saved
 * only once every result up to it is acknowledged by JetStream, so recovery never skips a result.
 * Any failure ends the process: the launcher restarts it and it recovers the same way.
 *
 * Env: CLUSTER_SHARD, CLUSTER_ENGINES (or CLUSTER_ENGINE_SYMBOLS, comma separated), plus clusterEnv.
 */
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  COMMAND_STREAM,
  clusterEnv,
  commandSubject,
  eventSubject,
  querySubject,
  symbolsOfShard,
} from './config.ts';
import { runJournal } from './engine-loop.ts';
import { connectNats, decode, encode, ensureStreams } from './nats.ts';
import { clusterPool, ensureSchema, loadSnapshot, saveSnapshot } from './store.ts';
import { SymbolEngine } from './symbol-engine.ts';

const SNAPSHOT_EVERY = Number(process.env.CLUSTER_SNAPSHOT_EVERY ?? 500);

function fail(error: unknown): never {
  console.error('cluster engine failed; exiting for a restart', error);
  process.exit(1);
}
process.on('unhandledRejection', fail);

const env = clusterEnv();
const symbols = process.env.CLUSTER_ENGINE_SYMBOLS
  ? process.env.CLUSTER_ENGINE_SYMBOLS.split(',')
  : symbolsOfShard(Number(process.env.CLUSTER_SHARD ?? 0), Number(process.env.CLUSTER_ENGINES ?? 1));
const nc = await connectNats(env.natsUrl, `engine-${process.env.CLUSTER_SHARD ?? 'x'}`);
nc.closed().then(() => fail(new Error('NATS connection closed')));
const jsm = await jetstreamManager(nc);
await ensureStreams(jsm);
const js = jetstream(nc);
const pool = clusterPool(env.databaseUrl, 2);
await ensureSchema(pool);

async function runSymbol(symbol: string): Promise<void> {
  const engine = new SymbolEngine(symbol, await loadSnapshot(pool, symbol));
  const problems = engine.conservationProblems();
  if (problems.length > 0) throw new Error(`${symbol} not conserved after recovery: ${problems.join('; ')}`);
  nc.subscribe(querySubject(symbol), {
    callback: (_error, msg) => {
      // `{top: true}`: the best bid and ask alone (the mark feed, every second), without the balance check.
      if (msg.data.length > 0 && decode<{ top?: boolean }>(msg.data).top === true) {
        msg.respond(encode(engine.top()));
        return;
      }
      const mismatches = engine
        .balances()
        .filter(({ account }) => !account.startsWith('@'))
        .filter(({ account, asset, total }) => engine.exchangeBalance(account, asset) !== total)
        .map(({ account, asset }) => `${account} ${asset}`);
      msg.respond(
        encode({ symbol, seq: engine.seq, depth: engine.depth(), balances: engine.balances(), mismatches }),
      );
    },
  });
  await runJournal({
    js,
    symbol,
    commandStream: COMMAND_STREAM,
    commandSubject: commandSubject(symbol),
    eventSubject: eventSubject(symbol),
    engine,
    snapshotEvery: SNAPSHOT_EVERY,
    save: (snapshot) => saveSnapshot(pool, snapshot),
  });
}

console.log(`cluster engine ${process.pid} runs ${symbols.join(',')}`);
await Promise.all(symbols.map((symbol) => runSymbol(symbol)));
