/**
 * The product's futures order API through the cluster (docs/scale-out.md, "Futures"): `npm run
 * cluster` with the product's API server beside it; the seeded user signs in through the origin,
 * moves USDT from spot to its futures wallet (the product's own route), then places, lists and
 * cancels futures orders with `/v1/futures/*` on each gateway. Checks: the allocation
 * `cluster-futures:BTCUSDT` is funded from the futures wallet by ledger transfers and swept back
 * (the futures wallet, read on the product server itself, shows what the engine does not hold), the order rests in the contract's
 * engine, a trade against another account opens a position the gateways list, refusals are the
 * product's localised ones, and the cluster's futures postings sum to zero.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterFuturesTrader, natsInstalled, type RunningCluster, until } from './harness.ts';
import {
  type Envelope,
  futuresEngineView,
  productCall,
  productServerOf,
  signInDemo,
  startProductCluster,
} from './product-test-kit.ts';
import { clusterPool, ledgerTotals } from './store.ts';
import { parseSignedUnits } from './symbol-engine.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl || !natsInstalled)('the product futures API through the cluster', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({ port: 48100, adminDatabaseUrl: databaseUrl!, engines: 1 });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const engine = (accountId: string) => futuresEngineView(cluster, 'BTCUSDT', accountId);

  const signIn = () => signInDemo(cluster.origin);
  /** The seeded user's account in the engines (found by the first case). */
  let trader = '';
  /** Transfer notes left half done: pending, or a withdraw still waiting for the futures wallet. */
  const openNotes = async (pool: ReturnType<typeof clusterPool>) =>
    (
      await pool.query(
        `SELECT 1 FROM cluster_transfers WHERE wallet LIKE 'cluster-futures:%' AND (state = 'pending' OR role = 'source')`,
      )
    ).rows.length;
  /** Finds it by its postings, the only user's besides the test's maker (each case can run alone). */
  const findTrader = (pool: ReturnType<typeof clusterPool>) =>
    until("the trader's account", async () => {
      const traders = await pool.query<{ account: string }>(
        `SELECT DISTINCT account FROM cluster_futures_postings WHERE account ~ '^u[0-9]+$' AND account <> 'u900001'`,
      );
      trader = traders.rows[0]?.account ?? '';
      return traders.rows.length === 1;
    });

  it('places, lists and cancels futures orders funded from the futures wallet', async () => {
    const cookie = await signIn();
    const call = productCall(cookie);
    const [gateway0, gateway1] = cluster.gateways as [string, string];
    const wallet = async () =>
      (await call<{ available: string }>(productServerOf(cluster), '/futures/account')).envelope.data;

    const moved = await call(cluster.origin, '/futures/transfer', { direction: 'in', amount: '1000' });
    expect(moved.envelope.status).toBe('success');
    const before = Number((await wallet()).available);
    expect(before).toBeGreaterThanOrEqual(1000);

    let mark = 0;
    await until('a mark price', async () => {
      mark = Number((await engine('u0')).markPrice ?? 0);
      return mark > 0;
    });

    // A resting buy through gateway 0: 0.010 BTC at 1 % under the mark, 20x.
    const price = (mark * 0.99).toFixed(2);
    const placed = await call<{ orderId: string; status: string }>(gateway0, '/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price,
      size: '0.010',
      leverage: 20,
    });
    expect(placed.envelope.status, JSON.stringify(placed.envelope)).toBe('success');
    const orderId = placed.envelope.data.orderId;
    const open = await call<Array<{ orderId: string; hold: string }>>(
      gateway1,
      '/futures/orders/open?symbol=BTCUSDT',
    );
    expect(open.envelope.data.map((order) => order.orderId)).toEqual([orderId]);
    // The allocation holds exactly the order's hold; the futures wallet shows the rest.
    const hold = Number(open.envelope.data[0]!.hold);
    expect(hold).toBeGreaterThan(0);
    await until(
      'the sweep',
      async () => Math.abs(Number((await wallet()).available) - (before - hold)) < 1e-8,
    );

    // The product's refusals: an unknown order, in two languages; no session.
    const unknown = await call(gateway1, '/futures/order/cancel', { symbol: 'BTCUSDT', orderId: '999999' });
    const unknownZh = await call(
      gateway1,
      '/futures/order/cancel',
      { symbol: 'BTCUSDT', orderId: '999999' },
      1,
    );
    expect(unknown.envelope.code).toBe('31007');
    expect(unknownZh.envelope.code).toBe('31007');
    expect(unknownZh.envelope.msg).not.toBe(unknown.envelope.msg);
    const anonymous = await fetch(`${gateway0}/v1/futures/orders/open`);
    expect(anonymous.status).toBe(401);

    // Cancel through the other gateway: the hold comes back to the futures wallet.
    const cancelled = await call(gateway1, '/futures/order/cancel', { symbol: 'BTCUSDT', orderId });
    expect(cancelled.envelope.status).toBe('success');
    expect((await call<unknown[]>(gateway0, '/futures/orders/open')).envelope.data).toEqual([]);
    await until('the money back', async () => Math.abs(Number((await wallet()).available) - before) < 1e-8);

    // A trade: another account (bearer token, demo margin) rests a sell; the user buys at market.
    const maker = clusterFuturesTrader(cluster, 900_001);
    expect((await maker.deposit({ symbol: 'BTCUSDT', amount: '100000' })).status).toBe(200);
    const sell = await maker.order({
      symbol: 'BTCUSDT',
      side: 'sell',
      price: mark.toFixed(2),
      size: '0.010',
    });
    expect(sell.status).toBe(200);
    const bought = await call<{ status: string }>(gateway0, '/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.010',
    });
    expect(bought.envelope.status, JSON.stringify(bought.envelope)).toBe('success');
    const positions = await call<Array<{ symbol: string; count: string }>>(gateway1, '/futures/positions');
    expect(positions.envelope.data.map((position) => [position.symbol, Number(position.count)])).toEqual([
      ['BTCUSDT', 0.01],
    ]);

    // Public market data from the engines, in the product's shapes (the product server's own
    // answers, called directly, are its one-process market): the trade in the tape, a candle and the
    // ticker's last price.
    const traded = Number(mark.toFixed(2));
    const tape = await call<Array<{ price: string; size: string; takerSide: string }>>(
      gateway0,
      '/futures/trades?symbol=BTCUSDT&limit=5',
    );
    expect(tape.envelope.data.map((trade) => [Number(trade.price), trade.size, trade.takerSide])).toEqual([
      [traded, '0.010', 'buy'],
    ]);
    const candles = await call<string[][]>(gateway1, '/futures/candles?symbol=BTCUSDT&interval=1m');
    expect(Number(candles.envelope.data.at(-1)![4])).toBe(traded);
    expect(Number(candles.envelope.data.at(-1)![5])).toBeGreaterThanOrEqual(0.01);
    type Ticker = Record<string, unknown>;
    const [ticker] = (await call<Ticker[]>(gateway1, '/futures/tickers?symbol=BTCUSDT')).envelope.data;
    const [productTicker] = (
      await call<Ticker[]>(productServerOf(cluster), '/futures/tickers?symbol=BTCUSDT')
    ).envelope.data;
    expect(Object.keys(ticker!).sort()).toEqual(Object.keys(productTicker!).sort());
    expect(Number(ticker!.lastPrice)).toBe(traded);
    expect(ticker!.markPrice).not.toBeNull();
    const depth = (await call<Ticker>(gateway0, '/futures/depth?symbol=BTCUSDT')).envelope.data;
    const productDepth = (await call<Ticker>(productServerOf(cluster), '/futures/depth?symbol=BTCUSDT'))
      .envelope.data;
    expect(Object.keys(depth).sort()).toEqual(Object.keys(productDepth).sort());
    expect((await call(gateway0, '/futures/contracts')).envelope.data).toEqual(
      (await call(productServerOf(cluster), '/futures/contracts')).envelope.data,
    );
    expect((await call(gateway0, '/futures/depth?symbol=NOPEUSDT')).envelope.code).toBe('31001');

    // The ledger: the cluster's futures postings sum to zero, the engine agrees with them.
    const pool = clusterPool(cluster.databaseUrl, 1);
    try {
      // The position is the contract engine's (not the one-process futures venue's), and its
      // postings reach PostgreSQL: every batch the persister commits holds whole results.
      await findTrader(pool);
      expect((await engine('u0')).problems).toEqual([]);
      const own = (await engine(trader)).account!;
      expect(own.positions.map((position) => Number(position.count))).toEqual([0.01]);
      const totals = await ledgerTotals(pool, 'futures');
      for (const [asset, sum] of totals.assets) expect(parseSignedUnits(sum), asset).toBe(0n);
      // No transfer left half done: no pending note, no withdraw waiting for the futures wallet.
      expect(await openNotes(pool)).toBe(0);
    } finally {
      await pool.end();
    }
  }, 300_000);

  it("serves the rest of the futures page's API (account, settings, leverage, modes, TP/SL, margin, close, max open size, records) through both gateways", async () => {
    const cookie = await signIn();
    const call = productCall(cookie);
    const [gateway0, gateway1] = cluster.gateways as [string, string];
    const pool = clusterPool(cluster.databaseUrl, 1);
    try {
      await findTrader(pool);
      /** The user's money: the futures wallet (product server) plus every unit its BTCUSDT allocation holds. */
      const productWallet = async () =>
        (await call<{ available: string; orderMargin: string }>(productServerOf(cluster), '/futures/account'))
          .envelope.data;
      const allocation = async () =>
        (await engine(trader)).totals
          .filter(({ account }) => account === trader || account.startsWith(`${trader}#`))
          .reduce((sum, { total }) => sum + Number(total), 0);
      const total = async () => {
        const wallet = await productWallet();
        return Number(wallet.available) + Number(wallet.orderMargin) + (await allocation());
      };
      const startedAt = Date.now();
      const before = await total();
      const ok = <T>(answer: { envelope: Envelope<T> }) => {
        expect(answer.envelope.status, JSON.stringify(answer.envelope)).toBe('success');
        return answer.envelope.data;
      };
      const refused = async (answer: Promise<{ envelope: Envelope }>, code: string) =>
        expect((await answer).envelope.code).toBe(code);

      // The account: the futures wallet plus the contract allocations, on both gateways alike.
      type Account = Record<string, string | number>;
      const own = (await engine(trader)).account!;
      const position = own.positions[0]!;
      for (const gateway of [gateway0, gateway1]) {
        const account = ok(await call<Account>(gateway, '/futures/account'));
        const wallet = await productWallet();
        expect(Object.keys(account).sort()).toEqual(
          [
            'available',
            'equity',
            'marginCoin',
            'maxTransferOut',
            'orderMargin',
            'positionMargin',
            'positionMode',
            'unrealisedPnl',
          ].sort(),
        );
        expect(account.marginCoin).toBe('USDT');
        expect(Number(account.positionMargin)).toBeCloseTo(Number(position.openMarginCount), 8);
        expect(Number(account.orderMargin)).toBeCloseTo(
          Number(wallet.orderMargin) + Number(own.balance.hold),
          8,
        );
        expect(account.positionMode).toBe(1);
        expect(Number(account.equity)).toBeCloseTo(
          Number(account.available) +
            Number(account.orderMargin) +
            Number(account.positionMargin) +
            Number(account.unrealisedPnl),
          5,
        );
      }

      // Settings and the refusals of changes a position forbids, localised.
      const settings = ok(await call<Account>(gateway1, '/futures/settings?symbol=BTCUSDT'));
      expect(settings).toMatchObject({ symbol: 'BTCUSDT', leverage: 20, marginMode: 2, positionMode: 1 });
      expect(settings.maxLeverage).toBeGreaterThanOrEqual(20);
      await refused(call(gateway0, '/futures/margin-mode', { symbol: 'BTCUSDT', marginMode: 1 }), '31018');
      const modeEn = await call(gateway1, '/futures/position-mode', { positionMode: 2 });
      const modeZh = await call(gateway1, '/futures/position-mode', { positionMode: 2 }, 1);
      expect([modeEn.envelope.code, modeZh.envelope.code]).toEqual(['31018', '31018']);
      expect(modeZh.envelope.msg).not.toBe(modeEn.envelope.msg);
      await refused(
        call(gateway0, '/futures/position/margin', {
          symbol: 'BTCUSDT',
          positionSide: 1,
          action: 'add',
          amount: '1',
        }),
        '31016',
      );
      await refused(call(gateway0, '/futures/leverage', { symbol: 'BTCUSDT', leverage: 1000 }), '31011');
      await refused(call(gateway0, '/futures/leverage', { symbol: 'NOPEUSDT', leverage: 5 }), '31001');

      // Leverage 20 -> 10: the position's margin doubles, funded from the futures wallet.
      expect(ok(await call(gateway0, '/futures/leverage', { symbol: 'BTCUSDT', leverage: 10 }))).toEqual({
        leverage: 10,
        marginMode: 2,
      });
      const relevered = (await engine(trader)).account!.positions[0]!;
      expect(Number(relevered.openMarginCount)).toBeCloseTo(2 * Number(position.openMarginCount), 2);
      await until(
        'money conserved after the leverage change',
        async () => Math.abs((await total()) - before) < 1e-8,
      );

      // TP/SL: set, refused on the wrong side, cleared.
      const mark = Number((await engine(trader)).markPrice);
      const tp = (mark * 1.5).toFixed(2);
      const withTp = ok(
        await call<{ takeProfit: { triggerPrice: string } | null }>(gateway1, '/futures/position/tpsl', {
          symbol: 'BTCUSDT',
          positionSide: 1,
          takeProfit: { triggerPrice: tp },
        }),
      );
      expect(Number(withTp.takeProfit?.triggerPrice)).toBe(Number(tp));
      await refused(
        call(gateway0, '/futures/position/tpsl', {
          symbol: 'BTCUSDT',
          positionSide: 1,
          takeProfit: { triggerPrice: (mark * 0.5).toFixed(2) },
        }),
        '31012',
      );
      const positions = ok(await call<Array<{ takeProfit: unknown }>>(gateway0, '/futures/positions'));
      expect(positions.map((held) => held.takeProfit)).toEqual([
        { triggerPrice: withTp.takeProfit!.triggerPrice, priceType: 'mark' },
      ]);
      const cleared = ok(
        await call<{ takeProfit: unknown }>(gateway0, '/futures/position/tpsl', {
          symbol: 'BTCUSDT',
          positionSide: 1,
          takeProfit: null,
        }),
      );
      expect(cleared.takeProfit).toBeNull();

      // Close: a limit close needs a price; at market against another account's bid.
      const token = await cluster.token(900_001);
      const maker = async (side: 'buy' | 'sell', at?: string) => {
        const price = at ?? Number((await engine(trader)).markPrice).toFixed(2);
        const answer = await fetch(`${gateway1}/cluster/v1/futures/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ symbol: 'BTCUSDT', side, type: 'limit', price, size: '0.010' }),
        });
        expect(answer.status).toBe(200);
      };
      await refused(
        call(gateway0, '/futures/position/close', { symbol: 'BTCUSDT', positionSide: 1, orderType: 'limit' }),
        '31002',
      );
      await maker('buy');
      const closed = ok(
        await call<{ orderId: string; status: string; reduceOnly: boolean }>(
          gateway0,
          '/futures/position/close',
          {
            symbol: 'BTCUSDT',
            positionSide: 1,
          },
        ),
      );
      expect(closed).toMatchObject({ status: 'done', reduceOnly: true });
      expect(ok(await call<unknown[]>(gateway1, '/futures/positions'))).toEqual([]);
      await refused(
        call(gateway1, '/futures/position/close', { symbol: 'BTCUSDT', positionSide: 1 }),
        '31014',
      );
      expect(ok(await call(gateway1, '/futures/position/close-all', {}))).toEqual([]);

      // Money: the allocation is empty (swept back) and the user's USDT moved by exactly the
      // close's realised PnL less its fee (and any funding paid meanwhile).
      type Fill = { orderId: string; realisedPnl: string; fee: string; liquidity: string; time: number };
      const fills = ok(await call<Fill[]>(gateway1, '/futures/fills?symbol=BTCUSDT'));
      const funding = ok(await call<Array<{ amount: string; time: number }>>(gateway0, '/futures/funding'));
      const since = (row: { time: number }) => row.time >= startedAt;
      const moved =
        fills.filter(since).reduce((sum, fill) => sum + Number(fill.realisedPnl) - Number(fill.fee), 0) +
        funding.filter(since).reduce((sum, paid) => sum + Number(paid.amount), 0);
      expect(fills.filter(since).map((fill) => fill.orderId)).toEqual([closed.orderId]);
      expect(await allocation()).toBe(0);
      await until(
        'money conserved after the close',
        async () => Math.abs((await total()) - before - moved) < 1e-8,
      );

      // The record pages from the result stream, the product's shapes and order (newest first).
      type Order = { orderId: string; reason: string; reduceOnly: boolean; time: number };
      const history = ok(await call<Order[]>(gateway0, '/futures/orders/history?symbol=BTCUSDT'));
      expect(history[0]).toMatchObject({ orderId: closed.orderId, reason: 'filled', reduceOnly: true });
      expect(history.some((order) => order.reason === 'cancelled')).toBe(true);
      expect(ok(await call<Order[]>(gateway1, '/futures/orders/history?symbol=BTCUSDT&limit=1'))).toEqual([
        history[0],
      ]);
      expect(fills.map((fill) => fill.liquidity)).toEqual(['taker', 'taker']);
      const closedPositions = ok(
        await call<Array<{ symbol: string; count: string; direction: number }>>(
          gateway1,
          '/futures/positions/history',
        ),
      );
      expect(closedPositions.map((held) => [held.symbol, held.direction, Number(held.count)])).toEqual([
        ['BTCUSDT', 1, 0],
      ]);
      expect(ok(await call(gateway0, '/futures/liquidations'))).toEqual([]);

      // Max open size: what the futures wallet could fund at leverage 10, no position held.
      const at = Number((await engine(trader)).markPrice).toFixed(2);
      const sizes = ok(
        await call<Record<string, string>>(gateway1, `/futures/max-open-size?symbol=BTCUSDT&price=${at}`),
      );
      const free = Number((await productWallet()).available);
      expect(sizes).toMatchObject({ symbol: 'BTCUSDT', price: at, leverage: '10' });
      expect(sizes.long).toBe(sizes.short);
      expect((Number(sizes.long) * Number(at)) / 10).toBeLessThanOrEqual(free);
      // One more lot would not be paid: margin at 10x plus a taker fee of at most 0.1 %.
      expect((Number(sizes.long) + 0.001) * Number(at) * (0.1 + 0.001)).toBeGreaterThan(free);
      await refused(call(gateway0, '/futures/max-open-size?symbol=BTCUSDT&price=1.123456'), '31002');

      // Position mode is set on every contract engine; margin mode and isolated margin.
      expect(ok(await call(gateway0, '/futures/position-mode', { positionMode: 2 }))).toEqual({
        positionMode: 2,
      });
      expect(ok(await call<Account>(gateway1, '/futures/settings?symbol=ETHUSDT')).positionMode).toBe(2);
      expect(ok(await call(gateway1, '/futures/position-mode', { positionMode: 1 }))).toEqual({
        positionMode: 1,
      });
      expect(ok(await call(gateway1, '/futures/margin-mode', { symbol: 'BTCUSDT', marginMode: 1 }))).toEqual({
        leverage: 10,
        marginMode: 1,
      });
      await maker('sell');
      ok(
        await call(gateway0, '/futures/order/place', {
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'market',
          size: '0.010',
        }),
      );
      const isolated = (await engine(trader)).account!.positions[0]!;
      expect(isolated.marginMode).toBe(1);
      const margin = (gateway: string, action: 'add' | 'remove', amount: string) =>
        call<{ openMarginCount: string }>(gateway, '/futures/position/margin', {
          symbol: 'BTCUSDT',
          positionSide: 1,
          action,
          amount,
        });
      const added = ok(await margin(gateway1, 'add', '20'));
      expect(Number(added.openMarginCount)).toBeCloseTo(Number(isolated.openMarginCount) + 20, 8);
      // 20 added, 10 taken out (what exceeds the initial margin less an unrealised loss may leave).
      const removed = ok(await margin(gateway0, 'remove', '10'));
      expect(Number(removed.openMarginCount)).toBeCloseTo(Number(isolated.openMarginCount) + 10, 8);
      await refused(margin(gateway0, 'remove', '100000'), '31017');
      await maker('buy');
      const all = ok(
        await call<Array<{ status: string } | null>>(gateway1, '/futures/position/close-all', {
          symbol: 'BTCUSDT',
        }),
      );
      expect(all.map((outcome) => outcome?.status)).toEqual(['done']);
      expect(ok(await call<unknown[]>(gateway0, '/futures/positions'))).toEqual([]);
      expect(await allocation()).toBe(0);

      // A resting order filled by someone else: what the fill frees (the taker fee its hold kept,
      // above the maker fee paid) goes back to the futures wallet with no call of the user.
      const resting = Number((await engine(trader)).markPrice).toFixed(2);
      ok(
        await call(gateway0, '/futures/order/place', {
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'limit',
          price: resting,
          size: '0.010',
        }),
      );
      const placedWallet = Number((await productWallet()).available);
      await maker('sell', resting);
      await until(
        "the maker fill's freed money swept",
        async () =>
          (await engine(trader)).account!.balance.available === '0.00000000' &&
          Number((await productWallet()).available) > placedWallet,
      );
      expect((await engine(trader)).account!.positions.map((held) => held.count)).toEqual(['0.010']);
      await maker('buy');
      expect(
        ok(await call<Array<{ status: string } | null>>(gateway1, '/futures/position/close-all', {})).map(
          (outcome) => outcome?.status,
        ),
      ).toEqual(['done']);
      expect(
        ok(await call(gateway0, '/futures/margin-mode', { symbol: 'BTCUSDT', marginMode: 2 })),
      ).toMatchObject({ marginMode: 2 });

      // No session: 401; the ledger: every futures posting sums to zero, the engine is sound.
      expect((await fetch(`${gateway0}/v1/futures/account`)).status).toBe(401);
      expect((await engine('u0')).problems).toEqual([]);
      await until('the postings to balance', async () => {
        const totals = await ledgerTotals(pool, 'futures');
        return [...totals.assets].every(([, sum]) => parseSignedUnits(sum) === 0n);
      });
      expect(await openNotes(pool)).toBe(0);
    } finally {
      await pool.end();
    }
  }, 600_000);

  it('keeps every unit of USDT when the product server is killed -9 while it funds futures orders', async () => {
    const cookie = await signIn();
    const futuresWallet = async () => {
      const answer = await fetch(`${productServerOf(cluster)}/v1/futures/account`, { headers: { cookie } });
      const { data } = (await answer.json()) as Envelope<{ available: string; orderMargin: string }>;
      return Number(data.available) + Number(data.orderMargin);
    };
    /** What the user's allocation holds in the engine: free, order holds and position margin (0 before any). */
    const allocation = async () =>
      trader === ''
        ? 0
        : (await engine(trader)).totals
            .filter(({ account }) => account === trader || account.startsWith(`${trader}#`))
            .reduce((sum, { total }) => sum + Number(total), 0);
    const total = async () => (await futuresWallet()) + (await allocation());
    const before = await total();
    const mark = Number((await engine(trader)).markPrice);
    // Every order needs a transfer from the futures wallet; the product server dies among them.
    const place = (i: number) =>
      fetch(`${cluster.gateways[0]}/v1/futures/order/place`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'limit',
          price: (mark * (0.9 - i / 1000)).toFixed(2),
          size: '0.010',
        }),
      }).then(async (answer) => ({ http: answer.status, envelope: (await answer.json()) as Envelope }));
    const answers = Array.from({ length: 10 }, (_, i) => place(i));
    await Promise.race(answers);
    process.kill(cluster.processes().web!, 'SIGKILL');
    const settled = await Promise.all(answers);
    // Each answer is an order or the product's "unavailable" refusal: never a 500.
    for (const answer of settled) {
      expect([200, 503]).toContain(answer.http);
      expect(['0', 0, '31009']).toContain(answer.envelope.code);
    }
    expect(settled.some((answer) => answer.envelope.status === 'success')).toBe(true);
    await until(
      'the restarted product server',
      async () => (await fetch(`${cluster.origin}/v1/market/symbols`)).ok,
      3_000,
    );
    const pool = clusterPool(cluster.databaseUrl, 1);
    try {
      await until('the transfers to finish', async () => (await openNotes(pool)) === 0);
      // Every unit that left the futures wallet is in the allocation, and no more.
      // Run alone, this case finds the user's engine account by its postings (the first case did).
      await findTrader(pool);
      await until('the totals to agree', async () => Math.abs((await total()) - before) < 1e-8);
      expect((await engine(trader)).problems).toEqual([]);
    } finally {
      await pool.end();
    }
  }, 300_000);
});
