import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  fundedTrader,
  type ServerProcess,
  spawnServer,
} from '../../../../test/support/spot-server.ts';

interface Order {
  orderNo: string;
  status: string;
  buyDealCount: string;
  holdCount: string;
  side: string;
}
interface Balances {
  balances: Array<{ asset: string; available: string; hold: string; total: string }>;
}
interface Fill {
  fee: string;
  feeAsset: string;
}

/** Sums decimal strings exactly, as integers of 10^-8. */
function units(text: string): bigint {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
  return text.startsWith('-') ? -value : value;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-crash-'));
const simDataDir = mkdtempSync(path.join(tmpdir(), 'tideline-crash-sim-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO_USER: 'false',
  // No simulator: the two traders only trade with each other, so conservation is checkable from outside.
  MARKETS_SIM_TICK_MS: '0',
  // Snapshots every 40 commands: recovery must combine a snapshot with the journal after it.
  MARKETS_SNAPSHOT_EVERY: '40',
};

describe('issue #7 crash test: orders under load, kill -9, restart', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(simDataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order and balance, and the ledger conserved', {
    timeout: 240_000,
  }, async () => {
    server = await spawnServer(env);
    const alice = new ApiClient(server.baseUrl);
    const bob = new ApiClient(server.baseUrl);
    await fundedTrader(alice, [
      ['USDT', '1000000'],
      ['BTC', '50'],
    ]);
    await fundedTrader(bob, [
      ['USDT', '1000000'],
      ['BTC', '50'],
    ]);
    const deposited = { USDT: units('2000000'), BTC: units('100') };

    const acknowledged = new Map<string, { client: ApiClient; order: Order }>();
    let stop = false;
    let sent = 0;
    const load = async (client: ApiClient, side: 'buy' | 'sell') => {
      while (!stop) {
        sent += 1;
        // Prices around 90,000 on both sides, so many orders cross and trade.
        const price = (90_000 + ((sent * 37) % 200) - 100).toFixed(2);
        try {
          const answer = await client.post<Order>('/v1/spot/order/place', {
            symbol: 'BTCUSDT',
            side,
            orderType: 'limit',
            price,
            size: '0.010000',
            clientOrderId: `load-${side}-${sent}`,
          });
          if (answer.body.code === 0)
            acknowledged.set(answer.body.data.orderNo, { client, order: answer.body.data });
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const workers = [
      ...Array.from({ length: 4 }, () => load(alice, 'buy')),
      ...Array.from({ length: 4 }, () => load(bob, 'sell')),
    ];
    while (acknowledged.size < 200) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(workers);
    expect(acknowledged.size).toBeGreaterThanOrEqual(200);

    server = await spawnServer(env);
    for (const client of [alice, bob]) {
      (client as { baseUrl: string }).baseUrl = server.baseUrl;
    }
    // Every acknowledged order is there, at least as far along as its acknowledgement said.
    for (const [orderNo, { client, order }] of acknowledged) {
      const answer = await client.get<Order>(`/v1/spot/order/detail?orderNo=${orderNo}`);
      expect(answer.body.code, `order ${orderNo}`).toBe(0);
      expect(units(answer.body.data.buyDealCount) >= units(order.buyDealCount)).toBe(true);
    }
    // Conservation seen from outside: both traders' balances plus the fees they paid are exactly
    // what was deposited; and each hold is exactly what the open orders hold.
    const totals = { USDT: 0n, BTC: 0n };
    let fills = 0;
    for (const client of [alice, bob]) {
      const balances = await client.get<Balances>('/v1/asset/spot/balances');
      const open = await client.get<Order[]>('/v1/spot/order/open?symbol=BTCUSDT');
      const holds = { USDT: 0n, BTC: 0n };
      for (const order of open.body.data)
        holds[order.side === 'buy' ? 'USDT' : 'BTC'] += units(order.holdCount);
      for (const balance of balances.body.data.balances) {
        if (balance.asset !== 'USDT' && balance.asset !== 'BTC') continue;
        totals[balance.asset] += units(balance.total);
        expect(units(balance.hold)).toBe(holds[balance.asset]);
      }
      let before: string | undefined;
      for (;;) {
        const page = await client.get<Array<Fill & { ts: number }>>(
          `/v1/spot/order/fills?limit=100${before ? `&before=${before}` : ''}`,
        );
        for (const fill of page.body.data) totals[fill.feeAsset as 'USDT' | 'BTC'] += units(fill.fee);
        fills += page.body.data.length;
        if (page.body.data.length < 100) break;
        before = String(page.body.data.at(-1)!.ts);
      }
    }
    expect(fills).toBeGreaterThan(0);
    expect(totals).toEqual(deposited);
  });

  it('recovers a running simulated market: snapshot plus journal, acknowledged orders and holds intact', {
    timeout: 240_000,
  }, async () => {
    const simEnv = { ...env, DATA_DIR: simDataDir, MARKETS_SIM_TICK_MS: '25', SIM_SEED: '11' };
    // The first test's restarted server is still running: stop it, or it outlives the suite.
    server?.child.kill('SIGKILL');
    server = await spawnServer(simEnv);
    const trader = new ApiClient(server.baseUrl);
    await fundedTrader(trader, [
      ['USDT', '1000000'],
      ['BTC', '50'],
    ]);
    const acknowledged = new Map<string, Order>();
    let stop = false;
    let sent = 0;
    const load = async () => {
      while (!stop) {
        sent += 1;
        const side = sent % 2 === 0 ? 'buy' : 'sell';
        try {
          // Market orders trade with the simulated book; limits far from it rest.
          const body =
            sent % 3 === 0
              ? { symbol: 'BTCUSDT', side, orderType: 'market', size: '0.001000' }
              : {
                  symbol: 'BTCUSDT',
                  side,
                  orderType: 'limit',
                  price: side === 'buy' ? '50000.00' : '150000.00',
                  size: '0.001000',
                };
          const answer = await trader.post<Order>('/v1/spot/order/place', body);
          if (answer.body.code === 0) acknowledged.set(answer.body.data.orderNo, answer.body.data);
        } catch {
          return;
        }
      }
    };
    const workers = Array.from({ length: 6 }, load);
    while (acknowledged.size < 100) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(workers);

    // The restarted server checks ledger conservation while recovering and refuses to start otherwise.
    server = await spawnServer(simEnv);
    (trader as { baseUrl: string }).baseUrl = server.baseUrl;
    for (const [orderNo, order] of acknowledged) {
      const answer = await trader.get<Order>(`/v1/spot/order/detail?orderNo=${orderNo}`);
      expect(answer.body.code, `order ${orderNo}`).toBe(0);
      // Limits rest far from the simulated book and market orders were finished when acknowledged.
      expect(answer.body.data.status).toBe(order.status);
    }
    const open = await trader.get<Order[]>('/v1/spot/order/open?symbol=BTCUSDT');
    const holds = { USDT: 0n, BTC: 0n };
    for (const order of open.body.data)
      holds[order.side === 'buy' ? 'USDT' : 'BTC'] += units(order.holdCount);
    const balances = await trader.get<Balances>('/v1/asset/spot/balances');
    for (const balance of balances.body.data.balances) {
      if (balance.asset === 'USDT' || balance.asset === 'BTC')
        expect(units(balance.hold)).toBe(holds[balance.asset]);
    }
    // The simulated market goes on trading after recovery.
    const before = await trader.get<Array<{ tradeId: string }>>('/v1/market/trades?symbol=ETHUSDT&limit=1');
    await expect
      .poll(
        async () =>
          (await trader.get<Array<{ tradeId: string }>>('/v1/market/trades?symbol=ETHUSDT&limit=1')).body
            .data[0]?.tradeId,
        { timeout: 20_000 },
      )
      .not.toBe(before.body.data[0]?.tradeId);
  });
});
