/**
 * Demo (paper-trading) sessions through the cluster trade where the page's market is
 * (docs/scale-out.md, "The product server's own venues follow the cluster's market"): the product
 * server beside the cluster still executes a demo session's orders on its own venues, whose
 * simulated markets now quote around the cluster's last trades (spot) and the contract engines'
 * index (futures). The test moves the cluster's market far from where the product server's own
 * simulators start (ETHUSDT traded at 1.3x its start price; BTCUSDT's index set to 1.3x its start
 * while the mark feed is held), then a demo session's market orders must fill near the cluster's
 * prices, which the product server's own market never reaches.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import { jetstream } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContract } from '../futures/contracts.ts';
import { getSymbol } from '../markets/symbols.ts';
import { futuresCommandSubject, futuresQuerySubject } from './futures-config.ts';
import type { FuturesCommandEnvelope, FuturesEngineView } from './futures-symbol-engine.ts';
import { clusterTrader, natsInstalled, type RunningCluster, until } from './harness.ts';
import { decode, encode } from './nats.ts';
import { productCall, productServerOf, signInDemo, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
/** How far a demo fill may be from the cluster's price: the demo ladder's spread, not a market apart. */
const TOLERANCE = 0.005;

interface SpotOrder {
  status: string;
  marketPrice: string;
  buyDealCount: string;
}
interface Position {
  symbol: string;
  count: string;
  openAvgPrice: string;
}

