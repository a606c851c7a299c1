import { describe, expect, it } from 'vitest';
import { checkBookInvariants } from './engine/invariants.ts';
import { Exchange } from './exchange.ts';
import { OpenOrders, randomCommands } from './exchange-command-stream.ts';
import type { ExchangeCommand, ExchangeEvent } from './exchange-types.ts';

describe('#7 randomised exchange run', () => {
  it('100,000 random commands keep every book sound and FIFO, and every asset conserved, after each step', () => {
    const exchange = new Exchange();
    const arrival = new Map<number, number>();
    let arrivals = 0;
    const seen = new Map<string, number>();
    const note = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
    const open = new OpenOrders();
    let step = 0;
    for (const command of randomCommands('randomised-100k', 100_000, open)) {
      const events: ExchangeEvent[] = exchange.apply(command);
      open.observe(events);
      for (const event of events) {
        if (event.type === 'accepted') arrival.set(event.orderId, arrivals++);
        if (event.type === 'amended' && !event.priorityKept) arrival.set(event.orderId, arrivals++);
        if (event.type === 'done') arrival.delete(event.orderId);
        note(
          event.type === 'rejected' || event.type === 'cancelled'
            ? `${event.type}:${event.reason}`
            : event.type,
        );
        if (event.type === 'amended') note(event.priorityKept ? 'amended:kept' : 'amended:lost');
        if (event.type === 'done') note(`done:${event.reason}`);
      }
      // Books and conservation after every step; the per-order hold audit (costlier) every 50.
      const problems = [
        ...checkBookInvariants(exchange.book('BTCUSDT'), arrival),
        ...checkBookInvariants(exchange.book('DOGEUSDT'), arrival),
        ...exchange.checkConservation(),
        ...(step % 50 === 0 ? exchange.checkInvariants(arrival) : []),
      ];
      if (problems.length > 0)
        throw new Error(`step ${step}: ${JSON.stringify(command)}\n${problems.join('\n')}`);
      step += 1;
    }
    expect(step).toBeGreaterThanOrEqual(100_000);
    expect(exchange.checkInvariants(arrival)).toEqual([]);
    // The stream really exercised every path, not just resting orders.
    for (const key of [
      'trade',
      'done:filled',
      'done:cancelled',
      'amended:kept',
      'amended:lost',
      'cancelled:user',
      'cancelled:unfilled-ioc',
      'cancelled:self-trade',
      'cancelled:post-only-would-take',
      'rejected:post-only-would-take',
      'rejected:fok-not-fillable',
      'rejected:not-owner',
      'rejected:insufficient-balance',
      'rejected:invalid-price',
      'rejected:duplicate-client-order-id',
    ]) {
      expect(seen.get(key) ?? 0, key).toBeGreaterThan(50);
    }
    expect(seen.get('trade')).toBeGreaterThan(15_000);
  });

  it('replaying the same journal gives identical events and state; restore continues identically', () => {
    const first = new Exchange();
    const second = new Exchange();
    const open = new OpenOrders();
    const commands: ExchangeCommand[] = [];
    let midway = first.snapshot();
    for (const command of randomCommands('replay', 20_000, open)) {
      const events = first.apply(command);
      open.observe(events);
      expect(second.apply(command)).toEqual(events);
      commands.push(command);
      if (commands.length === 10_000) midway = first.snapshot();
    }
    expect(second.snapshot()).toEqual(first.snapshot());
    const resumed = Exchange.restore(JSON.parse(JSON.stringify(midway)));
    for (const command of commands.slice(10_000)) resumed.apply(command);
    expect(resumed.snapshot()).toEqual(first.snapshot());
  });
});
