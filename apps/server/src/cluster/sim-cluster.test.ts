/**
 * The cluster's simulated market (sim-main.ts): `npm run cluster` opens on a live book made by the
 * engines. The simulator's maker and takers send their orders as commands; the gateways' product
 * routes then show both sides of the book, trades, candles and tickers from the engines. A kill -9
 * of the simulator: the restarted one cancels the earlier maker ladder (one ladder a side, not two)
 * and the market goes on. Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_MAKER_ACCOUNT } from '../markets/simulator/index.ts';
import { EVENT_STREAM } from './config.ts';
import { natsInstalled, type RunningCluster, SPOT_ONLY, startCluster, until } from './harness.ts';
import { decode } from './nats.ts';
import { ProductOrders } from './product-orders.ts';
import type { CommandResult } from './symbol-engine.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

interface Envelope<T> {
  status: string;
  data: T;
}

describe.skipIf(!databaseUrl || !natsInstalled)('the simulated market through the cluster', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startCluster({
      port: 47440,
      adminDatabaseUrl: databaseUrl!,
      env: { CLUSTER_SIM: '1', CLUSTER_SIM_TICK_MS: '250', ...SPOT_ONLY },
    });
    await cluster.waitHealthy();
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const get = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${cluster.gateways[0]}/v1${path}`);
    const envelope = (await answer.json()) as Envelope<T>;
    expect(envelope.status).toBe('success');
    return envelope.data;
  };
  const book = () => get<{ bids: string[][]; asks: string[][] }>('/market/depth?symbol=BTCUSDT&limit=200');
  const newestTrade = async () =>
    Number((await get<Array<{ tradeId: string }>>('/market/trades?symbol=BTCUSDT&limit=1'))[0]?.tradeId ?? 0);

  it('makes a live book, trades, candles and tickers on the engines, and survives a kill -9', async () => {
    await until('both sides of the book', async () => {
      const depth = await book();
      return depth.bids.length > 0 && depth.asks.length > 0;
    });
    await until('a trade', async () => (await newestTrade()) > 0);
    const depth = await book();
    expect(Number(depth.bids[0]![0])).toBeLessThan(Number(depth.asks[0]![0]));
    await until(
      'a candle',
      async () => (await get<unknown[]>('/market/candles?symbol=BTCUSDT&interval=1m')).length > 0,
    );
    const [ticker] = await get<Array<{ last: string; bestBid: string | null }>>(
      '/market/tickers?symbol=BTCUSDT',
    );
    expect(Number(ticker!.last)).toBeGreaterThan(0);
    expect(ticker!.bestBid).not.toBeNull();
    expect((await cluster.engine('BTCUSDT')).mismatches).toEqual([]);

    // The maker's orders as the result stream says (the test's own projection of it).
    const orders = new ProductOrders();
    const messages = await (
      await jetstream(cluster.nc).consumers.get(EVENT_STREAM, { deliver_policy: DeliverPolicy.All })
    ).consume();
    void (async () => {
      for await (const message of messages) orders.apply(decode<CommandResult>(message.data));
    })();
    const makerOrders = () => orders.openOf(MARKET_MAKER_ACCOUNT, 'BTCUSDT').map((order) => order.orderNo);
    await until('the maker ladder in the projection', async () => makerOrders().length > 0);
    const earlier = makerOrders();

    const before = cluster.processes().sim!;
    const lastTrade = await newestTrade();
    process.kill(before, 'SIGKILL');
    await until('the restarted simulator', async () => {
      const now = cluster.processes().sim;
      return now !== undefined && now !== before;
    });
    await until('trades after the restart', async () => (await newestTrade()) > lastTrade);
    // The earlier run's ladder is cancelled by the new run, which quotes its own.
    await until('the earlier ladder cancelled', async () => {
      const open = new Set(makerOrders());
      return earlier.every((no) => !open.has(no)) && open.size > 0;
    });
    messages.stop();
    const engine = await cluster.engine('BTCUSDT');
    expect(engine.mismatches).toEqual([]);
    expect(engine.depth.bids.length).toBeGreaterThan(0);
  }, 600_000);
});
