/**
 * Futures in the cluster under kill -9 (issue #31): two futures engines (BTCUSDT on one, ETHUSDT on
 * the other), the mark feed journalling index prices every 200 ms and funding due every 2 s, orders
 * and cancels through both gateways, the engine of BTCUSDT killed -9 mid-stream and restarted by
 * the launcher. Then (with the mark feed paused so the engines reach the journal's end): every
 * acknowledged order is resting or filled (cancelled when its cancel was acknowledged), no command
 * has two results and no order two acceptances, each engine's invariants hold (long size = short
 * size, margins, holds, conservation), PostgreSQL's futures postings sum to zero and equal what each
 * engine's ledger holds per account, a snapshot was taken, and funding was paid from journalled
 * ticks. Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContract } from '../futures/contracts.ts';
import { serverMessage } from '../i18n/index.ts';
import { FuturesCode } from '../plugins/futures/errors.ts';
import { futuresMessage } from '../plugins/futures/messages.ts';
import {
  FUTURES_COMMAND_STREAM,
  FUTURES_EVENT_STREAM,
  FUTURES_PERSISTER_CONSUMER,
  futuresCommandSubject,
  futuresQuerySubject,
} from './futures-config.ts';
import type { FuturesCommandResult, FuturesEngineView } from './futures-symbol-engine.ts';
import { natsInstalled, type RunningCluster, startCluster, until } from './harness.ts';
import { decode, encode } from './nats.ts';
import { clusterPool, ledgerTotals } from './store.ts';
import { parseSignedUnits } from './symbol-engine.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT'] as const; // shard 0 and shard 1
const ORDERS_PER_SYMBOL = 60;
const USERS = [1, 2, 3, 4];

describe.skipIf(!databaseUrl || !natsInstalled)('futures in the cluster under kill -9', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startCluster({
      port: 48000,
      adminDatabaseUrl: databaseUrl!,
      engines: 1,
      env: {
        CLUSTER_FUTURES_ENGINES: '2',
        CLUSTER_SNAPSHOT_EVERY: '20',
        CLUSTER_FUTURES_MARK_MS: '200',
        CLUSTER_FUTURES_FUNDING_MS: '2000',
      },
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const engine = async (symbol: string, accountId?: string) =>
    decode<FuturesEngineView>(
      (
        await cluster.nc.request(
          futuresQuerySubject(symbol),
          accountId === undefined ? undefined : encode({ accountId }),
          { timeout: 5_000 },
        )
      ).data,
    );

  it('keeps every acknowledged order, sound positions and a balanced ledger', async () => {
    const tokens = new Map(
      await Promise.all(USERS.map(async (id) => [id, await cluster.token(id)] as const)),
    );
    const send = async (gateway: number, method: string, path: string, userId: number, body?: unknown) => {
      try {
        return await fetch(`${cluster.gateways[gateway]}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${tokens.get(userId)}`,
            // A JSON content type with no body (the cancel) is refused 400 by Fastify.
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch {
        return undefined; // not acknowledged
      }
    };

    // The mark feed's first prices are in each contract's journal.
    const marks = new Map<string, number>();
    await until('a mark price on every contract', async () => {
      for (const symbol of SYMBOLS) {
        const mark = (await engine(symbol)).markPrice;
        if (mark === null) return false;
        marks.set(symbol, Number(mark));
      }
      return true;
    });
    for (const symbol of SYMBOLS)
      for (const userId of USERS) {
        const answer = await send(userId % 2, 'POST', '/cluster/v1/futures/deposits', userId, {
          symbol,
          amount: '1000000',
        });
        expect(answer?.status).toBe(200);
      }

    // Refusals answer the gateway's code and the product's text in the caller's language (§3
    // languageType 1: Simplified Chinese), never a 500 (refusal-text.ts).
    const refusal = async (answer: Response | undefined) => {
      const body = (await answer!.json()) as { code: string; message: string; detail?: string };
      return { status: answer!.status, ...body };
    };
    const zh = '?languageType=1';
    expect(
      await refusal(await send(0, 'DELETE', `/cluster/v1/futures/orders/BTCUSDT/999999${zh}`, 1)),
    ).toEqual({
      status: 400,
      code: 'unknown-order',
      message: futuresMessage(FuturesCode.orderNotFound, 1),
      detail: 'refused: unknown-order',
    });
    const badSide = await refusal(
      await send(1, 'POST', `/cluster/v1/futures/orders${zh}`, 1, {
        symbol: 'BTCUSDT',
        side: 'up',
        size: '1',
      }),
    );
    expect(badSide).toMatchObject({
      status: 400,
      code: 'invalid-request',
      message: serverMessage('request.invalidBody', 1),
    });
    expect(badSide.detail).toContain('side');
    const unsigned = await fetch(`${cluster.gateways[0]}/cluster/v1/futures/orders${zh}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"symbol": "BTCUSDT"',
    });
    expect(await refusal(unsigned)).toMatchObject({
      status: 400,
      code: 'malformed-json',
      message: serverMessage('request.malformedJson', 1),
    });
    const anonymous = await fetch(`${cluster.gateways[1]}/cluster/v1/futures/orders/BTCUSDT${zh}`);
    expect(await refusal(anonymous)).toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message: serverMessage('auth.loginRequired', 1),
    });
    expect(await refusal(await fetch(`${cluster.gateways[0]}/cluster/v1/no-such-route${zh}`))).toMatchObject({
      status: 404,
      code: 'not-found',
      message: serverMessage('request.notFound', 1),
    });
    // English without languageType: the same code, the English text.
    expect(
      await refusal(await send(0, 'DELETE', '/cluster/v1/futures/orders/BTCUSDT/999999', 1)),
    ).toMatchObject({
      code: 'unknown-order',
      message: futuresMessage(FuturesCode.orderNotFound, 0),
    });

    const acknowledged: Array<{ symbol: string; userId: number; orderId: number; cancelled: boolean }> = [];
    let killed = false;
    const placeOne = async (symbol: string, i: number) => {
      const contract = getContract(symbol);
      // Symbols alternate, so each symbol's k-th order: buys and sells, both gateways, four users.
      const k = Math.floor(i / SYMBOLS.length);
      const gateway = Math.floor(k / 2) % 2;
      const userId = USERS[k % USERS.length]!;
      // Around the mark at the start, so about half the orders cross and trade.
      const offset = ((i * 7919) % 21) - 10;
      const price = ((marks.get(symbol)! * (10_000 + offset)) / 10_000).toFixed(contract.pricePlace);
      const size = ((contract.minSizeLots * 10 * (1 + (i % 5))) / 10 ** contract.sizePlace).toFixed(
        contract.sizePlace,
      );
      const answer = await send(gateway, 'POST', '/cluster/v1/futures/orders', userId, {
        symbol,
        side: k % 2 === 0 ? 'buy' : 'sell',
        type: 'limit',
        price,
        size,
      });
      if (answer?.status !== 200) return;
      const body = (await answer.json()) as { orderId: number; status: string };
      const entry = { symbol, userId, orderId: body.orderId, cancelled: false };
      acknowledged.push(entry);
      if (k % 9 === 0 && body.status === 'open') {
        const cancel = await send(
          1 - gateway,
          'DELETE',
          `/cluster/v1/futures/orders/${symbol}/${body.orderId}`,
          userId,
        );
        if (cancel?.status === 200) entry.cancelled = true;
      }
    };
    let next = 0;
    const total = ORDERS_PER_SYMBOL * SYMBOLS.length;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < total) {
          const i = next;
          next += 1;
          if (!killed && acknowledged.length >= total / 3) {
            killed = true;
            process.kill(cluster.processes()['futures-engine-0']!, 'SIGKILL');
          }
          await placeOne(SYMBOLS[i % SYMBOLS.length]!, i);
        }
      }),
    );
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(total / 2);
    expect(acknowledged.some((order) => order.cancelled)).toBe(true);

    // Funding falls due by the journalled ticks' time: wait for a payment in the result stream.
    const results: FuturesCommandResult[] = [];
    const seen = new Set<string>();
    let duplicates = 0;
    const stream = await (
      await jetstream(cluster.nc).consumers.get(FUTURES_EVENT_STREAM, { deliver_policy: DeliverPolicy.All })
    ).consume();
    void (async () => {
      for await (const message of stream) {
        const result = decode<FuturesCommandResult>(message.data);
        const key = `${result.symbol}:${result.seq}`;
        if (seen.has(key)) duplicates += 1;
        seen.add(key);
        results.push(result);
      }
    })();
    await until('a funding payment', async () =>
      results.some((result) => result.events.some((event) => event.type === 'funding')),
    );

    // Pause the mark feed so the journal has an end the engines, the persister and the stream reach.
    const feed = cluster.processes()['futures-mark-feed']!;
    process.kill(feed, 'SIGSTOP');
    try {
      const jsm = await jetstreamManager(cluster.nc);
      const lastOf = async (symbol: string) =>
        (
          await jsm.streams.getMessage(FUTURES_COMMAND_STREAM, {
            last_by_subj: futuresCommandSubject(symbol),
          })
        )?.seq ?? 0;
      await until('engines, persister and client at the journal end', async () => {
        for (const symbol of SYMBOLS) {
          const last = await lastOf(symbol);
          if ((await engine(symbol)).seq !== last) return false;
          if (!results.some((result) => result.symbol === symbol && result.seq === last)) return false;
        }
        const info = await jsm.consumers.info(FUTURES_EVENT_STREAM, FUTURES_PERSISTER_CONSUMER);
        return info.num_pending + info.num_ack_pending === 0;
      });
      await stream.close();
      expect(duplicates).toBe(0);

      // No command applied twice: one result per request id, one acceptance per order.
      const rids = results.map((result) => `${result.symbol} ${result.rid}`);
      expect(new Set(rids).size).toBe(rids.length);
      const accepted = results.flatMap((result) =>
        result.events
          .filter((event) => event.type === 'order' && event.status === 'accepted')
          .map((event) => `${result.symbol} #${event.type === 'order' ? event.orderId : ''}`),
      );
      expect(new Set(accepted).size).toBe(accepted.length);

      // Every acknowledged order is resting or filled, or cancelled when its cancel was acknowledged.
      const lastState = new Map<string, string>();
      for (const result of results)
        for (const event of result.events)
          if (event.type === 'order')
            lastState.set(
              `${result.symbol} #${event.orderId}`,
              event.status === 'done' ? (event.reason ?? 'done') : 'open',
            );
      const open = new Map<string, Set<number>>();
      for (const symbol of SYMBOLS)
        for (const userId of USERS)
          open.set(
            `${symbol} ${userId}`,
            new Set((await engine(symbol, `u${userId}`)).account!.openOrders.map((order) => order.orderId)),
          );
      for (const order of acknowledged) {
        const key = `${order.symbol} #${order.orderId}`;
        const state = lastState.get(key);
        if (order.cancelled) expect(state, key).toBe('cancelled');
        else if (state === 'open')
          expect(open.get(`${order.symbol} ${order.userId}`)?.has(order.orderId), key).toBe(true);
        else expect(state, key).toBe('filled');
      }
      expect(results.some((result) => result.events.some((event) => event.type === 'trade'))).toBe(true);

      // Sound engines, and PostgreSQL holds exactly what each engine's ledger holds.
      const pool = clusterPool(cluster.databaseUrl, 1);
      try {
        const totals = await ledgerTotals(pool, 'futures');
        for (const [asset, sum] of totals.assets) expect(parseSignedUnits(sum), asset).toBe(0n);
        for (const symbol of SYMBOLS) {
          const view = await engine(symbol);
          expect(view.problems).toEqual([]);
          expect(view.totals.length).toBeGreaterThan(0);
          for (const { account, total } of view.totals) {
            const stored = totals.accounts.get(`${symbol} ${account} USDT`) ?? '0';
            expect(parseSignedUnits(stored), `${symbol} ${account}`).toBe(parseSignedUnits(total));
          }
        }
        const snapshots = await pool.query<{ seq: string }>(
          'SELECT seq FROM cluster_futures_snapshots WHERE symbol = $1',
          ['BTCUSDT'],
        );
        expect(Number(snapshots.rows[0]?.seq ?? 0)).toBeGreaterThan(0);
      } finally {
        await pool.end();
      }
    } finally {
      process.kill(feed, 'SIGCONT');
    }
  }, 300_000);
});
