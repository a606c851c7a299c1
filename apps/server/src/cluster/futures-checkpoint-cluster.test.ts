/**
 * Futures checkpoints and the purge of the futures result stream through a real cluster
 * (docs/scale-out.md, "Checkpoints and purges (futures)"): with the simulated perpetuals market on,
 * the futures persister writes futures checkpoints and purges `FUT_EVT` below them; the seeded user
 * trades futures through the origin before the purge; a gateway and the product server killed -9
 * after it start from the newest futures checkpoint and serve the same tickers, trades, candles,
 * insurance changes and the user's positions, order history, fills and closed positions as before
 * the kill, though the results of the user's orders are gone from the stream; the futures postings
 * still sum to zero and equal each contract engine's ledger.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLUSTER_FUTURES_SYMBOLS, FUTURES_EVENT_STREAM } from './futures-config.ts';
import { natsInstalled, type RunningCluster, until } from './harness.ts';
import { futuresEngineView, productCall, signInDemo, startProductCluster } from './product-test-kit.ts';
import { clusterPool, ledgerTotals } from './store.ts';
import { parseSignedUnits } from './symbol-engine.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const PORT = 49400;
const SYMBOL = 'BTCUSDT';

/** What a public or private futures read answers, without the moment it was made at (a ticker's `ts`). */
const withoutTime = (data: unknown) =>
  JSON.parse(JSON.stringify(data, (key, value) => (key === 'ts' || key === 'time' ? undefined : value)));

/**
 * What is served, for comparing across the kills: without times, and without a position's
 * liquidation price, which is compared apart within 0.1 %. A cross position's liquidation price
 * follows the free margin in the contract's allocation, and the restarted product server sweeps that
 * allocation from its own ledger's records: CI saw 90,626.01 before and 90,626.06 after, a local run
 * 4.59 apart (about 0.02 USDT of margin swept back to the futures wallet). The position itself (size,
 * entry, margin) must not change, and the ledger must balance (below).
 */
const comparable = (data: unknown) =>
  JSON.parse(
    JSON.stringify(withoutTime(data), (key, value) => (key === 'liquidationPrice' ? undefined : value)),
  );
const liquidationPrices = (positions: unknown) =>
  (positions as Array<{ liquidationPrice: string }>).map((position) => Number(position.liquidationPrice));

/** The first `futures.trades` snapshot the product server's socket sends through the origin. */
async function socketTrades(origin: string, cookie: string): Promise<unknown> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, { origin, headers: { cookie } });
  try {
    return await new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { channel?: string; action?: string; data?: unknown };
        if (message.channel === 'futures.trades' && message.action === 'snapshot') resolve(message.data);
      });
      socket.once('open', () =>
        socket.send(
          JSON.stringify({ op: 'subscribe', args: [{ channel: 'futures.trades', symbol: SYMBOL }] }),
        ),
      );
    });
  } finally {
    socket.close();
  }
}

