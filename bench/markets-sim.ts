/**
 * The spot simulator's CPU cost, as a share of one core, with every listed pair at the product's
 * tick (MARKETS_SIM_TICK_MS, 500 ms by default):
 *
 * - "simulator + engine": both venues' simulators (live and demo) stepping and their commands
 *   applied to the exchanges, in one process, over BENCH_SIM_SECONDS of simulated time (120 by
 *   default) run as fast as possible: CPU ms per simulated second.
 * - "in the gateway": a real gateway (on-disk PGlite) with the simulator on, idle otherwise,
 *   watched for BENCH_SIM_WALL_SECONDS of wall time (20 by default) after a warm-up: the process's
 *   CPU time over that window, which adds journaling, projections and commits to the above.
 *
 * Prints each as CPU ms per second and as a percentage of one core.
 */
import { Exchange } from '../apps/server/src/markets/exchange.ts';
import type { ExchangeCommand } from '../apps/server/src/markets/exchange-types.ts';
import { MarketSimulator } from '../apps/server/src/markets/simulator/market-simulator.ts';
import { SYMBOLS } from '../apps/server/src/markets/symbols.ts';
import { startBenchServer } from './markets-support.ts';

const TICK_MS = Number(process.env.MARKETS_SIM_TICK_MS ?? 500);
const SIM_SECONDS = Number(process.env.BENCH_SIM_SECONDS ?? 120);
const WALL_SECONDS = Number(process.env.BENCH_SIM_WALL_SECONDS ?? 20);

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1_000;
}

function report(name: string, cpu: number, seconds: number): void {
  const perSecond = cpu / seconds;
  console.log(
    `${name.padEnd(20)} ${perSecond.toFixed(1).padStart(7)} CPU ms/s  ${(perSecond / 10).toFixed(1).padStart(5)}% of a core`,
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

async function inTheGateway(): Promise<void> {
  const server = await startBenchServer({ MARKETS_SIM_TICK_MS: String(TICK_MS), MARKETS_HISTORY_HOURS: '1' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const before = process.cpuUsage();
    const wallStart = performance.now();
    await new Promise((resolve) => setTimeout(resolve, WALL_SECONDS * 1_000));
    report(`in the gateway (${server.backend})`, cpuMs(before), (performance.now() - wallStart) / 1_000);
  } finally {
    await server.close();
  }
}

console.log(`${SYMBOLS.length} spot pairs, tick ${TICK_MS} ms, live and demo venues`);
simulatorAndEngine();
await inTheGateway();
