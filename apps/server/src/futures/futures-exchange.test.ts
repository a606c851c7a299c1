import { MarginMode, PositionDirection, PositionMode } from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { FUNDING_POOL, FUTURES_FEES, INSURANCE_FUND, SETTLEMENT } from './accounts.ts';
import { FUTURES_OPEN_ORDER_LIMIT, FuturesExchange } from './futures-exchange.ts';
import { eventsOf, FuturesHarness } from './futures-test-kit.ts';

const BTC = 'BTCUSDT';
const { Long, Short } = PositionDirection;
const HOUR = 60 * 60 * 1000;

function withMaker(balance = '10000000'): FuturesHarness {
  const h = new FuturesHarness();
  h.deposit('maker', balance);
  h.run({ type: 'set-leverage', accountId: 'maker', symbol: BTC, leverage: 1 });
  return h;
}

describe('issue 10 futures fees (maker/taker by tier)', () => {
  it('§9 charges the VIP0 taker 0.05% and maker 0.02% of the fill value into the fee account', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    const events = h.trade(BTC, 'alice', 'buy', '1', '50000');
    const [trade] = eventsOf(events, 'trade');
    expect(trade).toMatchObject({
      takerFee: '25.00000000',
      makerFee: '10.00000000',
      price: '50000.00',
      size: '1.000',
    });
    expect(h.exchange.ledgerTotal(FUTURES_FEES)).toBe('35.00000000');
    // 20x default leverage: margin 2,500 leaves 10,000 - 2,500 - 25.
    expect(h.exchange.balance('alice')).toEqual({ available: '7475.00000000', hold: '0.00000000' });
    expect(h.position('alice', BTC, Long)).toMatchObject({
      count: '1.000',
      openAvgPrice: '50000',
      openMarginCount: '2500.00000000',
      openLevel: '20',
      achievedProfits: '-25.000000',
    });
  });

  it('§9 a better fee tier pays its own rates', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.run({ type: 'set-fee-tier', accountId: 'alice', tier: 'VIP5' });
    const [trade] = eventsOf(h.trade(BTC, 'alice', 'buy', '1', '50000'), 'trade');
    expect(trade?.takerFee).toBe('13.50000000');
  });

  it('an opening limit order holds its margin plus the taker fee and releases it on cancel', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    const events = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '40000',
      size: '1',
    });
    const orderId = eventsOf(events, 'order')[0]!.orderId;
    expect(h.exchange.balance('alice')).toEqual({ available: '7980.00000000', hold: '2020.00000000' });
    h.run({ type: 'cancel', accountId: 'alice', symbol: BTC, orderId });
    expect(h.exchange.balance('alice')).toEqual({ available: '10000.00000000', hold: '0.00000000' });
  });

  it('an open order tells when it was placed, through a snapshot and back', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.run(
      {
        type: 'place',
        accountId: 'alice',
        symbol: BTC,
        side: 'buy',
        orderType: 'limit',
        price: '40000',
        size: '1',
      },
      5_000,
    );
    expect(h.exchange.openOrders('alice').map((order) => order.time)).toEqual([5_000]);
    const restored = FuturesExchange.restore(structuredClone(h.exchange.snapshot()));
    expect(restored.openOrders('alice').map((order) => order.time)).toEqual([5_000]);
  });

  it('realised PnL of a close is paid from the settlement account, fees included in achievedProfits', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    const [close] = eventsOf(h.trade(BTC, 'alice', 'sell', '1', '51000'), 'trade');
    expect(close?.takerRealisedPnl).toBe('1000.00000000');
    // 10,000 - 25 opening fee + 1,000 profit - 25.5 closing fee.
    expect(h.exchange.balance('alice').available).toBe('10949.50000000');
    expect(h.position('alice', BTC, Long)).toBeUndefined();
    expect(h.exchange.ledgerTotal(SETTLEMENT)).toBe('0.00000000');
  });

  it('rejects an order the free balance cannot margin', () => {
    const h = withMaker();
    h.deposit('alice', '100');
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '50000',
      size: '1',
    });
    const events = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'buy',
      orderType: 'market',
      size: '1',
    });
    expect(eventsOf(events, 'rejected')[0]?.reason).toBe('insufficient-balance');
  });
});

