import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Decimal } from '@tideline/core/decimal';
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

interface Placed {
  orderId: string;
  status: string;
}
interface Fill {
  orderId: string;
  size: string;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-futures-crash-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO_USER: 'false',
  MARKETS_SIM_TICK_MS: '0',
  // Snapshots every 40 futures commands: recovery must combine a snapshot with the journal after it.
  FUTURES_SNAPSHOT_EVERY: '40',
  FUTURES_PRICE_TICK_MS: '200',
};

async function allFills(client: ApiClient): Promise<Fill[]> {
  const fills: Fill[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await read<Array<Fill & { time: number }>>(
      client,
      `/v1/futures/fills?limit=100${before === undefined ? '' : `&before=${before}`}`,
    );
    fills.push(...page);
    if (page.length < 100) return fills;
    before = page.at(-1)!.time;
  }
}

describe('issue #10 futures crash test: orders under load, kill -9, restart', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged futures order and position, and the engine sound', {
    timeout: 180_000,
  }, async () => {
    server = await spawnServer(env);
    const alice = new ApiClient(server.baseUrl);
    const bob = new ApiClient(server.baseUrl);
    for (const client of [alice, bob]) {
      await fundedTrader(client, [['USDT', '200000']]);
      await ok(client, '/v1/futures/transfer', { direction: 'in', amount: '100000' });
    }
    // The index comes from the spot market's last price (the generated history) until a quote exists.
    await expect
      .poll(
        async () =>
          (await read<Array<{ markPrice: string | null }>>(alice, '/v1/futures/tickers?symbol=BTCUSDT'))[0]
            ?.markPrice,
        {
          timeout: 10_000,
        },
      )
      .not.toBeNull();
    const [ticker] = await read<Array<{ markPrice: string }>>(alice, '/v1/futures/tickers?symbol=BTCUSDT');
    const mark = Math.round(Number(ticker!.markPrice));

    const acknowledged = new Map<string, { client: ApiClient; placed: Placed }>();
    let stop = false;
    let sent = 0;
    const load = async (client: ApiClient, side: 'buy' | 'sell') => {
      while (!stop) {
        sent += 1;
        const price = (mark + ((sent * 37) % 40) - 20).toFixed(2);
        try {
          const answer = await client.post<Placed>('/v1/futures/order/place', {
            symbol: 'BTCUSDT',
            side,
            orderType: 'limit',
            price,
            size: '0.010',
          });
          if (answer.body.code === 0)
            acknowledged.set(answer.body.data.orderId, { client, placed: answer.body.data });
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const workers = [
      ...Array.from({ length: 3 }, () => load(alice, 'buy')),
      ...Array.from({ length: 3 }, () => load(bob, 'sell')),
    ];
    while (acknowledged.size < 120) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(workers);

    // The restarted server checks the engine's invariants (conservation included) while recovering.
    server = await spawnServer(env);
    for (const client of [alice, bob]) (client as { baseUrl: string }).baseUrl = server.baseUrl;
    const known = new Set<string>();
    for (const client of [alice, bob]) {
      const open = await read<Array<{ orderId: string }>>(client, '/v1/futures/orders/open');
      const history = await read<Array<{ orderId: string }>>(client, '/v1/futures/orders/history?limit=100');
      for (const order of [...open, ...history]) known.add(order.orderId);
      let page = history;
      while (page.length === 100) {
        const before = (page.at(-1) as { time?: number }).time;
        page = await read(client, `/v1/futures/orders/history?limit=100&before=${before}`);
        for (const order of page) known.add(order.orderId);
      }
    }
    for (const [orderId] of acknowledged) expect(known.has(orderId), `order ${orderId}`).toBe(true);

    // Each position is exactly its owner's fills, and the long equals the short.
    const size = async (client: ApiClient, direction: 1 | 2) => {
      const positions = await read<Position[]>(client, '/v1/futures/positions?symbol=BTCUSDT');
      return positions.find((position) => position.direction === direction)?.count ?? '0';
    };
    const filled = (fills: Fill[]) => fills.reduce((sum, fill) => sum.plus(fill.size), new Decimal(0));
    const long = await size(alice, 1);
    const short = await size(bob, 2);
    expect(new Decimal(long).greaterThan(0)).toBe(true);
    expect(new Decimal(long).equals(short)).toBe(true);
    expect(filled(await allFills(alice)).equals(long)).toBe(true);
    expect(filled(await allFills(bob)).equals(short)).toBe(true);
  });
});
