import { describe, expect, it } from 'vitest';
import { checkBookInvariants } from './invariants.ts';
import { OrderBook } from './order-book.ts';
import type { EngineEvent, PlaceOrder } from './types.ts';

const TS = 1_700_000_000_000;

function limit(
  orderId: number,
  accountId: string,
  side: 'buy' | 'sell',
  price: number,
  size: number,
  extra: Partial<PlaceOrder> = {},
): PlaceOrder {
  return { type: 'place', orderId, accountId, side, orderType: 'limit', price, size, ts: TS, ...extra };
}

function market(orderId: number, accountId: string, side: 'buy' | 'sell', size: number): PlaceOrder {
  return { type: 'place', orderId, accountId, side, orderType: 'market', size, ts: TS };
}

function accepted(order: PlaceOrder, timeInForce = order.timeInForce ?? 'GTC'): EngineEvent {
  return {
    type: 'accepted',
    orderId: order.orderId,
    accountId: order.accountId,
    clientOrderId: order.clientOrderId,
    side: order.side,
    orderType: order.orderType,
    price: order.price ?? 0,
    size: order.size,
    timeInForce,
    postOnly: order.postOnly === true,
    ts: TS,
  };
}

function bookWith(...orders: PlaceOrder[]): OrderBook {
  const book = new OrderBook();
  for (const order of orders) book.apply(order);
  return book;
}

function sound(book: OrderBook): void {
  expect(checkBookInvariants(book)).toEqual([]);
}

describe('#7 matching engine: limit orders', () => {
  it('rests a non-crossing limit order and reports it in depth', () => {
    const book = new OrderBook();
    const order = limit(1, 'a', 'buy', 100, 5);
    expect(book.apply(order)).toEqual([accepted(order)]);
    expect(book.depth()).toEqual({ bids: [[100, 5, 1]], asks: [] });
    expect(book.getOrder(1)).toMatchObject({ price: 100, size: 5, filled: 0 });
    sound(book);
  });

  it('fills exactly against one maker: both done, no resting remainder', () => {
    const book = bookWith(limit(1, 'm', 'sell', 100, 5));
    const taker = limit(2, 't', 'buy', 100, 5);
    expect(book.apply(taker)).toEqual([
      accepted(taker),
      {
        type: 'trade',
        tradeId: 1,
        price: 100,
        size: 5,
        takerSide: 'buy',
        makerOrderId: 1,
        makerAccountId: 'm',
        takerOrderId: 2,
        takerAccountId: 't',
        makerRemaining: 0,
        takerRemaining: 0,
        ts: TS,
      },
      {
        type: 'done',
        orderId: 1,
        accountId: 'm',
        side: 'sell',
        reason: 'filled',
        cancelReason: null,
        filled: 5,
        ts: TS,
      },
      {
        type: 'done',
        orderId: 2,
        accountId: 't',
        side: 'buy',
        reason: 'filled',
        cancelReason: null,
        filled: 5,
        ts: TS,
      },
    ]);
    expect(book.depth()).toEqual({ bids: [], asks: [] });
    sound(book);
  });

  it('partially fills the maker, which keeps its place with the rest', () => {
    const book = bookWith(limit(1, 'm', 'sell', 100, 5), limit(2, 'm2', 'sell', 100, 4));
    const events = book.apply(limit(3, 't', 'buy', 100, 2));
    expect(events.map((e) => e.type)).toEqual(['accepted', 'trade', 'done']);
    expect(events[1]).toMatchObject({ makerOrderId: 1, size: 2, makerRemaining: 3, takerRemaining: 0 });
    expect(book.depth().asks).toEqual([[100, 7, 2]]);
    expect(book.getOrder(1)).toMatchObject({ size: 3, filled: 2 });
    sound(book);
  });

  it('partially fills the taker, which rests the remainder at its limit', () => {
    const book = bookWith(limit(1, 'm', 'sell', 100, 3));
    const events = book.apply(limit(2, 't', 'buy', 101, 10));
    expect(events.map((e) => e.type)).toEqual(['accepted', 'trade', 'done']);
    expect(events[1]).toMatchObject({ price: 100, size: 3, takerRemaining: 7 });
    expect(book.depth()).toEqual({ bids: [[101, 7, 1]], asks: [] });
    expect(book.getOrder(2)).toMatchObject({ size: 7, filled: 3 });
    sound(book);
  });

  it('walks price levels best first, FIFO within a level, and exhausts them', () => {
    const book = bookWith(
      limit(1, 'm1', 'sell', 102, 1),
      limit(2, 'm2', 'sell', 100, 2),
      limit(3, 'm3', 'sell', 101, 3),
      limit(4, 'm4', 'sell', 100, 4),
    );
    const trades = book.apply(limit(5, 't', 'buy', 101, 100)).filter((e) => e.type === 'trade');
    expect(trades.map((t) => [t.makerOrderId, t.price, t.size])).toEqual([
      [2, 100, 2],
      [4, 100, 4],
      [3, 101, 3],
    ]);
    expect(book.depth()).toEqual({ bids: [[101, 91, 1]], asks: [[102, 1, 1]] });
    sound(book);
  });

  it('trades at the maker price, never the taker limit (sell side too)', () => {
    const book = bookWith(limit(1, 'm', 'buy', 105, 2), limit(2, 'm', 'buy', 104, 2));
    const trades = book.apply(limit(3, 't', 'sell', 90, 3)).filter((e) => e.type === 'trade');
    expect(trades.map((t) => [t.price, t.size, t.takerSide])).toEqual([
      [105, 2, 'sell'],
      [104, 1, 'sell'],
    ]);
    sound(book);
  });

  it('rejects bad prices and sizes without touching the book', () => {
    const book = new OrderBook();
    expect(book.apply(limit(1, 'a', 'buy', 0, 1))[0]).toMatchObject({
      type: 'rejected',
      reason: 'invalid-price',
    });
    expect(book.apply(limit(2, 'a', 'buy', 1.5, 1))[0]).toMatchObject({ reason: 'invalid-price' });
    expect(book.apply(limit(3, 'a', 'buy', 10, 0))[0]).toMatchObject({ reason: 'invalid-size' });
    expect(book.apply(limit(4, 'a', 'buy', 10, 2 ** 53))[0]).toMatchObject({ reason: 'invalid-size' });
    book.apply(limit(5, 'a', 'buy', 10, 1));
    expect(book.apply(limit(5, 'a', 'buy', 10, 1))[0]).toMatchObject({ reason: 'duplicate-order-id' });
    expect(book.orderCount).toBe(1);
  });
});

