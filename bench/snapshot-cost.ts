/**
 * Issue #22 item 3: what a venue snapshot costs, incremental (what the service does) against the
 * whole-venue JSON snapshot it replaced, in the same run on the same server and state: a venue of
 * N accounts with M resting orders (far from the trading price), then two order runs of the same
 * length, one with the service's incremental snapshot every second, one with a whole snapshot
 * every second done as the old code did it (serialise the whole venue on the server's thread, then
 * write it and prune the journal in one transaction). Per snapshot: milliseconds on the server's
 * thread (taking/serialising), milliseconds of its transaction, parts and bytes; and the order
 * throughput and p99 of each run.
 */
import type autocannon from 'autocannon';
import type { startBenchServer } from './markets-support.ts';

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

export async function snapshotCost(
  server: BenchServer,
  placeOrders: (seconds: number) => Promise<autocannon.Result>,
  { accounts = 10_000, orders = 20_000, seconds = 5 } = {},
): Promise<string> {
  const markets = server.app.markets;
  const chunk = 2_000;
  for (let start = 0; start < accounts; start += chunk) {
    await markets.transact((tx) => {
      for (let i = start; i < Math.min(accounts, start + chunk); i += 1)
        tx.apply('live', {
          type: 'deposit',
          accountId: `snap${i}`,
          asset: 'USDT',
          amount: '10000000',
          ts: tx.now,
        });
    });
  }
  for (let start = 0; start < orders; start += chunk) {
    await markets.transact((tx) => {
      for (let i = start; i < Math.min(orders, start + chunk); i += 1) {
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
      }
    });
  }
  const settings = markets.settings;
  const saved = { every: settings.snapshotEvery, interval: settings.snapshotIntervalMs };
  // The first snapshot after seeding is complete (every part): taken once before the runs.
  settings.snapshotEvery = 1;
  await markets.transact(() => undefined);
  await markets.flush();
  const complete = markets.lastSnapshot;

  // Run 1: incremental snapshots, one a second.
  settings.snapshotEvery = Number.MAX_SAFE_INTEGER;
  settings.snapshotIntervalMs = 1_000;
  const before = { ...markets.snapshotTotals };
  const failedBefore = markets.snapshotsFailed;
  const incremental = await placeOrders(seconds);
  await markets.flush();
  const after = markets.snapshotTotals;
  const count = after.count - before.count;
  const failed = markets.snapshotsFailed - failedBefore;
  const per = (field: 'parts' | 'bytes' | 'takeMs' | 'writeMs') =>
    (after[field] - before[field]) / Math.max(1, count);

  // Run 2: no incremental snapshots; the whole venue every second, as before #22 item 3.
  settings.snapshotIntervalMs = Number.MAX_SAFE_INTEGER;
  const whole = { count: 0, bytes: 0, takeMs: 0, writeMs: 0 };
  let writing: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (writing !== undefined) return;
    const started = performance.now();
    const states = (['live', 'demo'] as const).map((venue) => ({
      venue,
      state: JSON.stringify(markets.exchanges[venue].snapshot()),
    }));
    const serialised = performance.now();
    whole.takeMs += serialised - started;
    whole.bytes += states.reduce((sum, { state }) => sum + state.length, 0);
    writing = markets.db
      .transaction()
      .execute(async (tx) => {
        for (const { venue, state } of states) {
          await tx
            .insertInto('markets_snapshots')
            .values({ venue, seq: 0, state })
            .onConflict((oc) => oc.column('venue').doUpdateSet({ state }))
            .execute();
          await tx.deleteFrom('markets_journal').where('venue', '=', venue).where('seq', '<=', 0).execute();
        }
      })
      .then(() => {
        whole.writeMs += performance.now() - serialised;
        whole.count += 1;
        writing = undefined;
      });
  }, 1_000);
  const wholeRun = await placeOrders(seconds);
  clearInterval(timer);
  await writing;
  // The bench's whole snapshot rows must not outlive it (a start would ignore them anyway).
  await markets.db.deleteFrom('markets_snapshots').execute();
  settings.snapshotEvery = saved.every;
  settings.snapshotIntervalMs = saved.interval;

  const round = (value: number) => Math.round(value * 10) / 10;
  console.log(
    `\nsnapshot cost (#22 item 3), live venue of ${accounts} accounts and ${orders} resting orders, ${server.backend}; ` +
      `snapshot right after seeding (every seeded part changed): ${complete?.parts} parts, ${complete?.bytes} bytes, ${round(complete?.takeMs ?? 0)} ms on the thread, ${round(complete?.writeMs ?? 0)} ms written`,
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
    `snapshot ${Math.round(per('bytes'))} B / ${round(per('takeMs') + per('writeMs'))} ms incremental vs ` +
    `${Math.round(whole.bytes / Math.max(1, whole.count))} B / ${round((whole.takeMs + whole.writeMs) / Math.max(1, whole.count))} ms whole; ` +
    `order p99 ${incremental.latency.p99} vs ${wholeRun.latency.p99} ms`
  );
}
