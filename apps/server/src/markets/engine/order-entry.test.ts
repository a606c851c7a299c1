import { describe, expect, it } from 'vitest';
import { OrderBook } from './order-book.ts';
import { enterOrder, orderPriceTicks } from './order-entry.ts';
import type { EngineEvent } from './types.ts';

describe('order entry shared by the spot and futures venues', () => {
  it('turns a limit price into ticks once and refuses what is not a price', () => {
    expect(orderPriceTicks('limit', '101.25', 2, 1_000_000)).toBe(10_125);
    expect(orderPriceTicks('limit', '101.255', 2, 1_000_000)).toBe('invalid-price');
    expect(orderPriceTicks('limit', undefined, 2, 1_000_000)).toBe('invalid-price');
    expect(orderPriceTicks('limit', '20000', 2, 1_000_000)).toBe('invalid-price');
    expect(orderPriceTicks('market', undefined, 2, 1_000_000)).toBe(0);
    expect(orderPriceTicks('market', '100', 2, 1_000_000)).toBe('invalid-order');
  });

  it('hands a checked order to the book, a market order without a price', () => {
    const book = new OrderBook();
    const events: EngineEvent[] = [];
    const entry = {
      accountId: 'a',
      timeInForce: undefined,
      postOnly: undefined,
      clientOrderId: undefined,
      selfTradePrevention: 'cancel-newest' as const,
      ts: 1,
    };
    enterOrder(book, { ...entry, orderId: 1, side: 'sell', orderType: 'limit', price: 100, size: 5 }, events);
    enterOrder(
      book,
      { ...entry, accountId: 'b', orderId: 2, side: 'buy', orderType: 'market', price: 0, size: 2 },
      events,
    );
    expect(
      events.filter((event) => event.type === 'trade').map((event) => [event.price, event.size]),
    ).toEqual([[100, 2]]);
    expect(book.getOrder(1)?.size).toBe(3);
  });
});