describe('#7 matching engine: market, IOC, FOK, post-only', () => {
  it('market order sweeps levels and cancels what the book cannot fill', () => {
    const book = bookWith(limit(1, 'm', 'sell', 100, 2), limit(2, 'm', 'sell', 110, 2));
    const order = market(3, 't', 'buy', 5);
    const events = book.apply(order);
    expect(events[0]).toEqual(accepted(order, 'IOC'));
    expect(events.slice(1).map((e) => e.type)).toEqual([
      'trade',
      'done',
      'trade',
      'done',
      'cancelled',
      'done',
    ]);
    expect(events.at(-2)).toEqual({
      type: 'cancelled',
      orderId: 3,
      accountId: 't',
      side: 'buy',
      price: 0,
      size: 1,
      reason: 'unfilled-ioc',
      ts: TS,
    });
    expect(events.at(-1)).toMatchObject({ type: 'done', reason: 'cancelled', filled: 4 });
    expect(book.orderCount).toBe(0);
  });

  it('market order on an empty side is accepted then cancelled whole', () => {
    const events = new OrderBook().apply(market(1, 't', 'sell', 5));
    expect(events.map((e) => e.type)).toEqual(['accepted', 'cancelled', 'done']);
    expect(events[1]).toMatchObject({ size: 5, reason: 'unfilled-ioc' });
  });

  it('IOC fills what crosses and never rests', () => {
    const book = bookWith(limit(1, 'm', 'sell', 100, 2), limit(2, 'm', 'sell', 101, 2));
    const events = book.apply(limit(3, 't', 'buy', 100, 5, { timeInForce: 'IOC' }));
    expect(events.map((e) => e.type)).toEqual(['accepted', 'trade', 'done', 'cancelled', 'done']);
    expect(events[3]).toMatchObject({ size: 3, reason: 'unfilled-ioc' });
    expect(book.depth()).toEqual({ bids: [], asks: [[101, 2, 1]] });
  });

  it('FOK fills completely across levels or is rejected with nothing traded', () => {
    const book = bookWith(limit(1, 'm', 'sell', 100, 2), limit(2, 'm', 'sell', 101, 2));
    expect(book.apply(limit(3, 't', 'buy', 101, 5, { timeInForce: 'FOK' }))).toEqual([
      { type: 'rejected', orderId: 3, command: 'place', reason: 'fok-not-fillable', ts: TS },
    ]);
    expect(book.apply(limit(4, 't', 'buy', 100, 3, { timeInForce: 'FOK' }))[0]).toMatchObject({
      reason: 'fok-not-fillable',
    });
    const filled = book.apply(limit(5, 't', 'buy', 101, 4, { timeInForce: 'FOK' }));
    expect(filled.map((e) => e.type)).toEqual(['accepted', 'trade', 'done', 'trade', 'done', 'done']);
    expect(book.orderCount).toBe(0);
  });

  it('FOK counts only what self-trade prevention would let it take', () => {
    const book = bookWith(limit(1, 't', 'sell', 100, 2), limit(2, 'm', 'sell', 100, 2));
    expect(book.apply(limit(3, 't', 'buy', 100, 2, { timeInForce: 'FOK' }))[0]).toMatchObject({
      reason: 'fok-not-fillable',
    });
    const events = book.apply(
      limit(4, 't', 'buy', 100, 2, { timeInForce: 'FOK', selfTradePrevention: 'cancel-oldest' }),
    );
    expect(events.map((e) => e.type)).toEqual(['accepted', 'cancelled', 'done', 'trade', 'done', 'done']);
  });

  it('post-only rests when passive and is accepted then cancelled, untraded, when it would take', () => {
    const book = bookWith(limit(1, 'm', 'sell', 100, 2));
    const taking = limit(2, 't', 'buy', 100, 1, { postOnly: true });
    expect(book.apply(taking)).toEqual([
      accepted(taking),
      {
        type: 'cancelled',
        orderId: 2,
        accountId: 't',
        side: 'buy',
        price: 100,
        size: 1,
        reason: 'post-only-would-take',
        ts: TS,
      },
      {
        type: 'done',
        orderId: 2,
        accountId: 't',
        side: 'buy',
        reason: 'cancelled',
        cancelReason: 'post-only-would-take',
        filled: 0,
        ts: TS,
      },
    ]);
    expect(book.depth()).toEqual({ bids: [], asks: [[100, 2, 1]] });
    const passive = limit(3, 't', 'buy', 99, 1, { postOnly: true });
    expect(book.apply(passive)).toEqual([accepted(passive)]);
    expect(book.apply(limit(4, 't', 'buy', 99, 1, { postOnly: true, timeInForce: 'IOC' }))[0]).toMatchObject({
      reason: 'invalid-order',
    });
    expect(book.apply({ ...market(5, 't', 'buy', 1), postOnly: true })[0]).toMatchObject({
      reason: 'invalid-order',
    });
  });
});

