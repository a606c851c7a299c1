import { Decimal } from '@tideline/core/decimal';
import {
  CASE_CONTRACTS,
  CASE_TAKER_FEE_RATE,
  estimateLiquidationPrice,
  LIQUIDATION_CASES,
  type LiquidationCase,
  MarginMode,
  PositionDirection,
  type RiskTier,
} from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { INSURANCE_FUND } from './accounts.ts';
import { getContract } from './contracts.ts';
import { getFuturesFeeTier, ppmToRate } from './fee-tiers.ts';
import { eventsOf, FuturesHarness } from './futures-test-kit.ts';
import type { PositionView } from './types.ts';

const { Long } = PositionDirection;

function open(c: LiquidationCase): FuturesHarness {
  const h = new FuturesHarness();
  h.deposit('maker', '100000000');
  h.run({ type: 'set-leverage', accountId: 'maker', symbol: c.symbol, leverage: 1 });
  h.deposit('alice', c.deposit);
  h.run({ type: 'set-margin-mode', accountId: 'alice', symbol: c.symbol, marginMode: c.marginMode });
  h.run({ type: 'set-leverage', accountId: 'alice', symbol: c.symbol, leverage: c.leverage });
  h.trade(c.symbol, 'alice', c.direction === Long ? 'buy' : 'sell', c.size, c.price);
  h.mark(c.symbol, c.price);
  return h;
}

/** What the web client computes from the position and wallet the gateway shows, with the shared math. */
function clientEstimate(
  c: LiquidationCase,
  view: PositionView,
  balance: { available: string; hold: string },
): string | null {
  const contract = CASE_CONTRACTS[c.symbol];
  if (c.marginMode === MarginMode.Fixed) {
    return estimateLiquidationPrice({
      marginMode: MarginMode.Fixed,
      pricePlace: contract.pricePlace,
      direction: c.direction,
      entryPrice: view.openAvgPrice,
      size: view.count,
      margin: view.openMarginCount,
      tiers: contract.riskTiers,
      feeRate: CASE_TAKER_FEE_RATE,
    });
  }
  const isLong = c.direction === Long;
  return estimateLiquidationPrice({
    marginMode: MarginMode.Cross,
    pricePlace: contract.pricePlace,
    bp: view.openMarginCount,
    available: new Decimal(balance.available).plus(balance.hold).toFixed(),
    othersUpnl: '0',
    othersMaintain: '0',
    longOpenPrice: isLong ? view.openAvgPrice : '0',
    longOpenCount: isLong ? view.count : '0',
    shortOpenPrice: isLong ? '0' : view.openAvgPrice,
    shortOpenCount: isLong ? '0' : view.count,
    totalDelegateValue: balance.hold,
    tiers: contract.riskTiers,
    feeRate: CASE_TAKER_FEE_RATE,
  });
}

const CROSS_LONG = LIQUIDATION_CASES.find(
  (c) => c.marginMode === MarginMode.Cross && c.direction === Long && c.size === '1',
)!;

const FIRST_ISOLATED_LONG = LIQUIDATION_CASES.find(
  (c) => c.marginMode === MarginMode.Fixed && c.direction === Long && c.size === '1',
)!;

function shift(price: string, ticks: number, pricePlace: number): string {
  return new Decimal(price).plus(new Decimal(ticks).dividedBy(10 ** pricePlace)).toFixed(pricePlace);
}

