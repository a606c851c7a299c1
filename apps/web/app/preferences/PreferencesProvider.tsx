import { type Preferences, preferencesCookieString } from '@tideline/core/preferences';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { animateThemeSwitch } from './theme-switch.ts';

export interface PreferencesState {
  preferences: Preferences;
  /** True for the 400 ms after a theme change (spec §9). */
  themeSwitching: boolean;
  update: (change: Partial<Preferences>) => void;
}

const PreferencesContext = createContext<PreferencesState | null>(null);

/**
 * Holds the preferences read from the cookie on the server and writes every change back to the
 * cookie (spec §3, 365 days), so the next server render already uses them.
 */
export function PreferencesProvider({ initial, children }: { initial: Preferences; children: ReactNode }) {
  const [preferences, setPreferences] = useState(initial);
  const [themeSwitching, setThemeSwitching] = useState(false);
  const cancelSwitch = useRef<() => void>(() => undefined);
  useEffect(() => () => cancelSwitch.current(), []);

  const latest = useRef(initial);
  const update = useCallback((change: Partial<Preferences>) => {
    const current = latest.current;
    const next = { ...current, ...change };
    latest.current = next;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and older Firefox
    document.cookie = preferencesCookieString(next, { secure: window.location.protocol === 'https:' });
    if (next.theme !== current.theme) {
      cancelSwitch.current();
      cancelSwitch.current = animateThemeSwitch(setThemeSwitching);
    }
    setPreferences(next);
  }, []);

  const value = useMemo(
    () => ({ preferences, themeSwitching, update }),
    [preferences, themeSwitching, update],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesState {
  const state = useContext(PreferencesContext);
  if (state === null) throw new Error('usePreferences needs a PreferencesProvider');
  return state;
}
