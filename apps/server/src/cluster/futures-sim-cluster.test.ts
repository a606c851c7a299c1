/**
 * The cluster's simulated perpetuals market (futures-sim-main.ts): the one-process product's
 * futures market maker and takers, one simulator per contract, their orders sent as commands on the
 * contracts' journals, so a contract's book in the engines has both sides and a trader's market
 * order fills. A kill -9 of the simulator: the restarted one goes on from the engines' state (it
 * reads the maker's quotes each step: one ladder, not two), and the ledger stays sound. Needs
 * nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURES_MARKET_MAKER } from '../futures/simulator/futures-simulator.ts';
import { FUTURES_EVENT_STREAM, futuresQuerySubject } from './futures-config.ts';
import type {
  FuturesCommandResult,
  FuturesEngineView,
  FuturesSimulatorViewData,
} from './futures-symbol-engine.ts';
import { natsInstalled, type RunningCluster, startCluster, until } from './harness.ts';
import { decode, encode } from './nats.ts';
import { clusterPool, ledgerTotals } from './store.ts';
import { parseSignedUnits } from './symbol-engine.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl || !natsInstalled)('the simulated perpetuals market through the cluster', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startCluster({
      port: 48140,
      adminDatabaseUrl: databaseUrl!,
      engines: 1,
      env: { CLUSTER_FUTURES_SIM: '1', CLUSTER_FUTURES_SIM_TICK_MS: '250' },
    });
    await cluster.waitHealthy();
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const ask = async <T>(query: unknown) =>
    decode<T>(
      (await cluster.nc.request(futuresQuerySubject('BTCUSDT'), encode(query), { timeout: 5_000 })).data,
    );
  const engine = (accountId?: string) => ask<FuturesEngineView>(accountId === undefined ? {} : { accountId });
  const makerQuotes = async () =>
    (await ask<FuturesSimulatorViewData>({ simulator: [FUTURES_MARKET_MAKER] })).accounts[
      FUTURES_MARKET_MAKER
    ]!.resting.length;

  it("quotes both sides in the contract engines, fills a trader's market order, and survives a kill -9", async () => {
    await until('both sides of the book', async () => {
      const { depth } = await engine();
      return depth.bids.length > 0 && depth.asks.length > 0;
    });
    const { depth } = await engine();
    expect(depth.bids[0]![0]).toBeLessThan(depth.asks[0]![0]);

    const token = await cluster.token(900_002);
    const trader = (path: string, body: unknown) =>
      fetch(`${cluster.gateways[0]}/cluster/v1/futures/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (answer) => ({
        http: answer.status,
        body: (await answer.json()) as { trades?: number },
      }));
    expect((await trader('deposits', { symbol: 'BTCUSDT', amount: '100000' })).http).toBe(200);
    const buy = () => trader('orders', { symbol: 'BTCUSDT', side: 'buy', type: 'market', size: '0.010' });
    const bought = await buy();
    expect(bought.http).toBe(200);
    expect(bought.body.trades).toBeGreaterThan(0);
    const held = async () => Number((await engine('u900002')).account!.positions[0]?.count ?? 0);
    expect(await held()).toBeCloseTo(0.01, 8);

    const ladder = await makerQuotes();
    expect(ladder).toBeGreaterThan(0);
    const before = cluster.processes()['futures-sim']!;
    process.kill(before, 'SIGKILL');
    await until('the restarted simulator', async () => {
      const now = cluster.processes()['futures-sim'];
      return now !== undefined && now !== before;
    });
    // The restarted run's own maker orders (its process id is in its commands' request ids).
    const restarted = cluster.processes()['futures-sim']!;
    const results = await (
      await jetstream(cluster.nc).consumers.get(FUTURES_EVENT_STREAM, { deliver_policy: DeliverPolicy.All })
    ).consume();
    for await (const message of results) {
      const result = decode<FuturesCommandResult>(message.data);
      const quoted = result.events.some(
        (event) => event.type === 'order' && event.accountId === FUTURES_MARKET_MAKER,
      );
      if (result.rid.startsWith(`fsim:${restarted}:`) && quoted) break;
    }
    await results.close();
    // It goes on from the book its predecessor left and never doubles the ladder: it reads the
    // maker's quotes from the engine each step.
    const sold = await trader('orders', { symbol: 'BTCUSDT', side: 'sell', type: 'market', size: '0.010' });
    expect(sold.body.trades).toBeGreaterThan(0);
    expect(await makerQuotes()).toBeLessThan(2 * ladder);
    const again = await buy();
    expect(again.body.trades).toBeGreaterThan(0);
    expect(await held()).toBeCloseTo(0.01, 8);

    expect((await engine()).problems).toEqual([]);
    const pool = clusterPool(cluster.databaseUrl, 1);
    try {
      await until('the postings to balance', async () => {
        const totals = await ledgerTotals(pool, 'futures');
        return totals.assets.size > 0 && [...totals.assets].every(([, sum]) => parseSignedUnits(sum) === 0n);
      });
    } finally {
      await pool.end();
    }
  }, 600_000);
});
