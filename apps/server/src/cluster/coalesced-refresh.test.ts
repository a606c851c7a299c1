import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedRefresh } from './coalesced-refresh.ts';

/** A read that finishes when the test says so, counting its starts. */
function heldRead() {
  const finishers: Array<() => void> = [];
  const read = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { read, finishNext: () => finishers.shift()?.() };
}

describe('coalescedRefresh: reads that follow a busy stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one read at a time per key and one more after it for any number of asks meanwhile', async () => {
    const reads = coalescedRefresh(100);
    const { read, finishNext } = heldRead();
    reads.ask('BTCUSDT', read);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i += 1) reads.ask('BTCUSDT', read);
    finishNext();
    await vi.advanceTimersByTimeAsync(100);
    expect(read).toHaveBeenCalledTimes(2);
    finishNext();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('starts reads of a key at least the gap apart, other keys at once', async () => {
    const reads = coalescedRefresh(100);
    const btc = heldRead();
    const eth = heldRead();
    reads.ask('BTCUSDT', btc.read);
    await vi.advanceTimersByTimeAsync(0);
    btc.finishNext();
    await vi.advanceTimersByTimeAsync(0);
    reads.ask('BTCUSDT', btc.read);
    reads.ask('ETHUSDT', eth.read);
    await vi.advanceTimersByTimeAsync(99);
    expect([btc.read.mock.calls.length, eth.read.mock.calls.length]).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(btc.read).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed read for the next ask', async () => {
    const reads = coalescedRefresh(0);
    const failing = vi.fn(async () => {
      throw new Error('the engine does not answer');
    });
    reads.ask('BTCUSDT', failing);
    await vi.advanceTimersByTimeAsync(0);
    reads.ask('BTCUSDT', failing);
    await vi.advanceTimersByTimeAsync(0);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("settles an ask once a read that started after it has finished, and joins asks made before the read's start", async () => {
    const reads = coalescedRefresh(100);
    const { read, finishNext } = heldRead();
    const settled: string[] = [];
    const track = (name: string, asked: Promise<void>) => void asked.then(() => settled.push(name));
    track('first', reads.ask('BTCUSDT', read));
    track('before the start', reads.ask('BTCUSDT', read));
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    track('while reading', reads.ask('BTCUSDT', read));
    finishNext();
    await vi.advanceTimersByTimeAsync(0);
    // The running read started before the third ask: it answers the first two only.
    expect(settled).toEqual(['first', 'before the start']);
    await vi.advanceTimersByTimeAsync(100);
    expect(read).toHaveBeenCalledTimes(2);
    expect(settled).toHaveLength(2);
    finishNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual(['first', 'before the start', 'while reading']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('settles an ask when its read fails', async () => {
    const reads = coalescedRefresh(0);
    const asked = reads.ask('BTCUSDT', async () => {
      throw new Error('the engine does not answer');
    });
    await vi.advanceTimersByTimeAsync(0);
    await expect(asked).resolves.toBeUndefined();
  });
});
