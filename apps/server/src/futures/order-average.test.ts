import { describe, expect, it } from 'vitest';
import { FuturesHarness } from './futures-test-kit.ts';
import type { FuturesEvent } from './types.ts';

// A finished order's event carries the size ordered and the average fill price, which the order
// history shows (GET /v1/futures/orders/history: size, priceAvg).

const BTC = 'BTCUSDT';
const done = (events: FuturesEvent[]) =>
  events.filter((event) => event.type === 'order' && event.status === 'done');

function market(): FuturesHarness {
  const h = new FuturesHarness();
  h.deposit('maker', '10000000');
  h.deposit('taker', '100000');
  h.mark(BTC, '50000');
  for (const [price, size] of [
    ['50000', '0.003'],
    ['50010', '0.002'],
  ] as const)
    h.run({ type: 'place', accountId: 'maker', symbol: BTC, side: 'sell', orderType: 'limit', price, size });
  return h;
}

/** The taker rests a limit buy; answers its order id (the order is accepted, not refused). */
function takerLimitBuy(h: FuturesHarness, price: string, size: string): number {
  const placed = h.run({
    type: 'place',
    accountId: 'taker',
    symbol: BTC,
    side: 'buy',
    orderType: 'limit',
    price,
    size,
  });
  const accepted = placed.find((event) => event.type === 'order' && event.status === 'accepted');
  expect(accepted).toBeDefined();
  return (accepted as { orderId: number }).orderId;
}

describe('a finished futures order: size ordered and average fill price', () => {
  it('a market order filled at two prices: the average weighs each fill by its size', () => {
    const h = market();
    const events = h.run({
      type: 'place',
      accountId: 'taker',
      symbol: BTC,
      side: 'buy',
      orderType: 'market',
      size: '0.005',
    });
    // (0.003 x 50,000 + 0.002 x 50,010) / 0.005 = 50,004
    expect(done(events).filter((event) => 'accountId' in event && event.accountId === 'taker')).toMatchObject(
      [
        {
          orderType: 'market',
          price: null,
          size: '0.005',
          orderSize: '0.005',
          priceAvg: '50004.00',
          reason: 'filled',
        },
      ],
    );
  });

  it('a limit order partly filled, then cancelled: the size ordered, the filled size and its price', () => {
    const h = market();
    const orderId = takerLimitBuy(h, '50005', '0.010');
    const cancelled = h.run({ type: 'cancel', accountId: 'taker', symbol: BTC, orderId });
    expect(done(cancelled)).toMatchObject([
      {
        orderId,
        price: '50005.00',
        size: '0.003',
        orderSize: '0.010',
        priceAvg: '50000.00',
        reason: 'cancelled',
      },
    ]);
  });

  it('an order cancelled before any fill has no average price', () => {
    const h = market();
    const orderId = takerLimitBuy(h, '49000', '0.001');
    expect(done(h.run({ type: 'cancel', accountId: 'taker', symbol: BTC, orderId }))).toMatchObject([
      { orderId, size: '0.000', orderSize: '0.001', priceAvg: null, reason: 'cancelled' },
    ]);
  });
});
