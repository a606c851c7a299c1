import { PositionDirection, PositionMode } from '@tideline/core/futures';
import { describe, expect, it } from 'vitest';
import { FuturesExchange } from './futures-exchange.ts';
import { eventsOf, FuturesHarness } from './futures-test-kit.ts';
import type { FuturesEvent } from './types.ts';

// Issue #24: a `place-batch` command (copy trading's followers' orders of one lead move) leaves the
// exchange exactly as the same orders placed one `place` command each would: same fills, fees,
// positions, balances, refusals with their reasons and TP/SL, and it replays to the same state.

const BTC = 'BTCUSDT';
const { Long } = PositionDirection;
const FOLLOWERS = ['f1', 'f2', 'poor', 'f4'];

/** A maker resting asks at three prices, followers in two-way mode, one of them nearly broke. */
function market(): FuturesHarness {
  const h = new FuturesHarness();
  h.deposit('maker', '10000000');
  h.run({ type: 'set-leverage', accountId: 'maker', symbol: BTC, leverage: 1 });
  h.mark(BTC, '50000');
  for (const price of ['50000', '50010', '50020'])
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: BTC,
      side: 'sell',
      orderType: 'limit',
      price,
      size: '0.5',
    });
  h.run({
    type: 'place',
    accountId: 'maker',
    symbol: BTC,
    side: 'buy',
    orderType: 'limit',
    price: '49990',
    size: '1',
  });
  for (const account of FOLLOWERS) {
    h.deposit(account, account === 'poor' ? '1' : '2000');
    h.run({ type: 'set-position-mode', accountId: account, positionMode: PositionMode.TwoWay });
  }
  return h;
}

const sizes = ['0.2', '0.2', '0.2', '0.1'];
const takeProfits = ['60000', null, null, '55000'];
const stopLosses = [null, '45000', null, '51000'];
/** The followers' opening orders of one move, at 10x, with their own TP/SL. */
const opening = {
  type: 'place-batch' as const,
  symbol: BTC,
  side: 'buy' as const,
  positionSide: Long,
  leverage: 10,
  accountIds: FOLLOWERS,
  sizes,
  takeProfits,
  stopLosses,
};

function state(exchange: FuturesExchange) {
  return {
    snapshot: exchange.snapshot(),
    balances: [...FOLLOWERS, 'maker'].map((account) => exchange.balance(account)),
    positions: [...FOLLOWERS, 'maker'].map((account) => exchange.positionsOf(account)),
  };
}

const notChanges = (events: readonly FuturesEvent[]) =>
  events.filter((event) => event.type !== 'position' && event.type !== 'balance');

describe('futures place-batch (issue #24 copy orders)', () => {
  it('applies each order as its own place command would, gathering position and balance events', () => {
    const one = market();
    const separate = FOLLOWERS.flatMap((accountId, index) =>
      one.run(
        {
          type: 'place',
          accountId,
          symbol: BTC,
          side: 'buy',
          positionSide: Long,
          orderType: 'market',
          size: sizes[index]!,
          leverage: 10,
          ...(takeProfits[index] === null
            ? {}
            : { takeProfit: { triggerPrice: takeProfits[index]!, priceType: 'mark' as const } }),
          ...(stopLosses[index] === null
            ? {}
            : { stopLoss: { triggerPrice: stopLosses[index]!, priceType: 'mark' as const } }),
        },
        5_000,
      ),
    );
    const batch = market();
    const events = batch.run(opening, 5_000);
    expect(state(batch.exchange)).toEqual(state(one.exchange));
    expect(notChanges(events)).toEqual(notChanges(separate));
    // Each follower's own checks: the broke one is refused for its balance, the last one's stop
    // loss above the price is refused; the others filled, their TP/SL on their positions.
    expect(
      eventsOf(events, 'rejected').map((event) => [event.accountId, event.command, event.reason]),
    ).toEqual([
      ['poor', 'place', 'insufficient-balance'],
      ['f4', 'place', 'invalid-stop-loss'],
    ]);
    expect(batch.position('f1', BTC, Long)).toMatchObject({ count: '0.200', openLevel: '10' });
    expect(batch.position('f1', BTC, Long)?.takeProfit?.triggerPrice).toBe('60000.00');
    expect(batch.position('f2', BTC, Long)?.stopLoss?.triggerPrice).toBe('45000.00');
    // One position event per position touched, the maker's included, where separate commands
    // gave the maker one per order.
    const positions = eventsOf(events, 'position').map((event) => event.accountId);
    expect(positions.sort()).toEqual(['f1', 'f2', 'maker']);
    expect(eventsOf(separate, 'position').filter((event) => event.accountId === 'maker')).toHaveLength(2);
  });

  it('replays from its journal to the same state', () => {
    const h = market();
    h.run(opening);
    h.run({
      type: 'place-batch',
      symbol: BTC,
      side: 'sell',
      positionSide: Long,
      reduceOnly: true,
      accountIds: ['f1', 'f2'],
      sizes: ['0.1', '0.5'],
    });
    const replayed = new FuturesExchange();
    for (const command of JSON.parse(JSON.stringify(h.journal))) replayed.apply(command);
    expect(state(replayed)).toEqual(state(h.exchange));
    expect(h.position('f1', BTC, Long)?.count).toBe('0.100');
    expect(h.position('f2', BTC, Long)).toBeUndefined();
  });

  it('refuses a batch whose arrays differ in length, placing nothing', () => {
    const h = market();
    const before = state(h.exchange);
    const events = h.run({
      type: 'place-batch',
      symbol: BTC,
      side: 'buy',
      positionSide: Long,
      accountIds: ['f1', 'f2'],
      sizes: ['0.1'],
    });
    expect(events).toEqual([
      expect.objectContaining({ type: 'rejected', command: 'place-batch', reason: 'invalid-order' }),
    ]);
    expect(state(h.exchange).positions).toEqual(before.positions);
  });
});
