// @vitest-environment jsdom

import { act, render } from '@testing-library/react';
import { DEFAULT_PREFERENCES, preferencesFromCookieHeader } from '@tideline/core/preferences';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider, type PreferencesState, usePreferences } from './PreferencesProvider.tsx';

const state: { current?: PreferencesState } = {};

function Probe() {
  state.current = usePreferences();
  return null;
}

function renderProvider() {
  render(
    <PreferencesProvider initial={{ ...DEFAULT_PREFERENCES }}>
      <Probe />
    </PreferencesProvider>,
  );
  return state as { current: PreferencesState };
}

describe('§3 preferences provider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const cookie of document.cookie.split(';')) {
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API to clear cookies with
      document.cookie = `${cookie.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
    }
  });
  afterEach(() => vi.useRealTimers());

  it('writes every change to the settings cookie', () => {
    const state = renderProvider();
    act(() => state.current.update({ layout: 'left', unit: 'KRW', showasset: false }));
    const saved = preferencesFromCookieHeader(document.cookie);
    expect(saved).toMatchObject({ layout: 'left', unit: 'KRW', showasset: false, theme: 'black' });
    expect(state.current.preferences).toMatchObject({ layout: 'left', unit: 'KRW', showasset: false });
  });

  it('§9 flags a theme change for exactly 400 ms, and only a theme change', () => {
    const state = renderProvider();
    act(() => state.current.update({ layout: 'left' }));
    expect(state.current.themeSwitching).toBe(false);
    act(() => state.current.update({ theme: 'white' }));
    expect(state.current.themeSwitching).toBe(true);
    expect(preferencesFromCookieHeader(document.cookie).theme).toBe('white');
    act(() => vi.advanceTimersByTime(399));
    expect(state.current.themeSwitching).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(state.current.themeSwitching).toBe(false);
  });
});