describe('issue 10 funding (every 8 hours, long pays short when positive)', () => {
  it('long pays short the interest rate 0.01% of mark value when the premium is zero, at nextFundingTime', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.mark(BTC, '50000');
    const ticker = h.exchange.ticker(BTC);
    expect(ticker.fundingRate).toBe('0.00010000');
    expect(ticker.nextFundingTime).toBe(8 * HOUR);
    const before = h.exchange.balance('alice').available;
    const events = h.mark(BTC, '50000', 8 * HOUR);
    const funding = eventsOf(events, 'funding');
    expect(funding.map((event) => [event.accountId, event.amount, event.rate])).toEqual([
      ['alice', '-5.00000000', '0.00010000'],
      ['maker', '5.00000000', '0.00010000'],
    ]);
    expect(Number(h.exchange.balance('alice').available)).toBe(Number(before) - 5);
    expect(h.exchange.ledgerTotal(FUNDING_POOL)).toBe('0.00000000');
    expect(h.exchange.ticker(BTC).nextFundingTime).toBe(16 * HOUR);
    expect(h.exchange.ticker(BTC).lastFundingRate).toBe('0.00010000');
  });

  it('a futures book below the index makes the rate negative: shorts pay longs, exactly', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.deposit('lp', '1000000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.run({
      type: 'place',
      accountId: 'lp',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '49000',
      size: '0.001',
    });
    h.run({
      type: 'place',
      accountId: 'lp',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '49010',
      size: '0.001',
    });
    // Observed basis -995, damped by 10% to -99.5: mark 49,900.50, premium -0.00199,
    // rate = -0.00199 + clamp(0.0001 + 0.00199, +/-0.0005) = -0.00149.
    const [prices] = eventsOf(h.mark(BTC, '50000'), 'prices');
    expect(prices).toMatchObject({
      indexPrice: '50000.00',
      markPrice: '49900.50',
      fundingRate: '-0.00149000',
    });
    const funding = eventsOf(h.mark(BTC, '50000', 8 * HOUR), 'funding');
    expect(funding.find((event) => event.accountId === 'maker')?.amount).toBe('-74.35174500');
    expect(funding.find((event) => event.accountId === 'alice')?.amount).toBe('74.35174500');
  });

  it('a shortened interval for development pays at each interval', () => {
    const h = new FuturesHarness({ fundingIntervalMs: 60_000 });
    h.deposit('maker', '10000000');
    h.deposit('alice', '10000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.mark(BTC, '50000', 61_000);
    expect(h.exchange.ticker(BTC).nextFundingTime).toBe(120_000);
    // Interest scales with the interval: 0.01% x 1 min / 8 h = 0.00000020833 -> 0.00000021.
    expect(h.exchange.ticker(BTC).fundingRate).toBe('0.00000021');
    const funding = eventsOf(h.mark(BTC, '50000', 120_000), 'funding');
    expect(funding.find((event) => event.accountId === 'alice')?.amount).toBe('-0.01050000');
  });
});