describe('#7 matching engine: self-trade prevention', () => {
  it('cancel-newest (default) cancels the incoming remainder and keeps the resting order', () => {
    const book = bookWith(limit(1, 'x', 'sell', 100, 2), limit(2, 'x', 'sell', 100, 2));
    const book2 = bookWith(limit(1, 'm', 'sell', 100, 1), limit(2, 'x', 'sell', 100, 2));
    const events = book.apply(limit(3, 'x', 'buy', 100, 3));
    expect(events.map((e) => e.type)).toEqual(['accepted', 'cancelled', 'done']);
    expect(events[1]).toMatchObject({ orderId: 3, size: 3, reason: 'self-trade' });
    expect(book.depth().asks).toEqual([[100, 4, 2]]);
    const partly = book2.apply(limit(3, 'x', 'buy', 100, 3));
    expect(partly.map((e) => e.type)).toEqual(['accepted', 'trade', 'done', 'cancelled', 'done']);
    expect(partly[3]).toMatchObject({ orderId: 3, size: 2, reason: 'self-trade' });
  });

  it('cancel-oldest cancels the resting order and keeps matching', () => {
    const book = bookWith(limit(1, 'x', 'sell', 100, 2), limit(2, 'm', 'sell', 100, 2));
    const events = book.apply(limit(3, 'x', 'buy', 100, 3, { selfTradePrevention: 'cancel-oldest' }));
    expect(events.map((e) => e.type)).toEqual(['accepted', 'cancelled', 'done', 'trade', 'done']);
    expect(events[1]).toMatchObject({ orderId: 1, size: 2, reason: 'self-trade' });
    expect(events[3]).toMatchObject({ makerOrderId: 2, size: 2 });
    expect(book.depth()).toEqual({ bids: [[100, 1, 1]], asks: [] });
    sound(book);
  });

  it('cancel-both cancels the resting order and the incoming one', () => {
    const book = bookWith(limit(1, 'x', 'sell', 100, 2), limit(2, 'm', 'sell', 100, 2));
    const events = book.apply(limit(3, 'x', 'buy', 100, 3, { selfTradePrevention: 'cancel-both' }));
    expect(events.map((e) => [e.type, 'orderId' in e ? e.orderId : 0])).toEqual([
      ['accepted', 3],
      ['cancelled', 1],
      ['done', 1],
      ['cancelled', 3],
      ['done', 3],
    ]);
    expect(book.depth()).toEqual({ bids: [], asks: [[100, 2, 1]] });
  });
});