describe.skipIf(!databaseUrl || !natsInstalled)('futures checkpoints and the FUT_EVT purge', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: PORT,
      adminDatabaseUrl: databaseUrl!,
      engines: 1,
      env: {
        CLUSTER_FUTURES_SIM: '1',
        CLUSTER_FUTURES_SIM_TICK_MS: '250',
        CLUSTER_FUTURES_MARK_MS: '200',
        CLUSTER_SNAPSHOT_EVERY: '50',
        CLUSTER_CHECKPOINT_EVERY: '500',
        CLUSTER_CHECKPOINT_MS: '1000',
      },
    });
  }, 600_000);
  afterAll(async () => {
    for (const name of ['futures-sim', 'futures-mark-feed']) {
      const pid = cluster?.processes()[name];
      if (pid !== undefined) process.kill(pid, 'SIGCONT');
    }
    await cluster?.stop();
  }, 60_000);

  it('restarts a gateway and the product server from a futures checkpoint after FUT_EVT was purged', async () => {
    const jsm = await jetstreamManager(cluster.nc);
    const pool = clusterPool(cluster.databaseUrl, 1);
    const [gateway0, gateway1] = cluster.gateways as [string, string];
    const cookie = await signInDemo(cluster.origin);
    const call = productCall(cookie);
    const ok = async <T>(base: string, path: string, body?: unknown): Promise<T> => {
      const answer = await call<T>(base, path, body);
      expect(answer.envelope.status, `${path} ${JSON.stringify(answer.envelope)}`).toBe('success');
      return answer.envelope.data;
    };

    // The seeded user trades against the simulated maker's ladder before the purge: a long opened
    // and closed (fills, a closed position), a long left open, a resting buy and a cancelled one.
    await ok(cluster.origin, '/futures/transfer', { direction: 'in', amount: '2000' });
    let mark = 0;
    await until('a mark and the maker quoting', async () => {
      const view = await futuresEngineView(cluster, SYMBOL, 'u0');
      mark = Number(view.markPrice ?? 0);
      return mark > 0 && view.depth.asks.length > 0 && view.depth.bids.length > 0;
    });
    /**
     * A market order; one refused 31004 is sent again (up to 3 times). The margin it is funded with
     * is the gateway's estimate from the mark it read, and a simulated market that moves before the
     * command can leave it short (docs/scale-out.md, "What per-command futures funding does not
     * cover"): seen once here on a loaded machine. Nothing moved then but the funding, swept back.
     */
    const market = async (side: 'buy' | 'sell', size: string) => {
      const body = { symbol: SYMBOL, side, orderType: 'market', size, leverage: 20 };
      for (let attempt = 1; attempt < 3; attempt += 1) {
        const answer = await call(gateway0, '/futures/order/place', body);
        if (String(answer.envelope.code) === '31004') continue;
        expect(answer.envelope.status, JSON.stringify(answer.envelope)).toBe('success');
        return answer.envelope.data;
      }
      return ok(gateway0, '/futures/order/place', body);
    };
    await market('buy', '0.010');
    await market('sell', '0.010');
    await market('buy', '0.005');
    const limit = (price: string) =>
      ok<{ orderId: string }>(gateway1, '/futures/order/place', {
        symbol: SYMBOL,
        side: 'buy',
        orderType: 'limit',
        price,
        size: '0.001',
        leverage: 20,
      });
    await limit((mark * 0.6).toFixed(1));
    const cancelled = await limit((mark * 0.61).toFixed(1));
    await ok(gateway1, '/futures/order/cancel', { symbol: SYMBOL, orderId: cancelled.orderId });
    const ordersEnd = (await jsm.streams.info(FUTURES_EVENT_STREAM)).state.last_seq;

    // The simulated market goes on; futures checkpoints follow and the purge removes the user's results.
    await until(
      'a futures checkpoint and a purge past the orders',
      async () => {
        const { rows } = await pool.query<{ seq: string }>(
          'SELECT seq FROM cluster_checkpoints WHERE stream = $1',
          [FUTURES_EVENT_STREAM],
        );
        const firstResult = (await jsm.streams.info(FUTURES_EVENT_STREAM)).state.first_seq;
        return Number(rows[0]?.seq ?? 0) > ordersEnd && firstResult > ordersEnd;
      },
      1_500,
    );

    // A still market: the simulator and the mark feed paused, so nothing served moves any more.
    for (const name of ['futures-sim', 'futures-mark-feed'])
      process.kill(cluster.processes()[name]!, 'SIGSTOP');
    const reads = [
      `/futures/tickers`,
      `/futures/trades?symbol=${SYMBOL}&limit=100`,
      `/futures/candles?symbol=${SYMBOL}&interval=1m&limit=1000`,
      '/futures/insurance-fund?limit=100',
      '/futures/positions',
      '/futures/orders/open',
      '/futures/orders/history?limit=100',
      '/futures/fills?limit=100',
      '/futures/positions/history?limit=100',
    ];
    const served = async (gateway: string) =>
      Promise.all(reads.map(async (path) => comparable(await ok(gateway, path))));
    const positionsAt = async (gateway: string) => ok(gateway, '/futures/positions');
    let before: unknown[] = [];
    await until('both gateways at the still market', async () => {
      const [first, second] = await Promise.all([served(gateway0), served(gateway1)]);
      const settled =
        JSON.stringify(first) === JSON.stringify(second) && JSON.stringify(first) === JSON.stringify(before);
      before = first;
      return settled;
    });
    // What the user did is in what they serve: the fills, the closed long, the open one, the orders.
    const [, trades, candles, , positions, open, history, fills, closed] = before as unknown[][];
    expect(trades!.length).toBeGreaterThan(0);
    expect(candles!.length).toBeGreaterThan(0);
    expect(positions!.length).toBe(1);
    expect(open!.length).toBe(1);
    expect(history!.length).toBeGreaterThanOrEqual(4);
    expect(fills!.length).toBeGreaterThanOrEqual(3);
    expect(closed!.length).toBe(1);
    const liquidationBefore = liquidationPrices(await positionsAt(gateway0));
    const socketBefore = withoutTime(await socketTrades(cluster.origin, cookie));
    expect((socketBefore as unknown[]).length).toBeGreaterThan(0);

    // Gateway 1 and the product server killed -9: they start from the futures checkpoint (the
    // user's results are gone from the stream) and serve what they served before.
    const gatewayPid = cluster.processes()['gateway-1']!;
    const webPid = cluster.processes().web!;
    process.kill(gatewayPid, 'SIGKILL');
    process.kill(webPid, 'SIGKILL');
    await until('the restarted gateway', async () => {
      if (cluster.processes()['gateway-1'] === gatewayPid) return false;
      return (await fetch(`${gateway1}/cluster/v1/health`)).ok;
    });
    await until(
      'the restarted product server',
      async () =>
        cluster.processes().web !== webPid && (await fetch(`${cluster.origin}/v1/market/symbols`)).ok,
      3_000,
    );
    expect(await served(gateway1)).toEqual(before);
    expect(await served(gateway0)).toEqual(before);
    for (const gateway of [gateway0, gateway1]) {
      const after = liquidationPrices(await positionsAt(gateway));
      expect(after.length).toBe(liquidationBefore.length);
      for (const [i, price] of after.entries())
        expect(Math.abs(price - liquidationBefore[i]!)).toBeLessThanOrEqual(
          Math.abs(liquidationBefore[i]!) * 1e-5,
        );
    }
    expect(withoutTime(await socketTrades(cluster.origin, cookie))).toEqual(socketBefore);

    // The ledger still balances: every futures posting sums to zero, and equals each engine's ledger
    // (once the persister has written what the restarted product server's sweeps moved).
    const balanced = async () => {
      const totals = await ledgerTotals(pool, 'futures');
      if (![...totals.assets.values()].every((sum) => parseSignedUnits(sum) === 0n)) return false;
      for (const symbol of CLUSTER_FUTURES_SYMBOLS) {
        const view = await futuresEngineView(cluster, symbol, 'u0');
        if (view.problems.length > 0) return false;
        for (const { account, total } of view.totals)
          if (
            parseSignedUnits(totals.accounts.get(`${symbol} ${account} USDT`) ?? '0') !==
            parseSignedUnits(total)
          )
            return false;
      }
      return totals.assets.size > 0;
    };
    await until('the futures postings balanced and equal to the engines', balanced, 600);
    await pool.end();
  }, 900_000);
});
