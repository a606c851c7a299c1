import { describe, expect, it, vi } from 'vitest';
import { createMemoryBackend, createSafeStorage } from '../storage/index.ts';
import {
  applyDemoFlagAction,
  DEMO_FLAG_KEY,
  type DemoFlagChange,
  type DemoWindow,
  demoFlagChangeAction,
  enterDemo,
  leaveDemo,
  onDemoFlagChange,
  readDemoFlag,
} from './index.ts';

function fakeWindow(pathname: string) {
  const backend = createMemoryBackend();
  const target = new EventTarget();
  const win: DemoWindow = {
    addEventListener: (type, listener) => target.addEventListener(type, listener as unknown as EventListener),
    removeEventListener: (type, listener) =>
      target.removeEventListener(type, listener as unknown as EventListener),
    location: { pathname },
    localStorage: backend,
  };
  const otherTabWrites = (value: string | null) => {
    if (value === null) backend.removeItem(DEMO_FLAG_KEY);
    else backend.setItem(DEMO_FLAG_KEY, value);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: DEMO_FLAG_KEY }));
  };
  return { win, backend, target, otherTabWrites };
}

describe('§4 demo flag', () => {
  it('§4 is on while simulation-trade is set', () => {
    expect(DEMO_FLAG_KEY).toBe('simulation-trade');
    const storage = createSafeStorage(() => createMemoryBackend());
    expect(readDemoFlag(storage)).toBe(false);
    expect(readDemoFlag(createSafeStorage(() => createMemoryBackend({ 'simulation-trade': '1' })))).toBe(
      true,
    );
    expect(readDemoFlag(createSafeStorage(() => createMemoryBackend({ 'simulation-trade': 'true' })))).toBe(
      true,
    );
    expect(readDemoFlag(createSafeStorage(() => createMemoryBackend({ 'simulation-trade': 'false' })))).toBe(
      false,
    );
    expect(readDemoFlag(createSafeStorage(() => createMemoryBackend({ 'simulation-trade': '' })))).toBe(
      false,
    );
  });

  it('§4 reads off when storage is unavailable', () => {
    const broken = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    expect(readDemoFlag(broken)).toBe(false);
  });

  it('§4 entering sets the flag and navigates to the locale-prefixed path', () => {
    const backend = createMemoryBackend();
    const storage = createSafeStorage(() => backend);
    const navigate = vi.fn();
    enterDemo({ storage, locale: 'ja', navigate });
    expect(readDemoFlag(storage)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/ja/spot/BTCUSDT');
    enterDemo({ storage, locale: 'en', navigate, to: '/futures/usdt/ETHUSDT' });
    expect(navigate).toHaveBeenLastCalledWith('/futures/usdt/ETHUSDT');
    enterDemo({ storage, locale: 'de', navigate, to: '/p2p' });
    expect(navigate).toHaveBeenLastCalledWith('/de/spot/BTCUSDT');
  });

  it('§4 leaving clears the flag and reloads', () => {
    const backend = createMemoryBackend({ 'simulation-trade': '1' });
    const storage = createSafeStorage(() => backend);
    const reload = vi.fn();
    leaveDemo({ storage, reload });
    expect(readDemoFlag(storage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('§4 a change in another tab reloads, or redirects when the page is not allowed in demo', () => {
    expect(demoFlagChangeAction(true, '/ja/p2p')).toEqual({ type: 'redirect', href: '/ja/spot/BTCUSDT' });
    expect(demoFlagChangeAction(true, '/asset')).toEqual({ type: 'reload' });
    expect(demoFlagChangeAction(false, '/p2p')).toEqual({ type: 'reload' });
  });

  it('§4 listens for the flag set or cleared in another tab', () => {
    const { win, otherTabWrites, target } = fakeWindow('/ru/earn');
    const changes: DemoFlagChange[] = [];
    const stop = onDemoFlagChange(win, (change) => changes.push(change));
    otherTabWrites('1');
    otherTabWrites('1');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'other-key' }));
    otherTabWrites(null);
    expect(changes).toEqual([
      { demo: true, action: { type: 'redirect', href: '/ru/spot/BTCUSDT' } },
      { demo: false, action: { type: 'reload' } },
    ]);
    stop();
    otherTabWrites('1');
    expect(changes).toHaveLength(2);
  });

  it('§4 treats a cleared store (key null) as a possible flag change', () => {
    const { win, backend, target } = fakeWindow('/fee');
    backend.setItem(DEMO_FLAG_KEY, '1');
    const callback = vi.fn();
    onDemoFlagChange(win, callback);
    backend.removeItem(DEMO_FLAG_KEY);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(callback).toHaveBeenCalledWith({ demo: false, action: { type: 'reload' } });
  });

  it('§4 applies the action to the location', () => {
    const location = { reload: vi.fn(), assign: vi.fn() };
    applyDemoFlagAction(location, { type: 'redirect', href: '/ja/spot/BTCUSDT' });
    expect(location.assign).toHaveBeenCalledWith('/ja/spot/BTCUSDT');
    expect(location.reload).not.toHaveBeenCalled();
    applyDemoFlagAction(location, { type: 'reload' });
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
