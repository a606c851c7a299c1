import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  ok,
  positions,
  read,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';
import { FUTURES_MARKET_MAKER } from '../../../futures/simulator/futures-simulator.ts';
import { futuresServiceOf } from '../index.ts';

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

/**
 * How long to wait for a live market on every contract. Not the 30 s budget, which the
 * simulator's own test holds in simulated time: a shared, loaded machine must not fail this.
 */
const PATIENCE_MS = 120_000;

describe.each(backends)('issue #18 a live futures market as the product starts it, on $name', (backend) => {
  let server: RunningServer;
  let client: ApiClient;
  let contracts: string[];

  beforeAll(async () => {
    // The product's own settings: both simulators at their default tick.
    server = await startFuturesServer(backend, { MARKETS_SIM_TICK_MS: '500', FUTURES_SIM_TICK_MS: '500' });
    client = new ApiClient(server.baseUrl);
    const listed = await read<Array<{ symbol: string }>>(client, '/v1/futures/contracts');
    contracts = listed.map((contract) => contract.symbol);
  });

  afterAll(async () => {
    await server?.close();
  });

  it(
    'every contract has at least 20 levels a side, trades and candles soon after start',
    async () => {
      expect(contracts.length).toBeGreaterThanOrEqual(10);
      const alive = async (symbol: string) => {
        const depth = await read<{ bids: unknown[]; asks: unknown[] }>(
          client,
          `/v1/futures/depth?symbol=${symbol}&limit=50`,
        );
        const trades = await read<unknown[]>(client, `/v1/futures/trades?symbol=${symbol}`);
        const candles = await read<unknown[]>(client, `/v1/futures/candles?symbol=${symbol}&interval=1m`);
        return depth.bids.length >= 20 && depth.asks.length >= 20 && trades.length > 0 && candles.length > 0;
      };
      let waiting = contracts;
      const deadline = Date.now() + PATIENCE_MS;
      while (waiting.length > 0 && Date.now() < deadline) {
        const checks = await Promise.all(
          waiting.map(async (symbol) => [symbol, await alive(symbol)] as const),
        );
        waiting = checks.filter(([, ok]) => !ok).map(([symbol]) => symbol);
        if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(waiting, 'contracts not alive yet').toEqual([]);
    },
    PATIENCE_MS + 15_000,
  );

  it("fills a trader's market order against the simulated maker, then closes it with a realised PnL", async () => {
    await fundedTrader(client, [['USDT', '10000']]);
    await ok(client, '/v1/futures/transfer', { direction: 'in', amount: '2000' });
    await ok(client, '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.010',
    });
    const [position] = await positions(client);
    expect(position).toMatchObject({ symbol: 'BTCUSDT', direction: 1, count: '0.010' });
    await ok(client, '/v1/futures/position/close-all', {});
    expect(await positions(client)).toEqual([]);
    const fills = await read<Array<{ side: string; realisedPnl: string }>>(
      client,
      '/v1/futures/fills?symbol=BTCUSDT',
    );
    // The opening buy realises nothing; the closing sell realises the price difference.
    expect(
      fills.filter((fill) => fill.side === 'sell').map((fill) => /^-?\d+(\.\d+)?$/.test(fill.realisedPnl)),
    ).toContain(true);
    expect(fills.filter((fill) => fill.side === 'buy').every((fill) => Number(fill.realisedPnl) === 0)).toBe(
      true,
    );
  });

  it('keeps both venues sound with the simulated accounts in (conservation and every engine invariant)', async () => {
    const futures = futuresServiceOf(server.app);
    await futures.flush();
    for (const venue of ['live', 'demo'] as const) {
      expect(futures.exchanges[venue].checkInvariants(), venue).toEqual([]);
      expect(futures.exchanges[venue].openOrders(FUTURES_MARKET_MAKER).length, venue).toBeGreaterThan(0);
    }
  });
});
