import { describe, expect, it } from 'vitest';
import { MemoryPartStore } from '../markets/snapshot-parts-store.ts';
import { commandStream } from './futures-command-stream.ts';
import { FuturesExchange, type FuturesSnapshot } from './futures-exchange.ts';
import { FuturesHarness } from './futures-test-kit.ts';
import { futuresFromParts, shareQueueStamps, takeFuturesParts } from './snapshot-parts.ts';
import type { FuturesCommand, FuturesEvent } from './types.ts';

// #22 item 3: the futures engine's incremental snapshots.

/** A full snapshot with its unordered collections sorted (parts restore them in another order). */
function normal(snapshot: FuturesSnapshot): FuturesSnapshot {
  return {
    ...snapshot,
    ledger: { ...snapshot.ledger, balances: [...snapshot.ledger.balances].sort() },
    settings: [...snapshot.settings].sort(),
    positionModes: [...snapshot.positionModes].sort(),
    feeTiers: [...snapshot.feeTiers].sort(),
  };
}

const CONFIG = { fundingIntervalMs: 60 * 60_000 };

describe('#22 futures incremental snapshots', () => {
  it('the first snapshot has every part; later ones only what commands changed', () => {
    const e = new FuturesExchange(CONFIG);
    e.apply({ type: 'transfer', direction: 'in', accountId: 'alice', amount: '1000', ts: 1 });
    const first = takeFuturesParts(e);
    expect(first.complete).toBe(true);
    expect([...first.parts.keys()].sort()).toEqual(['l:@spot-wallets', 'l:alice', 'm']);
    expect([...takeFuturesParts(e).parts.keys()].sort()).toEqual(['m', 'u:@insurance-fund']);
    e.apply({ type: 'set-leverage', accountId: 'bob', symbol: 'BTCUSDT', leverage: 5, ts: 2 });
    const changed = takeFuturesParts(e);
    expect(changed.complete).toBe(false);
    expect(changed.parts.get('u:bob')).toEqual({
      positions: [],
      settings: [['BTCUSDT', { leverage: 5, marginMode: expect.anything() }]],
    });
  });

  it('a partial fill marks the resting order it changed in place, and both accounts', () => {
    const h = new FuturesHarness(CONFIG);
    h.deposit('maker', '100000');
    h.deposit('taker', '100000');
    h.mark('BTCUSDT', '50000');
    h.run({
      type: 'place',
      accountId: 'maker',
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '50000',
      size: '0.5',
    });
    takeFuturesParts(h.exchange);
    takeFuturesParts(h.exchange);
    h.run({
      type: 'place',
      accountId: 'taker',
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.2',
    });
    const parts = takeFuturesParts(h.exchange).parts;
    const [makerOrder] = h.exchange.openOrders('maker');
    expect(parts.get(`o:${makerOrder!.orderId}`)).toMatchObject({ order: { remaining: 300 } });
    expect(parts.has('u:maker')).toBe(true);
    expect(parts.has('u:taker')).toBe(true);
    expect(parts.has('l:taker')).toBe(true);
  });

  it('stored parts + the journal after them rebuild exactly the never-stopped engine, at every snapshot', () => {
    const live = new FuturesExchange(CONFIG);
    const store = new MemoryPartStore();
    const journal: FuturesCommand[] = [];
    const stream = commandStream('futures-incremental-snapshots');
    let next = stream.next([]);
    let checked = 0;
    let restored: FuturesExchange | undefined;
    while (!next.done) {
      journal.push(next.value);
      const events = live.apply(next.value);
      if (journal.length % 50 === 0) store.write(journal.length, takeFuturesParts(live));
      if (journal.length % 25 === 0 && store.seq > 0) {
        const recovered = futuresFromParts(store.read());
        for (const entry of journal.slice(store.seq)) recovered.apply(entry);
        expect(recovered.checkInvariants()).toEqual([]);
        expect(normal(recovered.snapshot())).toEqual(normal(live.snapshot()));
        checked += 1;
        if (journal.length === 3_000) restored = recovered;
      }
      if (restored !== undefined && journal.length > 3_000) {
        // A recovered engine goes on exactly as the one that never stopped.
        expect(JSON.stringify(restored.apply(next.value))).toBe(JSON.stringify(events));
      }
      next = stream.next(events);
    }
    expect(checked).toBeGreaterThan(230);
    expect(normal(restored!.snapshot())).toEqual(normal(live.snapshot()));
  });

  it('an engine restored from a whole snapshot (before parts) numbers its queues once, then goes on alike', () => {
    const live = new FuturesExchange(CONFIG);
    const stream = commandStream('futures-legacy-snapshot');
    let next = stream.next([]);
    const events: FuturesEvent[][] = [];
    while (!next.done && events.length < 2_000) {
      events.push(live.apply(next.value));
      next = stream.next(events.at(-1)!);
    }
    const legacy = FuturesExchange.restore(JSON.parse(JSON.stringify(live.snapshot())));
    shareQueueStamps(legacy);
    const store = new MemoryPartStore();
    store.write(1, takeFuturesParts(legacy));
    const recovered = futuresFromParts(store.read());
    expect(normal(recovered.snapshot())).toEqual(normal(live.snapshot()));
    while (!next.done) {
      const step = live.apply(next.value);
      expect(JSON.stringify(recovered.apply(next.value))).toBe(JSON.stringify(step));
      next = stream.next(step);
    }
  });
});
