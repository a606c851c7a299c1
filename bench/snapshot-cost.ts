/**
 * Issue #22 item 3: what a venue snapshot costs, incremental (what the services do) against the
 * whole-venue JSON snapshot it replaced, in the same run on the same server and state, for the
 * spot and the futures engine alike: a venue of N accounts with M resting orders (far from the
 * trading price), then two order runs of the same length, one with the service's incremental
 * snapshot about every second, one with a whole snapshot every second done as the old code did it
 * (serialise the whole venue on the server's thread, then write it and prune the journal in one
 * transaction). Per snapshot: milliseconds on the server's thread (taking/serialising),
 * milliseconds of its transaction, parts and bytes; and the order throughput and p99 of each run.
 */
import type autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { futuresServiceOf } from '../apps/server/src/plugins/futures/index.ts';
import type { startBenchServer } from './markets-support.ts';

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
type Venue = 'live' | 'demo';

interface SnapshotTotals {
  count: number;
  parts: number;
  bytes: number;
  takeMs: number;
  writeMs: number;
}

/** What the measurement needs of one engine's service. */
interface SnapshotTarget {
  readonly engine: 'spot' | 'futures';
  /** Deposits for `accounts` accounts and `orders` resting orders far from the trading price. */
  seed(accounts: number, orders: number): Promise<void>;
  /**
   * A snapshot of everything changed so far, now (the first after seeding holds every seeded part).
   * A batch of the index feed committing at the same moment may take the parts first: the caller
   * sums every snapshot written meanwhile.
   */
  snapshotNow(): Promise<void>;
  /** The service's own incremental snapshots about once a second (true) or none (false). */
  everySecond(on: boolean): void;
  totals(): SnapshotTotals;
  failed(): number;
  flush(): Promise<void>;
  /** The whole venue as the code before #22 item 3 serialised it. */
  wholeStates(): Array<{ venue: Venue; state: string }>;
  /** The old whole-snapshot write: the row and the journal pruning in one transaction. */
  writeWhole(states: ReadonlyArray<{ venue: Venue; state: string }>): Promise<void>;
  /** Removes the bench's whole snapshot rows and puts the settings back. */
  restore(): Promise<void>;
}

// The bench writes the old tables through Kysely without the plugins' table types.
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

function wholeWriter(db: AnyDb, snapshots: string, journal: string) {
  return async (states: ReadonlyArray<{ venue: Venue; state: string }>) => {
    await db.transaction().execute(async (tx) => {
      for (const { venue, state } of states) {
        await tx
          .insertInto(snapshots)
          .values({ venue, seq: 0, state })
          .onConflict((oc) => oc.column('venue').doUpdateSet({ state }))
          .execute();
        await tx.deleteFrom(journal).where('venue', '=', venue).where('seq', '<=', 0).execute();
      }
    });
  };
}

const CHUNK = 2_000;

