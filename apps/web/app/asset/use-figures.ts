import { useCallback } from 'react';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { maskFigure } from './model/masking.ts';

export interface Figures {
  shown: boolean;
  toggle: () => void;
  /** The text, or the mask while figures are hidden (spec §3 `showasset`). */
  show: (text: string) => string;
}

/** The §3 hide/show-figures preference, kept in the settings cookie so every asset page obeys it. */
export function useFigures(): Figures {
  const { preferences, update } = usePreferences();
  const shown = preferences.showasset;
  const toggle = useCallback(() => update({ showasset: !shown }), [update, shown]);
  const show = useCallback((text: string) => maskFigure(text, shown), [shown]);
  return { shown, toggle, show };
}
