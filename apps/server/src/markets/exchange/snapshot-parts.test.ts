import { describe, expect, it } from 'vitest';
import { Exchange, type ExchangeSnapshot } from '../exchange.ts';
import { OpenOrders, randomCommands } from '../exchange-command-stream.ts';
import type { ExchangeCommand, ExchangeEvent } from '../exchange-types.ts';
import { MemoryPartStore } from '../snapshot-parts-store.ts';

// #22 item 3: the spot engine's incremental snapshots.

/** A full snapshot with its unordered collections sorted (parts restore them in another order). */
function normal(snapshot: ExchangeSnapshot): ExchangeSnapshot {
  return {
    ...snapshot,
    ledger: { ...snapshot.ledger, balances: [...snapshot.ledger.balances].sort() },
    feeTiers: [...snapshot.feeTiers].sort(),
  };
}

const deposit = (accountId: string, asset: string, amount: string): ExchangeCommand => ({
  type: 'deposit',
  accountId,
  asset,
  amount,
  ts: 1,
});

describe('#22 spot incremental snapshots', () => {
  it('the first snapshot has every part; later ones only what commands changed', () => {
    const e = new Exchange();
    e.apply(deposit('alice', 'USDT', '1000'));
    e.apply(deposit('bob', 'BTC', '1'));
    const first = e.takeSnapshotParts();
    expect(first.complete).toBe(true);
    expect([...first.parts.keys()].sort()).toEqual(['l:@world', 'l:alice', 'l:bob', 'm']);
    expect(e.takeSnapshotParts().parts.size).toBe(1);
    e.apply({
      type: 'place',
      symbol: 'BTCUSDT',
      accountId: 'alice',
      side: 'buy',
      orderType: 'limit',
      price: '90000',
      size: '0.01',
      ts: 2,
    });
    const placed = e.takeSnapshotParts();
    expect(placed.complete).toBe(false);
    expect([...placed.parts.keys()].sort()).toEqual(['l:alice', 'm', 'o:1']);
    expect(placed.parts.get('o:1')).toMatchObject({ accountId: 'alice', hold: '90000000000' });
    e.apply({ type: 'set-fee-tier', accountId: 'bob', tier: 'VIP1', ts: 3 });
    e.apply({ type: 'cancel', symbol: 'BTCUSDT', accountId: 'alice', orderId: 1, ts: 4 });
    const later = e.takeSnapshotParts();
    expect([...later.parts.keys()].sort()).toEqual(['l:alice', 'm', 'o:1', 'u:bob']);
    expect(later.parts.get('o:1')).toBeNull();
    expect(later.parts.get('u:bob')).toEqual({ feeTier: 'VIP1' });
  });

  it('a failed write puts its parts back', () => {
    const e = new Exchange();
    e.apply(deposit('alice', 'USDT', '1000'));
    e.dirty.putBack(e.takeSnapshotParts());
    expect(e.takeSnapshotParts().complete).toBe(true);
    e.apply(deposit('bob', 'USDT', '5'));
    e.dirty.putBack(e.takeSnapshotParts());
    e.apply(deposit('carol', 'USDT', '5'));
    expect([...e.takeSnapshotParts().parts.keys()].sort()).toEqual(['l:@world', 'l:bob', 'l:carol', 'm']);
  });

  it('stored parts + the journal after them rebuild exactly the never-stopped engine, at every snapshot', () => {
    const live = new Exchange();
    const store = new MemoryPartStore();
    const open = new OpenOrders();
    const journal: ExchangeCommand[] = [];
    let checked = 0;
    for (const command of randomCommands('incremental-snapshots', 30_000, open)) {
      journal.push(command);
      open.observe(live.apply(command));
      if (journal.length % 250 === 0) store.write(journal.length, live.takeSnapshotParts());
      // Right after a snapshot and half way to the next one.
      if (journal.length % 125 !== 0 || store.seq === 0) continue;
      // A crash now: recover from the stored parts and the journal after them.
      const recovered = Exchange.fromParts(store.read());
      for (const entry of journal.slice(store.seq)) recovered.apply(entry);
      expect(recovered.checkInvariants()).toEqual([]);
      expect(normal(recovered.snapshot())).toEqual(normal(live.snapshot()));
      checked += 1;
    }
    expect(checked).toBe(239);
    // And both go on identically: same events for the same commands, same state after.
    const recovered = Exchange.fromParts(store.read());
    for (const entry of journal.slice(store.seq)) recovered.apply(entry);
    const twin = new OpenOrders();
    const liveEvents: ExchangeEvent[][] = [];
    const recoveredEvents: ExchangeEvent[][] = [];
    for (const command of randomCommands('incremental-snapshots-after', 5_000, twin)) {
      const events = live.apply(command);
      twin.observe(events);
      liveEvents.push(events);
      recoveredEvents.push(recovered.apply(command));
    }
    expect(recoveredEvents).toEqual(liveEvents);
    expect(normal(recovered.snapshot())).toEqual(normal(live.snapshot()));
  });
});
