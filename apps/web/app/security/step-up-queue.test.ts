import { describe, expect, it } from 'vitest';
import { createStepUpQueue, StepUpDeclined, TICKET_MARGIN_MS } from './step-up-queue.ts';

describe('issue #21 item 1 step-up queue', () => {
  it('answers the ticket the dialog settles with, and empties', async () => {
    const queue = createStepUpQueue();
    const seen: Array<unknown> = [];
    queue.subscribe(() => seen.push(queue.current()));
    const asked = queue.ask();
    expect(queue.current()).not.toBeNull();
    queue.current()?.settle('ticket-1', 300);
    await expect(asked).resolves.toBe('ticket-1');
    expect(queue.current()).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('a declined proof rejects the call, and a newer request declines the older one', async () => {
    const queue = createStepUpQueue();
    const first = queue.ask();
    const second = queue.ask();
    await expect(first).rejects.toBeInstanceOf(StepUpDeclined);
    queue.current()?.decline();
    await expect(second).rejects.toBeInstanceOf(StepUpDeclined);
    expect(queue.current()).toBeNull();
  });

  it('keeps the ticket for the next call while the gateway accepts it, less the margin', async () => {
    let clock = 1_000_000;
    const queue = createStepUpQueue(() => clock);
    const first = queue.ask();
    queue.current()?.settle('ticket-1', 300);
    await expect(first).resolves.toBe('ticket-1');
    clock += 300_000 - TICKET_MARGIN_MS - 1;
    await expect(queue.ask()).resolves.toBe('ticket-1');
    expect(queue.current()).toBeNull();
    clock += 1;
    const late = queue.ask();
    expect(queue.current()).not.toBeNull();
    queue.current()?.settle('ticket-2', 300);
    await expect(late).resolves.toBe('ticket-2');
    queue.forget();
    void queue.ask();
    expect(queue.current()).not.toBeNull();
  });
});