export function spotSnapshotTarget(server: BenchServer): SnapshotTarget {
  const markets = server.app.markets;
  const settings = markets.settings;
  const saved = { every: settings.snapshotEvery, interval: settings.snapshotIntervalMs };
  const db = markets.db as unknown as AnyDb;
  return {
    engine: 'spot',
    async seed(accounts, orders) {
      // No snapshot while seeding: the first one after it holds every seeded part.
      settings.snapshotEvery = Number.MAX_SAFE_INTEGER;
      settings.snapshotIntervalMs = Number.MAX_SAFE_INTEGER;
      for (let start = 0; start < accounts; start += CHUNK) {
        await markets.transact((tx) => {
          for (let i = start; i < Math.min(accounts, start + CHUNK); i += 1)
            tx.apply('live', {
              type: 'deposit',
              accountId: `snap${i}`,
              asset: 'USDT',
              amount: '10000000',
              ts: tx.now,
            });
        });
      }
      for (let start = 0; start < orders; start += CHUNK) {
        await markets.transact((tx) => {
          for (let i = start; i < Math.min(orders, start + CHUNK); i += 1)
            tx.apply('live', {
              type: 'place',
              symbol: 'BTCUSDT',
              accountId: `snap${i % accounts}`,
              side: 'buy',
              orderType: 'limit',
              price: (20_000 + (i % 40_000)).toFixed(2),
              size: '0.001000',
              ts: tx.now,
            });
        });
      }
    },
    async snapshotNow() {
      settings.snapshotEvery = 1;
      await markets.transact(() => undefined);
      settings.snapshotEvery = Number.MAX_SAFE_INTEGER;
      await markets.flush();
    },
    everySecond(on) {
      settings.snapshotEvery = Number.MAX_SAFE_INTEGER;
      settings.snapshotIntervalMs = on ? 1_000 : Number.MAX_SAFE_INTEGER;
    },
    totals: () => ({ ...markets.snapshotCosts.totals }),
    failed: () => markets.snapshotCosts.failed,
    flush: () => markets.flush(),
    wholeStates: () =>
      (['live', 'demo'] as const).map((venue) => ({
        venue,
        state: JSON.stringify(markets.exchanges[venue].snapshot()),
      })),
    writeWhole: wholeWriter(db, 'markets_snapshots', 'markets_journal'),
    async restore() {
      // The bench's whole snapshot rows must not outlive it (a start would ignore them anyway).
      await db.deleteFrom('markets_snapshots').execute();
      settings.snapshotEvery = saved.every;
      settings.snapshotIntervalMs = saved.interval;
    },
  };
}

export function futuresSnapshotTarget(server: BenchServer): SnapshotTarget {
  const futures = futuresServiceOf(server.app);
  const settings = futures.settings;
  const saved = { every: settings.snapshotEvery, interval: settings.snapshotIntervalMs };
  const db = server.app.db as unknown as AnyDb;
  return {
    engine: 'futures',
    async seed(accounts, orders) {
      // No snapshot while seeding: the first one after it holds every seeded part.
      settings.snapshotEvery = Number.MAX_SAFE_INTEGER;
      settings.snapshotIntervalMs = Number.MAX_SAFE_INTEGER;
      for (let start = 0; start < accounts; start += CHUNK) {
        const commands = [];
        for (let i = start; i < Math.min(accounts, start + CHUNK); i += 1)
          commands.push({
            type: 'transfer',
            direction: 'in',
            accountId: `fsnap${i}`,
            amount: '10000000',
          } as const);
        await futures.transact('live', commands);
      }
      for (let start = 0; start < orders; start += CHUNK) {
        const commands = [];
        for (let i = start; i < Math.min(orders, start + CHUNK); i += 1)
          commands.push({
            type: 'place',
            symbol: 'BTCUSDT',
            accountId: `fsnap${i % accounts}`,
            side: 'buy',
            orderType: 'limit',
            price: (20_000 + (i % 40_000)).toFixed(1),
            size: '0.001',
          } as const);
        await futures.transact('live', commands);
      }
    },
    async snapshotNow() {
      settings.snapshotEvery = 1;
      await futures.transact('live', []);
      settings.snapshotEvery = Number.MAX_SAFE_INTEGER;
      await futures.flush();
    },
    everySecond(on) {
      settings.snapshotEvery = Number.MAX_SAFE_INTEGER;
      settings.snapshotIntervalMs = on ? 1_000 : Number.MAX_SAFE_INTEGER;
    },
    totals: () => ({ ...futures.snapshotCosts.totals }),
    failed: () => futures.snapshotCosts.failed,
    flush: () => futures.flush(),
    wholeStates: () =>
      (['live', 'demo'] as const).map((venue) => ({
        venue,
        state: JSON.stringify(futures.exchanges[venue].snapshot()),
      })),
    writeWhole: wholeWriter(db, 'futures_snapshots', 'futures_journal'),
    async restore() {
      await db.deleteFrom('futures_snapshots').execute();
      settings.snapshotEvery = saved.every;
      settings.snapshotIntervalMs = saved.interval;
    },
  };
}

