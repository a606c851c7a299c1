/**
 * The spot wallet's total never blinks around a funding or a sweep (docs/scale-out.md, "Funding an
 * allocation"): the seeded user places and cancels many orders through the origin, some filled by
 * another account (as maker: the proceeds swept back by the product server alone; as taker), while
 * the test records every private `balances` message on the product's `/ws` and polls the REST
 * balances. Every total shown, per asset, must be the true total at some point of the run: what the
 * user had at the start less what the fills moved and their fees, taken in the fills' order. Before
 * the balances were held over a transfer, a funding's spot payment showed before its deposit's result
 * (the order's amount in neither place) and a sweep's withdraw before the spot wallet's credit.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LEDGER_DECIMALS, parseUnits } from '../markets/index.ts';
import { clusterTrader, natsInstalled, type RunningCluster, SPOT_ONLY, until } from './harness.ts';
import { productCall, signInDemo, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SYMBOL = 'ETHUSDT';
const ASSETS: readonly string[] = ['USDT', 'ETH'];

interface OrderView {
  orderNo: string;
  status: string;
}
interface Fill {
  tradeId: string;
  side: 'buy' | 'sell';
  size: string;
  quoteAmount: string;
  fee: string;
  feeAsset: string;
  ts: number;
}
type Shown = { asset: string; available: string; hold: string };

const units = (decimal: string): bigint => {
  const parsed = parseUnits(decimal, LEDGER_DECIMALS);
  if (parsed === undefined) throw new Error(`not an amount: ${decimal}`);
  return parsed;
};

describe.skipIf(!databaseUrl || !natsInstalled)('the spot balances around fundings and sweeps', () => {
  let cluster: RunningCluster;
  let cookie: string;
  let call: ReturnType<typeof productCall>;
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: 49700,
      adminDatabaseUrl: databaseUrl!,
      env: { ...SPOT_ONLY },
    });
    cookie = await signInDemo(cluster.origin);
    call = productCall(cookie);
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const totals = async (): Promise<Map<string, bigint>> => {
    const answer = await call<{ balances: Array<Shown & { total: string }> }>(
      cluster.origin,
      '/asset/spot/balances',
    );
    expect(answer.envelope.status, JSON.stringify(answer.envelope)).toBe('success');
    return new Map(answer.envelope.data.balances.map((balance) => [balance.asset, units(balance.total)]));
  };
  const place = async (side: 'buy' | 'sell', price: string, size: string) => {
    const placed = await call<OrderView>(cluster.origin, '/spot/order/place', {
      symbol: SYMBOL,
      side,
      orderType: 'limit',
      price,
      size,
    });
    expect(placed.envelope.status, JSON.stringify(placed.envelope)).toBe('success');
    return placed.envelope.data;
  };
  const cancel = async (orderNo: string) => {
    const cancelled = await call<OrderView>(cluster.origin, '/spot/order/cancel', {
      symbol: SYMBOL,
      orderNo,
    });
    expect(cancelled.envelope.status, JSON.stringify(cancelled.envelope)).toBe('success');
  };
  /** An order of another account on `/cluster/v1`, funded by a demo deposit. */
  const otherOrder = async (userId: number, side: 'buy' | 'sell', price: string, size: string) => {
    const trader = clusterTrader(cluster, userId);
    const deposit = await trader.deposit({
      symbol: SYMBOL,
      asset: side === 'buy' ? 'USDT' : 'ETH',
      amount: side === 'buy' ? '100000' : '10',
    });
    expect(deposit.status).toBe(200);
    return ((await (await trader.order({ symbol: SYMBOL, side, price, size })).json()) as { status: string })
      .status;
  };

  it('shows, in every balances message and REST answer, a total the user really has', async () => {
    const start = await totals();
    const pushed: Shown[][] = [];
    const socket = new WebSocket(`${cluster.origin.replace('http', 'ws')}/ws`, {
      origin: cluster.origin,
      headers: { cookie },
    });
    let subscribed = false;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { op?: string; channel?: string; data?: Shown[] };
      if (message.op === 'subscribed') subscribed = true;
      if (message.channel === 'balances') pushed.push(message.data!);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ op: 'subscribe', args: [{ channel: 'balances' }] }));
    await until('the balances subscription', async () => subscribed);

    // The REST balances, read over and over while the orders go.
    const read: Array<Map<string, bigint>> = [];
    let trading = true;
    const polling = (async () => {
      while (trading) read.push(await totals());
    })();

    for (let round = 0; round < 16; round += 1) {
      await cancel((await place('buy', '1000', '0.01')).orderNo);
      await cancel((await place('sell', '5000', '0.012')).orderNo);
      if (round % 4 === 1) {
        // The user's resting sell taken by another account: its proceeds are swept without a call.
        const resting = await place('sell', '2500', '0.013');
        expect(await otherOrder(900_701, 'buy', '2500', '0.013')).toBe('filled');
        await until('the maker fill', async () => {
          const open = await call<OrderView[]>(cluster.origin, `/spot/order/open?symbol=${SYMBOL}`);
          return !open.envelope.data.some((order) => order.orderNo === resting.orderNo);
        });
      }
      if (round % 4 === 3) {
        // The user takes another account's resting sell.
        expect(await otherOrder(900_702, 'sell', '2400', '0.014')).toBe('open');
        expect((await place('buy', '2400', '0.014')).status).toBe('filled');
      }
    }
    trading = false;
    await polling;
    socket.close();

    // The true totals: the start, then after each of the user's fills in order.
    const fills = (await call<Fill[]>(cluster.origin, `/spot/order/fills?symbol=${SYMBOL}&limit=100`))
      .envelope.data;
    expect(fills).toHaveLength(8);
    const truth = [new Map<string, bigint>(ASSETS.map((asset) => [asset, start.get(asset) ?? 0n]))];
    for (const fill of [...fills].sort((a, b) => a.ts - b.ts || Number(a.tradeId) - Number(b.tradeId))) {
      const next = new Map(truth.at(-1)!);
      const [paid, got] = fill.side === 'buy' ? ['USDT', 'ETH'] : ['ETH', 'USDT'];
      next.set(paid, next.get(paid)! - units(fill.side === 'buy' ? fill.quoteAmount : fill.size));
      next.set(got, next.get(got)! + units(fill.side === 'buy' ? fill.size : fill.quoteAmount));
      next.set(fill.feeAsset, next.get(fill.feeAsset)! - units(fill.fee));
      truth.push(next);
    }
    // Settled, the wallet shows the last true total: the computation is right.
    await until('the last sweep', async () => {
      const now = await totals();
      return ASSETS.every((asset) => now.get(asset) === truth.at(-1)!.get(asset));
    });

    /** Each total shown must be a true total no earlier than the one shown before it. */
    const wrong: string[] = [];
    const check = (where: string, shown: Iterable<[string, bigint]>, reached: Map<string, number>) => {
      for (const [asset, total] of shown) {
        if (!ASSETS.includes(asset)) continue;
        const from = reached.get(asset) ?? 0;
        const at = truth.findIndex((step, index) => index >= from && step.get(asset) === total);
        if (at < 0)
          wrong.push(`${where}: ${asset} total ${total}, true ${truth.map((step) => step.get(asset))}`);
        else reached.set(asset, at);
      }
    };
    const pushedReached = new Map<string, number>();
    for (const [index, message] of pushed.entries())
      check(
        `balances message ${index}`,
        message.map((shown) => [shown.asset, units(shown.available) + units(shown.hold)] as [string, bigint]),
        pushedReached,
      );
    const readReached = new Map<string, number>();
    for (const [index, answer] of read.entries()) check(`REST answer ${index}`, answer, readReached);
    // Each order's funding and sweep moved the balances: the channel sent many messages.
    expect(pushed.length).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  }, 600_000);
});
