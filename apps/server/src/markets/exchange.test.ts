import { describe, expect, it } from 'vitest';
import { Exchange } from './exchange.ts';
import type { ExchangeCommand, ExchangeEvent, PlaceCommand } from './exchange-types.ts';

const TS = 1_700_000_000_000;

function deposit(accountId: string, asset: string, amount: string): ExchangeCommand {
  return { type: 'deposit', accountId, asset, amount, ts: TS };
}

function order(
  accountId: string,
  side: 'buy' | 'sell',
  price: string | undefined,
  size: string,
  extra: Partial<PlaceCommand> = {},
): PlaceCommand {
  return {
    type: 'place',
    symbol: 'BTCUSDT',
    accountId,
    side,
    orderType: price === undefined ? 'market' : 'limit',
    ...(price === undefined ? {} : { price }),
    size,
    ts: TS,
    ...extra,
  };
}

function funded(): Exchange {
  const exchange = new Exchange();
  exchange.apply(deposit('alice', 'USDT', '100000'));
  exchange.apply(deposit('bob', 'BTC', '2'));
  return exchange;
}

function ofType<T extends ExchangeEvent['type']>(events: ExchangeEvent[], type: T) {
  return events.filter((e): e is Extract<ExchangeEvent, { type: T }> => e.type === type);
}

