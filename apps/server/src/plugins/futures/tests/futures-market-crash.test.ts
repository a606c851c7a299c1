import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  fundedTrader,
  ok,
  type Position,
  read,
  type ServerProcess,
  spawnServer,
} from '../../../../test/support/futures-server.ts';

interface Depth {
  bids: unknown[];
  asks: unknown[];
}
interface Trade {
  tradeId: string;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-futures-market-crash-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO_USER: 'false',
  MARKETS_SIM_TICK_MS: '250',
  FUTURES_SIM_TICK_MS: '250',
  // Recovery combines a snapshot with the journal after it, and checks every invariant.
  FUTURES_SNAPSHOT_EVERY: '300',
  FUTURES_CHECK_INVARIANTS: 'true',
};

async function latestTradeId(client: ApiClient): Promise<number> {
  const trades = await read<Trade[]>(client, '/v1/futures/trades?symbol=BTCUSDT');
  return Math.max(0, ...trades.map((trade) => Number(trade.tradeId)));
}

describe('issue #18 the simulated futures market survives kill -9', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a position taken against the simulated maker, one ladder and a live tape after a restart', {
    timeout: 240_000,
  }, async () => {
    server = await spawnServer(env);
    const trader = new ApiClient(server.baseUrl);
    await expect
      .poll(async () => (await read<Depth>(trader, '/v1/futures/depth?symbol=BTCUSDT')).asks.length, {
        timeout: 60_000,
      })
      .toBeGreaterThanOrEqual(20);
    await fundedTrader(trader, [['USDT', '10000']]);
    await ok(trader, '/v1/futures/transfer', { direction: 'in', amount: '3000' });
    await ok(trader, '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      size: '0.020',
    });
    await expect.poll(() => latestTradeId(trader), { timeout: 60_000 }).toBeGreaterThan(3);
    const tradeBefore = await latestTradeId(trader);

    server.child.kill('SIGKILL');
    await server.exited;
    // The restarted server refuses to start unless the recovered engine's invariants hold.
    server = await spawnServer(env);
    (trader as { baseUrl: string }).baseUrl = server.baseUrl;

    const held = await read<Position[]>(trader, '/v1/futures/positions?symbol=BTCUSDT');
    expect(held).toMatchObject([{ symbol: 'BTCUSDT', direction: 2, count: '0.020' }]);
    await expect.poll(() => latestTradeId(trader), { timeout: 60_000 }).toBeGreaterThan(tradeBefore);
    // The maker picked up its resting ladder instead of placing a second one beside it.
    const depth = await read<Depth>(trader, '/v1/futures/depth?symbol=BTCUSDT&limit=200');
    expect(depth.bids.length).toBeGreaterThanOrEqual(20);
    expect(depth.bids.length).toBeLessThanOrEqual(24);
    expect(depth.asks.length).toBeLessThanOrEqual(24);
  });
});
