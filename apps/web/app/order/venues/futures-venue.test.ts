import { describe, expect, it } from 'vitest';
import { FUTURES_VENUE } from './futures-venue.ts';

// The order centre's futures order history: the size ordered and the average fill price come
// from the record (GET /v1/futures/orders/history); records written before they existed show none.

const record = {
  symbol: 'BTCUSDT',
  orderId: '42',
  side: 'buy',
  positionSide: 1,
  reduceOnly: false,
  orderType: 'market',
  price: null,
  dealCount: '0.005',
  reason: 'filled',
  time: 1_795_000_000_000,
};

describe('order centre: futures order history rows', () => {
  it('shows the size ordered, the size filled and the average fill price', () => {
    const [row] = FUTURES_VENUE.history.rows([{ ...record, size: '0.005', priceAvg: '50004.00' }]);
    expect(row).toMatchObject({
      venue: 'futures',
      id: '42',
      price: null,
      amount: '0.005',
      filled: '0.005',
      averagePrice: '50004.00',
      status: 'filled',
    });
  });

  it('a cancelled order that never filled has no average price', () => {
    const [row] = FUTURES_VENUE.history.rows([
      {
        ...record,
        orderType: 'limit',
        price: '49000.00',
        size: '0.010',
        dealCount: '0',
        priceAvg: null,
        reason: 'cancelled',
      },
    ]);
    expect(row).toMatchObject({ amount: '0.010', filled: '0', averagePrice: null, status: 'cancelled' });
  });

  it('a record from before the fields existed shows neither', () => {
    const [row] = FUTURES_VENUE.history.rows([record]);
    expect(row).toMatchObject({ amount: null, filled: '0.005', averagePrice: null });
  });
});