describe('§3 position modes', () => {
  it('§3 position mode 2 (two-way) holds a long and a short on one symbol and closes each', () => {
    const h = withMaker();
    h.deposit('alice', '100000');
    h.run({ type: 'set-position-mode', accountId: 'alice', positionMode: PositionMode.TwoWay });
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '50000',
      size: '2',
    });
    h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'buy',
      positionSide: Long,
      orderType: 'market',
      size: '2',
    });
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '49000',
      size: '1',
    });
    h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'sell',
      positionSide: Short,
      orderType: 'market',
      size: '1',
    });
    const long = h.position('alice', BTC, Long);
    const short = h.position('alice', BTC, Short);
    expect(long).toMatchObject({
      count: '2.000',
      positionMode: PositionMode.TwoWay,
      positionsCount: '3.000',
    });
    expect(short).toMatchObject({ count: '1.000', openAvgPrice: '49000' });
    // (2 x 50,000 + 49,000) / 3
    expect(long?.positionsOpenAvgPrice).toBe('49666.666667');
    expect(long?.positionsOpenMarginCount).toBe('7450.00000000');
    // sell + long closes the long only.
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '50500',
      size: '1',
    });
    h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'sell',
      positionSide: Long,
      orderType: 'market',
      size: '1',
    });
    expect(h.position('alice', BTC, Long)?.count).toBe('1.000');
    expect(h.position('alice', BTC, Long)?.closeDealCount).toBe('1.000');
    expect(h.position('alice', BTC, Short)?.count).toBe('1.000');
  });

  it('§3 two-way orders need a position side; modes change only when flat', () => {
    const h = withMaker();
    h.deposit('alice', '100000');
    h.run({ type: 'set-position-mode', accountId: 'alice', positionMode: PositionMode.TwoWay });
    const missing = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '1000',
      size: '1',
    });
    expect(eventsOf(missing, 'rejected')[0]?.reason).toBe('position-side-required');
    h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'buy',
      positionSide: Long,
      orderType: 'limit',
      price: '1000',
      size: '1',
    });
    const change = h.run({
      type: 'set-position-mode',
      accountId: 'alice',
      positionMode: PositionMode.OneWay,
    });
    expect(eventsOf(change, 'rejected')[0]?.reason).toBe('has-open-orders');
    const margin = h.run({
      type: 'set-margin-mode',
      accountId: 'alice',
      symbol: BTC,
      marginMode: MarginMode.Fixed,
    });
    expect(eventsOf(margin, 'rejected')[0]?.reason).toBe('has-open-orders');
  });

  it('§3 one-way mode: a larger opposite order closes the position and opens the rest the other way', () => {
    const h = withMaker();
    h.deposit('alice', '100000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.trade(BTC, 'alice', 'sell', '3', '50000');
    expect(h.position('alice', BTC, Long)).toBeUndefined();
    expect(h.position('alice', BTC, Short)).toMatchObject({
      count: '2.000',
      openMarginCount: '5000.00000000',
    });
  });
  it('§3 one-way: an ordinary order that only closes the position holds just its fee', () => {
    const h = withMaker();
    h.deposit('alice', '2600');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    expect(h.exchange.balance('alice').available).toBe('75.00000000');
    h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '50000',
      size: '1',
    });
    expect(h.exchange.balance('alice')).toEqual({ available: '50.00000000', hold: '25.00000000' });
  });
});

describe('§3 reduce-only orders in both position modes', () => {
  it('is capped at the position size and never opens the other way', () => {
    const h = withMaker();
    h.deposit('alice', '100000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '50000',
      size: '5',
    });
    const events = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'sell',
      orderType: 'market',
      size: '5',
      reduceOnly: true,
    });
    expect(eventsOf(events, 'trade').map((trade) => trade.size)).toEqual(['1.000']);
    expect(h.exchange.positionsOf('alice')).toEqual([]);
    const again = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'sell',
      orderType: 'market',
      size: '1',
      reduceOnly: true,
    });
    expect(eventsOf(again, 'rejected')[0]?.reason).toBe('reduce-only-nothing-to-reduce');
  });

  it('resting reduce-only orders shrink when an ordinary order on the same side could flip the position first', () => {
    const h = withMaker();
    h.deposit('alice', '100000');
    h.trade(BTC, 'alice', 'buy', '2', '50000');
    const ro = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '52000',
      size: '2',
      reduceOnly: true,
    });
    const orderId = eventsOf(ro, 'order')[0]!.orderId;
    const events = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '51000',
      size: '1.5',
    });
    expect(eventsOf(events, 'order').find((event) => event.orderId === orderId)).toMatchObject({
      status: 'trimmed',
      size: '0.500',
    });
    // Both fill: the ordinary sell closes 1.5, the reduce-only the last 0.5, and no short appears.
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '52000',
      size: '3',
    });
    expect(h.exchange.positionsOf('alice')).toEqual([]);
  });
});

