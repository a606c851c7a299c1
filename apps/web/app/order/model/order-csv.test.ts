import { describe, expect, it } from 'vitest';
import { orderCsv } from './order-csv.ts';

describe('order centre CSV', () => {
  it('open orders: raw values, an empty time where the venue has none', () => {
    expect(
      orderCsv({
        tab: 'open',
        rows: [
          {
            venue: 'spot',
            id: '12',
            symbol: 'BTCUSDT',
            side: 'buy',
            time: Date.UTC(2026, 10, 26, 5, 0, 0),
            orderType: 'limit',
            price: '1000.00',
            amount: '0.0100',
            filled: '0.0000',
            triggerPrice: null,
          },
          {
            venue: 'futures',
            id: '7',
            symbol: 'ETHUSDT',
            side: 'sell',
            time: null,
            orderType: 'market',
            price: null,
            amount: '1.000',
            filled: null,
            triggerPrice: '5000.00',
          },
        ],
      }),
    ).toBe(
      'time,venue,symbol,orderType,side,price,triggerPrice,amount,filled,orderNo\r\n' +
        '2026-11-26T05:00:00.000Z,spot,BTCUSDT,limit,buy,1000.00,,0.0100,0.0000,12\r\n' +
        ',futures,ETHUSDT,market,sell,,5000.00,1.000,,7\r\n',
    );
  });

  it('order history carries the status', () => {
    expect(
      orderCsv({
        tab: 'history',
        rows: [
          {
            venue: 'futures',
            id: '9',
            symbol: 'BTCUSDT',
            side: 'sell',
            time: 0,
            cursor: 0,
            orderType: 'limit',
            price: '90000.00',
            amount: null,
            filled: '0.000',
            averagePrice: null,
            status: 'cancelled',
          },
        ],
      }),
    ).toBe(
      'time,venue,symbol,orderType,side,price,amount,filled,averagePrice,status,orderNo\r\n' +
        '1970-01-01T00:00:00.000Z,futures,BTCUSDT,limit,sell,90000.00,,0.000,,cancelled,9\r\n',
    );
  });

  it('trades keep negative PnL as a number', () => {
    expect(
      orderCsv({
        tab: 'trades',
        rows: [
          {
            venue: 'futures',
            id: '3',
            symbol: 'BTCUSDT',
            side: 'buy',
            time: 0,
            cursor: 0,
            orderId: '9',
            liquidity: 'taker',
            price: '100.00',
            amount: '0.001',
            fee: '0.00006',
            feeAsset: 'USDT',
            realisedPnl: '-1.5',
          },
        ],
      }).split('\r\n')[1],
    ).toBe('1970-01-01T00:00:00.000Z,futures,BTCUSDT,buy,taker,100.00,0.001,0.00006,USDT,-1.5,3,9');
  });

  it('an empty tab exports its header alone', () => {
    expect(orderCsv({ tab: 'trades', rows: [] })).toBe(
      'time,venue,symbol,side,role,price,amount,fee,feeAsset,realisedPnl,tradeId,orderNo\r\n',
    );
  });
});
