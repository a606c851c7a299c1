import { describe, expect, it } from 'vitest';
import { FEES_ACCOUNT } from '../ledger/ledger.ts';
import { SYMBOLS } from '../symbols.ts';
import { SpotCore } from './core.ts';
import { settleTrade } from './settlement.ts';

const BTC = SYMBOLS.find((spec) => spec.symbol === 'BTCUSDT')!;

/** A buyer (taker, limit 95,000) and a seller (maker) with their holds already placed. */
function setup() {
  const e = new SpotCore([BTC]);
  const market = e.markets.get('BTCUSDT')!;
  e.ledger.deposit('buyer', 'USDT', 100_000_000_000n);
  e.ledger.deposit('seller', 'BTC', 100_000_000n);
  e.ledger.placeHold('buyer', 'USDT', 95_000_000_000n);
  e.ledger.placeHold('seller', 'BTC', 1_000_000n);
  const base = { symbol: 'BTCUSDT', clientOrderId: undefined };
  e.orders.set(1, { ...base, accountId: 'seller', side: 'sell', limitPrice: 9_000_000, hold: 1_000_000n });
  e.orders.set(2, { ...base, accountId: 'buyer', side: 'buy', limitPrice: 9_500_000, hold: 95_000_000_000n });
  return { e, market };
}

const TRADE = {
  type: 'trade',
  tradeId: 7,
  price: 9_000_000,
  size: 10_000,
  takerSide: 'buy',
  makerOrderId: 1,
  makerAccountId: 'seller',
  takerOrderId: 2,
  takerAccountId: 'buyer',
  makerRemaining: 0,
  takerRemaining: 0,
  ts: 5,
} as const;

describe('#22 spot settlement: a trade in ledger units', () => {
  it('moves quote and base between holds, returns a taker buy its saving, charges fees', () => {
    const { e, market } = setup();
    const event = settleTrade(e, market, TRADE);
    // 0.01 BTC at 90,000: 900 USDT; the buyer's limit was 95,000, so 50 USDT comes back at once.
    expect(e.orders.get(2)!.hold).toBe(95_000_000_000n - 90_000_000_000n - 5_000_000_000n);
    expect(e.orders.get(1)!.hold).toBe(0n);
    // VIP0: taker 0.1% of 0.01 BTC, maker 0.1% of 900 USDT (see fee-tiers.ts).
    expect(event).toMatchObject({
      type: 'trade',
      price: '90000.00',
      size: '0.010000',
      quoteAmount: '900.00000000',
      takerFeeAsset: 'BTC',
      makerFeeAsset: 'USDT',
    });
    const fees =
      e.ledger.balance(FEES_ACCOUNT, 'BTC').available + e.ledger.balance(FEES_ACCOUNT, 'USDT').available;
    expect(fees).toBeGreaterThan(0n);
    expect(e.ledger.balance('seller', 'USDT').available).toBe(
      90_000_000_000n - e.ledger.balance(FEES_ACCOUNT, 'USDT').available,
    );
    expect(e.ledger.checkConservation()).toEqual([]);
  });

  it('the fee follows the account tier', () => {
    const { e, market } = setup();
    e.feeTiers.set('seller', 'VIP5');
    const vip = settleTrade(e, market, TRADE);
    const plain = settleTrade(setup().e, setup().market, TRADE);
    expect(Number(vip.makerFee)).toBeLessThan(Number(plain.makerFee));
  });
});
