/**
 * The cluster's spot order history and fills are complete and durable (docs/scale-out.md): more
 * finished orders and fills of one user than a gateway's projection keeps (200 and 500) are all
 * served by `/v1/spot/order/history` and `/v1/spot/order/fills` across pages, from the persister's
 * PostgreSQL records and the projection's newest rows, each once, newest placed first across the two
 * symbols (order numbers are unique across symbols, in placement order). The persister is
 * killed -9 while the user's sells are open, and a gateway after it all: the same answers.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natsInstalled, type RunningCluster, SPOT_ONLY, until } from './harness.ts';
import { productCall, signInDemo, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Resting sells of the signed-in user per symbol, all taken: that many filled orders and maker fills each. */
const MAKERS = 260;
const MARKETS = [
  { symbol: 'BTCUSDT', base: 'BTC', price: '50000', size: '0.001' },
  { symbol: 'ETHUSDT', base: 'ETH', price: '3000', size: '0.01' },
] as const;

interface OrderRow {
  orderNo: string;
  symbol: string;
  status: string;
  buyDealCount: string;
}
interface FillRow {
  tradeId: string;
  orderNo: string;
  symbol: string;
  liquidity: string;
  ts: number;
}

describe.skipIf(!databaseUrl || !natsInstalled)('the cluster’s order history and fills', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({ port: 47440, adminDatabaseUrl: databaseUrl!, env: SPOT_ONLY });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('serves every finished order and fill of a user across pages, from PostgreSQL and the stream, after a persister and a gateway restart too', async () => {
    const cookie = await signInDemo(cluster.origin);
    const call = productCall(cookie);
    const [gateway0] = cluster.gateways as [string, string];
    const post = async (headers: Record<string, string>, path: string, body: unknown) => {
      const answer = await fetch(`${gateway0}/cluster/v1${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
      return answer.json() as Promise<{ status?: string; trades?: number; orderId?: number }>;
    };
    const user = { cookie };
    const taker = { authorization: `Bearer ${await cluster.token(900_101)}` };

    // The user rests MAKERS sells per symbol, BTCUSDT's first; another account takes them all.
    const placedNumbers = new Map<string, number[]>();
    for (const market of MARKETS) {
      // The user's sells are funded from the spot wallet, as every product user's /cluster/v1 order
      // is (demo deposits to product users are refused): a simulated deposit there first.
      const credited = await call(cluster.origin, '/asset/deposit/simulate', {
        asset: market.base,
        amount: '10',
      });
      expect(credited.envelope.status, JSON.stringify(credited.envelope)).toBe('success');
      await post(taker, '/deposits', { symbol: market.symbol, asset: 'USDT', amount: '10000000' });
      for (let start = 0; start < MAKERS; start += 20) {
        const batch = Array.from({ length: Math.min(20, MAKERS - start) }, () =>
          post(user, '/orders', { ...market, side: 'sell', type: 'limit' }),
        );
        for (const placed of await Promise.all(batch)) {
          expect(placed.status).toBe('open');
          placedNumbers.set(market.symbol, [...(placedNumbers.get(market.symbol) ?? []), placed.orderId!]);
        }
      }
      if (market.symbol === 'BTCUSDT') {
        // The persister killed -9 with the sells open: restarted, it carries on from the open orders it wrote.
        const persister = cluster.processes().persister;
        process.kill(persister!, 'SIGKILL');
        await until('the persister restarted', async () => cluster.processes().persister !== persister);
      }
      const take = await post(taker, '/orders', {
        symbol: market.symbol,
        side: 'buy',
        type: 'limit',
        price: market.price,
        size: (Number(market.size) * MAKERS).toFixed(6),
      });
      expect(take).toMatchObject({ status: 'filled', trades: MAKERS });
    }

    const allPages = async <Row>(base: string, path: string, cursor: (row: Row) => string) => {
      const rows: Row[] = [];
      let before: string | undefined;
      for (let page = 0; page < 100; page += 1) {
        const answer = await call<Row[]>(
          base,
          `${path}${path.includes('?') ? '&' : '?'}limit=100${before === undefined ? '' : `&before=${before}`}`,
        );
        expect(answer.envelope.status).toBe('success');
        if (answer.envelope.data.length === 0) return rows;
        rows.push(...answer.envelope.data);
        before = cursor(answer.envelope.data.at(-1)!);
      }
      throw new Error('more pages than expected');
    };
    /** Each symbol's orders newest placed first: by number, unique across symbols and in placement order. */
    const newestFirst = (symbol: string) => [...placedNumbers.get(symbol)!].sort((a, b) => b - a);
    const numbersOf = (rows: Array<{ orderNo: string }>) => rows.map((row) => Number(row.orderNo));

    const expectComplete = async (base: string) => {
      const history = await allPages<OrderRow>(base, '/spot/order/history', (order) => order.orderNo);
      // Every order once, ETHUSDT's (placed last) first.
      expect(numbersOf(history)).toEqual([...newestFirst('ETHUSDT'), ...newestFirst('BTCUSDT')]);
      expect(history.every((order) => order.status === 'filled')).toBe(true);
      expect(new Set(history.map((order) => `${order.symbol}:${order.orderNo}`)).size).toBe(2 * MAKERS);
      const eth = await allPages<OrderRow>(
        base,
        '/spot/order/history?symbol=ETHUSDT',
        (order) => order.orderNo,
      );
      expect(numbersOf(eth)).toEqual(newestFirst('ETHUSDT'));
      expect(eth.every((order) => order.symbol === 'ETHUSDT')).toBe(true);
      expect(eth.every((order) => Number(order.buyDealCount) === 0.01)).toBe(true);
      const btc = history.filter((order) => order.symbol === 'BTCUSDT');
      expect(btc.every((order) => Number(order.buyDealCount) === 0.001)).toBe(true);

      const fills = await allPages<FillRow>(base, '/spot/order/fills', (fill) => String(fill.ts));
      expect(fills).toHaveLength(2 * MAKERS);
      expect(new Set(fills.map((fill) => `${fill.symbol}:${fill.tradeId}`)).size).toBe(2 * MAKERS);
      expect(fills.map((fill) => `${fill.symbol}:${fill.orderNo}:${fill.liquidity}`).sort()).toEqual(
        MARKETS.flatMap((market) =>
          placedNumbers.get(market.symbol)!.map((no) => `${market.symbol}:${no}:maker`),
        ).sort(),
      );
      const btcFills = await allPages<FillRow>(base, '/spot/order/fills?symbol=BTCUSDT', (fill) =>
        String(fill.ts),
      );
      expect(btcFills).toHaveLength(MAKERS);

      // The first order of BTCUSDT finished before the projection's latest 200: its detail comes from PostgreSQL.
      const firstNo = String(Math.min(...placedNumbers.get('BTCUSDT')!));
      const detail = await call<OrderRow>(base, `/spot/order/detail?orderNo=${firstNo}`);
      expect(detail.envelope.data).toMatchObject({ orderNo: firstNo, symbol: 'BTCUSDT', status: 'filled' });
    };

    // Served at once: what the persister has written, and the projection's newest rows.
    await expectComplete(gateway0);

    // All written: PostgreSQL holds every order and fill of the user once.
    await until('the persister', async () => (await cluster.persisterBacklog()) === 0);
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const counts = await db.query<{ orders: string; fills: string }>(
      `SELECT (SELECT count(*) FROM cluster_spot_orders WHERE status = 'filled' AND account LIKE 'u%' AND account <> 'u900101')::text AS orders,
              (SELECT count(*) FROM cluster_spot_fills WHERE account <> 'u900101')::text AS fills`,
    );
    await db.end();
    expect(counts.rows[0]).toEqual({ orders: String(2 * MAKERS), fills: String(2 * MAKERS) });

    // A gateway killed -9 comes back with a projection rebuilt from the stream; the records still serve everything.
    const before = cluster.processes()['gateway-0'];
    process.kill(before!, 'SIGKILL');
    await until('gateway-0 restarted', async () => cluster.processes()['gateway-0'] !== before);
    await cluster.waitHealthy();
    await expectComplete(gateway0);
  }, 600_000);
});
