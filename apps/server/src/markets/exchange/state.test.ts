import { describe, expect, it } from 'vitest';
import type { ExchangeEvent } from '../exchange-types.ts';
import { SYMBOLS } from '../symbols.ts';
import { SpotCore } from './core.ts';
import { balanceEvents } from './events.ts';
import { checkInvariants } from './invariants.ts';
import { cancel, place } from './orders.ts';
import { restoreInto, snapshot } from './snapshots.ts';
import { transfer } from './transfers.ts';
import { balanceView, openOrders } from './views.ts';

// Transfers, views, snapshots and invariants, each over a core with a resting order.
const BTC = SYMBOLS.find((spec) => spec.symbol === 'BTCUSDT')!;

function setup() {
  const e = new SpotCore([BTC]);
  const out: ExchangeEvent[] = [];
  transfer(e, { type: 'deposit', accountId: 'alice', asset: 'USDT', amount: '1000', ts: 1 }, out);
  place(
    e,
    {
      type: 'place',
      symbol: 'BTCUSDT',
      accountId: 'alice',
      side: 'buy',
      orderType: 'limit',
      price: '90000',
      size: '0.01',
      clientOrderId: 'c1',
      ts: 2,
    },
    out,
  );
  return { e, out };
}

describe('#22 spot transfers, views, snapshots and invariants', () => {
  it('transfers move ledger units; a withdrawal beyond the balance is refused', () => {
    const { e, out } = setup();
    transfer(e, { type: 'withdraw', accountId: 'alice', asset: 'USDT', amount: '99.5', ts: 3 }, out);
    transfer(e, { type: 'withdraw', accountId: 'alice', asset: 'USDT', amount: '1', ts: 4 }, out);
    expect(out.at(-1)).toMatchObject({
      type: 'rejected',
      command: 'withdraw',
      reason: 'insufficient-balance',
    });
    expect(balanceView(e, 'alice', 'USDT')).toEqual({ available: '0.50000000', hold: '900.00000000' });
    const balances: ExchangeEvent[] = [];
    balanceEvents(e.ledger, balances);
    expect(balances).toEqual([
      { type: 'balance', accountId: 'alice', asset: 'USDT', available: '0.50000000', hold: '900.00000000' },
    ]);
  });

  it('open orders are listed in decimals', () => {
    const { e } = setup();
    expect(openOrders(e, 'alice')).toEqual([
      {
        orderId: 1,
        symbol: 'BTCUSDT',
        clientOrderId: 'c1',
        side: 'buy',
        price: '90000.00',
        size: '0.010000',
        filled: '0.000000',
        postOnly: false,
      },
    ]);
    expect(openOrders(e, 'bob')).toEqual([]);
  });

  it('a snapshot restores to the same state, client order ids included', () => {
    const { e } = setup();
    const json = JSON.parse(JSON.stringify(snapshot(e)));
    const restored = new SpotCore([BTC]);
    restoreInto(restored, json);
    expect(snapshot(restored)).toEqual(snapshot(e));
    const out: ExchangeEvent[] = [];
    cancel(
      restored,
      { type: 'cancel', symbol: 'BTCUSDT', accountId: 'alice', clientOrderId: 'c1', ts: 3 },
      out,
    );
    expect(out.map((x) => x.type)).toEqual(['cancelled', 'done']);
  });

  it('invariants hold, and name a hold that no longer matches its order', () => {
    const { e } = setup();
    expect(checkInvariants(e)).toEqual([]);
    e.orders.get(1)!.hold -= 1n;
    expect(checkInvariants(e)).toEqual([
      'order 1 holds 89999999999, expected 90000000000',
      'alice USDT hold 90000000000, open orders hold 89999999999',
    ]);
  });
});
