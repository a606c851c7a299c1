import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animateThemeSwitch, THEME_SWITCH_MS } from './theme-switch.ts';

describe('§9 theme switch animation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lasts 400 ms', () => {
    expect(THEME_SWITCH_MS).toBe(400);
    const states: boolean[] = [];
    animateThemeSwitch((switching) => states.push(switching));
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(399);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
  });

  it('can be cancelled, so a quick second switch restarts the 400 ms', () => {
    const states: boolean[] = [];
    const cancel = animateThemeSwitch((switching) => states.push(switching));
    vi.advanceTimersByTime(300);
    cancel();
    animateThemeSwitch((switching) => states.push(switching));
    vi.advanceTimersByTime(300);
    expect(states).toEqual([true, true]);
    vi.advanceTimersByTime(100);
    expect(states).toEqual([true, true, false]);
  });
});
