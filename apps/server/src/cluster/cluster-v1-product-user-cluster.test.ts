/**
 * The bearer-token and cookie API `/cluster/v1` for an account the product server funds
 * (docs/scale-out.md, "Funding an allocation"): the seeded user's `/cluster/v1` orders are funded
 * from their spot wallet and reserved like their `/v1` orders, so a burst of both at once through both
 * gateways has none refused for want of money the wallet has, and the allocation is swept to what
 * the open orders hold; a demo deposit to the user is refused (it would have been swept into their
 * real spot wallet), while other accounts still get demo money.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../plugins/accounts/index.ts';
import { clusterTrader, natsInstalled, type RunningCluster, SPOT_ONLY, until } from './harness.ts';
import { type Envelope, productCall, signInDemo, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SYMBOL = 'ETHUSDT';

interface OrderView {
  orderNo: string;
  side: string;
  holdCount: string;
}
type WalletBalance = { asset: string; available: string; total: string };

describe.skipIf(!databaseUrl || !natsInstalled)('/cluster/v1 for a user the product server funds', () => {
  let cluster: RunningCluster;
  let call: ReturnType<typeof productCall>;
  let userId: number;
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: 49720,
      adminDatabaseUrl: databaseUrl!,
      env: { ...SPOT_ONLY },
    });
    call = productCall(await signInDemo(cluster.origin));
    const main = new pg.Client({ connectionString: `${cluster.databaseUrl}_main` });
    await main.connect();
    userId = (await main.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_USER.email]))
      .rows[0]!.id;
    await main.end();
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const wallet = async () => {
    const answer = await call<{ balances: WalletBalance[] }>(cluster.origin, '/asset/spot/balances');
    expect(answer.envelope.status, JSON.stringify(answer.envelope)).toBe('success');
    return new Map(answer.envelope.data.balances.map((balance) => [balance.asset, balance]));
  };
  /** What the user's open orders hold, per asset, and what the user has in the engine. */
  const allocation = async () => {
    const open = (await call<OrderView[]>(cluster.gateways[0]!, `/spot/order/open?symbol=${SYMBOL}`)).envelope
      .data;
    const held = { USDT: 0, ETH: 0 };
    for (const order of open) held[order.side === 'buy' ? 'USDT' : 'ETH'] += Number(order.holdCount);
    const engine = await cluster.engine(SYMBOL);
    expect(engine.mismatches).toEqual([]);
    const of = (asset: string) =>
      Number(
        engine.balances.find((balance) => balance.account === `u${userId}` && balance.asset === asset)
          ?.total ?? 0,
      );
    return { held, inEngine: { USDT: of('USDT'), ETH: of('ETH') } };
  };

  it('funds the user’s /cluster/v1 orders from the spot wallet beside their /v1 orders, none refused', async () => {
    const user = clusterTrader(cluster, userId);
    const before = await wallet();
    const burst: Array<Promise<string>> = [];
    for (let i = 0; i < 24; i += 1) {
      const [side, price, size] = i % 2 === 0 ? ['buy', '1000', '0.01'] : ['sell', '5000', '0.02'];
      if (i % 3 === 0)
        burst.push(
          call<OrderView>(cluster.gateways[i % 2]!, '/spot/order/place', {
            symbol: SYMBOL,
            side,
            orderType: 'limit',
            price,
            size,
          }).then(({ envelope }: { envelope: Envelope<unknown> }) =>
            envelope.status === 'success' ? 'ok' : `/v1 ${i}: ${envelope.code} ${envelope.msg}`,
          ),
        );
      else
        burst.push(
          user
            .order({ symbol: SYMBOL, side: side as 'buy' | 'sell', price, size }, i % 2)
            .then(async (answer) =>
              answer.status === 200 ? 'ok' : `/cluster/v1 ${i}: ${await answer.text()}`,
            ),
        );
    }
    expect((await Promise.all(burst)).filter((outcome) => outcome !== 'ok')).toEqual([]);
    // Swept: the allocation holds what the open orders hold, nothing more; the wallet shows it held.
    await until('the allocation swept', async () => {
      const { held, inEngine } = await allocation();
      return Math.abs(held.USDT - inEngine.USDT) < 1e-8 && Math.abs(held.ETH - inEngine.ETH) < 1e-8;
    });
    const { held } = await allocation();
    expect(held.USDT).toBeCloseTo(12 * 10, 8);
    expect(held.ETH).toBeCloseTo(12 * 0.02, 8);
    const after = await wallet();
    expect(Number(after.get('USDT')!.total)).toBe(Number(before.get('USDT')!.total));
    expect(Number(after.get('USDT')!.available)).toBeCloseTo(Number(before.get('USDT')!.available) - 120, 8);
    expect(Number(after.get('ETH')!.available)).toBeCloseTo(Number(before.get('ETH')!.available) - 0.24, 8);
    const clusterDb = new pg.Client({ connectionString: cluster.databaseUrl });
    await clusterDb.connect();
    await until(
      'no reservation left',
      async () => (await clusterDb.query('SELECT 1 FROM cluster_reservations')).rows.length === 0,
    );
    await clusterDb.end();
  }, 600_000);

  it('refuses demo money to the user (it would be swept into their spot wallet), not to other accounts', async () => {
    const before = await wallet();
    const refused = await clusterTrader(cluster, userId).deposit({
      symbol: SYMBOL,
      asset: 'USDT',
      amount: '1000',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'forbidden' });
    const other = await clusterTrader(cluster, 900_721).deposit({
      symbol: SYMBOL,
      asset: 'USDT',
      amount: '1000',
    });
    expect(other.status).toBe(200);
    // Nothing came into the user's wallet.
    expect((await wallet()).get('USDT')).toEqual(before.get('USDT'));
  }, 60_000);
});