describe('#7 matching engine: cancel and amend', () => {
  it('cancels a partly filled order: cancelled carries the open size, done the filled size', () => {
    const book = bookWith(limit(1, 'm', 'sell', 100, 5), limit(2, 't', 'buy', 100, 2));
    expect(book.apply({ type: 'cancel', orderId: 1, accountId: 'm', ts: TS })).toEqual([
      {
        type: 'cancelled',
        orderId: 1,
        accountId: 'm',
        side: 'sell',
        price: 100,
        size: 3,
        reason: 'user',
        ts: TS,
      },
      {
        type: 'done',
        orderId: 1,
        accountId: 'm',
        side: 'sell',
        reason: 'cancelled',
        cancelReason: 'user',
        filled: 2,
        ts: TS,
      },
    ]);
    expect(book.depth()).toEqual({ bids: [], asks: [] });
    sound(book);
  });

  it('rejects cancelling an unknown order or somebody else’s', () => {
    const book = bookWith(limit(1, 'm', 'sell', 100, 5));
    expect(book.apply({ type: 'cancel', orderId: 9, ts: TS })[0]).toMatchObject({ reason: 'unknown-order' });
    expect(book.apply({ type: 'cancel', orderId: 1, accountId: 'x', ts: TS })[0]).toMatchObject({
      reason: 'not-owner',
    });
    expect(book.orderCount).toBe(1);
  });

  it('cancelling from the middle of a level keeps FIFO for the rest', () => {
    const book = bookWith(
      limit(1, 'a', 'sell', 100, 1),
      limit(2, 'b', 'sell', 100, 1),
      limit(3, 'c', 'sell', 100, 1),
    );
    book.apply({ type: 'cancel', orderId: 2, ts: TS });
    const trades = book.apply(limit(4, 't', 'buy', 100, 2)).filter((e) => e.type === 'trade');
    expect(trades.map((t) => t.makerOrderId)).toEqual([1, 3]);
  });

  it('a smaller size at the same price keeps time priority', () => {
    const book = bookWith(limit(1, 'a', 'sell', 100, 5), limit(2, 'b', 'sell', 100, 5));
    expect(book.apply({ type: 'amend', orderId: 1, size: 2, ts: TS })).toEqual([
      {
        type: 'amended',
        orderId: 1,
        accountId: 'a',
        side: 'sell',
        oldPrice: 100,
        price: 100,
        oldSize: 5,
        size: 2,
        priorityKept: true,
        ts: TS,
      },
    ]);
    expect(book.depth().asks).toEqual([[100, 7, 2]]);
    const trades = book.apply(limit(3, 't', 'buy', 100, 1)).filter((e) => e.type === 'trade');
    expect(trades[0]).toMatchObject({ makerOrderId: 1 });
    sound(book);
  });

  it('a larger size or a new price loses time priority', () => {
    const book = bookWith(
      limit(1, 'a', 'sell', 100, 5),
      limit(2, 'b', 'sell', 100, 5),
      limit(3, 'c', 'sell', 101, 5),
    );
    expect(book.apply({ type: 'amend', orderId: 1, size: 6, ts: TS })[0]).toMatchObject({
      priorityKept: false,
    });
    book.apply({ type: 'amend', orderId: 3, price: 100, ts: TS });
    const trades = book.apply(limit(4, 't', 'buy', 100, 16)).filter((e) => e.type === 'trade');
    expect(trades.map((t) => [t.makerOrderId, t.size])).toEqual([
      [2, 5],
      [1, 6],
      [3, 5],
    ]);
    sound(book);
  });

  it('an amended price that crosses trades at once and rests the rest', () => {
    const book = bookWith(limit(1, 'a', 'sell', 100, 2), limit(2, 'b', 'buy', 98, 5));
    const events = book.apply({ type: 'amend', orderId: 2, price: 100, ts: TS });
    expect(events.map((e) => e.type)).toEqual(['amended', 'trade', 'done']);
    expect(events[1]).toMatchObject({ takerOrderId: 2, price: 100, size: 2, takerRemaining: 3 });
    expect(book.depth()).toEqual({ bids: [[100, 3, 1]], asks: [] });
  });

  it('rejects amends that change nothing, cross a post-only order or are not the owner’s', () => {
    const book = bookWith(limit(1, 'a', 'sell', 100, 2), limit(2, 'b', 'buy', 98, 5, { postOnly: true }));
    expect(book.apply({ type: 'amend', orderId: 2, price: 98, ts: TS })[0]).toMatchObject({
      reason: 'nothing-to-amend',
    });
    expect(book.apply({ type: 'amend', orderId: 2, price: 100, ts: TS })[0]).toMatchObject({
      reason: 'post-only-would-take',
    });
    expect(book.apply({ type: 'amend', orderId: 2, accountId: 'a', size: 1, ts: TS })[0]).toMatchObject({
      reason: 'not-owner',
    });
    expect(book.apply({ type: 'amend', orderId: 2, size: 0, ts: TS })[0]).toMatchObject({
      reason: 'invalid-size',
    });
    expect(book.apply({ type: 'amend', orderId: 7, size: 1, ts: TS })[0]).toMatchObject({
      reason: 'unknown-order',
    });
    expect(book.getOrder(2)).toMatchObject({ price: 98, size: 5 });
  });
});