describe('§5 TP/SL and trigger orders', () => {
  it('a take profit attached to the order closes the position when the mark reaches it', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '50000',
      size: '1',
    });
    h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '50000',
      size: '1',
      takeProfit: { triggerPrice: '51000', priceType: 'mark' },
      stopLoss: { triggerPrice: '48000', priceType: 'mark' },
    });
    expect(h.position('alice', BTC, Long)?.takeProfit).toEqual({
      triggerPrice: '51000.00',
      priceType: 'mark',
    });
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '50900',
      size: '1',
    });
    expect(eventsOf(h.mark(BTC, '50999.99'), 'trade')).toEqual([]);
    const trades = eventsOf(h.mark(BTC, '51000'), 'trade');
    expect(trades.map((trade) => [trade.takerAccountId, trade.price, trade.takerRealisedPnl])).toEqual([
      ['alice', '50900.00', '900.00000000'],
    ]);
    expect(h.exchange.positionsOf('alice')).toEqual([]);
  });

  it('a position stop loss on the last price fires on a trade', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.deposit('bob', '100000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.run({
      type: 'set-position-tpsl',
      accountId: 'alice',
      symbol: BTC,
      positionSide: Long,
      stopLoss: { triggerPrice: '49500', priceType: 'last' },
    });
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '49400',
      size: '2',
    });
    const events = h.run({
      type: 'place',
      accountId: 'bob',
      symbol: BTC,
      side: 'sell',
      orderType: 'market',
      size: '0.5',
    });
    expect(eventsOf(events, 'trade').map((trade) => trade.takerAccountId)).toEqual(['bob', 'alice']);
    expect(h.exchange.positionsOf('alice')).toEqual([]);
  });

  it('§5 TP/SL on the wrong side of the price are refused', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.mark(BTC, '50000');
    const sl = h.run({
      type: 'set-position-tpsl',
      accountId: 'alice',
      symbol: BTC,
      positionSide: Long,
      stopLoss: { triggerPrice: '50001', priceType: 'mark' },
    });
    expect(eventsOf(sl, 'rejected')[0]?.reason).toBe('invalid-stop-loss');
    const tp = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '50000',
      size: '1',
      takeProfit: { triggerPrice: '50100', priceType: 'mark' },
    });
    expect(eventsOf(tp, 'rejected')[0]?.reason).toBe('invalid-take-profit');
  });

  it('a trigger order waits off the book and is placed when the mark crosses its price', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.mark(BTC, '50000');
    const placed = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'buy',
      orderType: 'market',
      size: '0.1',
      trigger: { triggerPrice: '50500', priceType: 'mark' },
    });
    expect(eventsOf(placed, 'order')[0]?.status).toBe('untriggered');
    expect(h.exchange.balance('alice').hold).toBe('0.00000000');
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price: '50600',
      size: '1',
    });
    expect(eventsOf(h.mark(BTC, '50400'), 'trade')).toEqual([]);
    const fired = h.mark(BTC, '50500');
    expect(eventsOf(fired, 'order').map((event) => event.status)).toContain('triggered');
    expect(h.position('alice', BTC, Long)?.count).toBe('0.100');
  });
});