describe.skipIf(!databaseUrl || !natsInstalled)("demo sessions trade at the cluster's prices", () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: 48800,
      adminDatabaseUrl: databaseUrl!,
      engines: 1,
      // The product server's own simulated markets run (a test server's are still by default).
      env: { MARKETS_SIM_TICK_MS: '200', FUTURES_SIM_TICK_MS: '200' },
    });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  /** A trade at `price` between two accounts of their own on `/cluster/v1` (funded by demo deposits). */
  async function tradeAt(symbol: string, price: string, size: string): Promise<void> {
    const spec = getSymbol(symbol);
    const place = async (userId: number, side: 'buy' | 'sell') => {
      const trader = clusterTrader(cluster, userId);
      const deposit = await trader.deposit({
        symbol,
        asset: side === 'buy' ? spec.quote : spec.base,
        amount: side === 'buy' ? '100000' : size,
      });
      expect(deposit.status).toBe(200);
      const order = await trader.order({ symbol, side, price, size });
      return (await order.json()) as { status: string };
    };
    expect((await place(900_201, 'sell')).status).toBe('open');
    expect((await place(900_202, 'buy')).status).toBe('filled');
  }

  const contractView = async (symbol: string) =>
    decode<FuturesEngineView>((await cluster.nc.request(futuresQuerySubject(symbol), undefined)).data);

  /**
   * Sets the contract's index in the engine to `price`: the mark feed is held (SIGSTOP) while the
   * test publishes its own `spot-prices` commands, then killed; the launcher's restart goes on from
   * the engine's mark, so the index stays near `price` from then on.
   */
  async function moveIndexTo(symbol: string, price: string): Promise<void> {
    const feed = cluster.processes()['futures-mark-feed']!;
    process.kill(feed, 'SIGSTOP');
    try {
      for (let i = 0; i < 20; i += 1) {
        const envelope: FuturesCommandEnvelope = {
          rid: `test-index:${symbol}:${i}`,
          command: { type: 'spot-prices', symbol, last: price, ts: Date.now() },
        };
        await jetstream(cluster.nc).publish(futuresCommandSubject(symbol), encode(envelope), {
          msgID: envelope.rid,
        });
      }
      await until(
        'the index in the engine',
        async () => (await contractView(symbol)).ticker.indexPrice === price,
      );
    } finally {
      process.kill(feed, 'SIGKILL');
    }
    await until('the mark feed restarted', async () => {
      const restarted = cluster.processes()['futures-mark-feed'];
      return restarted !== undefined && restarted !== feed;
    });
  }

  it("fills a demo session's spot and futures market orders near the cluster's last trade and mark", async () => {
    // Spot: the cluster's ETHUSDT trades at 1.3x the start price the product server's market starts near.
    const eth = getSymbol('ETHUSDT');
    const ethPrice = ((eth.startPriceTicks / 10 ** eth.pricePlace) * 1.3).toFixed(eth.pricePlace);
    await tradeAt('ETHUSDT', ethPrice, '0.01');
    // Futures: the contract engines' BTCUSDT index at 1.3x the pair's start.
    const btc = getContract('BTCUSDT');
    const btcStart = getSymbol('BTCUSDT').startPriceTicks / 10 ** getSymbol('BTCUSDT').pricePlace;
    const btcIndex = (btcStart * 1.3).toFixed(btc.pricePlace);
    await moveIndexTo('BTCUSDT', btcIndex);

    const near = (price: number, target: number) => Math.abs(price / target - 1) < TOLERANCE;
    const server = productServerOf(cluster);
    // The product server's own books quote around the cluster's prices (its live venue, shown on its
    // REST depth; the demo venue steps in the same transaction).
    await until('the spot book around the cluster price', async () => {
      const depth = (await (await fetch(`${server}/v1/market/depth?symbol=ETHUSDT`)).json()) as {
        data: { asks: string[][] };
      };
      return near(Number(depth.data.asks[0]?.[0]), Number(ethPrice));
    });
    await until('the futures index', async () => {
      const tickers = (await (await fetch(`${server}/v1/futures/tickers?symbol=BTCUSDT`)).json()) as {
        data: Array<{ indexPrice: string | null }>;
      };
      return near(Number(tickers.data[0]?.indexPrice), Number(btcIndex));
    });

    const cookie = await signInDemo(cluster.origin);
    const switched = await fetch(`${cluster.origin}/v1/user/sub/switchTradeDemo`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ demo: true }),
    });
    const switchAnswer = (await switched.json()) as { status: string };
    expect(switchAnswer.status, JSON.stringify(switchAnswer)).toBe('success');
    const renewed = switched.headers.getSetCookie().map((line) => line.split(';')[0]!);
    const call = productCall(renewed.length > 0 ? renewed.join('; ') : cookie);

    // The demo spot market buy fills within the demo ladder's spread of the cluster's last trade.
    const [lastTrade] = (
      await call<Array<{ price: string }>>(cluster.origin, '/market/trades?symbol=ETHUSDT&limit=1')
    ).envelope.data;
    expect(lastTrade?.price).toBe(ethPrice);
    const bought = await call<SpotOrder>(cluster.origin, '/spot/order/place', {
      symbol: 'ETHUSDT',
      side: 'buy',
      orderType: 'market',
      funds: '100',
    });
    expect(bought.envelope.status, JSON.stringify(bought.envelope)).toBe('success');
    expect(bought.envelope.data.status).toBe('filled');
    expect(Number(bought.envelope.data.marketPrice)).toBeGreaterThan(0);
    expect(
      near(Number(bought.envelope.data.marketPrice), Number(ethPrice)),
      `demo fill ${bought.envelope.data.marketPrice}, cluster last ${ethPrice}`,
    ).toBe(true);
    // It was the demo venue's: the cluster's tape has no new trade.
    const [after] = (
      await call<Array<{ price: string }>>(cluster.origin, '/market/trades?symbol=ETHUSDT&limit=1')
    ).envelope.data;
    expect(after?.price).toBe(ethPrice);

    // The demo futures market buy opens at the cluster's mark, within the demo ladder's spread.
    const moved = await call(cluster.origin, '/futures/transfer', { direction: 'in', amount: '5000' });
    expect(moved.envelope.status, JSON.stringify(moved.envelope)).toBe('success');
    const opened = await call<{ status: string; reason: string | null }>(
      cluster.origin,
      '/futures/order/place',
      {
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'market',
        size: '0.010',
      },
    );
    expect(opened.envelope.status, JSON.stringify(opened.envelope)).toBe('success');
    expect(opened.envelope.data).toMatchObject({ status: 'done', reason: 'filled' });
    const positions = (await call<Position[]>(cluster.origin, '/futures/positions?symbol=BTCUSDT')).envelope
      .data;
    const long = positions.find((position) => Number(position.count) > 0);
    const mark = Number((await contractView('BTCUSDT')).ticker.markPrice);
    expect(
      near(Number(long?.openAvgPrice), mark),
      `demo entry ${long?.openAvgPrice}, cluster mark ${mark}`,
    ).toBe(true);
    // The position is the demo venue's: the contract engines traded nothing.
    const engineTrades = await call<unknown[]>(cluster.origin, '/futures/trades?symbol=BTCUSDT');
    expect(engineTrades.envelope.data).toEqual([]);
  }, 300_000);
});
