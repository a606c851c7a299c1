/**
 * The product's insurance fund through the cluster (docs/scale-out.md, "Futures"): the proxy sends
 * `GET /v1/futures/insurance-fund` to the gateways, which add the contract engines' funds up. After
 * the mark feed's seeds (FUTURES_INSURANCE_SEED_USDT into each contract's fund) the origin's balance
 * is the sum of the funds the engines' own views hold, each seed is a change of the venue's fund, and
 * a bad query gets the product server's own localised refusal. No simulated market, so no
 * liquidation moves a fund while the test reads it.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_FUTURES_SYMBOLS, futuresQuerySubject } from './futures-config.ts';
import { engineInsuranceFund } from './futures-product-insurance.ts';
import type { FuturesEngineView } from './futures-symbol-engine.ts';
import { natsInstalled, type RunningCluster, until } from './harness.ts';
import { decode, encode } from './nats.ts';
import { productCall, productServerOf, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SEED = '250000';

interface Fund {
  balance: string;
  records: Array<{ symbol: string | null; change: string; balance: string; cause: string; time: number }>;
}

describe.skipIf(!databaseUrl || !natsInstalled)('the insurance fund through the cluster', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: 48600,
      adminDatabaseUrl: databaseUrl!,
      engines: 1,
      env: { CLUSTER_SIM: '0', CLUSTER_FUTURES_SIM: '0', FUTURES_INSURANCE_SEED_USDT: SEED },
    });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const engineFund = async (symbol: string) =>
    engineInsuranceFund(
      decode<FuturesEngineView>(
        (await cluster.nc.request(futuresQuerySubject(symbol), encode({}), { timeout: 5_000 })).data,
      ),
    );
  const call = productCall('');

  it("answers the sum of the contract engines' funds, each seed a change of it", async () => {
    let funds: string[] = [];
    await until('every contract seeded', async () => {
      funds = await Promise.all(CLUSTER_FUTURES_SYMBOLS.map(engineFund));
      return funds.every((fund) => new Decimal(fund).eq(SEED));
    });
    const total = new Decimal(SEED).mul(CLUSTER_FUTURES_SYMBOLS.length);
    expect(funds.reduce((sum, fund) => sum.add(fund), new Decimal(0)).eq(total)).toBe(true);

    let answer = await call<Fund>(cluster.origin, '/futures/insurance-fund?limit=100');
    await until('the gateway has every seed', async () => {
      answer = await call<Fund>(cluster.origin, '/futures/insurance-fund?limit=100');
      return answer.envelope.data.records.length === CLUSTER_FUTURES_SYMBOLS.length;
    });
    expect(answer.http).toBe(200);
    const fund = answer.envelope.data;
    expect(new Decimal(fund.balance).eq(total)).toBe(true);
    for (const record of fund.records) {
      expect(record).toMatchObject({ symbol: null, cause: 'seed', change: new Decimal(SEED).toFixed(8) });
    }
    // Each balance is the venue's fund after that seed (1, 2, ... n seeds in the stream's order;
    // the page is newest first by the commands' times, which the feed's concurrent seeds may swap).
    const times = fund.records.map((record) => record.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      fund.records.map((record) => new Decimal(record.balance).div(SEED).toNumber()).sort((a, b) => a - b),
    ).toEqual(CLUSTER_FUTURES_SYMBOLS.map((_, index) => index + 1));
    const page = await call<Fund>(cluster.origin, '/futures/insurance-fund?limit=2');
    expect(page.envelope.data.records).toEqual(fund.records.slice(0, 2));
    const older = await call<Fund>(
      cluster.origin,
      `/futures/insurance-fund?limit=100&before=${fund.records[0]!.time}`,
    );
    expect(older.envelope.data.records.every((record) => record.time < fund.records[0]!.time)).toBe(true);
  });

  it("refuses a bad query with the product server's own localised 4xx", async () => {
    for (const query of ['limit=0', 'limit=abc', 'before=-5']) {
      for (const languageType of [0, 1]) {
        const path = `/futures/insurance-fund?${query}`;
        const own = await call(productServerOf(cluster), path, undefined, languageType);
        const origin = await call(cluster.origin, path, undefined, languageType);
        expect(own.http).toBeGreaterThanOrEqual(400);
        expect(own.http).toBeLessThan(500);
        expect({ http: origin.http, code: origin.envelope.code, msg: origin.envelope.msg }).toEqual({
          http: own.http,
          code: own.envelope.code,
          msg: own.envelope.msg,
        });
      }
    }
  });
});