describe('#7 matching engine: deep books', () => {
  it('levels emptied below the top are reused, swept in bulk, and never show in depth', () => {
    const book = new OrderBook();
    for (let i = 0; i < 200; i += 1) book.apply(limit(i + 1, 'm', 'sell', 1_000 + i, 1));
    // Empty every level except the best, far ones first, in a scattered order.
    for (let i = 199; i >= 1; i -= 7) book.apply({ type: 'cancel', orderId: i + 1, ts: TS });
    sound(book);
    expect(book.asks.depth).toBe(200 - 29);
    book.apply(limit(1_000, 'm', 'sell', 1_000 + 199, 4));
    expect(book.depth().asks.at(-1)).toEqual([1_199, 4, 1]);
    for (let i = 1; i < 200; i += 1) book.apply({ type: 'cancel', orderId: i + 1, ts: TS });
    sound(book);
    expect(book.depth().asks).toEqual([
      [1_000, 1, 1],
      [1_199, 4, 1],
    ]);
    expect(book.asks.levels.length).toBeLessThan(100);
    const trades = book.apply(limit(2_000, 't', 'buy', 2_000, 5)).filter((e) => e.type === 'trade');
    expect(trades.map((t) => [t.price, t.size])).toEqual([
      [1_000, 1],
      [1_199, 4],
    ]);
    expect(book.asks.levels).toEqual([]);
    sound(book);
  });
});

describe('#7 matching engine: snapshot and replay', () => {
  it('restore(snapshot) and replaying the journal give the same state and the same future', () => {
    const journal = [
      limit(1, 'a', 'sell', 100, 5),
      limit(2, 'b', 'sell', 100, 3),
      limit(3, 'c', 'buy', 98, 4),
      limit(4, 'd', 'buy', 100, 2),
      { type: 'amend', orderId: 3, size: 2, ts: TS } as const,
      limit(5, 'a', 'buy', 97, 1),
      { type: 'cancel', orderId: 2, ts: TS } as const,
    ];
    const live = new OrderBook();
    for (const command of journal) live.apply(command);
    const replayed = new OrderBook();
    for (const command of journal) replayed.apply(command);
    const restored = OrderBook.restore(JSON.parse(JSON.stringify(live.snapshot())));
    expect(restored.snapshot()).toEqual(live.snapshot());
    expect(replayed.snapshot()).toEqual(live.snapshot());
    const next = limit(6, 'e', 'sell', 90, 10);
    expect(restored.apply(next)).toEqual(live.apply(next));
    sound(restored);
  });
});

