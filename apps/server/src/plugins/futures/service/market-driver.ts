import type { FastifyBaseLogger } from 'fastify';
import { FuturesMarketSimulator } from '../../../futures/simulator/futures-simulator.ts';
import { futuresVenueView } from '../../../futures/simulator/venue-view.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import type { FuturesInput, FuturesService } from './futures-service.ts';

const VENUES: readonly VenueName[] = ['live', 'demo'];

/**
 * Runs the simulated perpetuals market on both venues (each its own simulator, reading its own
 * venue): on every tick it asks each simulator for its commands and journals them through
 * `futures.transact`, like any trader's. A tick is skipped while the previous one is still being
 * committed, so the simulator always reads the orders its last commands left.
 */
export class FuturesMarketDriver {
  private readonly simulators: Record<VenueName, FuturesMarketSimulator>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private failed = false;

  constructor(
    private readonly futures: FuturesService,
    seed: string,
    private readonly tickMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.simulators = {
      live: new FuturesMarketSimulator({ seed: `${seed}:live` }),
      demo: new FuturesMarketSimulator({ seed: `${seed}:demo` }),
    };
  }

  start(): void {
    if (this.tickMs <= 0) return;
    this.timer = setInterval(() => {
      this.running ??= this.step().finally(() => {
        this.running = undefined;
      });
    }, this.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One step on every venue; exposed so tests can drive the market without a timer. */
  async step(now = Date.now()): Promise<void> {
    for (const venue of VENUES) {
      const exchange = this.futures.exchanges[venue];
      const simulator = this.simulators[venue];
      try {
        // transact applies its commands before it waits for the commit, so the requote reads the
        // book the takers left, and both halves are committed together.
        const traded = this.transactAll(venue, simulator.trade(now, futuresVenueView(exchange)));
        const quoted = this.transactAll(venue, simulator.requote(futuresVenueView(exchange)));
        await Promise.all([traded, quoted]);
        this.failed = false;
      } catch (error) {
        // Logged once per outage: a failed commit stops the service until a restart anyway.
        if (!this.failed) this.log.error({ err: error }, 'futures simulator step failed');
        this.failed = true;
      }
    }
  }

  private async transactAll(venue: VenueName, commands: readonly FuturesInput[]): Promise<void> {
    if (commands.length > 0) await this.futures.transact(venue, commands);
  }
}
