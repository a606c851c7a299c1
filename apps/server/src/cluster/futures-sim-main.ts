/**
 * The cluster's simulated perpetuals market (docs/scale-out.md, "Futures"): the one-process
 * product's `FuturesMarketSimulator` (a market maker's ladder around index x (1 + premium), leaning
 * against its inventory, and takers' market orders), one per contract, its commands sent on the
 * contract's journal `futures.cmd.<SYMBOL>` like any trader's, so a contract's book in the engines
 * has liquidity. Its accounts are funded in each contract engine by `fund-account` commands from that
 * engine's venue treasury, as the one-process simulator funds them.
 *
 * Each step, per contract: the engine's view of the simulated accounts (`futures.q.<SYMBOL>` with
 * `{simulator}`: index, the maker's resting quotes, positions, wallets, leverage), the takers' half
 * (`trade`) published, then, once the engine has applied it, a fresh view and the maker's half
 * (`requote`). The simulator keeps no order ids (it reads the maker's quotes each step), so a
 * restarted process goes on from the engines' state. A contract whose engine does not answer is
 * skipped for that step.
 *
 * Env: CLUSTER_FUTURES_SIM_TICK_MS (else FUTURES_SIM_TICK_MS, else 1000; 0: off),
 * CLUSTER_SIM_SEED, clusterEnv.
 */
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { getContract } from '../futures/contracts.ts';
import {
  FUTURES_MARKET_MAKER,
  FUTURES_TAKERS,
  FuturesMarketSimulator,
  type SimulatedFuturesCommand,
} from '../futures/simulator/futures-simulator.ts';
import type { FuturesVenueView } from '../futures/simulator/venue-view.ts';
import { clusterEnv } from './config.ts';
import {
  CLUSTER_FUTURES_SYMBOLS,
  ensureFuturesStreams,
  futuresCommandSubject,
  futuresQuerySubject,
} from './futures-config.ts';
import type { FuturesCommandEnvelope, FuturesSimulatorViewData } from './futures-symbol-engine.ts';
import { connectNats, decode, encode } from './nats.ts';

const TICK_MS = Number(process.env.CLUSTER_FUTURES_SIM_TICK_MS ?? process.env.FUTURES_SIM_TICK_MS ?? 1_000);
const SEED = process.env.CLUSTER_SIM_SEED ?? 'tideline';
const ACCOUNTS = [FUTURES_MARKET_MAKER, ...FUTURES_TAKERS];
/** How long a step waits for the engine to apply its takers' commands before it requotes anyway. */
const APPLY_WAIT_MS = 5_000;

process.on('unhandledRejection', (error) => {
  console.error('cluster futures simulator failed; exiting for a restart', error);
  process.exit(1);
});

if (TICK_MS <= 0) {
  console.log('cluster futures simulator: off (tick 0)');
  process.exit(0);
}

const env = clusterEnv();
const nc = await connectNats(env.natsUrl, 'cluster-futures-sim');
nc.closed().then(() => {
  console.error('cluster futures simulator: NATS connection closed; exiting for a restart');
  process.exit(1);
});
await ensureFuturesStreams(await jetstreamManager(nc));
const js = jetstream(nc);

/** The engine's reads for the simulated accounts; undefined when the engine does not answer. */
async function engineView(symbol: string): Promise<FuturesSimulatorViewData | undefined> {
  try {
    const answer = await nc.request(futuresQuerySubject(symbol), encode({ simulator: ACCOUNTS }), {
      timeout: 5_000,
    });
    return decode<FuturesSimulatorViewData>(answer.data);
  } catch {
    return undefined;
  }
}

/** The simulator's view of one contract engine. */
function venueView(data: FuturesSimulatorViewData): FuturesVenueView {
  const account = (accountId: string) => data.accounts[accountId];
  return {
    contracts: [getContract(data.symbol)],
    indexPrice: () => data.indexPrice ?? undefined,
    restingOrders: (accountId) => account(accountId)?.resting ?? [],
    netPosition: (accountId) => account(accountId)?.net ?? 0,
    walletUsdt: (accountId) => account(accountId)?.wallet ?? 0,
    leverage: (accountId) => account(accountId)?.leverage ?? 0,
  };
}

/** Publishes commands in order; answers the journal sequence of the last one (0 for none). */
async function publish(symbol: string, commands: readonly SimulatedFuturesCommand[]): Promise<number> {
  let last = 0;
  for (const command of commands) {
    const envelope = {
      // The process id in the request id: which run sent a command (the kill -9 test tells them apart).
      rid: `fsim:${process.pid}:${randomUUID()}`,
      command: { ...command, ts: Date.now() },
    } as FuturesCommandEnvelope;
    last = (await js.publish(futuresCommandSubject(symbol), encode(envelope), { msgID: envelope.rid })).seq;
  }
  return last;
}

/** The engine's view once it has applied the journal up to `seq`. */
async function viewAfter(symbol: string, seq: number): Promise<FuturesSimulatorViewData | undefined> {
  const until = Date.now() + APPLY_WAIT_MS;
  for (;;) {
    const data = await engineView(symbol);
    if (data === undefined || data.seq >= seq || Date.now() > until) return data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function step(symbol: string, simulator: FuturesMarketSimulator): Promise<void> {
  const before = await engineView(symbol);
  if (before === undefined) return;
  const traded = await publish(symbol, simulator.trade(Date.now(), venueView(before)));
  const after = traded === 0 ? before : await viewAfter(symbol, traded);
  if (after === undefined) return;
  await publish(symbol, simulator.requote(venueView(after)));
}

const simulators = new Map(
  CLUSTER_FUTURES_SYMBOLS.map((symbol) => [
    symbol,
    new FuturesMarketSimulator({ seed: `${SEED}:futures:${symbol}` }),
  ]),
);
console.log(
  `cluster futures simulator ${process.pid}: ${simulators.size} contracts, a step every ${TICK_MS} ms (accounts ${ACCOUNTS.join(', ')})`,
);
let stepping = false;
setInterval(() => {
  if (stepping) return;
  stepping = true;
  Promise.all([...simulators].map(([symbol, simulator]) => step(symbol, simulator)))
    .catch((error: unknown) => console.error('cluster futures simulator: a step failed', error))
    .finally(() => {
      stepping = false;
    });
}, TICK_MS);