describe('#18 every way an order ends carries a machine-readable reason on its done event', () => {
  // The incoming order is always id 9 from account 't'; the book holds asks of 2 lots at 100 and 101.
  const asks = () => bookWith(limit(1, 'm', 'sell', 100, 2), limit(2, 'm', 'sell', 101, 2));
  const cases: ReadonlyArray<{
    name: string;
    book: () => OrderBook;
    order: PlaceOrder;
    reason: 'filled' | 'cancelled';
    cancelReason: string | null;
    filled: number;
  }> = [
    {
      name: 'market buy within the book',
      book: asks,
      order: market(9, 't', 'buy', 3),
      reason: 'filled',
      cancelReason: null,
      filled: 3,
    },
    {
      name: 'market buy on an empty book',
      book: () => new OrderBook(),
      order: market(9, 't', 'buy', 3),
      reason: 'cancelled',
      cancelReason: 'unfilled-ioc',
      filled: 0,
    },
    {
      name: 'market buy larger than the book',
      book: asks,
      order: market(9, 't', 'buy', 5),
      reason: 'cancelled',
      cancelReason: 'unfilled-ioc',
      filled: 4,
    },
    {
      name: 'IOC with a thin book at its limit',
      book: asks,
      order: limit(9, 't', 'buy', 100, 3, { timeInForce: 'IOC' }),
      reason: 'cancelled',
      cancelReason: 'unfilled-ioc',
      filled: 2,
    },
    {
      name: 'IOC not crossing',
      book: asks,
      order: limit(9, 't', 'buy', 99, 3, { timeInForce: 'IOC' }),
      reason: 'cancelled',
      cancelReason: 'unfilled-ioc',
      filled: 0,
    },
    {
      name: 'post-only that would take',
      book: asks,
      order: limit(9, 't', 'buy', 100, 1, { postOnly: true }),
      reason: 'cancelled',
      cancelReason: 'post-only-would-take',
      filled: 0,
    },
    {
      name: 'self-trade, cancel-newest',
      book: () => bookWith(limit(1, 't', 'sell', 100, 2)),
      order: market(9, 't', 'buy', 1),
      reason: 'cancelled',
      cancelReason: 'self-trade',
      filled: 0,
    },
    {
      name: 'self-trade after a partial fill',
      book: () => bookWith(limit(1, 'm', 'sell', 100, 1), limit(2, 't', 'sell', 101, 2)),
      order: market(9, 't', 'buy', 3),
      reason: 'cancelled',
      cancelReason: 'self-trade',
      filled: 1,
    },
    {
      name: 'FOK fillable in full',
      book: asks,
      order: limit(9, 't', 'buy', 101, 4, { timeInForce: 'FOK' }),
      reason: 'filled',
      cancelReason: null,
      filled: 4,
    },
  ];
  for (const { name, book, order, reason, cancelReason, filled } of cases) {
    it(name, () => {
      const events = book().apply(order);
      const own = events.filter((event) => event.type === 'done' && event.orderId === 9);
      expect(own).toEqual([expect.objectContaining({ reason, cancelReason, filled })]);
      const cancelled = events.find((event) => event.type === 'cancelled' && event.orderId === 9);
      expect(cancelled === undefined ? null : (cancelled as { reason: string }).reason).toBe(cancelReason);
    });
  }

  it('a resting order cancelled by its owner says user', () => {
    const book = bookWith(limit(9, 't', 'buy', 90, 1));
    expect(book.apply({ type: 'cancel', orderId: 9, ts: TS }).at(-1)).toMatchObject({
      reason: 'cancelled',
      cancelReason: 'user',
      filled: 0,
    });
  });

  it('a FOK that cannot fill in full is refused before it is accepted (nothing to cancel)', () => {
    expect(asks().apply(limit(9, 't', 'buy', 101, 5, { timeInForce: 'FOK' }))).toEqual([
      { type: 'rejected', orderId: 9, command: 'place', reason: 'fok-not-fillable', ts: TS },
    ]);
  });
});
