import { describe, expect, it } from 'vitest';
import type { PlaceCommand } from '../exchange-types.ts';
import { SYMBOLS } from '../symbols.ts';
import { marketOf } from './core.ts';
import { parseAmend, parsePlace, parseTransferAmount } from './edge.ts';

// BTCUSDT: a tick is 0.01 USDT, a lot 0.000001 BTC; min size 10 lots, min notional 5 USDT.
const btc = marketOf(SYMBOLS.find((spec) => spec.symbol === 'BTCUSDT')!);
const place = (extra: Partial<PlaceCommand>) =>
  parsePlace(btc.spec, btc.quoteUnitsPerTickLot, btc.minNotionalUnits, {
    type: 'place',
    symbol: 'BTCUSDT',
    accountId: 'alice',
    side: 'buy',
    orderType: 'limit',
    price: '95000.5',
    size: '0.01',
    ts: 1,
    ...extra,
  });

describe('#22 spot edge: decimals become units once, when a command comes in', () => {
  it('a limit order becomes ticks and lots; a market buy by funds ledger units', () => {
    expect(place({})).toMatchObject({ price: 9_500_050, size: 10_000, funds: undefined });
    expect(place({ orderType: 'market', price: undefined })).toMatchObject({ price: 0, size: 10_000 });
    expect(place({ orderType: 'market', price: undefined, size: undefined, funds: '100.5' })).toMatchObject({
      price: 0,
      size: undefined,
      funds: 10_050_000_000n,
      refusalAfterSize: undefined,
      selfTradePrevention: 'cancel-newest',
    });
  });

  it('refuses in the order the checks always ran', () => {
    expect(place({ accountId: '@fees', size: 'x' })).toBe('invalid-account');
    expect(place({ size: 'x', price: 'y' })).toBe('invalid-size');
    expect(place({ size: '0.000001', price: 'y' })).toBe('below-min-size');
    expect(place({ size: '1001', price: 'y' })).toBe('above-max-size');
    expect(place({ price: '0.001' })).toBe('invalid-price');
    expect(place({ orderType: 'market' })).toBe('invalid-order');
    expect(place({ price: '1', size: '0.001', clientOrderId: '' })).toBe('below-min-notional');
    expect(place({ clientOrderId: 'x'.repeat(65) })).toBe('invalid-order');
    expect(place({ funds: '1' })).toBe('invalid-order');
    expect(place({ orderType: 'market', price: undefined, size: undefined, funds: '0' })).toBe(
      'invalid-amount',
    );
  });

  it('a market buy by funds malformed past its funds is refused after the book sizes it', () => {
    const order = place({ orderType: 'market', size: undefined, funds: '100', price: '1' });
    expect(order).toMatchObject({ refusalAfterSize: 'invalid-order' });
  });

  it('an amend keeps what it does not change and marks what it cannot parse', () => {
    const amend = (price?: string, size?: string) =>
      parseAmend(btc.spec, {
        type: 'amend',
        symbol: 'BTCUSDT',
        accountId: 'a',
        orderId: 1,
        price,
        size,
        ts: 1,
      });
    expect(amend()).toEqual({ price: undefined, size: undefined });
    expect(amend('100', '0.5')).toEqual({ price: 10_000, size: 500_000 });
    expect(amend('1e3', '-1')).toEqual({ price: 'invalid-price', size: 'invalid-size' });
    expect(amend('950000000')).toEqual({ price: 'invalid-price', size: undefined });
  });

  it('a transfer amount is ledger units of 10^-8', () => {
    expect(parseTransferAmount('alice', 'USDT', '1.5')).toBe(150_000_000n);
    expect(parseTransferAmount('alice', 'FOO', 'x')).toBe('unknown-asset');
    expect(parseTransferAmount('@world', 'USDT', 'x')).toBe('invalid-account');
    expect(parseTransferAmount('alice', 'USDT', '0.000000001')).toBe('invalid-amount');
    expect(parseTransferAmount('alice', 'USDT', '0')).toBe('invalid-amount');
  });
});
