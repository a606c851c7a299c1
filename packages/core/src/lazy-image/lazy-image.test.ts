import { describe, expect, it, vi } from 'vitest';
import { brokenImageReplacement, imageAddress } from './image-source.ts';
import {
  type Box,
  createLazyLoader,
  createTrailingThrottle,
  isNearViewport,
  LAZY_LOAD_MARGIN_PX,
  LAZY_LOAD_THROTTLE_MS,
} from './lazy-loader.ts';

const viewport = { width: 400, height: 800 };
const at = (top: number, height = 20): Box => ({ top, bottom: top + height, left: 0, right: 20 });

/** A schedule the test runs by hand, recording the delays asked for. */
function manualSchedule() {
  const queued: Array<{ callback: () => void; delayMs: number }> = [];
  return {
    schedule: (callback: () => void, delayMs: number) => void queued.push({ callback, delayMs }),
    delays: () => queued.map((entry) => entry.delayMs),
    runNext() {
      queued.shift()?.callback();
    },
  };
}

describe('§9 lazy-load throttle 200 ms', () => {
  it('holds the spec’s throttle', () => {
    expect(LAZY_LOAD_THROTTLE_MS).toBe(200);
  });

  it('runs the first check at once, folds the checks of the next 200 ms into one at its end', () => {
    const action = vi.fn();
    const clock = manualSchedule();
    const check = createTrailingThrottle(action, LAZY_LOAD_THROTTLE_MS, clock.schedule);
    check();
    check();
    check();
    expect(action).toHaveBeenCalledTimes(1);
    expect(clock.delays()).toEqual([200]);
    clock.runNext();
    expect(action).toHaveBeenCalledTimes(2);
    clock.runNext();
    check();
    expect(action).toHaveBeenCalledTimes(3);
  });

  it('a box counts as near within the margin of the viewport, and never without a size', () => {
    expect(isNearViewport(at(790), viewport)).toBe(true);
    expect(isNearViewport(at(800 + LAZY_LOAD_MARGIN_PX), viewport)).toBe(true);
    expect(isNearViewport(at(801 + LAZY_LOAD_MARGIN_PX), viewport)).toBe(false);
    expect(isNearViewport(at(-LAZY_LOAD_MARGIN_PX - 21), viewport)).toBe(false);
    expect(isNearViewport({ top: 0, bottom: 0, left: 0, right: 0 }, viewport)).toBe(false);
  });

  it('tells each image once, when a (throttled) check finds it near; images in view load at once', () => {
    const boxes = new Map<string, Box>([
      ['top', at(10)],
      ['below', at(3000)],
      ['far', at(9000)],
    ]);
    const clock = manualSchedule();
    const loader = createLazyLoader<string>({
      measure: (id) => boxes.get(id) as Box,
      viewport: () => viewport,
      schedule: clock.schedule,
    });
    const near = vi.fn();
    for (const id of boxes.keys()) loader.observe(id, () => near(id));
    expect(near.mock.calls).toEqual([['top']]);
    expect(loader.waiting()).toBe(2);
    boxes.set('below', at(500));
    loader.check();
    expect(near.mock.calls).toEqual([['top'], ['below']]);
    boxes.set('far', at(100));
    loader.check();
    expect(near).toHaveBeenCalledTimes(2);
    clock.runNext();
    expect(near.mock.calls.at(-1)).toEqual(['far']);
    expect(loader.waiting()).toBe(0);
  });

  it('an image that leaves the page stops waiting', () => {
    const loader = createLazyLoader<string>({ measure: () => at(5000), viewport: () => viewport });
    const stop = loader.observe('gone', () => {});
    stop();
    expect(loader.waiting()).toBe(0);
  });
});

describe('§5 image source safety, §7 §8 fastest image domain and broken-image fallback', () => {
  it('serves a root-relative source from the fastest domain; absolute ones keep their host', () => {
    expect(imageAddress('/coins/btc.svg', 'https://img2.example.com/')).toBe(
      'https://img2.example.com/coins/btc.svg',
    );
    expect(imageAddress('/coins/btc.svg', null)).toBe('/coins/btc.svg');
    expect(imageAddress('https://cdn.example.com/a.png', 'https://img2.example.com')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(imageAddress('//cdn.example.com/a.png', 'https://img2.example.com')).toBe(
      '//cdn.example.com/a.png',
    );
    expect(imageAddress('data:image/png;base64,AAAA', 'https://img2.example.com')).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('rejects a source with a start §5 does not allow, or javascript:, with a warning', () => {
    const warn = vi.fn();
    expect(imageAddress('javascript:alert(1)', 'https://img2.example.com', { warn })).toBe('');
    expect(imageAddress('ftp://example.com/a.png', null, { warn })).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a broken image is tried once on the fastest domain, then the caller’s fallback', () => {
    expect(brokenImageReplacement('https://cdn.example.com/a.png?v=1', 'https://img2.example.com')).toBe(
      'https://img2.example.com/a.png?v=1',
    );
    expect(brokenImageReplacement('https://img2.example.com/a.png', 'https://img2.example.com')).toBeNull();
    expect(brokenImageReplacement('https://cdn.example.com/a.png', null)).toBeNull();
  });
});
