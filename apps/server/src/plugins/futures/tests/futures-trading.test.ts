import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  ok,
  type Position,
  positions,
  quoteSpot,
  read,
  spotUsdt,
  startFuturesServer,
  waitFor,
} from '../../../../test/support/futures-server.ts';
import { SPOT_WALLETS } from '../../../futures/accounts.ts';
import { FuturesCode } from '../errors.ts';
import { futuresServiceOf } from '../index.ts';

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

const BTC = 'BTCUSDT';

function long(list: Position[]): Position | undefined {
  return list.find((position) => position.direction === 1);
}

describe.each(backends)('issue #10 futures over HTTP on $name', (backend) => {
  let server: RunningServer;
  let alice: ApiClient;
  let bob: ApiClient;
  let carol: ApiClient;
  let dave: ApiClient;
  const clients: ApiClient[] = [];

  beforeAll(async () => {
    // The index feed runs on spot commits only (no timer), so prices move exactly when a test says.
    // No seeded demo user: the conservation check counts only this suite's traders' USDT.
    server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0', SEED_DEMO_USER: 'false' });
    alice = new ApiClient(server.baseUrl);
    bob = new ApiClient(server.baseUrl);
    carol = new ApiClient(server.baseUrl);
    dave = new ApiClient(server.baseUrl);
    clients.push(alice, bob, carol, dave);
    for (const client of clients) await fundedTrader(client, [['USDT', '100000']]);
    await quoteSpot(server.app, alice, '50000');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('issue #10 contracts list risk tiers; the ticker carries index, mark, funding rate and nextFundingTime', async () => {
    const contracts = await read<Array<{ symbol: string; riskTiers: Array<{ maxLeverage: string }> }>>(
      alice,
      '/v1/futures/contracts',
    );
    expect(contracts.find((contract) => contract.symbol === BTC)?.riskTiers[0]).toMatchObject({
      maxLeverage: '125',
    });
    const [ticker] = await read<Array<Record<string, unknown>>>(alice, '/v1/futures/tickers?symbol=BTCUSDT');
    expect(ticker).toMatchObject({ symbol: BTC, indexPrice: '50000.00', markPrice: '50000.00' });
    expect(ticker?.nextFundingTime).toEqual(expect.any(Number));
    expect(ticker?.fundingRate).toEqual(expect.any(String));
    const unknown = await alice.get('/v1/futures/tickers?symbol=NOPEUSDT');
    expect(unknown.body.code).toBe(FuturesCode.unknownSymbol);
  });

  it('issue #10 transfers move USDT between the spot and futures wallets, refusing more than is there', async () => {
    for (const client of clients) {
      await ok(client, '/v1/futures/transfer', { direction: 'in', amount: '20000' });
    }
    expect(await spotUsdt(alice)).toBe('80000.00000000');
    const account = await read<{ available: string }>(alice, '/v1/futures/account');
    expect(account.available).toBe('20000.00000000');
    const tooMuch = await alice.post('/v1/futures/transfer', { direction: 'out', amount: '20000.00000001' });
    expect(tooMuch.body.code).toBe(FuturesCode.insufficientBalance);
    const spotShort = await alice.post('/v1/futures/transfer', { direction: 'in', amount: '80000.00000001' });
    expect(spotShort.body.code).toBe(FuturesCode.insufficientBalance);
  });

  it('§3 a 10x isolated long: margin, entry, then PnL and ROE follow the mark', async () => {
    await ok(alice, '/v1/futures/leverage', { symbol: BTC, leverage: 10 });
    await ok(alice, '/v1/futures/margin-mode', { symbol: BTC, marginMode: 1 });
    await ok(bob, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '50000.00',
      size: '0.200',
    });
    const order = await ok<{ status: string }>(alice, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'market',
      size: '0.200',
    });
    expect(order.status).toBe('done');
    const opened = long(await positions(alice));
    expect(opened).toMatchObject({
      marginMode: 1,
      positionMode: 1,
      count: '0.200',
      openDealCount: '0.200',
      closeDealCount: '0.000',
      openLevel: '10',
      positionsCount: '0.200',
      positionsLevel: '10',
    });
    expect(Number(opened?.openAvgPrice)).toBe(50000);
    // Initial margin = 0.2 x 50,000 / 10.
    expect(Number(opened?.openMarginCount)).toBe(1000);

    await quoteSpot(server.app, alice, '51000');
    const moved = long(await positions(alice));
    // (51,000 - 50,000) x 0.2 = 200; ROE = 200 / 1,000 = 20%.
    expect(moved?.unrealisedPnl).toBe('200.000000');
    expect(moved?.roe).toBe('20.00');
    const short = (await positions(bob)).find((position) => position.direction === 2);
    expect(short?.unrealisedPnl).toBe('-200.000000');
  });

  it('§5 position TP/SL: valid levels are kept, a take profit below the mark of a long is refused', async () => {
    const set = await ok<Position>(alice, '/v1/futures/position/tpsl', {
      symbol: BTC,
      positionSide: 1,
      takeProfit: { triggerPrice: '60000.00', priceType: 'mark' },
      stopLoss: { triggerPrice: '45000.00', priceType: 'last' },
    });
    expect(set.takeProfit).toEqual({ triggerPrice: '60000.00', priceType: 'mark' });
    expect(set.stopLoss).toEqual({ triggerPrice: '45000.00', priceType: 'last' });
    const badTp = await alice.post('/v1/futures/position/tpsl', {
      symbol: BTC,
      positionSide: 1,
      takeProfit: { triggerPrice: '50999.00', priceType: 'mark' },
    });
    expect(badTp.body.code).toBe(FuturesCode.invalidTakeProfit);
    const badSl = await alice.post('/v1/futures/position/tpsl', {
      symbol: BTC,
      positionSide: 1,
      stopLoss: { triggerPrice: '51001.00', priceType: 'mark' },
    });
    expect(badSl.body.code).toBe(FuturesCode.invalidStopLoss);
    expect(long(await positions(alice))?.takeProfit?.triggerPrice).toBe('60000.00');
  });

  it('§3 adding isolated margin raises openMarginCount and moves the liquidation price away', async () => {
    const before = long(await positions(alice))!;
    const after = await ok<Position>(alice, '/v1/futures/position/margin', {
      symbol: BTC,
      positionSide: 1,
      action: 'add',
      amount: '250',
    });
    expect(Number(after.openMarginCount)).toBe(Number(before.openMarginCount) + 250);
    expect(Number(after.liquidationPrice)).toBeLessThan(Number(before.liquidationPrice));
    const crossAdd = await bob.post('/v1/futures/position/margin', {
      symbol: BTC,
      positionSide: 2,
      action: 'add',
      amount: '10',
    });
    expect(crossAdd.body.code).toBe(FuturesCode.notIsolated);
  });

  it('§3 close half by market, then close all: realised profit lands in achievedProfits and the wallet', async () => {
    await ok(bob, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '51000.00',
      size: '0.200',
    });
    await ok(alice, '/v1/futures/position/close', { symbol: BTC, positionSide: 1, size: '0.100' });
    const half = long(await positions(alice));
    expect(half).toMatchObject({ count: '0.100', closeDealCount: '0.100' });
    // Half of the 200 USDT gain is realised, less the taker fees paid so far.
    expect(Number(half?.achievedProfits)).toBeGreaterThan(90);
    expect(Number(half?.achievedProfits)).toBeLessThan(100);

    const closed = await ok<unknown[]>(alice, '/v1/futures/position/close-all', { symbol: BTC });
    expect(closed).toHaveLength(1);
    expect(await positions(alice)).toEqual([]);
    const fills = await read<Array<{ side: string; liquidity: string }>>(
      alice,
      '/v1/futures/fills?symbol=BTCUSDT',
    );
    expect(fills.map((fill) => fill.side)).toEqual(['sell', 'sell', 'buy']);
    const history = await read<Array<{ reason: string }>>(alice, '/v1/futures/orders/history');
    expect(history).toHaveLength(3);
    // Each finished order: the size ordered, the size filled and its average fill price.
    expect(history).toMatchObject([
      {
        side: 'sell',
        orderType: 'market',
        price: null,
        size: '0.100',
        dealCount: '0.100',
        priceAvg: '51000.00',
      },
      {
        side: 'sell',
        orderType: 'market',
        price: null,
        size: '0.100',
        dealCount: '0.100',
        priceAvg: '51000.00',
      },
      { side: 'buy', size: '0.200', dealCount: '0.200', priceAvg: '50000.00', reason: 'filled' },
    ]);
    // Public candles of the futures book: 0.2 at 50,000, then 0.1 and 0.1 at 51,000 so far. The
    // minutes before the contract's first trade are the index's (the spot pair's history).
    const firstTrade = Math.min(
      ...(await read<Array<{ time: number }>>(alice, '/v1/futures/trades?symbol=BTCUSDT')).map((t) => t.time),
    );
    const candles = (
      await read<Array<[number, string, string, string, string, string, string]>>(
        alice,
        '/v1/futures/candles?symbol=BTCUSDT&interval=1m',
      )
    ).filter(([openTime]) => openTime > firstTrade - 60_000);
    expect(candles.reduce((sum, candle) => sum + Number(candle[5]), 0)).toBeCloseTo(0.4, 9);
    expect(candles.at(-1)?.[4]).toBe('51000.00');
    expect(Math.min(...candles.map((candle) => Number(candle[3])))).toBe(50000);
    const account = await read<{ available: string; positionMargin: string }>(alice, '/v1/futures/account');
    expect(Number(account.positionMargin)).toBe(0);
    expect(Number(account.available)).toBeGreaterThan(20000);
  });

  it('§3 two-way (hedge) mode holds a long and a short on one symbol', async () => {
    await ok(carol, '/v1/futures/position-mode', { positionMode: 2 });
    const missingSide = await carol.post('/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'market',
      size: '0.010',
    });
    expect(missingSide.body.code).toBe(FuturesCode.positionSideRequired);
    await ok(bob, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '51000.00',
      size: '0.010',
    });
    await ok(carol, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      positionSide: 1,
      orderType: 'market',
      size: '0.010',
    });
    await ok(bob, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '51000.00',
      size: '0.020',
    });
    await ok(carol, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'sell',
      positionSide: 2,
      orderType: 'market',
      size: '0.020',
    });
    const held = await positions(carol);
    expect(held.map((position) => [position.direction, position.count, position.positionMode])).toEqual(
      expect.arrayContaining([
        [1, '0.010', 2],
        [2, '0.020', 2],
      ]),
    );
    expect(held[0]?.positionsCount).toBe('0.030');
    await ok(bob, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '50999.00',
      size: '0.010',
    });
    await ok(bob, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '51001.00',
      size: '0.020',
    });
    await ok(carol, '/v1/futures/position/close-all', {});
    expect(await positions(carol)).toEqual([]);
    const open = await read<unknown[]>(bob, '/v1/futures/orders/open?symbol=BTCUSDT');
    expect(open).toEqual([]);
  });

  it('§3 §5 an isolated long is liquidated one tick past its liquidation price, not one tick before', async () => {
    await ok(dave, '/v1/futures/leverage', { symbol: BTC, leverage: 50 });
    await ok(dave, '/v1/futures/margin-mode', { symbol: BTC, marginMode: 1 });
    await ok(bob, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '51000.00',
      size: '0.100',
    });
    await ok(dave, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'market',
      size: '0.100',
    });
    const position = long(await positions(dave))!;
    const displayed = Number(position.liquidationPrice);
    expect(displayed).toBeGreaterThan(49000);
    expect(displayed).toBeLessThan(51000);
    await quoteSpot(server.app, dave, (displayed + 0.01).toFixed(2));
    expect(long(await positions(dave))?.count).toBe('0.100');
    await quoteSpot(server.app, dave, (displayed - 0.01).toFixed(2));
    await waitFor(async () => (await positions(dave)).length === 0);
    // The engine drops the position at once; its history row is durable with the next group
    // commit, so the record is awaited rather than read in the same instant.
    const liquidationsOf = () =>
      read<Array<{ markPrice: string; size: string }>>(dave, '/v1/futures/liquidations');
    await waitFor(async () => (await liquidationsOf()).length > 0);
    expect(await liquidationsOf()).toMatchObject([
      { markPrice: (displayed - 0.01).toFixed(2), size: '0.100' },
    ]);
  });

  it('§3 position history keeps each closed position’s last §3 record, newest first', async () => {
    const history = await read<Array<Position & { time: number }>>(dave, '/v1/futures/positions/history');
    expect(history[0]).toMatchObject({
      symbol: BTC,
      direction: 1,
      marginMode: 1,
      count: '0.000',
      openDealCount: '0.100',
      closeDealCount: '0.100',
      openLevel: '50',
    });
    expect(history[0]?.time).toEqual(expect.any(Number));
    const page = await read<unknown[]>(dave, `/v1/futures/positions/history?before=${history[0]!.time}`);
    expect(page.length).toBe(history.length - 1);
    const bad = await dave.get('/v1/futures/positions/history?limit=101');
    expect(bad.body.code).toBe('00004');
  });

  it('§3 the protection fund lists its seed and what the taken-over position earned it, balance matching', async () => {
    type Fund = {
      balance: string;
      records: Array<{ symbol: string | null; change: string; balance: string; cause: string }>;
    };
    const seeded = await read<Fund>(alice, '/v1/futures/insurance-fund');
    expect(seeded.records).toEqual([
      expect.objectContaining({ cause: 'seed', change: '1000000.00000000', symbol: null }),
    ]);
    // The fund holds dave's long, taken over at its bankruptcy price below the mark; a bid lets it
    // close that position on the next price, and the difference is the fund's.
    const [ticker] = await read<Array<{ markPrice: string }>>(alice, '/v1/futures/tickers?symbol=BTCUSDT');
    await ok(bob, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: ticker!.markPrice,
      size: '0.100',
    });
    await quoteSpot(server.app, alice, ticker!.markPrice);
    let fund = seeded;
    await waitFor(async () => {
      fund = await read<Fund>(alice, '/v1/futures/insurance-fund');
      return fund.records.length > 1;
    });
    expect(fund.records[0]).toMatchObject({ symbol: BTC, cause: 'unwind' });
    expect(new Decimal(fund.records[0]!.change).greaterThan(0)).toBe(true);
    expect(fund.records[0]?.balance).toBe(fund.balance);
    // Each record's balance is the previous one's plus its change.
    for (let index = 0; index + 1 < fund.records.length; index += 1) {
      const newer = fund.records[index]!;
      const older = fund.records[index + 1]!;
      expect(new Decimal(older.balance).plus(newer.change).toFixed(8)).toBe(newer.balance);
    }
  });

  it('§3 max open size: exactly that size can be opened at the price, one lot more is refused', async () => {
    const at = '45000.00';
    const max = await read<{ price: string; leverage: string; long: string; short: string }>(
      carol,
      `/v1/futures/max-open-size?symbol=BTCUSDT&price=${at}`,
    );
    expect(max).toMatchObject({ price: at, leverage: expect.any(String) });
    expect(Number(max.long)).toBeGreaterThan(0);
    const tooBig = await carol.post('/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      positionSide: 1,
      orderType: 'limit',
      price: at,
      size: new Decimal(max.long).plus('0.001').toFixed(3),
    });
    expect(tooBig.body.code).toBe(FuturesCode.insufficientBalance);
    const placed = await ok<{ orderId: string; status: string }>(carol, '/v1/futures/order/place', {
      symbol: BTC,
      side: 'buy',
      positionSide: 1,
      orderType: 'limit',
      price: at,
      size: max.long,
    });
    expect(placed.status).toBe('accepted');
    // The resting order holds the balance: nothing more may be opened.
    const after = await read<{ long: string }>(carol, `/v1/futures/max-open-size?symbol=BTCUSDT&price=${at}`);
    expect(after.long).toBe('0.000');
    await ok(carol, '/v1/futures/order/cancel', { symbol: BTC, orderId: placed.orderId });
    const badPrice = await carol.get('/v1/futures/max-open-size?symbol=BTCUSDT&price=45000.001');
    expect(badPrice.body.code).toBe(FuturesCode.invalidPrice);
  });

  it('issue #10 USDT is conserved across spot and futures, and the engine invariants hold', async () => {
    for (const client of clients) {
      const account = await read<{ maxTransferOut: string }>(client, '/v1/futures/account');
      const open = await read<Array<{ orderId: string }>>(client, '/v1/futures/orders/open');
      for (const order of open)
        await ok(client, '/v1/futures/order/cancel', { symbol: BTC, orderId: order.orderId });
      if (Number(account.maxTransferOut) > 0 && open.length === 0)
        await ok(client, '/v1/futures/transfer', { direction: 'out', amount: account.maxTransferOut });
    }
    const exchange = futuresServiceOf(server.app).exchanges.live;
    expect(exchange.checkInvariants()).toEqual([]);
    let spotTotal = 0n;
    for (const client of clients) spotTotal += units(await spotUsdt(client));
    // What the futures venue still owes the spot side is minus its spot-wallet account.
    const inFutures = -units(exchange.ledgerTotal(SPOT_WALLETS));
    expect(spotTotal + inFutures).toBe(units('400000'));
  });
});

function units(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
  return negative ? -value : value;
}
