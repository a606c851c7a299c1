import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountPartReads } from './account-part-reads.ts';
import { coalescedRefresh } from './coalesced-refresh.ts';

/** A batch read that finishes when the test says so, keeping what each call asked for. */
function heldRead() {
  const calls: Array<{ symbol: string; accounts: string[] }> = [];
  const finishers: Array<(failed?: boolean) => void> = [];
  const read = vi.fn(
    (symbol: string, accounts: readonly string[]) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ symbol, accounts: [...accounts].sort() });
        finishers.push((failed) => (failed ? reject(new Error('engine away')) : resolve()));
      }),
  );
  return { read, calls, finish: (failed?: boolean) => finishers.shift()?.(failed) };
}

describe('accountPartReads: watched accounts read per contract, not per account', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads a hundred accounts asked for together in one request', async () => {
    const { read, calls, finish } = heldRead();
    const parts = accountPartReads(coalescedRefresh(100), read);
    const asked = Array.from({ length: 100 }, (_, i) => parts.ask(`u${i}`, 'BTCUSDT'));
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect(calls[0]!.accounts).toHaveLength(100);
    finish();
    await Promise.all(asked);
  });

  it('reads accounts asked for during a read in the next one, and answers each ask by a read that included it', async () => {
    const { read, calls, finish } = heldRead();
    const parts = accountPartReads(coalescedRefresh(100), read);
    const first = parts.ask('u1', 'BTCUSDT');
    await vi.advanceTimersByTimeAsync(0);
    let secondSettled = false;
    const second = parts.ask('u2', 'BTCUSDT').then(() => {
      secondSettled = true;
    });
    parts.ask('u3', 'BTCUSDT');
    finish();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    // u2 was asked for after the first read started: that read does not answer it.
    expect(secondSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((call) => call.accounts)).toEqual([['u1'], ['u2', 'u3']]);
    finish();
    await second;
  });

  it('keeps contracts apart', async () => {
    const { read, calls, finish } = heldRead();
    const parts = accountPartReads(coalescedRefresh(100), read);
    parts.ask('u1', 'BTCUSDT');
    parts.ask('u1', 'ETHUSDT');
    parts.ask('u2', 'ETHUSDT');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      { symbol: 'BTCUSDT', accounts: ['u1'] },
      { symbol: 'ETHUSDT', accounts: ['u1', 'u2'] },
    ]);
    finish();
    finish();
  });

  it('takes the accounts of a failed read again in the next read of the contract', async () => {
    const { read, calls, finish } = heldRead();
    const parts = accountPartReads(coalescedRefresh(100), read);
    const failed = parts.ask('u1', 'BTCUSDT');
    await vi.advanceTimersByTimeAsync(0);
    finish(true);
    await failed;
    parts.ask('u2', 'BTCUSDT');
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((call) => call.accounts)).toEqual([['u1'], ['u1', 'u2']]);
    finish();
  });
});