export async function snapshotCost(
  server: BenchServer,
  target: SnapshotTarget,
  placeOrders: (seconds: number) => Promise<autocannon.Result>,
  { accounts = 10_000, orders = 20_000, seconds = 5 } = {},
): Promise<string> {
  await target.seed(accounts, orders);
  // The first snapshot after seeding holds every seeded part: taken once before the runs.
  const beforeSeeded = target.totals();
  await target.snapshotNow();
  const seeded = target.totals();
  const complete = {
    count: seeded.count - beforeSeeded.count,
    parts: seeded.parts - beforeSeeded.parts,
    bytes: seeded.bytes - beforeSeeded.bytes,
    takeMs: seeded.takeMs - beforeSeeded.takeMs,
    writeMs: seeded.writeMs - beforeSeeded.writeMs,
  };

  // Run 1: incremental snapshots, about one a second.
  target.everySecond(true);
  const before = target.totals();
  const failedBefore = target.failed();
  const incremental = await placeOrders(seconds);
  await target.flush();
  const after = target.totals();
  const count = after.count - before.count;
  const failed = target.failed() - failedBefore;
  const per = (field: 'parts' | 'bytes' | 'takeMs' | 'writeMs') =>
    (after[field] - before[field]) / Math.max(1, count);

  // Run 2: no incremental snapshots; the whole venue every second, as before #22 item 3.
  target.everySecond(false);
  const whole = { count: 0, bytes: 0, takeMs: 0, writeMs: 0 };
  let writing: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (writing !== undefined) return;
    const started = performance.now();
    const states = target.wholeStates();
    const serialised = performance.now();
    whole.takeMs += serialised - started;
    whole.bytes += states.reduce((sum, { state }) => sum + state.length, 0);
    writing = target.writeWhole(states).then(() => {
      whole.writeMs += performance.now() - serialised;
      whole.count += 1;
      writing = undefined;
    });
  }, 1_000);
  const wholeRun = await placeOrders(seconds);
  clearInterval(timer);
  await writing;
  await target.restore();

  const round = (value: number) => Math.round(value * 10) / 10;
  console.log(
    `\n${target.engine} snapshot cost (#22 item 3), live venue of ${accounts} accounts and ${orders} resting orders, ${server.backend}; ` +
      `snapshot right after seeding (every seeded part changed; ${complete.count} written): ${complete.parts} parts, ${complete.bytes} bytes, ${round(complete.takeMs)} ms on the thread, ${round(complete.writeMs)} ms written`,
  );
  console.table([
    {
      'snapshot every second': 'incremental (parts changed)',
      snapshots: failed === 0 ? count : `${count} (${failed} failed)`,
      'ms on server thread': round(per('takeMs')),
      'ms transaction': round(per('writeMs')),
      parts: Math.round(per('parts')),
      bytes: Math.round(per('bytes')),
      'orders/s': Math.round(incremental.requests.average),
      'order p99 ms': incremental.latency.p99,
    },
    {
      'snapshot every second': 'whole venue (before)',
      snapshots: String(whole.count),
      'ms on server thread': round(whole.takeMs / Math.max(1, whole.count)),
      'ms transaction': round(whole.writeMs / Math.max(1, whole.count)),
      parts: 1,
      bytes: Math.round(whole.bytes / Math.max(1, whole.count)),
      'orders/s': Math.round(wholeRun.requests.average),
      'order p99 ms': wholeRun.latency.p99,
    },
  ]);
  return (
    `${target.engine} snapshot ${Math.round(per('bytes'))} B / ${round(per('takeMs') + per('writeMs'))} ms incremental vs ` +
    `${Math.round(whole.bytes / Math.max(1, whole.count))} B / ${round((whole.takeMs + whole.writeMs) / Math.max(1, whole.count))} ms whole; ` +
    `order p99 ${incremental.latency.p99} vs ${wholeRun.latency.p99} ms`
  );
}
