/**
 * The simulators' CPU cost, as a share of one core, with every listed pair and contract at the
 * product's ticks (MARKETS_SIM_TICK_MS and FUTURES_SIM_TICK_MS, 500 ms by default):
 *
 * - "simulator + engine": both venues' simulators (live and demo) stepping and their commands
 *   applied to the exchanges, in one process, over BENCH_SIM_SECONDS of simulated time (120 by
 *   default) run as fast as possible: CPU ms per simulated second.
 * - "futures simulator + engine": the same for the perpetuals' simulated maker and takers on both
 *   venues, with the index held at each pair's start price.
 * - "in the gateway": a real gateway (on-disk PGlite) with the spot simulator on, then with both
 *   simulators on, idle otherwise, each watched for BENCH_SIM_WALL_SECONDS of wall time (20 by
 *   default) after a warm-up: the process's CPU time over that window, which adds journaling,
 *   projections and commits to the above.
 *
 * Prints each as CPU ms per second and as a percentage of one core.
 */
import { CONTRACTS } from '../apps/server/src/futures/contracts.ts';
import { FuturesExchange } from '../apps/server/src/futures/futures-exchange.ts';
import { FuturesMarketSimulator } from '../apps/server/src/futures/simulator/futures-simulator.ts';
import { futuresVenueView } from '../apps/server/src/futures/simulator/venue-view.ts';
import type { FuturesCommand } from '../apps/server/src/futures/types.ts';
import { Exchange } from '../apps/server/src/markets/exchange.ts';
import type { ExchangeCommand } from '../apps/server/src/markets/exchange-types.ts';
import { formatUnits } from '../apps/server/src/markets/fixed-point.ts';
import { MarketSimulator } from '../apps/server/src/markets/simulator/market-simulator.ts';
import { getSymbol, SYMBOLS } from '../apps/server/src/markets/symbols.ts';
import { startBenchServer } from './markets-support.ts';
import { printSummary } from './summary.ts';

const TICK_MS = Number(process.env.MARKETS_SIM_TICK_MS ?? 500);
const SIM_SECONDS = Number(process.env.BENCH_SIM_SECONDS ?? 120);
const WALL_SECONDS = Number(process.env.BENCH_SIM_WALL_SECONDS ?? 20);

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1_000;
}

/** Each row's share of a core, for the summary line. */
const shares: string[] = [];

function report(name: string, cpu: number, seconds: number): void {
  const perSecond = cpu / seconds;
  shares.push(`${name} ${(perSecond / 10).toFixed(1)}%`);
  console.log(
    `${name.padEnd(32)} ${perSecond.toFixed(1).padStart(7)} CPU ms/s  ${(perSecond / 10).toFixed(1).padStart(5)}% of a core`,
  );
}

function simulatorAndEngine(): void {
  const start = Date.parse('2026-11-21T00:00:00Z');
  const venues = ['live', 'demo'].map((venue) => {
    const simulator = new MarketSimulator({ seed: 'bench' });
    const exchange = new Exchange();
    const apply = (commands: readonly ExchangeCommand[]) => {
      for (const command of commands) simulator.observe(exchange.apply(command));
    };
    apply(simulator.fundingCommands(start));
    return { venue, simulator, apply };
  });
  // A minute of warm-up: the ladders are placed and the JIT has seen every path.
  for (let ts = start; ts < start + 60_000; ts += TICK_MS) {
    for (const { simulator, apply } of venues) apply(simulator.advance(ts));
  }
  const before = process.cpuUsage();
  const end = start + 60_000 + SIM_SECONDS * 1_000;
  for (let ts = start + 60_000; ts < end; ts += TICK_MS) {
    for (const { simulator, apply } of venues) apply(simulator.advance(ts));
  }
  report('simulator + engine', cpuMs(before), SIM_SECONDS);
}

function futuresSimulatorAndEngine(): void {
  const start = Date.parse('2026-11-21T00:00:00Z');
  const venues = ['live', 'demo'].map((venue) => {
    const simulator = new FuturesMarketSimulator({ seed: `bench:${venue}` });
    const exchange = new FuturesExchange();
    const step = (ts: number) => {
      for (const contract of exchange.contracts()) {
        const pair = getSymbol(contract.symbol);
        const price = formatUnits(pair.startPriceTicks, pair.pricePlace);
        exchange.apply({
          type: 'spot-prices',
          symbol: contract.symbol,
          bid: price,
          ask: price,
          last: price,
          ts,
        });
      }
      for (const command of simulator.trade(ts, futuresVenueView(exchange)))
        exchange.apply({ ...command, ts } as FuturesCommand);
      for (const command of simulator.requote(futuresVenueView(exchange)))
        exchange.apply({ ...command, ts } as FuturesCommand);
    };
    return { venue, step };
  });
  for (let ts = start; ts < start + 60_000; ts += TICK_MS) for (const { step } of venues) step(ts);
  const before = process.cpuUsage();
  const end = start + 60_000 + SIM_SECONDS * 1_000;
  for (let ts = start + 60_000; ts < end; ts += TICK_MS) for (const { step } of venues) step(ts);
  report('futures simulator + engine', cpuMs(before), SIM_SECONDS);
}

async function inTheGateway(name: string, settings: Record<string, string>): Promise<void> {
  const server = await startBenchServer({ ...settings, MARKETS_HISTORY_HOURS: '1' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const before = process.cpuUsage();
    const wallStart = performance.now();
    await new Promise((resolve) => setTimeout(resolve, WALL_SECONDS * 1_000));
    report(`${name} (${server.backend})`, cpuMs(before), (performance.now() - wallStart) / 1_000);
  } finally {
    await server.close();
  }
}

console.log(
  `${SYMBOLS.length} spot pairs, ${CONTRACTS.length} perpetuals, tick ${TICK_MS} ms, live and demo venues`,
);
simulatorAndEngine();
futuresSimulatorAndEngine();
await inTheGateway('gateway, spot sim', { MARKETS_SIM_TICK_MS: String(TICK_MS), FUTURES_SIM_TICK_MS: '0' });
await inTheGateway('gateway, both sims', {
  MARKETS_SIM_TICK_MS: String(TICK_MS),
  FUTURES_SIM_TICK_MS: String(TICK_MS),
});
printSummary(`simulators' CPU as a share of one core: ${shares.join(', ')}`);
