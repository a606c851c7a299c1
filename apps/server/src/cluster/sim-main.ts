/**
 * The cluster's simulated market (docs/scale-out.md, "The simulated market"): the one-process
 * product's `MarketSimulator` (a market maker's ladder and takers around a fair price), its orders
 * sent as commands on the symbols' JetStream subjects like any trader's, so `npm run cluster` opens
 * on a live book made by the engines. One simulator per symbol, seeded per symbol, each fed its
 * symbol's results only. Its accounts are funded per symbol
 * allocation with deposit commands, as the one-process simulator funds them on its exchange.
 *
 * At start it rebuilds the orders and balances from the newest checkpoint and the result stream
 * after it (checkpoint-start.ts, product-orders.ts), cancels
 * the maker's orders left by an earlier run, funds what is missing, starts each fair price at the
 * symbol's last trade, then publishes each step's commands and feeds every result back (`observe`).
 * A step is skipped while more than MAX_PENDING of its commands have no result yet.
 *
 * Env: CLUSTER_SIM_TICK_MS (else MARKETS_SIM_TICK_MS, else 500), CLUSTER_SIM_SEED, clusterEnv.
 */
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { ExchangeCommand } from '../markets/index.ts';
import { getSymbol } from '../markets/index.ts';
import { MARKET_MAKER_ACCOUNT, MarketSimulator, TAKER_ACCOUNTS } from '../markets/simulator/index.ts';
import { missedResults, restoredProjection, resultsAfter } from './checkpoint-start.ts';
import { CLUSTER_SYMBOLS, clusterEnv, commandSubject, EVENT_STREAM } from './config.ts';
import { connectNats, decode, encode, ensureStreams } from './nats.ts';
import { clusterPool, ensureSchema } from './store.ts';
import type { CommandEnvelope, CommandResult } from './symbol-engine.ts';

const TICK_MS = Number(process.env.CLUSTER_SIM_TICK_MS ?? process.env.MARKETS_SIM_TICK_MS ?? 500);
const SEED = process.env.CLUSTER_SIM_SEED ?? 'tideline';
const MAX_PENDING = 5_000;
const RID_PREFIX = 'sim:';

process.on('unhandledRejection', (error) => {
  console.error('cluster simulator failed; exiting for a restart', error);
  process.exit(1);
});

const env = clusterEnv();
const nc = await connectNats(env.natsUrl, 'cluster-sim');
const jsm = await jetstreamManager(nc);
await ensureStreams(jsm);
const js = jetstream(nc);

const pool = clusterPool(env.databaseUrl, 1);
await ensureSchema(pool);
const projection = await restoredProjection(pool, 'simulator');
await pool.end();
const { orders, market } = projection;
const simulators = new Map<string, MarketSimulator>();
const pending = new Set<string>();

/** Publishes commands in order (one connection keeps the order of its publishes per subject). */
async function publish(symbol: string, commands: readonly ExchangeCommand[]): Promise<void> {
  await Promise.all(
    commands.map((command) => {
      const rid = `${RID_PREFIX}${randomUUID()}`;
      pending.add(rid);
      const envelope: CommandEnvelope = { rid, command };
      return js.publish(commandSubject(symbol), encode(envelope), { msgID: rid });
    }),
  );
}

const startLastSeq = (await jsm.streams.info(EVENT_STREAM)).state.last_seq;
let started = false;
const results = await resultsAfter(js, projection.streamSeq);

/** Cancels the maker's orders of an earlier run, funds the accounts, starts the simulators and the steps. */
async function start(): Promise<void> {
  const now = Date.now();
  for (const symbol of CLUSTER_SYMBOLS) {
    const spec = getSymbol(symbol);
    const orphans: ExchangeCommand[] = orders.openOf(MARKET_MAKER_ACCOUNT, symbol).map((order) => ({
      type: 'cancel',
      symbol,
      accountId: MARKET_MAKER_ACCOUNT,
      orderId: order.orderNo,
      ts: now,
    }));
    const simulator = new MarketSimulator({
      seed: `${SEED}:${symbol}`,
      symbols: [spec],
      start: {
        [symbol]: { price: market.lastPrice(symbol) / 10 ** spec.pricePlace, regime: 'normal' },
      },
    });
    // Each symbol's allocation holds only its two assets.
    const funding = simulator
      .fundingCommands(now, (accountId, asset) => orders.availableUnits(symbol, accountId, asset) > 0n)
      .filter(
        (command) =>
          command.type === 'deposit' && (command.asset === spec.base || command.asset === spec.quote),
      );
    await publish(symbol, [...orphans, ...funding]);
    simulators.set(symbol, simulator);
  }
  started = true;
  console.log(
    `cluster simulator ${process.pid}: ${CLUSTER_SYMBOLS.length} symbols, a step every ${TICK_MS} ms (accounts ${[MARKET_MAKER_ACCOUNT, ...TAKER_ACCOUNTS].join(', ')})`,
  );
  let stepping = false;
  setInterval(() => {
    if (stepping || pending.size > MAX_PENDING) return;
    stepping = true;
    const ts = Date.now();
    Promise.all([...simulators].map(([symbol, simulator]) => publish(symbol, simulator.advance(ts))))
      .catch((error: unknown) => console.error('cluster simulator: a step was not published', error))
      .finally(() => {
        stepping = false;
      });
  }, TICK_MS);
}

if (TICK_MS <= 0) {
  console.log('cluster simulator: off (tick 0)');
  await nc.drain();
  process.exit(0);
}
if (startLastSeq <= projection.streamSeq) await start();
for await (const message of results) {
  if (missedResults(projection.streamSeq, message.seq))
    throw new Error(`results after ${projection.streamSeq} were purged before the simulator read them`);
  const result = decode<CommandResult>(message.data);
  projection.apply(result, message.seq);
  pending.delete(result.rid);
  simulators.get(result.symbol)?.observe(result.events);
  if (!started && message.seq >= startLastSeq) await start();
}
throw new Error('the result stream consumer ended');
