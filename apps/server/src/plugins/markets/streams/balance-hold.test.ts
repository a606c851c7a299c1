import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceHold } from './balance-hold.ts';

/** A transfer whose settling the test decides. */
function transfer() {
  let settle: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const settled = new Promise<void>((resolve, reject) => {
    settle = resolve;
    fail = () => reject(new Error('no result'));
  });
  return { settled, settle, fail };
}
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('holding a balance while a transfer moves it between the spot wallet and the engines', () => {
  afterEach(() => vi.useRealTimers());

  it('holds only the moving asset of that user, and sends what changed once the transfer settled', async () => {
    vi.useFakeTimers();
    const released: Array<[number, string[]]> = [];
    const hold = balanceHold((userId, assets) => released.push([userId, assets]));
    const funding = transfer();
    hold.during(7, 'USDT', funding.settled);
    expect(hold.held(7, 'USDT')).toBe(true);
    expect(hold.held(7, 'ETH')).toBe(false);
    expect(hold.held(8, 'USDT')).toBe(false);
    hold.defer(7, 'USDT');
    await flush();
    expect(released).toEqual([]);
    funding.settle();
    await flush();
    expect(hold.held(7, 'USDT')).toBe(false);
    expect(released).toEqual([[7, ['USDT']]]);
  });

  it('releases after the last of overlapping transfers of the asset, and sends nothing when nothing changed', async () => {
    vi.useFakeTimers();
    const released: Array<[number, string[]]> = [];
    const hold = balanceHold((userId, assets) => released.push([userId, assets]));
    const first = transfer();
    const second = transfer();
    hold.during(7, 'USDT', first.settled);
    hold.during(7, 'USDT', second.settled);
    hold.defer(7, 'USDT');
    first.settle();
    await flush();
    expect(hold.held(7, 'USDT')).toBe(true);
    expect(released).toEqual([]);
    // A transfer that failed (its result never came) settles too: nothing is held for ever.
    second.fail();
    await flush();
    expect(released).toEqual([[7, ['USDT']]]);
    const quiet = transfer();
    hold.during(7, 'ETH', quiet.settled);
    quiet.settle();
    await flush();
    expect(released).toEqual([[7, ['USDT']]]);
  });

  it('lets a read wait for the release, and answers it anyway after the wait', async () => {
    vi.useFakeTimers();
    const hold = balanceHold(() => undefined);
    const funding = transfer();
    const stalled = transfer();
    hold.during(7, 'USDT', funding.settled);
    hold.during(7, 'ETH', stalled.settled);
    let freeRead = false;
    void hold.settled(7, ['BTC'], 5_000).then(() => {
      freeRead = true;
    });
    let read = false;
    void hold.settled(7, ['USDT'], 5_000).then(() => {
      read = true;
    });
    let stalledRead = false;
    void hold.settled(7, ['USDT', 'ETH'], 5_000).then(() => {
      stalledRead = true;
    });
    await flush();
    expect(freeRead).toBe(true);
    expect(read).toBe(false);
    funding.settle();
    await flush();
    expect(read).toBe(true);
    expect(stalledRead).toBe(false);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(stalledRead).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(stalledRead).toBe(true);
  });
});