describe('#7 exchange: holds, settlement and fees', () => {
  it('a sell holds its base size; a buy its notional at the limit price', () => {
    const exchange = funded();
    exchange.apply(order('bob', 'sell', '96000', '1'));
    expect(exchange.balance('bob', 'BTC')).toEqual({ available: '1.00000000', hold: '1.00000000' });
    exchange.apply(order('alice', 'buy', '90000.50', '0.1'));
    expect(exchange.balance('alice', 'USDT')).toEqual({ available: '90999.95000000', hold: '9000.05000000' });
    expect(exchange.checkInvariants()).toEqual([]);
  });

  it('a taker buy settles at the maker price, gets the saving back, pays its fee in base', () => {
    const exchange = funded();
    exchange.apply(order('bob', 'sell', '95000', '1'));
    const events = exchange.apply(order('alice', 'buy', '95100', '0.5'));
    const [trade] = ofType(events, 'trade');
    expect(trade).toMatchObject({
      price: '95000.00',
      size: '0.500000',
      quoteAmount: '47500.00000000',
      takerSide: 'buy',
      takerFee: '0.00050000',
      takerFeeAsset: 'BTC',
      makerFee: '47.50000000',
      makerFeeAsset: 'USDT',
    });
    expect(exchange.balance('alice', 'USDT')).toEqual({ available: '52500.00000000', hold: '0.00000000' });
    expect(exchange.balance('alice', 'BTC')).toEqual({ available: '0.49950000', hold: '0.00000000' });
    expect(exchange.balance('bob', 'USDT')).toEqual({ available: '47452.50000000', hold: '0.00000000' });
    expect(exchange.balance('bob', 'BTC')).toEqual({ available: '1.00000000', hold: '0.50000000' });
    expect(exchange.balance('@fees', 'USDT').available).toBe('47.50000000');
    expect(
      ofType(events, 'balance')
        .map((b) => `${b.accountId} ${b.asset}`)
        .sort(),
    ).toEqual(['alice BTC', 'alice USDT', 'bob BTC', 'bob USDT']);
    expect(exchange.checkInvariants()).toEqual([]);
  });

  it('the maker fee follows the fee tier (VIP5 maker 0.02%)', () => {
    const exchange = funded();
    exchange.apply({ type: 'set-fee-tier', accountId: 'bob', tier: 'VIP5', ts: TS });
    exchange.apply(order('bob', 'sell', '95000', '1'));
    const [trade] = ofType(exchange.apply(order('alice', 'buy', '95000', '0.5')), 'trade');
    expect(trade?.makerFee).toBe('9.50000000');
    expect(
      exchange.apply({ type: 'set-fee-tier', accountId: 'bob', tier: 'VIP9' as 'VIP0', ts: TS })[0],
    ).toMatchObject({
      type: 'rejected',
      reason: 'unknown-fee-tier',
    });
  });

  it('a market buy holds exactly what it will pay; a cent short is rejected', () => {
    const exact = new Exchange();
    exact.apply(deposit('bob', 'BTC', '1'));
    exact.apply(order('bob', 'sell', '95000', '0.1'));
    exact.apply(order('bob', 'sell', '95010', '0.1'));
    const short = Exchange.restore(exact.snapshot());
    exact.apply(deposit('alice', 'USDT', '14250.5'));
    short.apply(deposit('alice', 'USDT', '14250.49'));
    expect(short.apply(order('alice', 'buy', undefined, '0.15'))[0]).toMatchObject({
      type: 'rejected',
      reason: 'insufficient-balance',
    });
    const events = exact.apply(order('alice', 'buy', undefined, '0.15'));
    expect(ofType(events, 'trade').map((t) => [t.price, t.size])).toEqual([
      ['95000.00', '0.100000'],
      ['95010.00', '0.050000'],
    ]);
    expect(exact.balance('alice', 'USDT')).toEqual({ available: '0.00000000', hold: '0.00000000' });
    expect(exact.checkInvariants()).toEqual([]);
  });

  it('a market buy by funds buys the most the funds allow, down to a part of a maker', () => {
    const exchange = new Exchange();
    exchange.apply(deposit('bob', 'BTC', '1'));
    exchange.apply(order('bob', 'sell', '95000', '0.1'));
    exchange.apply(order('bob', 'sell', '95010', '0.1'));
    exchange.apply(order('bob', 'sell', '96000', '0.8'));
    exchange.apply(deposit('alice', 'USDT', '20000'));
    const buy: ExchangeCommand = {
      type: 'place',
      symbol: 'BTCUSDT',
      accountId: 'alice',
      side: 'buy',
      orderType: 'market',
      funds: '14250',
      ts: TS,
    };
    const events = exchange.apply(buy);
    expect(ofType(events, 'accepted')[0]).toMatchObject({ size: '0.149994', price: null });
    expect(ofType(events, 'trade').map((t) => [t.price, t.size, t.quoteAmount])).toEqual([
      ['95000.00', '0.100000', '9500.00000000'],
      ['95010.00', '0.049994', '4749.92994000'],
    ]);
    expect(exchange.balance('alice', 'USDT')).toEqual({ available: '5750.07006000', hold: '0.00000000' });
    expect(exchange.checkInvariants()).toEqual([]);
    const reason = (command: ExchangeCommand) => exchange.apply(command)[0];
    expect(reason({ ...buy, funds: '0' })).toMatchObject({ reason: 'invalid-amount' });
    expect(reason({ ...buy, size: '0.1' })).toMatchObject({ reason: 'invalid-order' });
    expect(reason({ ...buy, side: 'sell' })).toMatchObject({ reason: 'invalid-order' });
    expect(reason({ ...buy, funds: '100000' })).toMatchObject({ reason: 'insufficient-balance' });
  });

  it('cancel releases the hold of a partly filled order', () => {
    const exchange = funded();
    const placed = exchange.apply(order('alice', 'buy', '95000', '1', { clientOrderId: 'c-1' }));
    const orderId = ofType(placed, 'accepted')[0]!.orderId;
    exchange.apply(order('bob', 'sell', '95000', '0.25'));
    expect(exchange.balance('alice', 'USDT').hold).toBe('71250.00000000');
    const events = exchange.apply({
      type: 'cancel',
      symbol: 'BTCUSDT',
      accountId: 'alice',
      clientOrderId: 'c-1',
      ts: TS,
    });
    expect(ofType(events, 'cancelled')[0]).toMatchObject({ orderId, size: '0.750000', reason: 'user' });
    expect(ofType(events, 'done')[0]).toMatchObject({ orderId, reason: 'cancelled', filled: '0.250000' });
    expect(exchange.balance('alice', 'USDT')).toEqual({ available: '76250.00000000', hold: '0.00000000' });
    expect(exchange.checkInvariants()).toEqual([]);
  });

  it('cancel-all cancels every open order of the account, by symbol and side if asked', () => {
    const exchange = funded();
    exchange.apply(deposit('alice', 'ETH', '10'));
    exchange.apply(order('alice', 'buy', '90000', '0.1'));
    exchange.apply(order('alice', 'buy', '91000', '0.1'));
    exchange.apply({ ...order('alice', 'sell', '3500', '1'), symbol: 'ETHUSDT' });
    exchange.apply(order('bob', 'sell', '99000', '0.1'));
    const cancelled = (events: ExchangeEvent[]) =>
      ofType(events, 'cancelled').map((e) => [e.symbol, e.orderId]);
    const all = { type: 'cancel-all', accountId: 'alice', ts: TS } as const;
    expect(cancelled(exchange.apply({ ...all, symbol: 'BTCUSDT', side: 'sell' }))).toEqual([]);
    expect(cancelled(exchange.apply({ ...all, symbol: 'ETHUSDT', side: 'sell' }))).toEqual([['ETHUSDT', 3]]);
    expect(cancelled(exchange.apply({ ...all, symbol: 'BTCUSDT' }))).toEqual([
      ['BTCUSDT', 1],
      ['BTCUSDT', 2],
    ]);
    expect(exchange.openOrders('alice')).toEqual([]);
    expect(exchange.openOrders('bob')).toHaveLength(1);
    expect(exchange.balance('alice', 'USDT')).toEqual({ available: '100000.00000000', hold: '0.00000000' });
    expect(exchange.apply({ ...all, symbol: 'FOO' })[0]).toMatchObject({
      reason: 'unknown-symbol',
    });
    expect(exchange.checkInvariants()).toEqual([]);
  });

  it('amend re-sizes the hold and checks the balance for an increase', () => {
    const exchange = funded();
    const orderId = ofType(exchange.apply(order('alice', 'buy', '50000', '1')), 'accepted')[0]!.orderId;
    exchange.apply({ type: 'amend', symbol: 'BTCUSDT', accountId: 'alice', orderId, price: '60000', ts: TS });
    expect(exchange.balance('alice', 'USDT').hold).toBe('60000.00000000');
    expect(
      exchange.apply({ type: 'amend', symbol: 'BTCUSDT', accountId: 'alice', orderId, size: '2', ts: TS })[0],
    ).toMatchObject({ reason: 'insufficient-balance' });
    exchange.apply({ type: 'amend', symbol: 'BTCUSDT', accountId: 'alice', orderId, size: '0.5', ts: TS });
    expect(exchange.balance('alice', 'USDT')).toEqual({
      available: '70000.00000000',
      hold: '30000.00000000',
    });
    expect(
      exchange.apply({ type: 'amend', symbol: 'BTCUSDT', accountId: 'bob', orderId, size: '0.4', ts: TS })[0],
    ).toMatchObject({ reason: 'not-owner' });
    expect(exchange.checkInvariants()).toEqual([]);
  });

  it('validates precision, minimums, symbols, client ids and balances', () => {
    const exchange = funded();
    const reason = (command: ExchangeCommand) => exchange.apply(command)[0];
    expect(reason(order('alice', 'buy', '95000.001', '0.1'))).toMatchObject({ reason: 'invalid-price' });
    expect(reason(order('alice', 'buy', '95000', '0.0000001'))).toMatchObject({ reason: 'invalid-size' });
    expect(reason(order('alice', 'buy', '95000', '0.000001'))).toMatchObject({ reason: 'below-min-size' });
    expect(reason(order('alice', 'buy', '95000', '0.00002'))).toMatchObject({ reason: 'below-min-notional' });
    expect(reason(order('alice', 'buy', '95000', '1.1'))).toMatchObject({ reason: 'insufficient-balance' });
    expect(reason(order('alice', 'buy', '-1', '1'))).toMatchObject({ reason: 'invalid-price' });
    expect(reason({ ...order('alice', 'buy', '1', '1'), symbol: 'FOOUSDT' })).toMatchObject({
      reason: 'unknown-symbol',
    });
    exchange.apply(order('alice', 'buy', '90000', '0.1', { clientOrderId: 'x' }));
    expect(reason(order('alice', 'buy', '90000', '0.1', { clientOrderId: 'x' }))).toMatchObject({
      reason: 'duplicate-client-order-id',
      clientOrderId: 'x',
    });
    expect(reason(order('alice', 'buy', '96000', '0.1', { postOnly: true }))).toMatchObject({
      type: 'accepted',
    });
    exchange.apply(order('bob', 'sell', '97000', '0.1'));
    expect(exchange.apply(order('alice', 'buy', '97000', '0.1', { postOnly: true }))).toContainEqual(
      expect.objectContaining({ type: 'done', reason: 'cancelled', cancelReason: 'post-only-would-take' }),
    );
    expect(reason(deposit('alice', 'FOO', '1'))).toMatchObject({ reason: 'unknown-asset' });
    expect(reason(deposit('@fees', 'USDT', '1'))).toMatchObject({ reason: 'invalid-account' });
    expect(reason(order('@world', 'buy', '90000', '0.1'))).toMatchObject({ reason: 'invalid-account' });
    expect(reason(deposit('alice', 'USDT', '1.000000001'))).toMatchObject({ reason: 'invalid-amount' });
    expect(reason({ type: 'withdraw', accountId: 'bob', asset: 'BTC', amount: '5', ts: TS })).toMatchObject({
      reason: 'insufficient-balance',
    });
    expect(exchange.checkInvariants()).toEqual([]);
  });

  it('lists open orders with their open and filled sizes', () => {
    const exchange = funded();
    exchange.apply(order('alice', 'buy', '95000', '0.3', { clientOrderId: 'a' }));
    exchange.apply(order('bob', 'sell', '95000', '0.1'));
    expect(exchange.openOrders('alice')).toEqual([
      {
        orderId: 1,
        symbol: 'BTCUSDT',
        clientOrderId: 'a',
        side: 'buy',
        price: '95000.00',
        size: '0.200000',
        filled: '0.100000',
        postOnly: false,
      },
    ]);
    expect(exchange.openOrders('bob')).toEqual([]);
  });
});

