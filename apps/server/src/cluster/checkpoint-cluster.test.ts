/**
 * Checkpoints and purges through a real cluster (docs/scale-out.md, "Checkpoints and purges"): with
 * the simulated market on, the spot persister writes checkpoints and purges the result stream and
 * the symbols' command subjects below them; a gateway killed -9 afterwards starts from the newest
 * checkpoint and serves the same books, open orders, order details, tickers, trades and candles as
 * the gateway that never stopped and the engines, though the results of the user's orders are gone
 * from the stream; an engine killed -9 after its commands were purged recovers from its snapshot
 * with every acknowledged order in its book.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_SYMBOLS, COMMAND_STREAM, EVENT_STREAM } from './config.ts';
import { natsInstalled, type RunningCluster, SPOT_ONLY, until } from './harness.ts';
import { productCall, signInDemo, startProductCluster } from './product-test-kit.ts';
import { clusterPool } from './store.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const PORT = 48900;

/** The product's order row, as much as this test reads of it. */
interface OrderView {
  orderNo: string;
  symbol: string;
  status: string;
}

describe.skipIf(!databaseUrl || !natsInstalled)('cluster checkpoints and purges', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: PORT,
      adminDatabaseUrl: databaseUrl!,
      env: {
        ...SPOT_ONLY,
        CLUSTER_SIM: '1',
        CLUSTER_SNAPSHOT_EVERY: '50',
        CLUSTER_CHECKPOINT_EVERY: '500',
        CLUSTER_CHECKPOINT_MS: '1000',
      },
    });
  }, 240_000);
  afterAll(async () => {
    const sim = cluster?.processes().sim;
    if (sim !== undefined) process.kill(sim, 'SIGCONT');
    await cluster?.stop();
  }, 60_000);

  it('restarts a gateway from a checkpoint and an engine from its snapshot after the purges', async () => {
    const jsm = await jetstreamManager(cluster.nc);
    const pool = clusterPool(cluster.databaseUrl, 1);
    const [gateway0, gateway1] = cluster.gateways as [string, string];
    const cookie = await signInDemo(cluster.origin);
    const call = productCall(cookie);

    // The seeded user's resting orders far below the market, through gateway 0; one cancelled.
    const placed: OrderView[] = [];
    for (const [symbol, price, size] of [
      ['BTCUSDT', '1000', '0.01'],
      ['BTCUSDT', '1001', '0.02'],
      ['ETHUSDT', '100', '0.5'],
      ['ETHUSDT', '101', '0.25'],
    ] as const) {
      const answer = await call<OrderView>(gateway0, '/spot/order/place', {
        symbol,
        side: 'buy',
        orderType: 'limit',
        price,
        size,
        clientOrderId: `keep-${symbol}-${price}`,
      });
      expect(answer.envelope.status, JSON.stringify(answer.envelope)).toBe('success');
      placed.push(answer.envelope.data);
    }
    const cancelled = await call(gateway0, '/spot/order/cancel', {
      symbol: 'ETHUSDT',
      orderNo: placed[3]!.orderNo,
    });
    expect(cancelled.envelope.status, JSON.stringify(cancelled.envelope)).toBe('success');
    // A bearer-token account's resting sell far above the market on /cluster/v1 (its command's sequence known).
    const token = await cluster.token(9);
    const bearer = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const deposit = await fetch(`${gateway1}/cluster/v1/deposits`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ symbol: 'BTCUSDT', asset: 'BTC', amount: '1' }),
    });
    expect(deposit.status).toBe(200);
    const resting = await fetch(`${gateway1}/cluster/v1/orders`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '9000000', size: '0.3' }),
    });
    expect(resting.status).toBe(200);
    const sell = (await resting.json()) as { orderId: number; seq: number };
    const ordersEnd = (await jsm.streams.info(EVENT_STREAM)).state.last_seq;

    // The simulator trades on; checkpoints follow and the purges remove the orders' results and commands.
    await until(
      'a checkpoint and purges past the orders',
      async () => {
        const { rows } = await pool.query<{ seq: string }>(
          'SELECT seq FROM cluster_checkpoints WHERE stream = $1',
          [EVENT_STREAM],
        );
        const firstResult = (await jsm.streams.info(EVENT_STREAM)).state.first_seq;
        // The sell's command is gone once BTCUSDT's subject was purged past it.
        const sellCommand = await jsm.streams.getMessage(COMMAND_STREAM, { seq: sell.seq }).catch(() => null);
        // And the simulator has traded both pairs (the market data compared below): seen once in a
        // 6.5 s run, purged and checkpointed before BTCUSDT's first trade.
        for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
          const trades = await call<unknown[]>(gateway0, `/market/trades?symbol=${symbol}&limit=1`);
          if ((trades.envelope.data ?? []).length === 0) return false;
        }
        return Number(rows[0]?.seq ?? 0) > ordersEnd && firstResult > ordersEnd && sellCommand === null;
      },
      1_800,
    );

    // The engine of BTCUSDT killed -9: it recovers from its snapshot and the commands after it.
    const enginePid = cluster.processes()['engine-0']!;
    process.kill(enginePid, 'SIGKILL');
    await until('the restarted engine', async () => {
      if (cluster.processes()['engine-0'] === enginePid) return false;
      return (await cluster.engine('BTCUSDT')).seq > 0;
    });

    // A quiet market: the simulator paused, the engines' results all followed.
    process.kill(cluster.processes().sim!, 'SIGSTOP');
    const settled = async () => {
      for (const symbol of CLUSTER_SYMBOLS) {
        const engine = await cluster.engine(symbol);
        for (const gateway of [gateway0, gateway1]) {
          const depth = (await (await fetch(`${gateway}/cluster/v1/depth/${symbol}`)).json()) as {
            seq: number;
          };
          if (depth.seq !== engine.seq) return false;
        }
      }
      return true;
    };
    await until('the gateways at the engines', settled, 1_200);

    // Gateway 1 killed -9: it starts from the checkpoint (its orders' results are gone from the stream).
    const gatewayPid = cluster.processes()['gateway-1']!;
    process.kill(gatewayPid, 'SIGKILL');
    const killedAt = performance.now();
    await until('the restarted gateway', async () => {
      if (cluster.processes()['gateway-1'] === gatewayPid) return false;
      return (await fetch(`${gateway1}/cluster/v1/health`)).ok;
    });
    console.log(
      `checkpoint-cluster: gateway 1 answered health 200 ${Math.round(performance.now() - killedAt)} ms after its kill`,
    );
    await until('the restarted gateway at the engines', settled, 1_200);

    for (const symbol of CLUSTER_SYMBOLS) {
      const engine = await cluster.engine(symbol);
      const depths = await Promise.all(
        [gateway0, gateway1].map(async (gateway) => {
          const { bids, asks } = (await (await fetch(`${gateway}/cluster/v1/depth/${symbol}`)).json()) as {
            bids: unknown;
            asks: unknown;
          };
          return { bids, asks };
        }),
      );
      expect(depths[1], symbol).toEqual(engine.depth);
      expect(depths[0], symbol).toEqual(engine.depth);
    }
    // Every acknowledged order is in the engine's book: the recovered BTCUSDT engine holds the user's buys and the sell.
    const btc = await cluster.engine('BTCUSDT');
    expect(btc.depth.bids).toEqual(
      expect.arrayContaining([
        [100_100, 20_000],
        [100_000, 10_000],
      ]),
    );
    expect(btc.depth.asks).toEqual(expect.arrayContaining([[900_000_000, 300_000]]));
    const sellStatus = await fetch(`${gateway1}/cluster/v1/orders/BTCUSDT/${sell.orderId}`, {
      headers: bearer,
    });
    expect(await sellStatus.json()).toMatchObject({ status: 'open', remaining: 300_000 });

    // The user's open orders and each order's detail, the public market data: the same on both gateways.
    /** The same call on both gateways: the same answer, but for the time a ticker was made at (its `ts`). */
    const both = async (path: string) => {
      const answers = await Promise.all([gateway0, gateway1].map((gateway) => call(gateway, path)));
      const withoutTime = (data: unknown) =>
        path.startsWith('/market/tickers')
          ? JSON.parse(JSON.stringify(data, (key, value) => (key === 'ts' ? undefined : value)))
          : data;
      for (const answer of answers)
        expect(answer.envelope.status, `${path} ${JSON.stringify(answer.envelope)}`).toBe('success');
      expect(withoutTime(answers[1]!.envelope.data), path).toEqual(withoutTime(answers[0]!.envelope.data));
      return answers[0]!.envelope.data;
    };
    const open = (await both('/spot/order/open')) as OrderView[];
    expect(open.map((order) => order.orderNo).sort()).toEqual(
      [placed[0]!.orderNo, placed[1]!.orderNo, placed[2]!.orderNo].sort(),
    );
    for (const order of placed) {
      // Order numbers are unique across symbols: each number's detail is that order.
      const detail = (await both(`/spot/order/detail?orderNo=${order.orderNo}`)) as OrderView;
      expect(detail.symbol).toBe(order.symbol);
      expect(detail.status).toBe(order === placed[3] ? 'cancelled' : 'new');
    }
    expect(new Set(placed.map((order) => order.orderNo)).size).toBe(placed.length);
    await both('/spot/order/history?limit=100');
    const tickers = (await both('/market/tickers')) as unknown[];
    expect(tickers.length).toBe(CLUSTER_SYMBOLS.length);
    for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
      expect(((await both(`/market/trades?symbol=${symbol}&limit=100`)) as unknown[]).length).toBeGreaterThan(
        0,
      );
      expect(
        ((await both(`/market/candles?symbol=${symbol}&interval=1m`)) as unknown[]).length,
      ).toBeGreaterThan(0);
    }
    await pool.end();
  }, 600_000);
});
