/**
 * The futures journal is purged below each contract engine's snapshot (docs/scale-out.md,
 * "Checkpoints and purges"): with the mark feed's command a second per contract, the futures
 * persister purges each contract's command subject below its engine's newest snapshot; a futures
 * engine killed -9 after its commands were purged recovers from the snapshot and the commands after
 * it, with every acknowledged resting order open and its ledger sound.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURES_COMMAND_STREAM, futuresQuerySubject } from './futures-config.ts';
import type { FuturesEngineView } from './futures-symbol-engine.ts';
import { natsInstalled, type RunningCluster, startCluster, until } from './harness.ts';
import { decode, encode } from './nats.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SYMBOL = 'BTCUSDT';

describe.skipIf(!databaseUrl || !natsInstalled)('the futures journal purged below the snapshots', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startCluster({
      port: 48920,
      adminDatabaseUrl: databaseUrl!,
      engines: 1,
      env: {
        CLUSTER_SNAPSHOT_EVERY: '20',
        CLUSTER_FUTURES_MARK_MS: '200',
        CLUSTER_CHECKPOINT_MS: '1000',
      },
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const engine = async (accountId?: string) =>
    decode<FuturesEngineView>(
      (
        await cluster.nc.request(
          futuresQuerySubject(SYMBOL),
          accountId === undefined ? undefined : encode({ accountId }),
          { timeout: 5_000 },
        )
      ).data,
    );

  it('recovers a futures engine killed -9 after its commands were purged, every acknowledged order open', async () => {
    const token = await cluster.token(5);
    const send = (path: string, body: unknown) =>
      fetch(`${cluster.gateways[0]}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await until('a mark price', async () => (await engine()).markPrice !== null);
    expect((await send('/cluster/v1/futures/deposits', { symbol: SYMBOL, amount: '100000' })).status).toBe(
      200,
    );
    const placed: Array<{ orderId: number; seq: number }> = [];
    for (const price of ['50000', '50001', '50002']) {
      const answer = await send('/cluster/v1/futures/orders', {
        symbol: SYMBOL,
        side: 'buy',
        type: 'limit',
        price,
        size: '0.01',
      });
      expect(answer.status).toBe(200);
      placed.push((await answer.json()) as { orderId: number; seq: number });
    }
    const jsm = await jetstreamManager(cluster.nc);
    await until(
      "the orders' commands purged",
      async () => {
        for (const { seq } of placed)
          if ((await jsm.streams.getMessage(FUTURES_COMMAND_STREAM, { seq }).catch(() => null)) !== null)
            return false;
        return true;
      },
      1_200,
    );

    const pid = cluster.processes()['futures-engine-0']!;
    process.kill(pid, 'SIGKILL');
    await until('the restarted futures engine', async () => {
      if (cluster.processes()['futures-engine-0'] === pid) return false;
      return (await engine()).seq > placed.at(-1)!.seq;
    });
    const view = await engine('u5');
    expect(view.problems).toEqual([]);
    expect(view.account!.openOrders.map((order) => order.orderId).sort()).toEqual(
      placed.map((order) => order.orderId).sort(),
    );
  }, 300_000);
});
