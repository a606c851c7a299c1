/**
 * One user's orders funded per order through the cluster (docs/scale-out.md, "Funding an
 * allocation"): the seeded user sends many orders and cancels at once on one symbol through BOTH
 * gateways directly (the proxy would send them to one), some filling against another account, and
 * a plan order fires while their orders go through a gateway. With the spot wallet able to pay all,
 * none is refused 30004 (no sweep takes a deposit made for an order in flight), every plan is
 * triggered, the ledger balances, and once settled the allocation holds exactly what the open
 * orders hold: the rest is back in the spot wallet.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../plugins/accounts/index.ts';
import { clusterTrader, natsInstalled, type RunningCluster, SPOT_ONLY, until } from './harness.ts';
import { type Envelope, productCall, signInDemo, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

interface OrderView {
  orderNo: string;
  side: string;
  /** What the order still holds: quote for a buy, base for a sell. */
  holdCount: string;
  status: string;
}
interface PlanView {
  planNo: string;
  status: string;
}
type WalletBalance = { asset: string; available: string; total: string };

describe.skipIf(!databaseUrl || !natsInstalled)('one user funded per order through the cluster', () => {
  let cluster: RunningCluster;
  let main: pg.Client;
  let clusterDb: pg.Client;
  let call: ReturnType<typeof productCall>;
  let accountId: string;
  /** The symbol the running case trades on. */
  let SYMBOL = 'ETHUSDT';
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: 49100,
      adminDatabaseUrl: databaseUrl!,
      env: { ...SPOT_ONLY },
    });
    main = new pg.Client({ connectionString: `${cluster.databaseUrl}_main` });
    clusterDb = new pg.Client({ connectionString: cluster.databaseUrl });
    await main.connect();
    await clusterDb.connect();
    call = productCall(await signInDemo(cluster.origin));
    const user = await main.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_USER.email]);
    accountId = `u${user.rows[0]!.id}`;
  }, 600_000);
  afterAll(async () => {
    await main?.end();
    await clusterDb?.end();
    await cluster?.stop();
  }, 60_000);

  /** An order of another account on `/cluster/v1`, funded by a demo deposit. */
  async function otherOrder(userId: number, side: 'buy' | 'sell', price: string, size: string) {
    const trader = clusterTrader(cluster, userId);
    const deposit = await trader.deposit({
      symbol: SYMBOL,
      asset: side === 'buy' ? 'USDT' : SYMBOL.replace(/USDT$/, ''),
      amount: side === 'buy' ? '100000' : '10',
    });
    expect(deposit.status).toBe(200);
    const order = await trader.order({ symbol: SYMBOL, side, price, size });
    return (await order.json()) as { status: string };
  }

  const wallet = async () => {
    const answer = await call<{ balances: WalletBalance[] }>(cluster.origin, '/asset/spot/balances');
    expect(answer.envelope.status, JSON.stringify(answer.envelope)).toBe('success');
    return new Map(answer.envelope.data.balances.map((balance) => [balance.asset, balance]));
  };
  const place = (gateway: number, order: Record<string, string>) =>
    call<OrderView>(cluster.gateways[gateway]!, '/spot/order/place', { symbol: SYMBOL, ...order });
  const cancel = (gateway: number, orderNo: string) =>
    call<OrderView>(cluster.gateways[gateway]!, '/spot/order/cancel', { symbol: SYMBOL, orderNo });
  const openOrders = async () =>
    (await call<OrderView[]>(cluster.gateways[0]!, `/spot/order/open?symbol=${SYMBOL}`)).envelope.data;

  /** What the user's open orders hold in the allocation, per asset. */
  const heldByOpenOrders = async () => {
    let quote = 0;
    let base = 0;
    for (const order of await openOrders()) {
      if (order.side === 'buy') quote += Number(order.holdCount);
      else base += Number(order.holdCount);
    }
    return { quote, base };
  };
  /** The user's money in the symbol's engine per asset (free and held). */
  const inEngine = async () => {
    const engine = await cluster.engine(SYMBOL);
    expect(engine.mismatches).toEqual([]);
    const of = (asset: string) =>
      Number(
        engine.balances.find((balance) => balance.account === accountId && balance.asset === asset)?.total ??
          0,
      );
    return { quote: of('USDT'), base: of(SYMBOL.replace(/USDT$/, '')) };
  };
  /** Settled: the allocation holds what the open orders hold and nothing free. */
  const settledAllocation = async () => {
    await until('the allocation swept', async () => {
      const [held, engine] = [await heldByOpenOrders(), await inEngine()];
      return Math.abs(held.quote - engine.quote) < 1e-8 && Math.abs(held.base - engine.base) < 1e-8;
    });
  };
  /** Every asset's postings sum to zero; the persister's ledger equals the engine's balances; no reservation or transfer left open. */
  const ledgerBalances = async () => {
    await until('the persister', async () => (await cluster.persisterBacklog()) === 0);
    const sums = await clusterDb.query<{ total: string }>(
      'SELECT sum(amount)::text AS total FROM cluster_postings GROUP BY asset',
    );
    expect(sums.rows.every((row) => Number(row.total) === 0)).toBe(true);
    const engine = await cluster.engine(SYMBOL);
    const postings = await clusterDb.query<{ account: string; asset: string; total: string }>(
      `SELECT account, asset, sum(amount)::text AS total FROM cluster_postings
       WHERE symbol = $1 GROUP BY account, asset`,
      [SYMBOL],
    );
    const byKey = new Map(postings.rows.map((row) => [`${row.account}|${row.asset}`, Number(row.total)]));
    for (const balance of engine.balances)
      expect(
        byKey.get(`${balance.account}|${balance.asset}`) ?? 0,
        `${balance.account} ${balance.asset}`,
      ).toBe(Number(balance.total));
    // Every order's reservation ended with its result.
    await until(
      'no reservation left',
      async () => (await clusterDb.query('SELECT 1 FROM cluster_reservations')).rows.length === 0,
    );
    await until(
      'no transfer left open',
      async () =>
        (await clusterDb.query(`SELECT 1 FROM cluster_transfers WHERE state = 'pending' OR role = 'source'`))
          .rows.length === 0,
    );
  };

  it('refuses none of one user’s simultaneous orders through both gateways for want of money the spot wallet has', async () => {
    const before = await wallet();
    // Orders below need at most about 700 USDT and 0.2 ETH at once.
    expect(Number(before.get('USDT')?.available ?? 0)).toBeGreaterThan(1_000);
    expect(Number(before.get('ETH')?.available ?? 0)).toBeGreaterThan(0.5);
    // Asks at 2,000 and bids at 1,500 of another account: the user's crossing orders fill against them.
    expect((await otherOrder(900_201, 'sell', '2000', '0.2')).status).toBe('open');
    expect((await otherOrder(900_202, 'buy', '1500', '0.2')).status).toBe('open');
    // Resting orders to cancel during the burst.
    const resting: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const placed = await place(i % 2, { side: 'buy', orderType: 'limit', price: '1000', size: '0.01' });
      expect(placed.envelope.status, JSON.stringify(placed.envelope)).toBe('success');
      resting.push(placed.envelope.data.orderNo);
    }
    const burst: Array<Promise<{ what: string; envelope: Envelope<unknown> }>> = [];
    for (let i = 0; i < 48; i += 1) {
      const gateway = i % 2;
      const order =
        i % 4 === 0
          ? { side: 'buy', orderType: 'limit', price: '2000', size: '0.005' } // fills
          : i % 4 === 1
            ? { side: 'sell', orderType: 'limit', price: '1500', size: '0.005' } // fills
            : i % 4 === 2
              ? { side: 'buy', orderType: 'limit', price: '1100', size: '0.01' } // rests
              : { side: 'sell', orderType: 'limit', price: '3000', size: '0.003' }; // rests
      burst.push(place(gateway, order).then(({ envelope }) => ({ what: `place ${i}`, envelope })));
      if (i % 6 === 0 && resting.length > 0) {
        const orderNo = resting.pop()!;
        burst.push(
          cancel(1 - gateway, orderNo).then(({ envelope }) => ({ what: `cancel ${orderNo}`, envelope })),
        );
      }
    }
    const answers = await Promise.all(burst);
    const refused = answers.filter(({ envelope }) => envelope.status !== 'success');
    expect(refused.map(({ what, envelope }) => `${what}: ${envelope.code} ${envelope.msg}`)).toEqual([]);
    await settledAllocation();
    await ledgerBalances();
    // The spot wallet paid for the fills and the open orders only: its total moved by the trades alone.
    const after = await wallet();
    expect(Number(after.get('USDT')!.total)).toBeLessThan(Number(before.get('USDT')!.total));
  }, 600_000);

  it('triggers plans funded by the product server while the same user’s orders go through a gateway', async () => {
    SYMBOL = 'BTCUSDT';
    expect((await otherOrder(900_203, 'sell', '50000', '0.001')).status).toBe('open');
    expect((await otherOrder(900_204, 'buy', '50000', '0.001')).status).toBe('filled');
    // The last price is 50,000: triggers at 50,500 wait for a rise.
    const plans: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const placed = await call<PlanView>(cluster.origin, '/spot/plan/place', {
        symbol: SYMBOL,
        side: 'buy',
        orderType: 'limit',
        triggerPrice: '50500',
        price: '10000',
        size: '0.001',
      });
      expect(placed.envelope.status, JSON.stringify(placed.envelope)).toBe('success');
      plans.push(placed.envelope.data.planNo);
    }
    // The user's orders and cancels stream through both gateways while the trade fires the plans.
    let trading = true;
    const refusals: string[] = [];
    const userTrading = (async () => {
      for (let i = 0; trading; i += 1) {
        const placed = await place(i % 2, { side: 'buy', orderType: 'limit', price: '9000', size: '0.001' });
        if (placed.envelope.status !== 'success') {
          refusals.push(`place ${i}: ${placed.envelope.code}`);
          continue;
        }
        const cancelled = await cancel(1 - (i % 2), placed.envelope.data.orderNo);
        if (cancelled.envelope.status !== 'success') refusals.push(`cancel ${i}: ${cancelled.envelope.code}`);
      }
    })();
    const userTrading2 = (async () => {
      for (let i = 0; trading; i += 1) {
        const placed = await place((i + 1) % 2, {
          side: 'buy',
          orderType: 'limit',
          price: '1250',
          size: '0.01',
        });
        if (placed.envelope.status !== 'success') {
          refusals.push(`place' ${i}: ${placed.envelope.code}`);
          continue;
        }
        const cancelled = await cancel(i % 2, placed.envelope.data.orderNo);
        if (cancelled.envelope.status !== 'success')
          refusals.push(`cancel' ${i}: ${cancelled.envelope.code}`);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await otherOrder(900_203, 'sell', '50600', '0.001')).status).toBe('open');
    expect((await otherOrder(900_204, 'buy', '50600', '0.001')).status).toBe('filled');
    const planStatuses = async () => {
      const history = await call<PlanView[]>(
        cluster.origin,
        `/spot/plan/list?symbol=${SYMBOL}&status=history`,
      );
      return plans.map((planNo) => history.envelope.data.find((plan) => plan.planNo === planNo)?.status);
    };
    await until('the plans settled', async () =>
      (await planStatuses()).every((status) => status !== undefined),
    );
    trading = false;
    await Promise.all([userTrading, userTrading2]);
    expect(await planStatuses()).toEqual(plans.map(() => 'triggered'));
    expect(refusals).toEqual([]);
    await settledAllocation();
    await ledgerBalances();
  }, 600_000);
});
