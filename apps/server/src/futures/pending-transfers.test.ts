import { describe, expect, it } from 'vitest';
import { SPOT_WALLETS } from './accounts.ts';
import { FuturesExchange } from './futures-exchange.ts';
import { FuturesHarness } from './futures-test-kit.ts';

describe('issue #10 engine: transfers pending between their spot and futures legs', () => {
  it('an intent moves nothing; its transfer in credits once; a transfer out stays pending until settled', () => {
    const h = new FuturesHarness();
    h.run({ type: 'transfer-intent', transferId: 'a', accountId: 'alice', amount: '100' });
    expect(h.exchange.balance('alice').available).toBe('0.00000000');
    expect(h.exchange.pendingTransferList()).toEqual([
      { transferId: 'a', direction: 'in', accountId: 'alice', amount: '100' },
    ]);
    h.run({ type: 'transfer', direction: 'in', accountId: 'alice', amount: '100', transferId: 'a' });
    expect(h.exchange.balance('alice').available).toBe('100.00000000');
    expect(h.exchange.pendingTransferList()).toEqual([]);
    // The same id cannot credit twice.
    const again = h.run({
      type: 'transfer',
      direction: 'in',
      accountId: 'alice',
      amount: '100',
      transferId: 'a',
    });
    expect(again).toMatchObject([{ type: 'rejected', reason: 'invalid-amount' }]);
    expect(h.exchange.balance('alice').available).toBe('100.00000000');

    h.run({ type: 'transfer', direction: 'out', accountId: 'alice', amount: '40', transferId: 'b' });
    expect(h.exchange.balance('alice').available).toBe('60.00000000');
    expect(h.exchange.ledgerTotal(SPOT_WALLETS)).toBe('-60.00000000');
    expect(h.exchange.pendingTransferList()).toMatchObject([{ transferId: 'b', direction: 'out' }]);
    const reused = h.run({
      type: 'transfer',
      direction: 'out',
      accountId: 'alice',
      amount: '1',
      transferId: 'b',
    });
    expect(reused).toMatchObject([{ type: 'rejected', reason: 'invalid-amount' }]);
    h.run({ type: 'transfer-settled', transferId: 'b' });
    expect(h.exchange.pendingTransferList()).toEqual([]);
  });

  it('pending transfers survive a snapshot and restore', () => {
    const h = new FuturesHarness();
    h.deposit('alice', '500');
    h.run({ type: 'transfer-intent', transferId: 'in-1', accountId: 'alice', amount: '10' });
    h.run({ type: 'transfer', direction: 'out', accountId: 'alice', amount: '20', transferId: 'out-1' });
    const restored = FuturesExchange.restore(JSON.parse(JSON.stringify(h.exchange.snapshot())));
    expect(restored.pendingTransferList()).toEqual(h.exchange.pendingTransferList());
    expect(restored.pendingTransferList()).toHaveLength(2);
    expect(restored.checkInvariants()).toEqual([]);
  });

  it('a pending transfer keeps the wallet on its other side, through a snapshot too', () => {
    const h = new FuturesHarness();
    h.deposit('alice', '500');
    const other = 'cluster-futures:BTCUSDT';
    h.run({ type: 'transfer-intent', transferId: 'i', accountId: 'alice', amount: '5', counterpart: other });
    h.run({
      type: 'transfer',
      direction: 'out',
      accountId: 'alice',
      amount: '7',
      transferId: 'o',
      counterpart: other,
    });
    const restored = FuturesExchange.restore(JSON.parse(JSON.stringify(h.exchange.snapshot())));
    expect(restored.pendingTransferList().map((pending) => pending.counterpart)).toEqual([other, other]);
  });
});
