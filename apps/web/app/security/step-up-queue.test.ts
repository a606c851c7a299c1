import { createMemoryBackend, createSafeStorage } from '@tideline/core/storage';
import { describe, expect, it } from 'vitest';
import { createStepUpQueue, STEP_UP_STORAGE_KEY, StepUpDeclined, TICKET_MARGIN_MS } from './step-up-queue.ts';

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

  it('a new page of the same tab (a new queue on the same session storage) offers the kept ticket', async () => {
    const backend = createMemoryBackend();
    const storage = createSafeStorage(() => backend);
    const first = createStepUpQueue(() => 0, storage);
    const asked = first.ask();
    first.current()?.settle('ticket-1', 300);
    await asked;
    const reloaded = createStepUpQueue(() => 60_000, storage);
    await expect(reloaded.ask()).resolves.toBe('ticket-1');
    reloaded.forget();
    expect(backend.getItem(STEP_UP_STORAGE_KEY)).toBeNull();
    backend.setItem(STEP_UP_STORAGE_KEY, '{not json');
    void reloaded.ask();
    expect(reloaded.current()).not.toBeNull();
  });
});