describe('§3 openLevel (leverage) and marginMode 1 fixed margin', () => {
  it('leverage is a whole number up to the first tier maximum (BTC 125x)', () => {
    const h = withMaker();
    const reasons = [0, 126, 2.5].map(
      (leverage) =>
        eventsOf(h.run({ type: 'set-leverage', accountId: 'alice', symbol: BTC, leverage }), 'rejected')[0]
          ?.reason,
    );
    expect(reasons).toEqual(['invalid-leverage', 'leverage-above-tier-max', 'invalid-leverage']);
    expect(h.run({ type: 'set-leverage', accountId: 'alice', symbol: BTC, leverage: 125 })).toEqual([]);
    expect(h.exchange.symbolSettings('alice', BTC).leverage).toBe(125);
  });

  it('a position in a higher tier caps the leverage; lowering leverage adds the margin it needs', () => {
    const h = withMaker();
    h.deposit('alice', '20000');
    h.run({ type: 'set-leverage', accountId: 'alice', symbol: BTC, leverage: 50 });
    h.trade(BTC, 'alice', 'buy', '3', '50000');
    h.mark(BTC, '50000');
    // 150,000 of notional is in the 100x tier.
    const tooHigh = h.run({ type: 'set-leverage', accountId: 'alice', symbol: BTC, leverage: 101 });
    expect(eventsOf(tooHigh, 'rejected')[0]?.reason).toBe('leverage-above-tier-max');
    expect(h.position('alice', BTC, Long)?.openMarginCount).toBe('3000.00000000');
    h.run({ type: 'set-leverage', accountId: 'alice', symbol: BTC, leverage: 10 });
    expect(h.position('alice', BTC, Long)).toMatchObject({
      openMarginCount: '15000.00000000',
      openLevel: '10',
    });
    const tooLow = h.run({ type: 'set-leverage', accountId: 'alice', symbol: BTC, leverage: 1 });
    expect(eventsOf(tooLow, 'rejected')[0]?.reason).toBe('insufficient-balance');
  });

  it('a larger order than the tier allows at the leverage is refused', () => {
    const h = withMaker();
    h.deposit('alice', '1000000');
    h.run({ type: 'set-leverage', accountId: 'alice', symbol: BTC, leverage: 125 });
    const events = h.run({
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '50000',
      size: '1.001',
    });
    expect(eventsOf(events, 'rejected')[0]?.reason).toBe('notional-above-tier-max');
  });

  it('issue #20 item 2: an order carrying its leverage sets it in the same command; a refused leverage refuses the order', () => {
    const h = withMaker();
    h.deposit('alice', '100000');
    const order = {
      type: 'place',
      accountId: 'alice',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '49000',
      size: '0.1',
    } as const;
    expect(eventsOf(h.run({ ...order, leverage: 20 }), 'rejected')).toEqual([]);
    expect(h.exchange.symbolSettings('alice', BTC).leverage).toBe(20);
    // The same leverage again is no change, so an open order does not stand in its way.
    expect(eventsOf(h.run({ ...order, leverage: 20 }), 'rejected')).toEqual([]);
    // Another leverage with orders open is refused, and so is the order: nothing rests, nothing moves.
    const openBefore = h.exchange.openOrders('alice', BTC).length;
    const refused = h.run({ ...order, leverage: 10 });
    expect(eventsOf(refused, 'rejected').map((event) => [event.command, event.reason])).toEqual([
      ['place', 'has-open-orders'],
    ]);
    expect(eventsOf(refused, 'order')).toEqual([]);
    expect(h.exchange.openOrders('alice', BTC)).toHaveLength(openBefore);
    expect(h.exchange.symbolSettings('alice', BTC).leverage).toBe(20);
    const above = h.run({ ...order, accountId: 'bob', leverage: 126 });
    expect(eventsOf(above, 'rejected').map((event) => event.reason)).toEqual(['leverage-above-tier-max']);
  });

  it('isolated margin may be added, and removed only down to the initial margin less unrealised loss', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.run({ type: 'set-margin-mode', accountId: 'alice', symbol: BTC, marginMode: MarginMode.Fixed });
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.mark(BTC, '49900');
    const adjust = (action: 'add' | 'remove', amount: string) =>
      eventsOf(
        h.run({ type: 'adjust-margin', accountId: 'alice', symbol: BTC, positionSide: Long, action, amount }),
        'rejected',
      )[0]?.reason;
    expect(adjust('add', '500')).toBeUndefined();
    expect(h.position('alice', BTC, Long)?.openMarginCount).toBe('3000.00000000');
    // Initial margin 2,500 and an unrealised loss of 100 leave 400 removable.
    expect(adjust('remove', '400.00000001')).toBe('margin-below-initial');
    expect(adjust('remove', '400')).toBeUndefined();
    expect(h.position('alice', BTC, Long)?.openMarginCount).toBe('2600.00000000');
    expect(adjust('add', '100000')).toBe('insufficient-balance');
  });

  it('cross positions have no margin to adjust', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    const events = h.run({
      type: 'adjust-margin',
      accountId: 'alice',
      symbol: BTC,
      positionSide: Long,
      action: 'add',
      amount: '1',
    });
    expect(eventsOf(events, 'rejected')[0]?.reason).toBe('not-isolated');
  });
});

