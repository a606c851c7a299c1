/**
 * One user's futures commands funded per command through the cluster (docs/scale-out.md,
 * "Futures"): the seeded user sends many futures orders (resting ones and market ones filling
 * against another account) and isolated position-margin adds at once on one contract through BOTH
 * gateways directly (the proxy would send them to one), with the futures wallet able to pay all.
 * None is refused 31004 (no sweep takes margin funded for a command in flight), and once settled
 * the allocation has no free margin left (it is back in the futures wallet), no reservation or
 * transfer is left open, the futures postings sum to zero and PostgreSQL holds what the engine's
 * ledger holds.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterFuturesTrader, natsInstalled, type RunningCluster, until } from './harness.ts';
import {
  futuresEngineView,
  productCall,
  productServerOf,
  signInDemo,
  startProductCluster,
} from './product-test-kit.ts';
import { clusterPool, ledgerTotals } from './store.ts';
import { parseSignedUnits } from './symbol-engine.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SYMBOL = 'BTCUSDT';
const MAKER = 900_001;

describe.skipIf(!databaseUrl || !natsInstalled)(
  'one user futures-funded per command through the cluster',
  () => {
    let cluster: RunningCluster;
    beforeAll(async () => {
      cluster = await startProductCluster({ port: 49150, adminDatabaseUrl: databaseUrl!, engines: 1 });
    }, 600_000);
    afterAll(async () => {
      await cluster?.stop();
    }, 60_000);

    const engine = (accountId: string) => futuresEngineView(cluster, SYMBOL, accountId);

    it('refuses none of many orders and margin adds through both gateways at once, and sweeps the rest back', async () => {
      const call = productCall(await signInDemo(cluster.origin));
      const gateways = cluster.gateways as [string, string];
      const ok = async <T>(answer: Promise<{ envelope: { status: string; code?: string; data: T } }>) => {
        const { envelope } = await answer;
        expect(envelope.status, JSON.stringify(envelope)).toBe('success');
        return envelope.data;
      };
      await ok(call(cluster.origin, '/futures/transfer', { direction: 'in', amount: '5000' }));
      let mark = 0;
      await until('a mark price', async () => {
        mark = Number((await engine('u0')).markPrice ?? 0);
        return mark > 0;
      });

      // Another account rests sells at the mark for the user's market buys.
      const maker = clusterFuturesTrader(cluster, MAKER);
      expect((await maker.deposit({ symbol: SYMBOL, amount: '1000000' })).status).toBe(200);
      const sell = await maker.order({ symbol: SYMBOL, side: 'sell', price: mark.toFixed(2), size: '1' });
      expect(sell.status).toBe(200);

      // An isolated long position to add margin to.
      await ok(call(gateways[0], '/futures/margin-mode', { symbol: SYMBOL, marginMode: 1 }));
      await ok(
        call(gateways[0], '/futures/order/place', {
          symbol: SYMBOL,
          side: 'buy',
          orderType: 'market',
          size: '0.010',
          leverage: 10,
        }),
      );

      // At once, alternating gateways: resting buys, market buys filling against the maker, margin adds.
      const calls: Array<Promise<{ envelope: { status: string; code?: string } }>> = [];
      for (let index = 0; index < 48; index += 1) {
        const gateway = gateways[index % 2]!;
        const kind = index % 3;
        if (kind === 0)
          calls.push(
            call(gateway, '/futures/order/place', {
              symbol: SYMBOL,
              side: 'buy',
              orderType: 'limit',
              price: (mark * 0.9).toFixed(2),
              size: '0.002',
              leverage: 10,
            }),
          );
        else if (kind === 1)
          calls.push(
            call(gateway, '/futures/order/place', {
              symbol: SYMBOL,
              side: 'buy',
              orderType: 'market',
              size: '0.001',
              leverage: 10,
            }),
          );
        else
          calls.push(
            call(gateway, '/futures/position/margin', {
              symbol: SYMBOL,
              positionSide: 1,
              action: 'add',
              amount: '5',
            }),
          );
      }
      const answers = (await Promise.all(calls)).map(({ envelope }) => envelope);
      const refusals = answers.filter((envelope) => envelope.status !== 'success');
      expect(
        refusals.map((envelope) => envelope.code),
        JSON.stringify(refusals.slice(0, 3)),
      ).toEqual([]);

      const pool = clusterPool(cluster.databaseUrl, 1);
      try {
        const accounts = await pool.query<{ account: string }>(
          `SELECT DISTINCT account FROM cluster_futures_postings WHERE account ~ '^u[0-9]+$' AND account <> $1`,
          [`u${MAKER}`],
        );
        const trader = accounts.rows[0]!.account;
        // Settled: no free margin left in the allocation; the futures wallet holds it.
        await until('the allocation swept', async () => {
          const free = Number((await engine(trader)).account!.availableToTrade);
          return free === 0;
        });
        const wallet = (await call<{ available: string }>(productServerOf(cluster), '/futures/account'))
          .envelope.data;
        expect(Number(wallet.available)).toBeGreaterThan(0);
        await until(
          'no reservation left',
          async () => (await pool.query('SELECT 1 FROM cluster_reservations')).rows.length === 0,
        );
        await until(
          'no transfer left open',
          async () =>
            (
              await pool.query(
                `SELECT 1 FROM cluster_transfers WHERE wallet LIKE 'cluster-futures:%' AND (state = 'pending' OR role = 'source')`,
              )
            ).rows.length === 0,
        );
        // The ledger: postings sum to zero; PostgreSQL holds what the engine's ledger holds.
        const view = await engine('u0');
        expect(view.problems).toEqual([]);
        await until('the persister', async () => {
          const totals = await ledgerTotals(pool, 'futures');
          return view.totals.every(
            ({ account, total }) =>
              parseSignedUnits(totals.accounts.get(`${SYMBOL} ${account} USDT`) ?? '0') ===
              parseSignedUnits(total),
          );
        });
        const totals = await ledgerTotals(pool, 'futures');
        for (const [asset, sum] of totals.assets) expect(parseSignedUnits(sum), asset).toBe(0n);
      } finally {
        await pool.end();
      }
    }, 300_000);
  },
);