describe('#7 exchange: snapshot, restore and journal replay', () => {
  it('restore(snapshot) and replaying the journal rebuild identical books and balances', () => {
    const journal: ExchangeCommand[] = [
      deposit('alice', 'USDT', '100000'),
      deposit('bob', 'BTC', '2'),
      deposit('carol', 'ETH', '10'),
      order('bob', 'sell', '95000', '1'),
      order('alice', 'buy', '94000', '0.3', { clientOrderId: 'keep' }),
      order('alice', 'buy', '95100', '0.5'),
      {
        type: 'place',
        symbol: 'ETHUSDT',
        accountId: 'carol',
        side: 'sell',
        orderType: 'limit',
        price: '3400',
        size: '2',
        ts: TS,
      },
      { type: 'amend', symbol: 'BTCUSDT', accountId: 'alice', orderId: 2, size: '0.2', ts: TS },
      { type: 'cancel', symbol: 'BTCUSDT', accountId: 'bob', orderId: 1, ts: TS },
    ];
    const live = new Exchange();
    const liveEvents = journal.map((command) => live.apply(JSON.parse(JSON.stringify(command))));
    const replayed = new Exchange();
    const replayedEvents = journal.map((command) => replayed.apply(command));
    expect(replayedEvents).toEqual(liveEvents);
    expect(replayed.snapshot()).toEqual(live.snapshot());
    const restored = Exchange.restore(JSON.parse(JSON.stringify(live.snapshot())));
    expect(restored.snapshot()).toEqual(live.snapshot());
    const next = order('bob', 'sell', '93000', '0.5');
    expect(restored.apply(next)).toEqual(live.apply(next));
    expect(restored.checkInvariants()).toEqual([]);
    expect(restored.apply(order('alice', 'buy', '1000', '0.01', { clientOrderId: 'keep' }))[0]).toMatchObject(
      {
        type: 'accepted',
      },
    );
  });
});