describe('issue 10 futures account transfers', () => {
  it('moves USDT in from spot and out only up to the free balance less unrealised losses', () => {
    const h = withMaker();
    h.deposit('alice', '10000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.mark(BTC, '49000');
    expect(h.exchange.availableToTrade('alice')).toBe('6475.00000000');
    const out = (amount: string) =>
      eventsOf(h.run({ type: 'transfer', direction: 'out', accountId: 'alice', amount }), 'rejected')[0]
        ?.reason;
    expect(out('6475.00000001')).toBe('insufficient-balance');
    expect(out('6475')).toBeUndefined();
    expect(h.exchange.balance('alice').available).toBe('1000.00000000');
  });
});

describe('§3 liquidation into the insurance (protection) fund', () => {
  it('can be seeded and takes over liquidated positions, unwinding them into the book', () => {
    const h = withMaker();
    h.run({ type: 'fund-insurance', amount: '1000000' });
    h.deposit('alice', '10000');
    h.run({ type: 'set-margin-mode', accountId: 'alice', symbol: BTC, marginMode: MarginMode.Fixed });
    h.run({ type: 'set-leverage', accountId: 'alice', symbol: BTC, leverage: 50 });
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'buy',
      orderType: 'limit',
      price: '49100',
      size: '1',
    });
    const events = h.mark(BTC, '49200');
    expect(eventsOf(events, 'liquidation')[0]).toMatchObject({
      accountId: 'alice',
      takeoverPrice: '49000',
      markPrice: '49200.00',
    });
    // The fund bought at the bankruptcy price 49,000 and sold at 49,100 to the resting bid.
    const unwind = eventsOf(events, 'trade').find((trade) => trade.takerAccountId === INSURANCE_FUND);
    expect(unwind?.takerRealisedPnl).toBe('100.00000000');
    expect(h.exchange.ledgerTotal(INSURANCE_FUND)).toBe('1000100.00000000');
    expect(h.exchange.positionsOf(INSURANCE_FUND)).toEqual([]);
  });
});

describe('§3 position fields', () => {
  it('§3 closing half keeps the average entry and moves half of the size to closeDealCount', () => {
    const h = withMaker();
    h.deposit('alice', '100000');
    h.trade(BTC, 'alice', 'buy', '1', '50000');
    h.trade(BTC, 'alice', 'buy', '1', '52000');
    expect(h.position('alice', BTC, Long)).toMatchObject({
      openAvgPrice: '51000',
      openDealCount: '2.000',
      count: '2.000',
    });
    h.trade(BTC, 'alice', 'sell', '1', '53000');
    expect(h.position('alice', BTC, Long)).toMatchObject({
      openAvgPrice: '51000',
      openDealCount: '2.000',
      closeDealCount: '1.000',
      count: '1.000',
      openMarginCount: '2550.00000000',
      // +2,000 realised, fees 25 + 26 + 26.5.
      achievedProfits: '1922.500000',
    });
  });

  it('§9 unrealised PnL and achievedProfits are shown to the 6-decimal futures PnL precision', () => {
    const h = new FuturesHarness();
    h.deposit('maker', '1000000');
    h.deposit('alice', '1000');
    h.trade('DOGEUSDT', 'alice', 'buy', '7', '0.32001');
    h.mark('DOGEUSDT', '0.32002');
    expect(h.position('alice', 'DOGEUSDT', Long)).toMatchObject({
      unrealisedPnl: '0.000070',
      // Taker fee 0.05% of 2.24007 = 0.001120035, charged rounded up to the ledger's 8 places.
      achievedProfits: '-0.001120',
      markPrice: '0.32002',
    });
  });
});

describe('issue #21 item 14 futures open-order cap', () => {
  it('refuses an order past FUTURES_OPEN_ORDER_LIMIT open on one contract, per account and contract', () => {
    const h = withMaker();
    h.deposit('alice', '10000000');
    const bid = (symbol: string) =>
      h.run({
        type: 'place',
        accountId: 'alice',
        symbol,
        side: 'buy',
        orderType: 'limit',
        price: '1000',
        size: '0.001',
      });
    for (let placed = 0; placed < FUTURES_OPEN_ORDER_LIMIT; placed += 1)
      expect(eventsOf(bid(BTC), 'rejected')).toEqual([]);
    expect(eventsOf(bid(BTC), 'rejected')).toMatchObject([{ reason: 'open-order-limit' }]);
    expect(h.exchange.openOrders('alice', BTC)).toHaveLength(FUTURES_OPEN_ORDER_LIMIT);
    // Another contract has its own allowance; a cancelled order frees a place.
    expect(eventsOf(bid('ETHUSDT'), 'rejected')).toEqual([]);
    const first = h.exchange.openOrders('alice', BTC)[0]!;
    h.run({ type: 'cancel', accountId: 'alice', symbol: BTC, orderId: first.orderId });
    expect(eventsOf(bid(BTC), 'rejected')).toEqual([]);
    expect(eventsOf(bid(BTC), 'rejected')).toMatchObject([{ reason: 'open-order-limit' }]);
  });
});
