/**
 * The futures index through the cluster follows the cluster's spot market (futures-mark-feed-main.ts,
 * contract-index-feed.ts), as `npm start`'s futures venue follows its spot book: spot orders on
 * BTCUSDT far from where the contract's index starts move the contract engine's index to the spot
 * pair's last trade within the spread. Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { futuresQuerySubject } from './futures-config.ts';
import type { FuturesMarketView } from './futures-symbol-engine.ts';
import { clusterTrader, natsInstalled, type RunningCluster, startCluster, until } from './harness.ts';
import { decode, encode } from './nats.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl || !natsInstalled)("the futures index from the cluster's spot market", () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startCluster({ port: 49320, adminDatabaseUrl: databaseUrl!, engines: 1 });
    await cluster.waitHealthy();
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const contract = async () =>
    decode<FuturesMarketView>(
      (await cluster.nc.request(futuresQuerySubject('BTCUSDT'), encode({ market: true }), { timeout: 5_000 }))
        .data,
    );

  it("moves the contract's index to the spot pair's price, the last trade clamped into the spread", async () => {
    // Before any spot order the index walks on its own around the pair's start (~95,000).
    await until('a first index', async () => (await contract()).ticker.indexPrice !== null);
    expect(Math.abs(Number((await contract()).ticker.indexPrice) / 95_000 - 1)).toBeLessThan(0.1);

    // Two accounts make a BTCUSDT spot market around 61,000 and trade once at 61,000.50.
    const seller = clusterTrader(cluster, 900_011);
    const buyer = clusterTrader(cluster, 900_012);
    const ok = async (sent: Promise<Response>) => {
      const answer = await sent;
      expect(answer.status, await answer.clone().text()).toBe(200);
      return answer.json() as Promise<{ status: string }>;
    };
    await ok(seller.deposit({ symbol: 'BTCUSDT', asset: 'BTC', amount: '1' }, 0));
    await ok(buyer.deposit({ symbol: 'BTCUSDT', asset: 'USDT', amount: '100000' }, 0));
    await ok(seller.order({ symbol: 'BTCUSDT', side: 'sell', price: '61000.50', size: '0.002' }, 0));
    await ok(seller.order({ symbol: 'BTCUSDT', side: 'sell', price: '61002.00', size: '0.010' }, 0));
    await ok(buyer.order({ symbol: 'BTCUSDT', side: 'buy', price: '60999.00', size: '0.010' }, 0));
    expect(
      (await ok(buyer.order({ symbol: 'BTCUSDT', side: 'buy', price: '61000.50', size: '0.002' }, 0))).status,
    ).toBe('filled');

    // Book 60,999.00 / 61,002.00, last 61,000.50: the index is the last trade, inside the spread.
    await until(
      'the index at the spot price',
      async () => (await contract()).ticker.indexPrice === '61000.50',
    );
  });
});
