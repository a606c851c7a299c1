/**
 * Spot plan (trigger) orders through the cluster (docs/scale-out.md, "Plan orders through the
 * cluster"): the seeded user places plans through the one origin; trades between two other accounts
 * on `/cluster/v1` move the cluster's last price through the trigger; the plan's order is placed in
 * the symbol's engine, funded from the spot wallet, and shows in the user's open orders through the
 * gateways. A plan the spot wallet cannot fund fails and moves no money.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../plugins/accounts/index.ts';
import { clusterTrader, natsInstalled, type RunningCluster, SPOT_ONLY, until } from './harness.ts';
import { productCall, signInDemo, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SYMBOL = 'ETHUSDT';

interface PlanView {
  planNo: string;
  status: string;
  triggerDirection: string;
  orderNo: string | null;
}
interface OrderView {
  orderNo: string;
  symbol: string;
  status: string;
}
type WalletBalance = { asset: string; available: string; hold: string; total: string };

describe.skipIf(!databaseUrl || !natsInstalled)('plan orders through the cluster', () => {
  let cluster: RunningCluster;
  let main: pg.Client;
  let clusterDb: pg.Client;
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: 48700,
      adminDatabaseUrl: databaseUrl!,
      env: { ...SPOT_ONLY },
    });
    main = new pg.Client({ connectionString: `${cluster.databaseUrl}_main` });
    clusterDb = new pg.Client({ connectionString: cluster.databaseUrl });
    await main.connect();
    await clusterDb.connect();
  }, 600_000);
  afterAll(async () => {
    await main?.end();
    await clusterDb?.end();
    await cluster?.stop();
  }, 60_000);

  /** A trade at `price` between two accounts of their own on `/cluster/v1` (funded by demo deposits). */
  async function tradeAt(price: string): Promise<void> {
    const place = async (userId: number, side: 'buy' | 'sell') => {
      const trader = clusterTrader(cluster, userId);
      const asset = side === 'buy' ? 'USDT' : 'ETH';
      const deposit = await trader.deposit({ symbol: SYMBOL, asset, amount: side === 'buy' ? '10000' : '1' });
      expect(deposit.status).toBe(200);
      const order = await trader.order({ symbol: SYMBOL, side, price, size: '0.01' });
      return (await order.json()) as { status: string };
    };
    expect((await place(900_101, 'sell')).status).toBe('open');
    expect((await place(900_102, 'buy')).status).toBe('filled');
  }

  const walletOf = async (call: ReturnType<typeof productCall>) => {
    const answer = await call<{ balances: WalletBalance[] }>(cluster.origin, '/asset/spot/balances');
    expect(answer.envelope.status, JSON.stringify(answer.envelope)).toBe('success');
    return new Map(answer.envelope.data.balances.map((balance) => [balance.asset, balance]));
  };
  /** The spot wallet's transfers to and from the symbol's allocation, per kind and asset. */
  const allocationRecords = async () =>
    (
      await main.query<{ kind: string; asset: string; total: string }>(
        `SELECT kind, asset, sum(amount)::text AS total FROM markets_asset_records
         WHERE address LIKE $1 GROUP BY kind, asset ORDER BY kind, asset`,
        [`cluster:${SYMBOL}:%`],
      )
    ).rows.map((row) => [row.kind, row.asset, Number(row.total)]);
  const planOf = async (call: ReturnType<typeof productCall>, planNo: string) => {
    const history = await call<PlanView[]>(cluster.origin, `/spot/plan/list?symbol=${SYMBOL}&status=history`);
    return history.envelope.data.find((plan) => plan.planNo === planNo);
  };

  // First: the user has called no gateway yet; the product server sweeps (allocation-funding.ts).
  it("sweeps what a plan's order leaves free (a market buy's margin, its proceeds) back to the spot wallet", async () => {
    const cookie = await signInDemo(cluster.origin);
    const call = productCall(cookie);
    const user = await main.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_USER.email]);
    const accountId = `u${user.rows[0]!.id}`;
    // An ask the plan's market buy takes, above the trades that trigger it.
    const seller = clusterTrader(cluster, 900_101);
    await seller.deposit({ symbol: SYMBOL, asset: 'ETH', amount: '1' });
    const ask = await seller.order({ symbol: SYMBOL, side: 'sell', price: '2100', size: '0.01' }, 0);
    expect(((await ask.json()) as { status: string }).status).toBe('open');
    await tradeAt('1980');
    // The last price is 1,980: a trigger at 1,990 waits for a rise.
    const placed = await call<PlanView>(cluster.origin, '/spot/plan/place', {
      symbol: SYMBOL,
      side: 'buy',
      orderType: 'market',
      triggerPrice: '1990',
      size: '0.01',
    });
    expect(placed.envelope, JSON.stringify(placed.envelope)).toMatchObject({
      status: 'success',
      data: { triggerDirection: 'up' },
    });
    const planNo = placed.envelope.data.planNo;
    const walletBefore = await walletOf(call);
    await tradeAt('1995');
    await until('the plan triggered', async () => (await planOf(call, planNo))?.status === 'triggered');
    // 21 USDT paid for 0.01 ETH; the 1 % margin funded beside it (0.21 USDT) and the ETH bought
    // are back in the spot wallet: nothing of them is held.
    // A sweep is the engine's withdraw, then the wallet's credit: between the two the money is in
    // neither (the holdings follow the engine's results), so the wait includes the USDT total.
    const spent = (wallet: Awaited<ReturnType<typeof walletOf>>) =>
      Number(walletBefore.get('USDT')!.total) - Number(wallet.get('USDT')!.total);
    await until('the sweep', async () => {
      const wallet = await walletOf(call);
      return (
        Math.abs(spent(wallet) - 21) < 1e-9 &&
        Number(wallet.get('ETH')!.total) > Number(walletBefore.get('ETH')!.total) &&
        wallet.get('USDT')!.hold === walletBefore.get('USDT')!.hold &&
        wallet.get('ETH')!.hold === walletBefore.get('ETH')!.hold
      );
    });
    const wallet = await walletOf(call);
    expect(spent(wallet)).toBeCloseTo(21, 8);
    const bought = Number(wallet.get('ETH')!.total) - Number(walletBefore.get('ETH')!.total);
    expect(bought).toBeGreaterThan(0.0099);
    expect(bought).toBeLessThanOrEqual(0.01);
    // Nothing of the user's is left in the engine.
    const engine = await cluster.engine(SYMBOL);
    const inEngine = (asset: string) =>
      Number(
        engine.balances.find((balance) => balance.account === accountId && balance.asset === asset)?.total ??
          0,
      );
    expect(inEngine('USDT')).toBe(0);
    expect(inEngine('ETH')).toBe(0);
    // The allocation's transfers: what went in came back or was spent in the engine.
    const records = new Map(
      (await allocationRecords()).map(([kind, asset, total]) => [`${kind} ${asset}`, total as number]),
    );
    expect(records.get('transfer_out USDT')! - records.get('transfer_in USDT')!).toBeCloseTo(21, 8);
    expect(engine.mismatches).toEqual([]);
  }, 300_000);

  it("triggers a live user's plan on the cluster's trades and places its order in the engine, funded from the spot wallet", async () => {
    const cookie = await signInDemo(cluster.origin);
    const call = productCall(cookie);
    const user = await main.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_USER.email]);
    const accountId = `u${user.rows[0]!.id}`;
    await tradeAt('2000');
    const walletBefore = await walletOf(call);
    const recordsBefore = await allocationRecords();
    const fundedUsdt = async () => {
      const notes = await clusterDb.query<{ total: string }>(
        `SELECT sum(amount)::text AS total FROM cluster_transfers
         WHERE wallet = $1 AND state = 'done' AND role = 'destination' AND asset = 'USDT'`,
        [`cluster:${SYMBOL}`],
      );
      return Number(notes.rows[0]!.total ?? 0);
    };
    const fundedBefore = await fundedUsdt();

    // The cluster's last price is 2,000: a trigger at 2,050 waits for the price to rise.
    const placed = await call<PlanView>(cluster.origin, '/spot/plan/place', {
      symbol: SYMBOL,
      side: 'buy',
      orderType: 'limit',
      triggerPrice: '2050',
      price: '1900',
      size: '0.01',
    });
    expect(placed.envelope, JSON.stringify(placed.envelope)).toMatchObject({
      status: 'success',
      data: { status: 'waiting', triggerDirection: 'up', orderNo: null },
    });
    const planNo = placed.envelope.data.planNo;
    // The user's own open order with the client order id the plan's order had before (`plan-<n>`):
    // the plan's order does not clash with it. Its own id, `plan:<n>`, no user can send.
    const own = await call<OrderView>(cluster.gateways[0]!, '/spot/order/place', {
      symbol: SYMBOL,
      side: 'sell',
      orderType: 'limit',
      price: '5000',
      size: '0.01',
      clientOrderId: `plan-${planNo}`,
    });
    expect(own.envelope, JSON.stringify(own.envelope)).toMatchObject({
      status: 'success',
      data: { status: 'new' },
    });
    const taken = await call<OrderView>(cluster.gateways[1]!, '/spot/order/place', {
      symbol: SYMBOL,
      side: 'sell',
      orderType: 'limit',
      price: '5000',
      size: '0.01',
      clientOrderId: `plan:${planNo}`,
    });
    expect(taken.envelope.status).not.toBe('success');
    const direct = await fetch(`${cluster.gateways[0]}/cluster/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await cluster.token(user.rows[0]!.id)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        symbol: SYMBOL,
        side: 'sell',
        type: 'limit',
        price: '5000',
        size: '0.01',
        clientOrderId: `plan:${planNo}`,
      }),
    });
    expect(direct.status).toBe(400);
    // A trade below the trigger leaves it waiting.
    await tradeAt('2040');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const waiting = await call<PlanView[]>(cluster.origin, `/spot/plan/list?symbol=${SYMBOL}`);
    expect(waiting.envelope.data.map((plan) => [plan.planNo, plan.status])).toEqual([[planNo, 'waiting']]);

    await tradeAt('2060');
    await until('the plan triggered', async () => (await planOf(call, planNo))?.status === 'triggered');
    const triggered = (await planOf(call, planNo))!;
    expect(triggered.orderNo).not.toBeNull();
    const cancelled = await call<OrderView>(cluster.gateways[0]!, '/spot/order/cancel', {
      symbol: SYMBOL,
      clientOrderId: `plan-${planNo}`,
    });
    expect(cancelled.envelope).toMatchObject({
      status: 'success',
      data: { orderNo: own.envelope.data.orderNo, status: 'cancelled' },
    });

    // The plan's order rests in the engine and is the user's open order through the gateways.
    const engine = await cluster.engine(SYMBOL);
    expect(engine.depth.bids).toEqual([[190_000, 100]]); // 1,900.00 for 0.0100 ETH (lots of 0.0001)
    for (const base of [cluster.origin, ...cluster.gateways]) {
      await until('the open order', async () => {
        const open = await call<OrderView[]>(base, `/spot/order/open?symbol=${SYMBOL}`);
        return open.envelope.data.some((order) => order.orderNo === triggered.orderNo);
      });
    }
    const open = await call<Array<OrderView & { buyPrice: string }>>(
      cluster.origin,
      `/spot/order/open?symbol=${SYMBOL}`,
    );
    expect(open.envelope.data).toEqual([
      expect.objectContaining({
        orderNo: triggered.orderNo,
        status: 'new',
        buyPrice: '1900.00',
        clientOrderId: `plan:${planNo}`,
      }),
    ]);

    // Money: 19 USDT left the spot wallet for the allocation, where the engine holds them (the
    // user's own sell took 0.01 ETH there and its cancel brought it back).
    const records = new Map(
      recordsBefore.map(([kind, asset, total]) => [`${kind} ${asset}`, total as number]),
    );
    const moved = (await allocationRecords())
      .map(([kind, asset, total]) => [
        kind,
        asset,
        Math.round(((total as number) - (records.get(`${kind} ${asset}`) ?? 0)) * 1e8) / 1e8,
      ])
      .filter(([, , total]) => total !== 0);
    expect(moved).toEqual([
      ['transfer_in', 'ETH', 0.01],
      ['transfer_out', 'ETH', 0.01],
      ['transfer_out', 'USDT', 19],
    ]);
    expect((await fundedUsdt()) - fundedBefore).toBeCloseTo(19, 8);
    const held = engine.balances.find((balance) => balance.account === accountId && balance.asset === 'USDT');
    expect(Number(held?.total)).toBe(19);
    await until('the wallet', async () => {
      const usdt = (await walletOf(call)).get('USDT')!;
      return Number(usdt.hold) - Number(walletBefore.get('USDT')!.hold) === 19;
    });
    const usdt = (await walletOf(call)).get('USDT')!;
    expect(usdt.total).toBe(walletBefore.get('USDT')!.total);
    expect(Number(walletBefore.get('USDT')!.available) - Number(usdt.available)).toBeCloseTo(19, 8);
  }, 300_000);

  it('fails a plan the spot wallet cannot fund, moving no money', async () => {
    const cookie = await signInDemo(cluster.origin);
    const call = productCall(cookie);
    const walletBefore = await walletOf(call);
    const recordsBefore = await allocationRecords();
    const eth = Number(walletBefore.get('ETH')?.available ?? 0);
    // More ETH than the wallet has: the last price is 2,060, so a trigger at 2,000 waits for a fall.
    const placed = await call<PlanView>(cluster.origin, '/spot/plan/place', {
      symbol: SYMBOL,
      side: 'sell',
      orderType: 'limit',
      triggerPrice: '2000',
      price: '2500',
      size: String(Math.floor(eth) + 5),
    });
    expect(placed.envelope, JSON.stringify(placed.envelope)).toMatchObject({
      status: 'success',
      data: { status: 'waiting', triggerDirection: 'down' },
    });
    const planNo = placed.envelope.data.planNo;
    await tradeAt('1990');
    await until('the plan failed', async () => (await planOf(call, planNo))?.status === 'failed');
    expect((await planOf(call, planNo))?.orderNo).toBeNull();
    expect(await allocationRecords()).toEqual(recordsBefore);
    const walletAfter = await walletOf(call);
    for (const asset of ['ETH', 'USDT'])
      expect(walletAfter.get(asset)?.total, asset).toBe(walletBefore.get(asset)?.total);
    const engine = await cluster.engine(SYMBOL);
    expect(engine.depth.asks).toEqual([]);
    expect(engine.mismatches).toEqual([]);
  }, 300_000);

  it('fires a plan whose trigger was crossed while the product server was down (kill -9), once', async () => {
    const cookie = await signInDemo(cluster.origin);
    const call = productCall(cookie);
    const recordsBefore = await allocationRecords();
    // The last price is 1,990: a trigger at 1,985 waits for a fall.
    const placed = await call<PlanView>(cluster.origin, '/spot/plan/place', {
      symbol: SYMBOL,
      side: 'buy',
      orderType: 'limit',
      triggerPrice: '1985',
      price: '1800',
      size: '0.01',
    });
    expect(placed.envelope).toMatchObject({ status: 'success', data: { triggerDirection: 'down' } });
    const planNo = placed.envelope.data.planNo;
    process.kill(cluster.processes().web!, 'SIGKILL');
    // The gateways and engines trade on without the product server.
    await tradeAt('1980');
    await until(
      'the restarted product server',
      async () => (await fetch(`${cluster.origin}/v1/market/symbols`)).ok,
      3_000,
    );
    await until('the plan triggered', async () => (await planOf(call, planNo))?.status === 'triggered');
    const triggered = (await planOf(call, planNo))!;
    await until('the open order', async () => {
      const open = await call<OrderView[]>(cluster.origin, `/spot/order/open?symbol=${SYMBOL}`);
      return open.envelope.data.some((order) => order.orderNo === triggered.orderNo);
    });
    // Once: one order of the plan in the engine's book, one funding of 18 USDT.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const engine = await cluster.engine(SYMBOL);
    expect(engine.depth.bids).toEqual([
      [190_000, 100],
      [180_000, 100],
    ]);
    const usdtOut = ([kind, asset]: unknown[]) => kind === 'transfer_out' && asset === 'USDT';
    const funded = (await allocationRecords()).find(usdtOut)![2] as number;
    const fundedBefore = recordsBefore.find(usdtOut)![2] as number;
    expect(funded - fundedBefore).toBeCloseTo(18, 8);
    expect(engine.mismatches).toEqual([]);
  }, 300_000);
});