describe('§3 §5 liquidation: client estimate equals the engine trigger', () => {
  it('§3 the shared case table describes the gateway contracts and fee', () => {
    for (const [symbol, contract] of Object.entries(CASE_CONTRACTS)) {
      const engine = getContract(symbol);
      expect(contract.pricePlace).toBe(engine.pricePlace);
      const numbers = (tiers: readonly RiskTier[]) =>
        tiers.map((tier) => Object.values(tier).map((value) => new Decimal(value).toFixed()));
      expect(numbers(contract.riskTiers)).toEqual(numbers(engine.riskTiers));
    }
    const h = new FuturesHarness();
    expect(h.exchange.feeTierOf('alice')).toBe('VIP0');
    expect(new Decimal(ppmToRate(getFuturesFeeTier('VIP0').takerRatePpm)).eq(CASE_TAKER_FEE_RATE)).toBe(true);
  });

  it.each(LIQUIDATION_CASES)(
    '§3 $symbol margin mode $marginMode direction $direction size $size at $leverage x: $expected',
    (c) => {
      const h = open(c);
      const view = h.position('alice', c.symbol, c.direction)!;
      const displayed = view.liquidationPrice;
      expect(displayed).toBe(c.expected);
      expect(clientEstimate(c, view, h.exchange.balance('alice'))).toBe(c.expected);
      const pricePlace = getContract(c.symbol).pricePlace;
      // The displayed price is rounded toward the mark, so one tick on the safe side holds and
      // one tick past it liquidates.
      const away = c.direction === Long ? 1 : -1;
      const safe = h.mark(c.symbol, shift(displayed!, away, pricePlace));
      expect(eventsOf(safe, 'liquidation')).toEqual([]);
      expect(h.position('alice', c.symbol, c.direction)?.count).toBe(view.count);
      const crossed = h.mark(c.symbol, shift(displayed!, -away, pricePlace));
      expect(eventsOf(crossed, 'liquidation')).toMatchObject([
        {
          accountId: 'alice',
          symbol: c.symbol,
          positionSide: c.direction,
          marginMode: c.marginMode,
          size: view.count,
        },
      ]);
      expect(h.exchange.positionsOf('alice')).toEqual([]);
    },
  );

  it('§3 isolated liquidation takes over at the bankruptcy price: the user loses exactly the margin', () => {
    const c = FIRST_ISOLATED_LONG;
    const h = open(c);
    const before = h.exchange.balance('alice').available;
    const margin = h.position('alice', c.symbol, Long)!.openMarginCount;
    const events = h.mark(c.symbol, '49000');
    // Margin 1,000 on an entry of 50,000: bankruptcy at 49,000.
    expect(eventsOf(events, 'liquidation')[0]?.takeoverPrice).toBe('49000');
    expect(margin).toBe('1000.00000000');
    expect(h.exchange.balance('alice').available).toBe(before);
    expect(h.exchange.positionsOf(INSURANCE_FUND)).toMatchObject([
      { direction: Long, openAvgPrice: '49000', count: '1.000' },
    ]);
  });

  it('§3 cross liquidation looks at the whole account: another symbol losing pulls this one down', () => {
    const h = new FuturesHarness();
    h.deposit('maker', '100000000');
    h.run({ type: 'set-leverage', accountId: 'maker', symbol: 'BTCUSDT', leverage: 1 });
    h.run({ type: 'set-leverage', accountId: 'maker', symbol: 'ETHUSDT', leverage: 1 });
    h.deposit('alice', '6000');
    h.trade('BTCUSDT', 'alice', 'buy', '1', '50000');
    h.trade('ETHUSDT', 'alice', 'buy', '10', '3000');
    h.mark('BTCUSDT', '50000');
    h.mark('ETHUSDT', '3000');
    const first = h.position('alice', 'BTCUSDT', Long)!.liquidationPrice!;
    h.mark('ETHUSDT', '2900');
    const second = h.position('alice', 'BTCUSDT', Long)!.liquidationPrice!;
    // ETH lost 1,000 while its requirement (0.5% maintenance + 0.05% fee) fell by 5.5, so BTC
    // liquidates (1,000 - 5.5) / (1 x (1 - 0.004 - 0.0005)) = 999 higher.
    expect(new Decimal(second).minus(first).toDecimalPlaces(0).toNumber()).toBe(999);
    const events = h.mark('BTCUSDT', shift(second, -1, 2));
    expect(eventsOf(events, 'liquidation').map((event) => event.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(h.exchange.balance('alice')).toEqual({ available: '0.00000000', hold: '0.00000000' });
  });

  it('§3 liquidation cancels the position’s open orders', () => {
    const c = CROSS_LONG;
    const h = open(c);
    h.run({
      type: 'place',
      accountId: 'alice',
      symbol: c.symbol,
      side: 'buy',
      orderType: 'limit',
      price: '30000',
      size: '0.001',
    });
    expect(h.exchange.openOrders('alice')).toHaveLength(1);
    const events = h.mark(c.symbol, '40000');
    expect(eventsOf(events, 'liquidation')).toHaveLength(1);
    expect(h.exchange.openOrders('alice')).toEqual([]);
  });

  it('§3 a gap past the bankruptcy price: the fund absorbs the loss and the user loses only the margin', () => {
    const c = FIRST_ISOLATED_LONG;
    const h = open(c);
    h.run({ type: 'fund-insurance', amount: '50000' });
    const free = h.exchange.balance('alice').available;
    // The only bid is far below bankruptcy (49,000): the fund takes over at 49,000 and sells at 45,000.
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: c.symbol,
      side: 'buy',
      orderType: 'limit',
      price: '45000',
      size: '1',
    });
    const events = h.mark(c.symbol, '45000');
    expect(eventsOf(events, 'liquidation')).toHaveLength(1);
    expect(h.exchange.balance('alice').available).toBe(free);
    expect(h.exchange.ledgerTotal(INSURANCE_FUND)).toBe('46000.00000000');
  });

  it('§3 a cross account gapping below zero is made whole by the fund and left at zero', () => {
    const c = CROSS_LONG;
    const h = open(c);
    h.run({ type: 'fund-insurance', amount: '50000' });
    // Collateral 2,975 on a long from 50,000: a mark of 45,000 is 2,025 past bankruptcy.
    const events = h.mark(c.symbol, '45000');
    expect(eventsOf(events, 'liquidation')[0]).toMatchObject({ takeoverPrice: '45000' });
    expect(h.exchange.balance('alice')).toEqual({ available: '0.00000000', hold: '0.00000000' });
    expect(h.exchange.ledgerTotal(INSURANCE_FUND)).toBe('47975.00000000');
    expect(h.exchange.positionsOf(INSURANCE_FUND)).toMatchObject([
      { direction: Long, openAvgPrice: '45000' },
    ]);
  });
});
