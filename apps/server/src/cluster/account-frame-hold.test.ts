import { describe, expect, it } from 'vitest';
import { accountFrameHold } from './account-frame-hold.ts';

/** A promise the test settles. */
function pending<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('accountFrameHold: an account frame waits for both sources of a transfer', () => {
  it('holds from the transfer until the part read after it answers, then sends one frame', async () => {
    const released: string[] = [];
    const hold = accountFrameHold((accountId) => released.push(accountId));
    const transfer = pending();
    const read = pending();
    let readAsked = false;
    hold.during('7', transfer.promise, () => {
      readAsked = true;
      return read.promise;
    });
    expect(hold.held('7')).toBe(true);
    expect(hold.held('8')).toBe(false);
    await turn();
    // The part is read again only after the wallet has moved: a read before it could be pre-transfer.
    expect(readAsked).toBe(false);
    transfer.resolve();
    await turn();
    expect(readAsked).toBe(true);
    expect(hold.held('7')).toBe(true);
    read.resolve();
    await turn();
    expect(hold.held('7')).toBe(false);
    expect(released).toEqual(['7']);
  });

  it('releases after the last of two overlapping transfers, and after failed ones too', async () => {
    const released: string[] = [];
    const hold = accountFrameHold((accountId) => released.push(accountId));
    const fund = pending();
    const sweep = pending();
    hold.during('7', fund.promise, async () => undefined);
    hold.during('7', sweep.promise, async () => {
      throw new Error('the engine does not answer');
    });
    fund.reject(new Error('refused'));
    await turn();
    expect(hold.held('7')).toBe(true);
    expect(released).toEqual([]);
    sweep.resolve();
    await turn();
    expect(hold.held('7')).toBe(false);
    expect(released).toEqual(['7']);
  });
});
