/**
 * Issue #31's "done when": starts the cluster (NATS JetStream, two engines, the persister, two
 * gateways over PostgreSQL), places orders through both gateways, kills -9 one engine and one
 * gateway mid-stream, and checks that every acknowledged order is in the book or filled, that the
 * ledger in PostgreSQL balances and matches the engines, and that the books clients rebuild (one
 * from the JetStream result stream, one from a gateway's WebSocket level stream) equal the
 * gateways' REST depth and the engines' own books.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL), which scripts/ensure-system-deps.sh provides.
 */
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getSymbol } from '../markets/index.ts';
import { MarketsCode } from '../plugins/markets/errors.ts';
import { marketsMessage } from '../plugins/markets/messages.ts';
import { BookReplica, LevelBook, type LevelDelta } from './book-replica.ts';
import { EVENT_STREAM } from './config.ts';
import { natsInstalled, type RunningCluster, SPOT_ONLY, startCluster, until } from './harness.ts';
import { decode } from './nats.ts';
import { clusterPool, ledgerTotals } from './store.ts';
import { type CommandResult, parseSignedUnits } from './symbol-engine.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT'] as const; // one on each engine
const ORDERS_PER_SYMBOL = 90;
const USERS = [1, 2, 3, 4];

describe.skipIf(!databaseUrl || !natsInstalled)('scale-out cluster under kill -9', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startCluster({
      port: 47400,
      adminDatabaseUrl: databaseUrl!,
      env: { CLUSTER_SNAPSHOT_EVERY: '20', ...SPOT_ONLY },
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('keeps every acknowledged order, a balanced ledger and one book everywhere', async () => {
    const tokens = new Map(
      await Promise.all(USERS.map(async (id) => [id, await cluster.token(id)] as const)),
    );
    /** Sends through gateway `preferred`, or the other one when that process refuses connections. */
    const send = async (preferred: number, method: string, path: string, userId: number, body?: unknown) => {
      for (const index of [preferred, 1 - preferred]) {
        try {
          return await fetch(`${cluster.gateways[index]}${path}`, {
            method,
            // No JSON content type without a body: Fastify refuses an empty JSON body (400), which
            // had every cancel refused.
            headers: {
              authorization: `Bearer ${tokens.get(userId)}`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (code !== 'ECONNREFUSED') return undefined; // reset mid-request: outcome unknown, not acknowledged
        }
      }
      return undefined;
    };

    for (const symbol of SYMBOLS) {
      const spec = getSymbol(symbol);
      for (const userId of USERS) {
        for (const [asset, amount] of [
          [spec.quote, '10000000'],
          [spec.base, '1000'],
        ] as const) {
          const answer = await send(userId % 2, 'POST', '/cluster/v1/deposits', userId, {
            symbol,
            asset,
            amount,
          });
          expect(answer?.status).toBe(200);
        }
      }
    }

    // Refusals: the gateway's code and the product's text in the caller's language (languageType 1,
    // Simplified Chinese), on the REST routes and the level stream (refusal-text.ts).
    const unknown = await send(1, 'GET', '/cluster/v1/orders/BTCUSDT/999999?languageType=1', USERS[0]!);
    expect(unknown?.status).toBe(404);
    expect(await unknown!.json()).toEqual({
      code: 'unknown-order',
      message: marketsMessage(MarketsCode.orderNotFound, 1),
      detail: 'no such order',
    });
    const short = await send(0, 'POST', '/cluster/v1/orders?languageType=1', USERS[0]!, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      // 200 BTC at 95,000: 19 million USDT, beyond the 10 million deposited.
      price: '95000',
      size: '200',
    });
    expect(short?.status).toBe(400);
    expect(await short!.json()).toMatchObject({
      code: 'insufficient-balance',
      message: marketsMessage(MarketsCode.insufficientBalance, 1),
    });
    const refusedStream = await new Promise<{ code: string; message: string }>((resolve, reject) => {
      const socket = new WebSocket(
        `${cluster.gateways[1]!.replace('http', 'ws')}/cluster/v1/stream?symbol=NOPEUSDT&languageType=1`,
      );
      socket.on('message', (data) => resolve(JSON.parse(String(data))));
      socket.on('error', reject);
    });
    expect(refusedStream).toMatchObject({
      code: 'unknown-symbol',
      message: marketsMessage(MarketsCode.unknownSymbol, 1),
    });

    // A WebSocket client of gateway 0 rebuilds each book from its snapshot and level deltas.
    const streamed = new Map(SYMBOLS.map((symbol) => [symbol, new LevelBook()]));
    const sockets = await Promise.all(
      SYMBOLS.map(
        (symbol) =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(
              `${cluster.gateways[0]!.replace('http', 'ws')}/cluster/v1/stream?symbol=${symbol}`,
            );
            socket.on('message', (data) => {
              const message = JSON.parse(String(data)) as LevelDelta & { type: string };
              streamed.get(symbol)!.apply(message, message.type === 'snapshot');
              if (message.type === 'snapshot') resolve(socket);
            });
            socket.on('error', reject);
          }),
      ),
    );

    const acknowledged: Array<{ symbol: string; orderId: number; cancelled: boolean }> = [];
    const via = new Set<string>();
    let killedEngine = false;
    let killedGateway = false;
    const placeOne = async (symbol: string, i: number) => {
      const spec = getSymbol(symbol);
      const userId = USERS[i % USERS.length]!;
      const side = i % 2 === 0 ? 'buy' : 'sell';
      // Prices around the start price, so about half the orders cross and trade.
      const offset = ((i * 7919) % 21) - 10;
      const price = ((spec.startPriceTicks * (1000 + offset)) / 1000 / 10 ** spec.pricePlace).toFixed(
        spec.pricePlace,
      );
      const size = ((spec.minSizeLots * (1 + (i % 5)) * 20) / 10 ** spec.quotePrecision).toFixed(
        spec.quotePrecision,
      );
      const answer = await send(i % 2, 'POST', '/cluster/v1/orders', userId, {
        symbol,
        side,
        type: 'limit',
        price,
        size,
      });
      if (answer?.status !== 200) return;
      const body = (await answer.json()) as { orderId: number; status: string; gateway: string };
      via.add(body.gateway);
      const entry = { symbol, orderId: body.orderId, cancelled: false };
      acknowledged.push(entry);
      if (i % 9 === 0 && body.status === 'open') {
        const cancel = await send(
          1 - (i % 2),
          'DELETE',
          `/cluster/v1/orders/${symbol}/${body.orderId}`,
          userId,
        );
        // A cancel refused because the order filled in between is fine; an acknowledged one counts.
        if (cancel?.status === 200) entry.cancelled = true;
      }
    };

    const lanes = 6;
    let next = 0;
    const total = ORDERS_PER_SYMBOL * SYMBOLS.length;
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < total) {
          const i = next;
          next += 1;
          if (!killedEngine && acknowledged.length >= total / 3) {
            killedEngine = true;
            process.kill(cluster.processes()['engine-0']!, 'SIGKILL');
          }
          if (!killedGateway && acknowledged.length >= (2 * total) / 3) {
            killedGateway = true;
            process.kill(cluster.processes()['gateway-1']!, 'SIGKILL');
          }
          await placeOne(SYMBOLS[i % SYMBOLS.length]!, i);
        }
      }),
    );
    expect(killedEngine && killedGateway).toBe(true);
    expect(via).toEqual(new Set(['0', '1']));
    expect(acknowledged.length).toBeGreaterThan(total / 2);

    // The restarted gateway and engine catch up with the journal.
    await cluster.waitHealthy();
    const lastSeq = new Map<string, number>();
    for (const symbol of SYMBOLS) lastSeq.set(symbol, await cluster.lastCommandSeq(symbol));
    const replicas = new Map(SYMBOLS.map((symbol) => [symbol, new BookReplica(symbol)]));
    const seen = new Set<string>();
    let duplicates = 0;
    const stream = await (
      await jetstream(cluster.nc).consumers.get(EVENT_STREAM, { deliver_policy: DeliverPolicy.All })
    ).consume();
    void (async () => {
      for await (const message of stream) {
        const result = decode<CommandResult>(message.data);
        const key = `${result.symbol}:${result.seq}`;
        if (seen.has(key)) duplicates += 1;
        seen.add(key);
        replicas.get(result.symbol as (typeof SYMBOLS)[number])?.apply(result);
      }
    })();
    const gatewayDepth = async (gateway: string, symbol: string) =>
      (await (await fetch(`${gateway}/cluster/v1/depth/${symbol}`)).json()) as {
        seq: number;
        bids: Array<[number, number]>;
        asks: Array<[number, number]>;
      };
    await until('engines, gateways and the client at the journal end', async () => {
      for (const symbol of SYMBOLS) {
        const last = lastSeq.get(symbol)!;
        if ((await cluster.engine(symbol)).seq !== last) return false;
        if (replicas.get(symbol)!.seq !== last) return false;
        for (const gateway of cluster.gateways)
          if ((await gatewayDepth(gateway, symbol)).seq !== last) return false;
      }
      return true;
    });
    await stream.close();
    for (const socket of sockets) socket.close();

    // Every acknowledged order is resting or filled (or cancelled, when its cancel was acknowledged).
    for (const order of acknowledged) {
      const status = replicas
        .get(order.symbol as (typeof SYMBOLS)[number])!
        .orderStatus(order.orderId)?.status;
      if (order.cancelled) expect(status, `${order.symbol} #${order.orderId}`).toBe('cancelled');
      else expect(['open', 'filled'], `${order.symbol} #${order.orderId}: ${status}`).toContain(status);
    }
    expect(duplicates).toBe(0);
    // The cancels ran: some were acknowledged (others met an order already filled).
    expect(acknowledged.filter((order) => order.cancelled).length).toBeGreaterThan(0);

    // One book: rebuilt from the stream = each gateway's REST depth = the engine's own book.
    for (const symbol of SYMBOLS) {
      const rebuilt = replicas.get(symbol)!.depth();
      expect(rebuilt.bids.length + rebuilt.asks.length).toBeGreaterThan(0);
      for (const gateway of cluster.gateways) {
        const rest = await gatewayDepth(gateway, symbol);
        expect({ bids: rest.bids, asks: rest.asks }).toEqual(rebuilt);
      }
      expect((await cluster.engine(symbol)).depth).toEqual(rebuilt);
      expect(streamed.get(symbol)!.depth()).toEqual(rebuilt);
    }

    // The ledger: every asset sums to zero, and PostgreSQL holds exactly what each engine posted.
    await until('the persister', async () => (await cluster.persisterBacklog()) === 0);
    const pool = clusterPool(cluster.databaseUrl, 1);
    try {
      const totals = await ledgerTotals(pool);
      for (const [asset, sum] of totals.assets) expect(parseSignedUnits(sum), asset).toBe(0n);
      for (const symbol of SYMBOLS) {
        const view = await cluster.engine(symbol);
        expect(view.mismatches).toEqual([]);
        for (const { account, asset, total } of view.balances) {
          const stored = totals.accounts.get(`${symbol} ${account} ${asset}`) ?? '0';
          expect(parseSignedUnits(stored), `${symbol} ${account} ${asset}`).toBe(parseSignedUnits(total));
        }
      }
      const snapshots = await pool.query<{ seq: string }>(
        'SELECT seq FROM cluster_snapshots WHERE symbol = $1',
        ['BTCUSDT'],
      );
      expect(Number(snapshots.rows[0]?.seq ?? 0)).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
  }, 300_000);
});
